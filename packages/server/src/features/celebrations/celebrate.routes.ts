import { ZCelebrateRequest, ZCelebrationAcknowledgeRequest, ZMemoResponseBundle } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { responseBundle } from '../memos/inbox.service.js';
import { acknowledgeCelebration, celebrate, findOwnCelebration } from './celebrate.service.js';

const tags = ['celebrations'];
const bundle = { 200: envelope(ZMemoResponseBundle) };

/**
 * Spec §7 Employee app: celebrating a colleague (employee-celebrate, its acknowledge). The
 * celebration wall is wall.routes.ts.
 */
export const celebrateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const membership = async (userId: number, companyId: number) => {
    const m = await loadMembership(db, userId, companyId);
    authorize(m.member, 'memos.respond');
    return m;
  };

  app.post(
    '/employee-celebrate',
    {
      schema: {
        tags,
        summary:
          'Celebrates a celebration addressed to the caller with one of the options (again: replaces it)',
        body: ZCelebrateRequest,
        response: bundle,
      },
    },
    async (request) => {
      const { company_id, id, option } = request.body;
      const { employee } = await membership(currentUser(request).id, company_id);
      const { memo } = await findOwnCelebration(db, employee, id);
      await celebrate({ db, realtime, by: employee, memo, option });
      return ok(await responseBundle(db, employee));
    },
  );

  app.post(
    '/employee-celebrate/acknowledge',
    { schema: { tags, body: ZCelebrationAcknowledgeRequest, response: bundle } },
    async (request) => {
      const { employee } = await membership(currentUser(request).id, request.body.company_id);
      await acknowledgeCelebration(db, await findOwnCelebration(db, employee, request.body.id));
      return ok(await responseBundle(db, employee));
    },
  );
};
