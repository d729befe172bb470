import {
  companyIdField,
  ZEmployeeCreateRequest,
  ZEmployeeDetail,
  ZEmployeeIdRequest,
  ZEmployeeMemoRow,
  ZEmployeeMemoSummary,
  ZEmployeeMemos,
  ZEmployeeUpdateRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { employeeMemoLists, employeeMemoSummary } from '../memos/employee-memos.js';
import { getEmployeeDetail, loadEmployeeDetail } from './employee-detail.js';
import { presentLoadedEmployee } from './employees.presenter.js';
import { createEmployee, deleteEmployee, findEmployee, updateEmployee } from './employees.service.js';
import { requestEmployee, unrequestEmployee } from './manager-requests.service.js';

const ZEmployeeQuery = z.object({ company_id: companyIdField, id: z.coerce.number().int().positive() });
const tags = ['employees'];
const MANAGE = { action: 'employees.manage' } as const;

/** One employee: read, create, edit (also deactivate/reactivate), delete, and manager requests. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const present = async (employee: Parameters<typeof loadEmployeeDetail>[0]['employee']) =>
    presentLoadedEmployee(await loadEmployeeDetail({ db, employee }));

  app.get(
    '/company/employee',
    {
      config: { company: 'query', ...MANAGE },
      schema: { tags, querystring: ZEmployeeQuery, response: { 200: envelope(ZEmployeeDetail) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      return ok(presentLoadedEmployee(await getEmployeeDetail({ db, companyId, id: request.query.id })));
    },
  );

  app.post(
    '/company/employee',
    {
      config: { company: 'body', ...MANAGE },
      schema: {
        tags,
        summary: 'Edits an employee; is_active false/true deactivates/reactivates; *_ids replace the links',
        body: ZEmployeeUpdateRequest,
        response: { 200: envelope(ZEmployeeDetail) },
      },
    },
    async (request) => {
      const { company_id: _, id, ...input } = request.body;
      return ok(await present(await updateEmployee({ db, realtime, member: memberOf(request), id, input })));
    },
  );

  app.delete(
    '/company/employee',
    {
      config: { company: 'body', action: 'employees.delete' },
      schema: {
        tags,
        summary: "Deletes an employee (admins); answers successes ['employee_deleted']",
        body: ZEmployeeIdRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteEmployee({ db, realtime, member: memberOf(request), id: request.body.id });
      return ok(null, ['employee_deleted']);
    },
  );

  app.post(
    '/employee/new',
    {
      config: { company: 'body', ...MANAGE, idempotent: true },
      schema: {
        tags,
        summary: 'Creates an employee record (invite separately with employees/invite)',
        body: ZEmployeeCreateRequest,
        response: { 200: envelope(ZEmployeeDetail) },
      },
    },
    async (request) => {
      const { company_id: _, ...input } = request.body;
      return ok(await present(await createEmployee({ db, member: memberOf(request), input })));
    },
  );

  for (const [path, take] of [
    ['/employee/request', requestEmployee],
    ['/employee/unrequest', unrequestEmployee],
  ] as const) {
    app.post(
      path,
      {
        config: { company: 'body', ...MANAGE },
        schema: {
          tags,
          summary: `The calling manager ${path.endsWith('unrequest') ? 'gives up' : 'takes'} the employee as a direct report`,
          body: ZEmployeeIdRequest,
          response: { 200: envelope(ZEmployeeDetail) },
        },
      },
      async (request) =>
        ok(await present(await take({ db, member: memberOf(request), id: request.body.id }))),
    );
  }

  // The memo fields and lists are computed by the memos feature from memo_responses.
  const memoRoutes = [
    ['/employee/memo-summary', ZEmployeeMemoSummary, (id: number) => employeeMemoSummary(db, id)],
    [
      '/employee/read-memos',
      z.array(ZEmployeeMemoRow),
      async (id: number) => (await employeeMemoLists(db, id)).read,
    ],
    [
      '/employee/unread-memos',
      z.array(ZEmployeeMemoRow),
      async (id: number) => (await employeeMemoLists(db, id)).unread,
    ],
    [
      '/employee/memos-csv',
      ZEmployeeMemos,
      async (id: number) => {
        const lists = await employeeMemoLists(db, id);
        return { read_memos: lists.read, unread_memos: lists.unread };
      },
    ],
  ] as const;
  for (const [path, schema, answer] of memoRoutes) {
    app.get(
      path,
      {
        config: { company: 'query', ...MANAGE },
        schema: { tags, querystring: ZEmployeeQuery, response: { 200: envelope(schema) } },
      },
      async (request) => {
        const employee = await findEmployee({
          db,
          companyId: memberOf(request).companyId,
          id: request.query.id,
        });
        return ok(await answer(employee.id));
      },
    );
  }
};
