import {
  MEMO_KINDS,
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
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { allMemos, listMemos } from './memo-lists.js';
import { loadMemoPage } from './memo-page.js';
import { addRecipients, changeRecipients } from './memo-recipients.js';
import { memoStats } from './memo-stats.js';
import {
  presentMemo,
  presentMemoListItem,
  presentMemoPaging,
  presentMemos,
  presentRecipientsChange,
} from './memos.presenter.js';
import { createMemo, deleteMemo, findMemo, updateMemo } from './memos.service.js';

const tags = ['memos'];
const manage = { action: 'memos.manage' } as const;

/** Spec §7 Memos: messages and surveys together, the detail with statistics, recipients. */
export const memoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  app.post(
    '/memos/list',
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZMemosQuery, response: { 200: envelope(ZMemosPage) } },
    },
    async (request) => {
      const member = memberOf(request);
      const query = request.body;
      const { rows, total } = await listMemos({ db, member, query });
      const page = await loadMemoPage({ db, member, rows });
      return ok({
        memos: presentMemos(rows, page),
        ...presentMemoPaging({ query, total, kind: query.kind ?? null }),
      });
    },
  );

  app.post(
    '/memos/all',
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZCompanyScoped, response: { 200: envelope(z.array(ZMemoListItem)) } },
    },
    async (request) => ok((await allMemos({ db, member: memberOf(request) })).map(presentMemoListItem)),
  );

  app.get(
    '/memos/get',
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'A memo with its statistics (recipients paged by page/per_page)',
        querystring: ZMemoDetailQuery,
        response: { 200: envelope(ZMemoDetail) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { id, page, per_page } = request.query;
      const memo = await findMemo({ db, member, id });
      const [stats, loaded] = await Promise.all([
        memoStats({ db, memo, page, perPage: per_page }),
        loadMemoPage({ db, member, rows: [memo] }),
      ]);
      return ok({ ...presentMemo(memo, loaded), stats });
    },
  );

  app.post(
    '/memos/create',
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: { tags, body: ZMemosCreateRequest, response: { 200: envelope(ZMemo) } },
    },
    async (request) => {
      const member = memberOf(request);
      const { company_id: _, kind, ...input } = request.body;
      const { memo } = await createMemo({ db, realtime, member, kind, input });
      return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
    },
  );

  app.put(
    '/memos/update',
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: { tags, body: ZMemoUpdateRequest, response: { 200: envelope(ZMemo) } },
    },
    async (request) => {
      const member = memberOf(request);
      const { company_id: _, id, ...input } = request.body;
      const memo = await findMemo({ db, member, id, kind: MEMO_KINDS });
      const saved = await updateMemo({ db, realtime, member, memo, input });
      return ok(presentMemo(saved.memo, await loadMemoPage({ db, member, rows: [saved.memo] })));
    },
  );

  app.delete(
    '/memos/delete',
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZMemoIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const member = memberOf(request);
      await deleteMemo({ db, memo: await findMemo({ db, member, id: request.body.id, kind: MEMO_KINDS }) });
      return ok(null, ['memo_deleted']);
    },
  );

  app.post(
    '/memos/recipients',
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Adds locations, audiences or employees to a memo; preview: true only counts (id optional)',
        body: ZMemoRecipientsRequest,
        response: { 200: envelope(ZMemoRecipientsAnswer) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { id, preview, location_ids, audience_ids, recipient_ids } = request.body;
      const add = { locationIds: location_ids, audienceIds: audience_ids, recipientIds: recipient_ids };
      const changed = await addRecipients({ db, realtime, member, id, preview, add });
      const rows = changed.memo ? [changed.memo] : [];
      return ok(presentRecipientsChange(changed, await loadMemoPage({ db, member, rows })));
    },
  );

  app.delete(
    '/memos/delete-recipients',
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        body: ZMemoDeleteRecipientsRequest,
        response: { 200: envelope(ZMemoRecipientsAnswer) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const memo = await findMemo({ db, member, id: request.body.id });
      const changed = await changeRecipients({ db, realtime, member, memo, remove: request.body });
      return ok(presentRecipientsChange(changed, await loadMemoPage({ db, member, rows: [memo] })));
    },
  );
};
