import { ZHome, ZHomeQuery } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/guard.js';
import { presentHome } from './home.presenter.js';
import { homeData } from './home.service.js';

/** Spec §7 Employee app: GET home — the dashboard (management) and the caller's own state. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/home',
    {
      config: { company: 'query', action: 'company.view' },
      schema: {
        tags: ['home'],
        summary:
          "Management: recent memos' reach and response rate, past-due by location, open follow-ups; everyone: own inbox counts, open check-in, raised hand",
        querystring: ZHomeQuery,
        response: { 200: envelope(ZHome) },
      },
    },
    async (request) => {
      const { member, employee } = membershipOf(request);
      return ok(presentHome(await homeData({ db, member, employee })));
    },
  );
};
