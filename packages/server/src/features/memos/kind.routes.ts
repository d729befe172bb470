import {
  type MemoKind,
  ZMemo,
  ZMemoCreateRequest,
  ZMemoIdQuery,
  ZMemoIdRequest,
  ZMemosQuery,
  ZMemoUpdateRequest,
  ZMessagesPage,
  ZSurveysPage,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { pageInfo } from '../../http/paging.js';
import { authorize } from '../../policies/index.js';
import { announceNotifications } from './memo-events.js';
import { listMemos } from './memo-lists.js';
import { presentMemo, presentMemos } from './memos.presenter.js';
import { archiveMemo, createMemo, deleteMemo, expireMemo, findMemo, updateMemo } from './memos.service.js';

/**
 * Spec §7 Messages and Surveys: the same calls for each kind. `{kind}/new` creates (a draft, or
 * published/scheduled with `publish: true`); `POST company/{kind}` saves edits and publishes with
 * `publish: true` (decisions.md, Memos).
 */
export const memoKindRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const manager = async (userId: number, companyId: number) => {
    const { member } = await loadMembership(db, userId, companyId);
    authorize(member, 'memos.manage');
    return member;
  };

  for (const kind of ['message', 'survey'] as const satisfies MemoKind[]) {
    const tags = [`${kind}s`];
    const one = { 200: envelope(ZMemo) };

    app.get(
      `/company/${kind}s`,
      {
        schema: {
          tags,
          querystring: ZMemosQuery,
          response: { 200: envelope(kind === 'message' ? ZMessagesPage : ZSurveysPage) },
        },
      },
      async (request) => {
        const q = request.query;
        const member = await manager(currentUser(request).id, q.company_id);
        const { rows, total } = await listMemos({ db, member, query: q, kind });
        const page = {
          ...pageInfo({ total, page: q.page, perPage: q.per_page }),
          sort_by: q.sort_by,
          sort_direction: q.sort_direction,
          filters: { terms: q.terms, status: q.status ?? null, category: q.category ?? null, kind },
        };
        const memos = await presentMemos(db, rows);
        return ok(kind === 'message' ? { messages: memos, ...page } : { surveys: memos, ...page });
      },
    );

    app.get(
      `/company/${kind}`,
      { schema: { tags, querystring: ZMemoIdQuery, response: one } },
      async (request) => {
        const member = await manager(currentUser(request).id, request.query.company_id);
        return ok(await presentMemo(db, await findMemo({ db, member, id: request.query.id, kind })));
      },
    );

    app.post(
      `/${kind}/new`,
      {
        schema: {
          tags,
          summary: `Creates a ${kind} (a draft unless publish)`,
          body: ZMemoCreateRequest,
          response: one,
        },
      },
      async (request) => {
        const { company_id, ...input } = request.body;
        const member = await manager(currentUser(request).id, company_id);
        const { memo, published } = await createMemo({ db, member, kind, input });
        announceNotifications(realtime, published?.notifications);
        return ok(await presentMemo(db, memo));
      },
    );

    app.post(
      `/company/${kind}`,
      {
        schema: {
          tags,
          summary: `Saves edits of a ${kind}; publish: true publishes it`,
          body: ZMemoUpdateRequest,
          response: one,
        },
      },
      async (request) => {
        const { company_id, id, ...input } = request.body;
        const member = await manager(currentUser(request).id, company_id);
        const memo = await findMemo({ db, member, id, kind });
        const saved = await updateMemo({ db, member, memo, input });
        announceNotifications(realtime, saved.published?.notifications);
        return ok(await presentMemo(db, saved.memo));
      },
    );

    app.delete(
      `/company/${kind}`,
      { schema: { tags, body: ZMemoIdRequest, response: { 200: envelope(z.null()) } } },
      async (request) => {
        const member = await manager(currentUser(request).id, request.body.company_id);
        await deleteMemo(db, await findMemo({ db, member, id: request.body.id, kind }));
        return ok(null, [`${kind}_deleted`]);
      },
    );

    app.post(
      `/${kind}/expire`,
      { schema: { tags, body: ZMemoIdRequest, response: one } },
      async (request) => {
        const member = await manager(currentUser(request).id, request.body.company_id);
        const memo = await findMemo({ db, member, id: request.body.id, kind });
        return ok(await presentMemo(db, await expireMemo(db, member, memo)));
      },
    );
  }

  app.post(
    '/message/archive',
    { schema: { tags: ['messages'], body: ZMemoIdRequest, response: { 200: envelope(ZMemo) } } },
    async (request) => {
      const member = await manager(currentUser(request).id, request.body.company_id);
      const memo = await findMemo({ db, member, id: request.body.id, kind: 'message' });
      return ok(await presentMemo(db, await archiveMemo(db, member, memo)));
    },
  );
};
