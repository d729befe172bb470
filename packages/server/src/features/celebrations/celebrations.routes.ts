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
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { pageInfo } from '../../http/paging.js';
import { authorize } from '../../policies/index.js';
import { announceNotifications } from '../memos/memo-events.js';
import { listMemos } from '../memos/memo-lists.js';
import { presentMemo, presentMemos } from '../memos/memos.presenter.js';
import { deleteMemo, expireMemo, findMemo } from '../memos/memos.service.js';
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
  const manager = async (userId: number, companyId: number) => {
    const { member } = await loadMembership(db, userId, companyId);
    authorize(member, 'memos.manage');
    return member;
  };

  app.post(
    '/employees/celebrations',
    {
      schema: {
        tags,
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

  app.get(
    '/company/celebrations',
    {
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
      const member = await manager(currentUser(request).id, q.company_id);
      const { rows, total } = await listMemos({
        db,
        member,
        query: q,
        kind,
        celebrationType: q.celebration_type,
      });
      return ok({
        celebrations: await presentMemos(db, rows),
        ...pageInfo({ total, page: q.page, perPage: q.per_page }),
        sort_by: q.sort_by,
        sort_direction: q.sort_direction,
        filters: {
          terms: q.terms,
          status: q.status ?? null,
          category: q.category ?? null,
          kind,
          celebration_type: q.celebration_type ?? null,
        },
      });
    },
  );

  app.get(
    '/company/celebration',
    { schema: { tags, querystring: ZMemoIdQuery, response: one } },
    async (request) => {
      const member = await manager(currentUser(request).id, request.query.company_id);
      return ok(await presentMemo(db, await findMemo({ db, member, id: request.query.id, kind })));
    },
  );

  app.post(
    '/company/celebration/new',
    {
      schema: {
        tags,
        summary:
          "Creates a celebration (a draft unless publish); with no targets, the celebrated employee's locations",
        body: ZCelebrationCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const { company_id, ...input } = request.body;
      const member = await manager(currentUser(request).id, company_id);
      const { memo, published } = await createCelebration({ db, member, input });
      announceNotifications(realtime, published?.notifications);
      return ok(await presentMemo(db, memo));
    },
  );

  app.post(
    '/company/celebration',
    {
      schema: {
        tags,
        summary: 'Saves edits of a celebration; publish: true publishes it',
        body: ZCelebrationUpdateRequest,
        response: one,
      },
    },
    async (request) => {
      const { company_id, id, ...input } = request.body;
      const member = await manager(currentUser(request).id, company_id);
      const memo = await findMemo({ db, member, id, kind });
      const saved = await updateCelebration({ db, member, memo, input });
      announceNotifications(realtime, saved.published?.notifications);
      return ok(await presentMemo(db, saved.memo));
    },
  );

  app.delete(
    '/company/celebration',
    { schema: { tags, body: ZMemoIdRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const member = await manager(currentUser(request).id, request.body.company_id);
      await deleteMemo(db, await findMemo({ db, member, id: request.body.id, kind }));
      return ok(null, ['celebration_deleted']);
    },
  );

  app.post(
    '/company/celebration/expire',
    { schema: { tags, body: ZMemoIdRequest, response: one } },
    async (request) => {
      const member = await manager(currentUser(request).id, request.body.company_id);
      const memo = await findMemo({ db, member, id: request.body.id, kind });
      return ok(await presentMemo(db, await expireMemo(db, member, memo)));
    },
  );
};
