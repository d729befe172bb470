import {
  companyIdField,
  MSG,
  type TEmployeePage,
  ZEmployeeDetail,
  ZEmployeePage,
  ZEmployeesBulkRequest,
  ZIdName,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { invalid } from '../../http/errors.js';
import { authorize, isManagement } from '../../policies/index.js';
import { syncCompanyRooms } from '../../realtime/membership.js';
import { memoCountFields, memoCountsFor } from '../memos/employee-memos.js';
import { presentColleague, presentEmployeeDetail } from './employees.presenter.js';
import { bulkUpdateEmployees, listEmployeeNames } from './employees.service.js';
import { listEmployeesPage } from './employees-page.js';
import { ZEmployeesQuery } from './employees-query.js';
import { loadRelations } from './employees-relations.js';

const ZCompanyQuery = z.object({ company_id: companyIdField });

/** The Team list and the pickers that need the company's people. */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/employees',
    {
      schema: {
        tags: ['employees'],
        summary: 'Paged, sorted, searched and filtered employees (a non-management employee gets the roster)',
        querystring: ZEmployeesQuery,
        response: { 200: envelope(ZEmployeePage) },
      },
    },
    async (request) => {
      const q = request.query;
      const { member } = await loadMembership(db, currentUser(request).id, q.company_id);
      authorize(member, 'employees.list');
      if (q.see_all === 'yes' && isManagement(member)) authorize(member, 'employees.see_all');
      // An employee who is not management sees the active roster only (spec §6).
      const active = isManagement(member) ? q.active : 'yes';
      const filters = {
        terms: q.terms,
        locations: q.locations,
        audiences: q.audiences,
        active,
        see_all: q.see_all,
      };
      const { rows, total } = await listEmployeesPage({
        db,
        member,
        filters,
        sortBy: q.sort_by,
        direction: q.sort_direction,
        page: q.page,
        perPage: q.per_page,
      });
      const ids = rows.map((r) => r.id);
      const management = isManagement(member);
      // A colleague roster shows no follow-ups or memo counts: neither is loaded for it.
      const [rel, memos] = await Promise.all([
        loadRelations({ db, companyId: member.companyId, ids, followups: management }),
        management ? memoCountsFor(db, ids) : undefined,
      ]);
      const present = management ? presentEmployeeDetail : presentColleague;
      const page: TEmployeePage = {
        employees: rows.map((r) => Object.assign(present(r, rel), memoCountFields(memos?.get(r.id)))),
        current_page: q.page,
        total_pages: Math.max(1, Math.ceil(total / q.per_page)),
        total,
        per_page: q.per_page,
        sort_by: q.sort_by,
        sort_direction: q.sort_direction,
        filters,
      };
      return ok(page);
    },
  );

  app.get(
    '/employees-list',
    {
      schema: {
        tags: ['employees'],
        summary: 'Id and name of every active employee, by name (for pickers)',
        querystring: ZCompanyQuery,
        response: { 200: envelope(z.array(ZIdName)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'employees.manage');
      return ok(await listEmployeeNames({ db, companyId: member.companyId }));
    },
  );

  app.get(
    '/employees-completed',
    {
      schema: {
        tags: ['employees'],
        summary:
          'Active employees who completed sign-up: their record is linked to an account (decisions.md)',
        querystring: ZCompanyQuery,
        response: { 200: envelope(z.array(ZIdName)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'employees.manage');
      return ok(await listEmployeeNames({ db, companyId: member.companyId, withAccount: true }));
    },
  );

  app.post(
    '/employees/bulk',
    {
      schema: {
        tags: ['employees'],
        summary: 'Applies the same changes to many employees in one transaction (one bad id changes nothing)',
        body: ZEmployeesBulkRequest,
        response: { 200: envelope(z.array(ZEmployeeDetail)) },
      },
    },
    async (request) => {
      const { company_id, ids, changes } = request.body;
      const { member } = await loadMembership(db, currentUser(request).id, company_id);
      authorize(member, 'employees.manage');
      if (Object.values(changes).every((v) => v === undefined)) throw invalid({ changes: [MSG.required] });
      const changed = await bulkUpdateEmployees({ db, member, ids, changes });
      if (changes.is_active !== undefined) await syncCompanyRooms(app.deps, member.companyId, changed);
      const rows = await db
        .selectFrom('employees')
        .selectAll()
        .where('id', 'in', changed)
        .where('company_id', '=', member.companyId)
        .orderBy('name')
        .execute();
      const rel = await loadRelations({ db, companyId: member.companyId, ids: changed });
      return ok(rows.map((r) => presentEmployeeDetail(r, rel)));
    },
  );
};
