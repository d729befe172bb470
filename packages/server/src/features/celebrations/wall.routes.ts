import {
  ZCelebrateRequest,
  ZCelebrationResponse,
  ZMemoResponsesPage,
  ZMemoResponsesQuery,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf, membershipOf } from '../../http/guard.js';
import { pageInfo } from '../../http/paging.js';
import { celebrate } from './celebrate.service.js';
import { presentReaction } from './wall.presenter.js';
import { celebrationWall, findSeenCelebration, findWallReaction } from './wall.service.js';

const tags = ['celebrations'];

/**
 * Spec §7: the celebration wall (GET memo-responses) and celebrating from it (POST
 * memo-responses/celebration, the admin web's). Every member reads the wall; what it holds
 * for each is policies/celebration.ts's answer.
 */
export const wallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  app.get(
    '/memo-responses',
    {
      config: { company: 'query', action: 'memos.respond' },
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
      const { rows, total } = await celebrationWall({ db, member: memberOf(request), query: q });
      const { current_page, total_pages, per_page } = pageInfo({ total, page: q.page, perPage: q.per_page });
      return ok({ memo_responses: rows.map(presentReaction), current_page, total_pages, total, per_page });
    },
  );

  app.post(
    '/memo-responses/celebration',
    {
      config: { company: 'body', action: 'memos.respond' },
      schema: {
        tags,
        summary: 'Celebrates a celebration the caller sees (management: also one not addressed to them)',
        body: ZCelebrateRequest,
        response: { 200: envelope(ZCelebrationResponse) },
      },
    },
    async (request) => {
      const { id, option } = request.body;
      const { member, employee } = membershipOf(request);
      const memo = await findSeenCelebration({ db, member, id });
      const reaction = await celebrate({ db, realtime, by: employee, memo, option });
      return ok(presentReaction(await findWallReaction({ db, id: reaction.id })));
    },
  );
};
