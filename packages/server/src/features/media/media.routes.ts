import {
  type AnyMemoKind,
  MEDIA_TEXT,
  ZMediaSignatureQuery,
  ZMemo,
  ZMemoMediaDetachRequest,
  ZMemoMediaUploadFields,
} from '@teamline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { parseFields, readUploadForm } from '../../http/uploads.js';
import { authorize } from '../../policies/index.js';
import { loadMemoPage } from '../memos/memo-page.js';
import { presentMemo } from '../memos/memos.presenter.js';
import { findMemo } from '../memos/memos.service.js';
import { attachMedia, detachMedia } from './media.service.js';
import { sendStoredFile } from './media-send.js';

/** Spec §7: each kind's media and media/detach paths (they answer the memo). */
const PATHS: { kind: AnyMemoKind; base: string; tag: string }[] = [
  { kind: 'message', base: '/message/media', tag: 'messages' },
  { kind: 'survey', base: '/company/survey/media', tag: 'surveys' },
  { kind: 'celebration', base: '/company/celebration/media', tag: 'celebrations' },
];

const storageError = (log: FastifyBaseLogger) => (err: unknown, key: string) =>
  log.warn({ err, key }, 'a stored file could not be removed');

/** Memo media (spec §3 Memo media upload, §4, §7): attach, detach, and media/signature to read a file. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const manager = async (userId: number, companyId: number) => {
    const { member } = await loadMembership(db, userId, companyId);
    authorize(member, 'memos.manage');
    return member;
  };
  const tooLarge = () => {
    const text = `${MEDIA_TEXT.fileTooLarge}: at most ${Math.floor(config.mediaMaxBytes / 1024 / 1024)} MB`;
    return new AppError(413, text, { file: [text] });
  };

  for (const { kind, base, tag } of PATHS) {
    app.post(
      base,
      {
        schema: {
          tags: [tag],
          summary: `Attaches a file to a ${kind} (multipart: file, memo_id, company_id; optional name)`,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(ZMemo) },
        },
      },
      async (request) => {
        const form = await readUploadForm(request, { maxBytes: config.mediaMaxBytes, tooLarge });
        const fields = parseFields(ZMemoMediaUploadFields, form.fields);
        const member = await manager(currentUser(request).id, fields.company_id);
        const memo = await findMemo({ db, member, id: fields.memo_id, kind });
        await attachMedia({
          db,
          storage,
          member,
          memo,
          file: form.file,
          name: fields.name || undefined,
          onStorageError: storageError(request.log),
        });
        return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
      },
    );

    app.post(
      `${base}/detach`,
      {
        schema: {
          tags: [tag],
          summary: `Detaches a file from a ${kind}`,
          body: ZMemoMediaDetachRequest,
          response: { 200: envelope(ZMemo) },
        },
      },
      async (request) => {
        const { company_id, memo_id, media_id } = request.body;
        const member = await manager(currentUser(request).id, company_id);
        const memo = await findMemo({ db, member, id: memo_id, kind });
        await detachMedia({
          db,
          storage,
          memo,
          mediaId: media_id,
          onStorageError: storageError(request.log),
        });
        return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
      },
    );
  }

  app.get(
    '/media/signature',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored file of the company (blob), for management or a recipient of its memo',
        querystring: ZMediaSignatureQuery,
      },
    },
    async (request, reply) => {
      const { company_id, file_path } = request.query;
      const { member } = await loadMembership(db, currentUser(request).id, company_id);
      return sendStoredFile({ db, storage, member, key: file_path, request, reply });
    },
  );
};
