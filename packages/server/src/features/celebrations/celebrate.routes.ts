import {
  ZCelebrateRequest,
  ZCelebrationResponse,
  ZMemoResponsesPage,
  ZMemoResponsesQuery,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { pageInfo } from '../../http/paging.js';
import { authorize } from '../../policies/index.js';
import { celebrate } from './celebrate.service.js';
import { celebrationWall, findSeenCelebration, presentReaction } from './wall.service.js';

const tags = ['celebrations'];

/**
 * The celebration wall (GET memo-responses, POST memo-responses/celebration from the admin web);
 * the employee app's employee-celebrate and its acknowledge are in features/employee-app.
 */
export const celebrateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const membership = async (userId: number, companyId: number) => {
    const m = await loadMembership(db, userId, companyId);
    authorize(m.member, 'memos.respond');
    return m;
  };

  app.get(
    '/memo-responses',
    {
      schema: {
        tags,
        summary:
          'The celebration wall, newest first: admins the company, managers their people and theirs, employees theirs',
        querystring: ZMemoResponsesQuery,
        response: { 200: envelope(ZMemoResponsesPage) },
      },
    },
    async (request) => {
      const q = request.query;
      const { member } = await membership(currentUser(request).id, q.company_id);
      const { rows, total } = await celebrationWall(db, member, q);
      const { current_page, total_pages, per_page } = pageInfo({ total, page: q.page, perPage: q.per_page });
      return ok({ memo_responses: rows, current_page, total_pages, total, per_page });
    },
  );

  app.post(
    '/memo-responses/celebration',
    {
      schema: {
        tags,
        summary: 'Celebrates a celebration the caller sees (management: also one not addressed to them)',
        body: ZCelebrateRequest,
        response: { 200: envelope(ZCelebrationResponse) },
      },
    },
    async (request) => {
      const { company_id, id, option } = request.body;
      const { member, employee } = await membership(currentUser(request).id, company_id);
      const memo = await findSeenCelebration(db, member, id);
      const reaction = await celebrate({ db, realtime, by: employee, memo, option });
      return ok(await presentReaction(db, reaction.id));
    },
  );
};
