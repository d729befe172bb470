import {
  ZTemplateSendCreateRequest,
  ZTemplateSendDeleteListRequest,
  ZTemplateSendDetail,
  ZTemplateSendGetQuery,
  ZTemplateSendIdRequest,
  ZTemplateSendMemoIdRequest,
  ZTemplateSendMemoRequest,
  ZTemplateSendsPage,
  ZTemplateSendsQuery,
  ZTemplateSendUpdateRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import type { Member } from '../../policies/member.js';
import { storageError } from '../media/file-routes.js';
import { presentSend, presentSendsPaging } from './memo-template-sends.presenter.js';
import {
  createSend,
  deleteSends,
  findSend,
  removeSendMemo,
  saveSendMemo,
  setSendArchived,
  updateSend,
} from './memo-template-sends.service.js';
import { presentSendWithMemos } from './send-detail.js';
import { sendFileRoutes } from './send-files.routes.js';
import { listSends } from './send-lists.js';
import { loadSendPage } from './send-page.js';
import { publishSend } from './send-publish.js';

const tags = ['memo-template-sends'];
const manage = { action: 'memo_template_sends.manage' } as const;
const one = { 200: envelope(ZTemplateSendDetail) };
const P = '/memo-template-sends';

/**
 * Spec §7 Memo template sends (docs/decisions.md, Template sends): batches of memos made from
 * templates for one set of recipients — create, edit, its memos and their files, drafts,
 * publish (all or nothing), archive, delete.
 */
export const memoTemplateSendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime, storage } = app.deps;

  const present = (member: Member, row: MemoTemplateSendRow, paging?: { page: number; perPage: number }) =>
    presentSendWithMemos(db, member, row, paging);
  const reload = (member: Member, id: number) => findSend({ db, member, id });

  app.post(
    `${P}/list`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Drafts and published sends (or one status) with their reach and response rate',
        body: ZTemplateSendsQuery,
        response: { 200: envelope(ZTemplateSendsPage) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const query = request.body;
      const { rows, total } = await listSends({ db, member, query });
      const page = await loadSendPage({ db, member, rows });
      return ok({
        memo_template_sends: rows.map((r) => presentSend(r, page)),
        ...presentSendsPaging({ query, total }),
      });
    },
  );

  app.get(
    `${P}/get`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'A send with each memo and its statistics (recipients paged by page/per_page)',
        querystring: ZTemplateSendGetQuery,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { id, page, per_page } = request.query;
      return ok(await present(member, await findSend({ db, member, id }), { page, perPage: per_page }));
    },
  );

  app.post(
    `${P}/create`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'A draft send: one memo per template, all to the same recipients',
        body: ZTemplateSendCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const send = await createSend({
        db,
        realtime,
        storage,
        member,
        input: request.body,
        log: storageError(request.log),
      });
      return ok(await present(member, send));
    },
  );

  for (const [method, path, draftOnly] of [
    ['PUT', 'update', false],
    ['POST', 'drafts', true],
  ] as const) {
    app.route({
      method,
      url: `${P}/${path}`,
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: draftOnly
          ? 'Saves a draft send (name, recipients) and keeps it a draft'
          : "A send's name (any time) and recipients (a draft's: every memo follows)",
        body: ZTemplateSendUpdateRequest,
        response: one,
      },
      handler: async (request) => {
        const member = memberOf(request);
        const send = await findSend({ db, member, id: request.body.id });
        const row = await updateSend({ db, member, send, input: request.body, draftOnly });
        return ok(await present(member, row));
      },
    });
  }

  app.delete(
    `${P}/delete`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZTemplateSendIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const member = memberOf(request);
      await deleteSends({ db, sends: [await findSend({ db, member, id: request.body.id })] });
      return ok(null, ['memo_template_send_deleted']);
    },
  );

  app.delete(
    `${P}/delete/list`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Deletes several sends and their memos (any id outside reach: 404, nothing deleted)',
        body: ZTemplateSendDeleteListRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const sends = [];
      for (const id of new Set(request.body.ids)) sends.push(await findSend({ db, member, id }));
      await deleteSends({ db, sends });
      return ok(null, ['memo_template_sends_deleted']);
    },
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.put(
      `${P}/${path}`,
      {
        config: { company: 'body', ...manage },
        schema: { tags, body: ZTemplateSendIdRequest, response: one },
      },
      async (request) => {
        const member = memberOf(request);
        const send = await findSend({ db, member, id: request.body.id });
        return ok(await present(member, await setSendArchived({ db, member, send, archived })));
      },
    );
  }

  app.post(
    `${P}/publish`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'Publishes every memo of the draft send in one operation (all or nothing)',
        body: ZTemplateSendIdRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const send = await findSend({ db, member, id: request.body.id });
      return ok(await present(member, await publishSend({ db, realtime, member, send })));
    },
  );

  app.put(
    `${P}/memo`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Edits a memo of the send (memo_id) or adds one from a template (template_id)',
        body: ZTemplateSendMemoRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const send = await findSend({ db, member, id: request.body.id });
      await saveSendMemo({
        db,
        realtime,
        storage,
        member,
        send,
        input: request.body,
        log: storageError(request.log),
      });
      return ok(await present(member, await reload(member, send.id)));
    },
  );

  app.delete(
    `${P}/memo`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZTemplateSendMemoIdRequest, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      const send = await findSend({ db, member, id: request.body.id });
      await removeSendMemo({ db, member, send, memoId: request.body.memo_id });
      return ok(await present(member, await reload(member, send.id)));
    },
  );

  sendFileRoutes(app, present);
};
