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
import { envelope, ok } from '../../http/envelope.js';
import { tooLarge } from '../../http/errors.js';
import { guardCompany, memberOf } from '../../http/guard.js';
import { parseFields, readUploadForm } from '../../http/uploads.js';
import { loadMemoPage } from '../memos/memo-page.js';
import { presentMemo } from '../memos/memos.presenter.js';
import { findMemo } from '../memos/memos.service.js';
import { attachMedia, detachMedia } from './media.service.js';
import { findServableFile } from './media-access.js';
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
  const fileTooLarge = () => {
    const text = `${MEDIA_TEXT.fileTooLarge}: at most ${Math.floor(config.mediaMaxBytes / 1024 / 1024)} MB`;
    return tooLarge(text, { file: [text] });
  };

  for (const { kind, base, tag } of PATHS) {
    app.post(
      base,
      {
        // Multipart: the company is in the form, checked once the form is read.
        config: { company: 'form', action: 'memos.manage', idempotent: true },
        schema: {
          tags: [tag],
          summary: `Attaches a file to a ${kind} (multipart: file, memo_id, company_id; optional name)`,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(ZMemo) },
        },
      },
      async (request) => {
        const form = await readUploadForm(request, {
          maxBytes: config.mediaMaxBytes,
          tooLarge: fileTooLarge,
        });
        const fields = parseFields(ZMemoMediaUploadFields, form.fields);
        const { member } = await guardCompany(request, fields.company_id);
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
        config: { company: 'body', action: 'memos.manage' },
        schema: {
          tags: [tag],
          summary: `Detaches a file from a ${kind}`,
          body: ZMemoMediaDetachRequest,
          response: { 200: envelope(ZMemo) },
        },
      },
      async (request) => {
        const { memo_id, media_id } = request.body;
        const member = memberOf(request);
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
      // Any member; which files each may read is policies/media.ts's answer (else 404).
      config: { company: 'query', action: 'memos.respond' },
      schema: {
        tags: ['media'],
        summary: 'A stored file of the company (blob), for management or a recipient of its memo',
        querystring: ZMediaSignatureQuery,
      },
    },
    async (request, reply) => {
      const file = await findServableFile({ db, member: memberOf(request), key: request.query.file_path });
      return sendStoredFile({ storage, file, range: request.headers.range, reply });
    },
  );
};
