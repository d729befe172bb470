import {
  ZCelebrationCreateRequest,
  ZCelebrationsPage,
  ZCelebrationsQuery,
  ZCelebrationUpdateRequest,
  ZMemo,
  ZMemoIdQuery,
  ZMemoIdRequest,
  ZUpcomingCelebrations,
  ZUpcomingCelebrationsRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { announceNotifications } from '../memos/memo-events.js';
import { listMemos } from '../memos/memo-lists.js';
import { presentMemo, presentMemos } from '../memos/memos.presenter.js';
import { deleteMemo, expireMemo, findMemo } from '../memos/memos.service.js';
import { presentCelebrationsPage } from './celebrations.presenter.js';
import { createCelebration, updateCelebration } from './celebrations.service.js';
import { upcomingCelebrations } from './upcoming.service.js';

const tags = ['celebrations'];
const one = { 200: envelope(ZMemo) };
const kind = 'celebration';

/**
 * Spec §7 Celebrations (management, 'memos.manage'): the list, one celebration, new, edit,
 * delete, expire; and employees/celebrations, the upcoming birthdays and work anniversaries.
 */
export const celebrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  app.post(
    '/employees/celebrations',
    {
      config: { company: 'body', action: 'employees.manage' },
      schema: {
        tags,
        summary: "Upcoming birthdays and work anniversaries of the caller's people (default 30 days)",
        body: ZUpcomingCelebrationsRequest,
        response: { 200: envelope(ZUpcomingCelebrations) },
      },
    },
    async (request) => {
      return ok(await upcomingCelebrations({ db, member: memberOf(request), days: request.body.days }));
    },
  );

  app.get(
    '/company/celebrations',
    {
      config: { company: 'query', action: 'memos.manage' },
      schema: {
        tags,
        summary:
          "The celebrations the caller manages (an admin: the company's; a manager: theirs and their people's)",
        querystring: ZCelebrationsQuery,
        response: { 200: envelope(ZCelebrationsPage) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listMemos({
        db,
        member: memberOf(request),
        query: q,
        kind,
        celebrationType: q.celebration_type,
      });
      return ok(presentCelebrationsPage(q, total, await presentMemos(db, rows)));
    },
  );

  app.get(
    '/company/celebration',
    {
      config: { company: 'query', action: 'memos.manage' },
      schema: { tags, querystring: ZMemoIdQuery, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(await presentMemo(db, await findMemo({ db, member, id: request.query.id, kind })));
    },
  );

  app.post(
    '/company/celebration/new',
    {
      config: { company: 'body', action: 'memos.manage' },
      schema: {
        tags,
        summary:
          "Creates a celebration (a draft unless publish); with no targets, the celebrated employee's locations",
        body: ZCelebrationCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const { company_id: _, ...input } = request.body;
      const { memo, published } = await createCelebration({ db, member: memberOf(request), input });
      announceNotifications(realtime, published?.notifications);
      return ok(await presentMemo(db, memo));
    },
  );

  app.post(
    '/company/celebration',
    {
      config: { company: 'body', action: 'memos.manage' },
      schema: {
        tags,
        summary: 'Saves edits of a celebration; publish: true publishes it',
        body: ZCelebrationUpdateRequest,
        response: one,
      },
    },
    async (request) => {
      const { company_id: _, id, ...input } = request.body;
      const member = memberOf(request);
      const memo = await findMemo({ db, member, id, kind });
      const saved = await updateCelebration({ db, member, memo, input });
      announceNotifications(realtime, saved.published?.notifications);
      return ok(await presentMemo(db, saved.memo));
    },
  );

  app.delete(
    '/company/celebration',
    {
      config: { company: 'body', action: 'memos.manage' },
      schema: { tags, body: ZMemoIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const member = memberOf(request);
      await deleteMemo(db, await findMemo({ db, member, id: request.body.id, kind }));
      return ok(null, ['celebration_deleted']);
    },
  );

  app.post(
    '/company/celebration/expire',
    {
      config: { company: 'body', action: 'memos.manage' },
      schema: { tags, body: ZMemoIdRequest, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      const memo = await findMemo({ db, member, id: request.body.id, kind });
      return ok(await presentMemo(db, await expireMemo(db, member, memo)));
    },
  );
};
