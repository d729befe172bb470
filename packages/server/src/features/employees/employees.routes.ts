import {
  ZCompanyScoped,
  ZEmployeeDetail,
  ZEmployeePage,
  ZEmployeesBulkRequest,
  ZIdName,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { loadEmployees } from './employee-detail.js';
import { presentEmployeePage, presentLoadedEmployees } from './employees.presenter.js';
import { listEmployeeNames } from './employees.service.js';
import { bulkUpdateEmployees } from './employees-bulk.service.js';
import { listEmployees } from './employees-list.service.js';
import { ZEmployeesQuery } from './employees-query.js';

const tags = ['employees'];

/** The Team list and the pickers that need the company's people. */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  app.get(
    '/employees',
    {
      config: { company: 'query', action: 'employees.list' },
      schema: {
        tags,
        summary: 'Paged, sorted, searched and filtered employees (a non-management employee gets the roster)',
        querystring: ZEmployeesQuery,
        response: { 200: envelope(ZEmployeePage) },
      },
    },
    async (request) =>
      ok(presentEmployeePage(await listEmployees({ db, member: memberOf(request), query: request.query }))),
  );

  app.get(
    '/employees-list',
    {
      config: { company: 'query', action: 'employees.manage' },
      schema: {
        tags,
        summary: 'Id and name of every active employee, by name (for pickers)',
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZIdName)) },
      },
    },
    async (request) => ok(await listEmployeeNames({ db, companyId: memberOf(request).companyId })),
  );

  app.get(
    '/employees-completed',
    {
      config: { company: 'query', action: 'employees.manage' },
      schema: {
        tags,
        summary:
          'Active employees who completed sign-up: their record is linked to an account (decisions.md)',
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZIdName)) },
      },
    },
    async (request) =>
      ok(await listEmployeeNames({ db, companyId: memberOf(request).companyId, withAccount: true })),
  );

  app.post(
    '/employees/bulk',
    {
      config: { company: 'body', action: 'employees.manage' },
      schema: {
        tags,
        summary: 'Applies the same changes to many employees in one transaction (one bad id changes nothing)',
        body: ZEmployeesBulkRequest,
        response: { 200: envelope(z.array(ZEmployeeDetail)) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { ids, changes } = request.body;
      const rows = await bulkUpdateEmployees({ db, realtime, member, ids, changes });
      return ok(presentLoadedEmployees(await loadEmployees({ db, companyId: member.companyId, rows })));
    },
  );
};
