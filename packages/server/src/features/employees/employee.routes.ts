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
import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { syncCompanyRooms } from '../../realtime/membership.js';
import { employeeMemoFields, employeeMemoLists, employeeMemoSummary } from '../memos/employee-memos.js';
import { presentEmployeeDetail } from './employees.presenter.js';
import { createEmployee, deleteEmployee, findEmployee, updateEmployee } from './employees.service.js';
import { loadRelations } from './employees-relations.js';
import { requestEmployee, unrequestEmployee } from './manager-requests.service.js';

const ZEmployeeQuery = z.object({ company_id: companyIdField, id: z.coerce.number().int().positive() });

async function detail(db: Database, employee: EmployeeRow) {
  const rel = await loadRelations({ db, companyId: employee.company_id, ids: [employee.id] });
  return { ...presentEmployeeDetail(employee, rel), ...(await employeeMemoFields(db, employee.id)) };
}

/** One employee: read, create, edit (also deactivate/reactivate), delete, and manager requests. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/employee',
    {
      schema: {
        tags: ['employees'],
        querystring: ZEmployeeQuery,
        response: { 200: envelope(ZEmployeeDetail) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'employees.manage');
      const employee = await findEmployee({ db, companyId: member.companyId, id: request.query.id });
      return ok(await detail(db, employee));
    },
  );

  app.post(
    '/company/employee',
    {
      schema: {
        tags: ['employees'],
        summary: 'Edits an employee; is_active false/true deactivates/reactivates; *_ids replace the links',
        body: ZEmployeeUpdateRequest,
        response: { 200: envelope(ZEmployeeDetail) },
      },
    },
    async (request) => {
      const { company_id, id, ...input } = request.body;
      const { member } = await loadMembership(db, currentUser(request).id, company_id);
      authorize(member, 'employees.manage');
      const employee = await findEmployee({ db, companyId: member.companyId, id });
      const updated = await updateEmployee({ db, member, employee, input });
      if (input.is_active !== undefined) await syncCompanyRooms(app.deps, member.companyId, [employee.id]);
      return ok(await detail(db, updated));
    },
  );

  app.delete(
    '/company/employee',
    {
      schema: {
        tags: ['employees'],
        summary: "Deletes an employee (admins); answers successes ['employee_deleted']",
        body: ZEmployeeIdRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'employees.delete');
      const employee = await findEmployee({ db, companyId: member.companyId, id: request.body.id });
      await deleteEmployee({ db, member, employee });
      await syncCompanyRooms(app.deps, member.companyId, [employee.id]);
      return ok(null, ['employee_deleted']);
    },
  );

  app.post(
    '/employee/new',
    {
      schema: {
        tags: ['employees'],
        summary: 'Creates an employee record (invite separately with employees/invite)',
        body: ZEmployeeCreateRequest,
        response: { 200: envelope(ZEmployeeDetail) },
      },
    },
    async (request) => {
      const { company_id, ...input } = request.body;
      const { member } = await loadMembership(db, currentUser(request).id, company_id);
      authorize(member, 'employees.manage');
      const employee = await createEmployee({ db, member, input });
      return ok(await detail(db, employee));
    },
  );

  for (const [path, action] of [
    ['/employee/request', requestEmployee],
    ['/employee/unrequest', unrequestEmployee],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['employees'],
          summary: `The calling manager ${path.endsWith('unrequest') ? 'gives up' : 'takes'} the employee as a direct report`,
          body: ZEmployeeIdRequest,
          response: { 200: envelope(ZEmployeeDetail) },
        },
      },
      async (request) => {
        const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
        authorize(member, 'employees.manage');
        const employee = await findEmployee({ db, companyId: member.companyId, id: request.body.id });
        await action({ db, member, employee });
        return ok(await detail(db, employee));
      },
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
      { schema: { tags: ['employees'], querystring: ZEmployeeQuery, response: { 200: envelope(schema) } } },
      async (request) => {
        const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
        authorize(member, 'employees.manage');
        const employee = await findEmployee({ db, companyId: member.companyId, id: request.query.id });
        return ok(await answer(employee.id));
      },
    );
  }
};
