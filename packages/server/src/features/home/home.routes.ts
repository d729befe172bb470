import { ZHome, ZHomeQuery } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { homeData } from './home.service.js';

/** Spec §7 Employee app: GET home — the dashboard (management) and the caller's own state. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/home',
    {
      schema: {
        tags: ['home'],
        summary:
          "Management: recent memos' reach and response rate, past-due by location, open follow-ups; everyone: own inbox counts, open check-in, raised hand",
        querystring: ZHomeQuery,
        response: { 200: envelope(ZHome) },
      },
    },
    async (request) => {
      const { member, employee } = await loadMembership(
        db,
        currentUser(request).id,
        request.query.company_id,
      );
      authorize(member, 'company.view');
      return ok(await homeData(db, member, employee));
    },
  );
};
