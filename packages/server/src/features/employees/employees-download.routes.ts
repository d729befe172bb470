import { companyIdField } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { attachment, type CsvValue, toCsv } from '../../http/csv.js';
import { authorize } from '../../policies/index.js';
import { filteredEmployees, sorted } from './employees-query.js';
import { loadRelations } from './employees-relations.js';

const ZDownloadRequest = z.object({
  company_id: companyIdField,
  /** Only these employees; without ids, everyone the caller may list (with the list's filters). */
  ids: z.array(z.coerce.number().int().positive()).optional(),
  terms: z.string().trim().max(120).default(''),
  locations: z.array(z.coerce.number().int().positive()).default([]),
  audiences: z.array(z.coerce.number().int().positive()).default([]),
  active: z.enum(['yes', 'no']).default('yes'),
});

const CHUNK = 1000;
const MANAGER_COLUMNS = [
  'employee_id',
  'employee_name',
  'employee_email',
  'employee_phone',
  'manager_id',
  'manager_name',
  'manager_email',
  'manager_phone',
] as const;
const today = () => new Date().toISOString().slice(0, 10);
const names = (list: { name: string }[] | undefined) => (list ?? []).map((x) => x.name).join('; ');

/** CSV downloads of the Team screen; the file name travels in content-disposition (spec §7). */
export const employeesDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/employees/download',
    { schema: { tags: ['employees'], summary: 'The employee summary as CSV', body: ZDownloadRequest } },
    async (request, reply) => {
      const body = request.body;
      const { member } = await loadMembership(db, currentUser(request).id, body.company_id);
      authorize(member, 'employees.manage');
      const filters = { ...body, see_all: 'no' as const };
      let q = filteredEmployees({ db, member, filters });
      if (body.ids) q = q.where('employees.id', 'in', body.ids.length ? body.ids : [0]);
      const rows = await sorted(q.selectAll('employees'), 'name', 'asc').execute();
      const lines: CsvValue[][] = [];
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        const ids = chunk.map((r) => r.id);
        const rel = await loadRelations({ db, companyId: member.companyId, ids, followups: false });
        for (const e of chunk) {
          lines.push([
            e.id,
            e.name,
            e.name_first,
            e.name_last,
            e.email,
            e.phone,
            e.role,
            e.type,
            names(rel.locations.get(e.id)),
            names(rel.audiences.get(e.id)),
            names(rel.managers.get(e.id)),
            e.is_active ? 'yes' : 'no',
            e.last_invited_at,
            e.invite_accepted_at,
            e.created_at,
          ]);
        }
      }
      const header = ['id', 'name', 'name_first', 'name_last', 'email', 'phone', 'role', 'type', 'locations'];
      header.push(
        'audiences',
        'managers',
        'is_active',
        'last_invited_at',
        'invite_accepted_at',
        'created_at',
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`employee-summary-${today()}.csv`))
        .send(toCsv(header, lines));
    },
  );

  app.post(
    '/employee-managers/download',
    {
      schema: {
        tags: ['employees'],
        summary: 'Who manages whom, one row per link, as CSV (the manager import reads the same columns)',
        body: z.object({ company_id: companyIdField }),
      },
    },
    async (request, reply) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'employees.manage');
      const rows = await db
        .selectFrom('employee_managers as m')
        .innerJoin('employees as e', 'e.id', 'm.employee_id')
        .innerJoin('employees as mgr', 'mgr.id', 'm.manager_id')
        .select([
          'e.id as employee_id',
          'e.name as employee_name',
          'e.email as employee_email',
          'e.phone as employee_phone',
          'mgr.id as manager_id',
          'mgr.name as manager_name',
          'mgr.email as manager_email',
          'mgr.phone as manager_phone',
        ])
        .where('m.company_id', '=', member.companyId)
        .where('e.deleted_at', 'is', null)
        .where('mgr.deleted_at', 'is', null)
        .orderBy('e.name')
        .orderBy('mgr.name')
        .execute();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`employee-managers-summary-${today()}.csv`))
        .send(
          toCsv(
            MANAGER_COLUMNS,
            rows.map((r) => MANAGER_COLUMNS.map((c) => r[c])),
          ),
        );
    },
  );
};
