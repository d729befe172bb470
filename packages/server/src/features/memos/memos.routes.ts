import {
  MEMO_KINDS,
  type MemoKind,
  type MemoStatus,
  MSG,
  ZCompanyScoped,
  ZMemo,
  ZMemoDeleteRecipientsRequest,
  ZMemoDetail,
  ZMemoDetailQuery,
  ZMemoIdRequest,
  ZMemoListItem,
  ZMemoRecipientsAnswer,
  ZMemoRecipientsRequest,
  ZMemosCreateRequest,
  ZMemosPage,
  ZMemosQuery,
  ZMemoUpdateRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { invalid } from '../../http/errors.js';
import { pageInfo } from '../../http/paging.js';
import { authorize } from '../../policies/index.js';
import { announceNotifications } from './memo-events.js';
import { allMemos, changeRecipients, listMemos, previewRecipients } from './memo-lists.js';
import { memoStats } from './memo-stats.js';
import { displayStart, presentMemo, presentMemos } from './memos.presenter.js';
import { createMemo, deleteMemo, findMemo, updateMemo } from './memos.service.js';

const tags = ['memos'];

/** Spec §7 Memos: messages and surveys together, the detail with statistics, recipients. */
export const memoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const manager = async (userId: number, companyId: number) => {
    const { member } = await loadMembership(db, userId, companyId);
    authorize(member, 'memos.manage');
    return member;
  };

  app.post(
    '/memos/list',
    { schema: { tags, body: ZMemosQuery, response: { 200: envelope(ZMemosPage) } } },
    async (request) => {
      const q = request.body;
      const member = await manager(currentUser(request).id, q.company_id);
      const { rows, total } = await listMemos({ db, member, query: q });
      return ok({
        memos: await presentMemos(db, rows),
        ...pageInfo({ total, page: q.page, perPage: q.per_page }),
        sort_by: q.sort_by,
        sort_direction: q.sort_direction,
        filters: {
          terms: q.terms,
          status: q.status ?? null,
          category: q.category ?? null,
          kind: q.kind ?? null,
        },
      });
    },
  );

  app.post(
    '/memos/all',
    { schema: { tags, body: ZCompanyScoped, response: { 200: envelope(z.array(ZMemoListItem)) } } },
    async (request) => {
      const member = await manager(currentUser(request).id, request.body.company_id);
      const rows = await allMemos(db, member);
      return ok(
        rows.map((m) => ({
          id: m.id,
          kind: m.kind as MemoKind,
          status: m.status as MemoStatus,
          title: m.title,
          display_start_at: displayStart(m),
          created_at: m.created_at,
        })),
      );
    },
  );

  app.get(
    '/memos/get',
    {
      schema: {
        tags,
        summary: 'A memo with its statistics (recipients paged by page/per_page)',
        querystring: ZMemoDetailQuery,
        response: { 200: envelope(ZMemoDetail) },
      },
    },
    async (request) => {
      const q = request.query;
      const member = await manager(currentUser(request).id, q.company_id);
      const memo = await findMemo({ db, member, id: q.id });
      const stats = await memoStats(db, memo, { page: q.page, perPage: q.per_page });
      return ok({ ...(await presentMemo(db, memo)), stats });
    },
  );

  app.post(
    '/memos/create',
    { schema: { tags, body: ZMemosCreateRequest, response: { 200: envelope(ZMemo) } } },
    async (request) => {
      const { company_id, kind, ...input } = request.body;
      const member = await manager(currentUser(request).id, company_id);
      const { memo, published } = await createMemo({ db, member, kind, input });
      announceNotifications(realtime, published?.notifications);
      return ok(await presentMemo(db, memo));
    },
  );

  app.put(
    '/memos/update',
    { schema: { tags, body: ZMemoUpdateRequest, response: { 200: envelope(ZMemo) } } },
    async (request) => {
      const { company_id, id, ...input } = request.body;
      const member = await manager(currentUser(request).id, company_id);
      const memo = await findMemo({ db, member, id, kind: MEMO_KINDS });
      const saved = await updateMemo({ db, member, memo, input });
      announceNotifications(realtime, saved.published?.notifications);
      return ok(await presentMemo(db, saved.memo));
    },
  );

  app.delete(
    '/memos/delete',
    { schema: { tags, body: ZMemoIdRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const member = await manager(currentUser(request).id, request.body.company_id);
      await deleteMemo(db, await findMemo({ db, member, id: request.body.id, kind: MEMO_KINDS }));
      return ok(null, ['memo_deleted']);
    },
  );

  app.post(
    '/memos/recipients',
    {
      schema: {
        tags,
        summary: 'Adds locations, audiences or employees to a memo; preview: true only counts (id optional)',
        body: ZMemoRecipientsRequest,
        response: { 200: envelope(ZMemoRecipientsAnswer) },
      },
    },
    async (request) => {
      const { company_id, id, preview, location_ids, audience_ids, recipient_ids } = request.body;
      const member = await manager(currentUser(request).id, company_id);
      const add = { locationIds: location_ids, audienceIds: audience_ids, recipientIds: recipient_ids };
      if (preview) {
        const recipient_count = await previewRecipients(db, member, add);
        const memo = id ? await presentMemo(db, await findMemo({ db, member, id })) : null;
        return ok({ recipient_count, added_count: 0, removed_count: 0, memo });
      }
      if (!id) throw invalid({ id: [MSG.required] });
      const memo = await findMemo({ db, member, id });
      const r = await changeRecipients({ db, member, memo, add });
      announceNotifications(realtime, r.notifications);
      return ok({
        recipient_count: r.recipientCount,
        added_count: r.added,
        removed_count: r.removed,
        memo: await presentMemo(db, await findMemo({ db, member, id })),
      });
    },
  );

  app.delete(
    '/memos/delete-recipients',
    {
      schema: {
        tags,
        body: ZMemoDeleteRecipientsRequest,
        response: { 200: envelope(ZMemoRecipientsAnswer) },
      },
    },
    async (request) => {
      const member = await manager(currentUser(request).id, request.body.company_id);
      const memo = await findMemo({ db, member, id: request.body.id });
      const r = await changeRecipients({ db, member, memo, remove: request.body });
      return ok({
        recipient_count: r.recipientCount,
        added_count: r.added,
        removed_count: r.removed,
        memo: await presentMemo(db, await findMemo({ db, member, id: memo.id })),
      });
    },
  );
};
