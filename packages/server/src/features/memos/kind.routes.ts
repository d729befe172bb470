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
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { listMemos } from './memo-lists.js';
import { loadMemoPage } from './memo-page.js';
import { presentMemo, presentMemoPaging, presentMemos } from './memos.presenter.js';
import { archiveMemo, createMemo, deleteMemo, expireMemo, findMemo, updateMemo } from './memos.service.js';

const manage = { action: 'memos.manage' } as const;

/**
 * Spec §7 Messages and Surveys: the same calls for each kind. `{kind}/new` creates (a draft, or
 * published/scheduled with `publish: true`); `POST company/{kind}` saves edits and publishes with
 * `publish: true` (decisions.md, Memos).
 */
export const memoKindRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  for (const kind of ['message', 'survey'] as const satisfies MemoKind[]) {
    const tags = [`${kind}s`];
    const one = { 200: envelope(ZMemo) };

    app.get(
      `/company/${kind}s`,
      {
        config: { company: 'query', ...manage },
        schema: {
          tags,
          querystring: ZMemosQuery,
          response: { 200: envelope(kind === 'message' ? ZMessagesPage : ZSurveysPage) },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const query = request.query;
        const { rows, total } = await listMemos({ db, member, query, kind });
        const memos = presentMemos(rows, await loadMemoPage({ db, member, rows }));
        const paging = presentMemoPaging({ query, total, kind });
        return ok(kind === 'message' ? { messages: memos, ...paging } : { surveys: memos, ...paging });
      },
    );

    app.get(
      `/company/${kind}`,
      { config: { company: 'query', ...manage }, schema: { tags, querystring: ZMemoIdQuery, response: one } },
      async (request) => {
        const member = memberOf(request);
        const memo = await findMemo({ db, member, id: request.query.id, kind });
        return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
      },
    );

    app.post(
      `/${kind}/new`,
      {
        config: { company: 'body', ...manage, idempotent: true },
        schema: {
          tags,
          summary: `Creates a ${kind} (a draft unless publish)`,
          body: ZMemoCreateRequest,
          response: one,
        },
      },
      async (request) => {
        const member = memberOf(request);
        const { company_id: _, ...input } = request.body;
        const { memo } = await createMemo({ db, realtime, member, kind, input });
        return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
      },
    );

    app.post(
      `/company/${kind}`,
      {
        config: { company: 'body', ...manage, idempotent: true },
        schema: {
          tags,
          summary: `Saves edits of a ${kind}; publish: true publishes it`,
          body: ZMemoUpdateRequest,
          response: one,
        },
      },
      async (request) => {
        const member = memberOf(request);
        const { company_id: _, id, ...input } = request.body;
        const memo = await findMemo({ db, member, id, kind });
        const saved = await updateMemo({ db, realtime, member, memo, input });
        return ok(presentMemo(saved.memo, await loadMemoPage({ db, member, rows: [saved.memo] })));
      },
    );

    app.delete(
      `/company/${kind}`,
      {
        config: { company: 'body', ...manage },
        schema: { tags, body: ZMemoIdRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        const member = memberOf(request);
        await deleteMemo({ db, memo: await findMemo({ db, member, id: request.body.id, kind }) });
        return ok(null, [`${kind}_deleted`]);
      },
    );

    app.post(
      `/${kind}/expire`,
      { config: { company: 'body', ...manage }, schema: { tags, body: ZMemoIdRequest, response: one } },
      async (request) => {
        const member = memberOf(request);
        const memo = await findMemo({ db, member, id: request.body.id, kind });
        const expired = await expireMemo({ db, member, memo });
        return ok(presentMemo(expired, await loadMemoPage({ db, member, rows: [expired] })));
      },
    );
  }

  app.post(
    '/message/archive',
    {
      config: { company: 'body', ...manage },
      schema: { tags: ['messages'], body: ZMemoIdRequest, response: { 200: envelope(ZMemo) } },
    },
    async (request) => {
      const member = memberOf(request);
      const memo = await findMemo({ db, member, id: request.body.id, kind: 'message' });
      const archived = await archiveMemo({ db, member, memo });
      return ok(presentMemo(archived, await loadMemoPage({ db, member, rows: [archived] })));
    },
  );
};
