import { companyIdField, searchTermsField } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, toCsv } from '../../http/csv.js';
import { memberOf } from '../../http/guard.js';
import {
  employeeSummaryLines,
  MANAGER_COLUMNS,
  managerLinkLines,
  SUMMARY_COLUMNS,
} from './employees-download.service.js';

const ZDownloadRequest = z.object({
  company_id: companyIdField,
  /** Only these employees; without ids, everyone the caller may list (with the list's filters). */
  ids: z.array(z.coerce.number().int().positive()).optional(),
  terms: searchTermsField(120),
  locations: z.array(z.coerce.number().int().positive()).default([]),
  audiences: z.array(z.coerce.number().int().positive()).default([]),
  active: z.enum(['yes', 'no']).default('yes'),
});

const today = () => new Date().toISOString().slice(0, 10);
const tags = ['employees'];

/** CSV downloads of the Team screen; the file name travels in content-disposition (spec §7). */
export const employeesDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/employees/download',
    {
      config: { company: 'body', action: 'employees.manage' },
      schema: { tags, summary: 'The employee summary as CSV', body: ZDownloadRequest },
    },
    async (request, reply) => {
      const { company_id: _, ids, ...filters } = request.body;
      const lines = await employeeSummaryLines({ db, member: memberOf(request), filters, ids });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`employee-summary-${today()}.csv`))
        .send(toCsv(SUMMARY_COLUMNS, lines));
    },
  );

  app.post(
    '/employee-managers/download',
    {
      config: { company: 'body', action: 'employees.manage' },
      schema: {
        tags,
        summary: 'Who manages whom, one row per link, as CSV (the manager import reads the same columns)',
        body: z.object({ company_id: companyIdField }),
      },
    },
    async (request, reply) => {
      const lines = await managerLinkLines({ db, companyId: memberOf(request).companyId });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`employee-managers-summary-${today()}.csv`))
        .send(toCsv(MANAGER_COLUMNS, lines));
    },
  );
};
