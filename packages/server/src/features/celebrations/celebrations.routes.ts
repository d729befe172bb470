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
import { listMemos } from '../memos/memo-lists.js';
import { loadMemoPage } from '../memos/memo-page.js';
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
      const member = memberOf(request);
      const { rows, total } = await listMemos({
        db,
        member,
        query: q,
        kind,
        celebrationType: q.celebration_type,
      });
      return ok(
        presentCelebrationsPage(q, total, presentMemos(rows, await loadMemoPage({ db, member, rows }))),
      );
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
      const memo = await findMemo({ db, member, id: request.query.id, kind });
      return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
    },
  );

  app.post(
    '/company/celebration/new',
    {
      config: { company: 'body', action: 'memos.manage', idempotent: true },
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
      const member = memberOf(request);
      const { memo } = await createCelebration({ db, realtime, member, input });
      return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
    },
  );

  app.post(
    '/company/celebration',
    {
      config: { company: 'body', action: 'memos.manage', idempotent: true },
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
      const saved = await updateCelebration({ db, realtime, member, memo, input });
      return ok(presentMemo(saved.memo, await loadMemoPage({ db, member, rows: [saved.memo] })));
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
      await deleteMemo({ db, memo: await findMemo({ db, member, id: request.body.id, kind }) });
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
      const expired = await expireMemo({ db, member, memo });
      return ok(presentMemo(expired, await loadMemoPage({ db, member, rows: [expired] })));
    },
  );
};
