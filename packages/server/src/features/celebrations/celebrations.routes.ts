import { ZUpcomingCelebrations, ZUpcomingCelebrationsRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { upcomingCelebrations } from './upcoming.service.js';

/** Spec §7 employees/celebrations: management's upcoming birthdays and work anniversaries. */
export const celebrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/employees/celebrations',
    {
      schema: {
        tags: ['celebrations'],
        summary: "Upcoming birthdays and work anniversaries of the caller's people (default 30 days)",
        body: ZUpcomingCelebrationsRequest,
        response: { 200: envelope(ZUpcomingCelebrations) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'employees.manage');
      return ok(await upcomingCelebrations({ db, member, days: request.body.days }));
    },
  );
};
