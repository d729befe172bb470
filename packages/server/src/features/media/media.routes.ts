import {
  type AnyMemoKind,
  MEDIA_TEXT,
  ZMediaSignatureQuery,
  ZMemo,
  ZMemoMediaDetachRequest,
  ZMemoMediaUploadFields,
  ZSignatureUpload,
  ZSignatureUploadFields,
} from '@teamline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/index.js';
import { envelope, ok } from '../../http/envelope.js';
import { invalid, notFound, tooLarge } from '../../http/errors.js';
import { guardCompany, memberOf } from '../../http/guard.js';
import { parseFields, readUploadForm } from '../../http/uploads.js';
import type { Member } from '../../policies/index.js';
import { savePhoto } from '../memos/acknowledge-input.js';
import { mediaUrl } from '../memos/memo-media.js';
import { loadMemoPage } from '../memos/memo-page.js';
import { presentMemo } from '../memos/memos.presenter.js';
import { findMemo } from '../memos/memos.service.js';
import { findManagedLibraryFile, recordView } from './library.service.js';
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
        // A file of the media library instead of an upload: copied (decisions.md, Media library).
        const library = fields.media_id
          ? await findManagedLibraryFile(db, member, fields.media_id)
          : undefined;
        await attachMedia({
          db,
          storage,
          member,
          memo,
          source: library ? { library } : { file: form.file },
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

  app.post(
    '/media/upload/signature',
    {
      // Multipart: the company is in the form. A recipient of the memo signs it (else 404).
      config: { company: 'form', action: 'memos.respond', idempotent: true },
      schema: {
        tags: ['media'],
        summary: 'A signature image for a memo the caller received (multipart: file, memo_id, company_id)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ZSignatureUpload) },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, { maxBytes: config.mediaMaxBytes, tooLarge: fileTooLarge });
      const fields = parseFields(ZSignatureUploadFields, form.fields);
      const { member } = await guardCompany(request, fields.company_id);
      await findReceivedMemo(db, member, fields.memo_id);
      if (!form.file?.buffer.length) throw invalid({ file: [MEDIA_TEXT.fileRequired] });
      const photo = await savePhoto(storage, member.companyId, form.file.buffer);
      return ok({
        file_path: photo.file,
        url: mediaUrl(member.companyId, photo.file),
        mime: photo.mime,
        size: photo.size,
      });
    },
  );

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
      const member = memberOf(request);
      const file = await findServableFile({ db, member, key: request.query.file_path });
      // Opening (or downloading) a library file is a view; a player's later ranges add nothing.
      if (file.libraryFile) await recordView(db, member, file.libraryFile);
      return sendStoredFile({ storage, file, range: request.headers.range, reply });
    },
  );
};

/** A live memo of the company published to the caller (they have its recipient row), else 404. */
async function findReceivedMemo(db: Database, member: Member, memoId: number): Promise<void> {
  const row = await db
    .selectFrom('memo_responses as r')
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .select('m.id')
    .where('r.memo_id', '=', memoId)
    .where('r.employee_id', '=', member.employeeId)
    .where('m.company_id', '=', member.companyId)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Memo not found');
}
