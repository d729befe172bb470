import { ZWeeklyLoginRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment, toCsv } from '../../http/csv.js';
import { memberOf, membershipOf } from '../../http/guard.js';
import { weeklyLogins, weeklyLoginsText } from './reports.service.js';

const tags = ['reports'];
export const WEEKLY_LOGIN_COLUMNS = ['week_start', 'active_employees', 'logins'] as const;

/** Report downloads (Settings › Reports); the web app takes the file name from content-disposition. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/company/reports/weekly-login',
    {
      config: { company: 'body', action: 'reports.download' },
      schema: { tags, summary: 'Weekly logins as CSV', body: ZWeeklyLoginRequest },
    },
    async (request, reply) => {
      const { companyId } = memberOf(request);
      const { rows } = await weeklyLogins({ db, companyId, weeks: request.body.weeks });
      const csv = toCsv(
        WEEKLY_LOGIN_COLUMNS,
        rows.map((r) => WEEKLY_LOGIN_COLUMNS.map((c) => r[c])),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('weekly-logins-report.csv'))
        .send(csv);
    },
  );

  app.post(
    '/company/reports/weekly-login-text',
    {
      config: { company: 'body', action: 'reports.download' },
      schema: { tags, summary: 'Weekly logins as plain text', body: ZWeeklyLoginRequest },
    },
    async (request, reply) => {
      const { company } = membershipOf(request);
      const report = await weeklyLogins({ db, companyId: company.id, weeks: request.body.weeks });
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', attachment('weekly-logins-report.txt'))
        .send(weeklyLoginsText({ companyName: company.name, ...report }));
    },
  );
};
