import path from 'node:path';
import {
  MEDIA_LIBRARY_TEXT,
  type TMediaFile,
  ZCompanyMediaQuery,
  ZCompanyUploadFields,
  ZMediaCreateFields,
  ZMediaDeleted,
  ZMediaFileAnswer,
  ZMediaIdQuery,
  ZMediaIdRequest,
  ZMediaListRequest,
  ZMediaPage,
  ZMediaUpdateRequest,
  ZMediaViewersPage,
  ZMediaViewersQuery,
} from '@teamline/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaRow } from '../../db/schema-media.js';
import { envelope, ok } from '../../http/envelope.js';
import { invalid, tooLarge } from '../../http/errors.js';
import { guardCompany, memberOf } from '../../http/guard.js';
import { readUploadToDisk } from '../../http/upload-stream.js';
import { parseFields } from '../../http/uploads.js';
import type { Member } from '../../policies/index.js';
import { findMemo } from '../memos/memos.service.js';
import { storageError } from './file-routes.js';
import { presentLibraryFiles } from './library.presenter.js';
import {
  createLibraryFile,
  deleteLibraryFile,
  findLibraryFile,
  listViewers,
  recordView,
  updateLibraryFile,
} from './library.service.js';
import { listLibrary } from './library-list.js';
import { attachMedia } from './media.service.js';

const tags = ['media'];
const file = envelope(ZMediaFileAnswer);

/**
 * The media library and the Files screen (spec §7 Media and upload; shapes and the route list in
 * @teamline/shared media-library.ts). Uploads are streamed to a temporary file (a 100 MB video
 * is never held in memory), checked by their bytes, stored under the company's prefix.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const present = async (member: Member, row: MediaRow) =>
    ok({ media: (await presentLibraryFiles(db, member, [row]))[0] as TMediaFile });
  const spool = (request: FastifyRequest) =>
    readUploadToDisk(request, {
      dir: path.join(config.dataDir, 'tmp', 'uploads'),
      maxBytes: config.libraryMaxBytes,
      tooLarge: () => {
        const text = `${MEDIA_LIBRARY_TEXT.fileTooLarge}: at most ${Math.floor(config.libraryMaxBytes / 1024 / 1024)} MB`;
        return tooLarge(text, { file: [text] });
      },
    });

  app.post(
    '/media/list',
    {
      config: { company: 'body', action: 'media.view' },
      schema: {
        tags,
        summary: 'A page of the library: every file for management, the files targeted to an employee',
        body: ZMediaListRequest,
        response: { 200: envelope(ZMediaPage) },
      },
    },
    async (request) => ok(await listLibrary(db, memberOf(request), request.body)),
  );

  app.get(
    '/company/media',
    {
      config: { company: 'query', action: 'media.manage' },
      schema: {
        tags,
        summary: 'The library to pick from (memo compose, templates): newest first',
        querystring: ZCompanyMediaQuery,
        response: { 200: envelope(ZMediaPage) },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await listLibrary(db, memberOf(request), {
          company_id: q.company_id,
          page: q.page,
          per_page: q.per_page,
          terms: q.terms,
          sort_by: 'created_at',
          sort_direction: 'desc',
          filters: { audiences: [], locations: [], type_category: q.type_category ? [q.type_category] : [] },
        }),
      );
    },
  );

  app.get(
    '/media/get',
    {
      config: { company: 'query', action: 'media.view' },
      schema: {
        tags,
        summary: 'One file of the library',
        querystring: ZMediaIdQuery,
        response: { 200: file },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return present(member, await findLibraryFile(db, member, request.query.id));
    },
  );

  app.post(
    '/media/create',
    {
      config: { company: 'form', action: 'media.manage', idempotent: true },
      schema: {
        tags,
        summary:
          'A new library file (multipart: file, company_id; name, title, content, location_ids, audience_ids, recipient_ids, viewable)',
        consumes: ['multipart/form-data'],
        response: { 200: file },
      },
    },
    async (request) => {
      const form = await spool(request);
      try {
        const fields = parseFields(ZMediaCreateFields, form.fields);
        const { member } = await guardCompany(request, fields.company_id);
        const row = await createLibraryFile({
          db,
          storage,
          member,
          file: form.file,
          fields,
          imageMaxBytes: config.libraryImageMaxBytes,
          log: storageError(request.log),
        });
        return present(member, row);
      } finally {
        await form.cleanup();
      }
    },
  );

  app.post(
    '/company/upload',
    {
      config: { company: 'form', action: 'media.manage', idempotent: true },
      schema: {
        tags,
        summary:
          'A general upload into the library (multipart: file, name, company_id; a message_id, survey_id or celebration_id also attaches a copy to that memo)',
        consumes: ['multipart/form-data'],
        response: { 200: file },
      },
    },
    async (request) => {
      const form = await spool(request);
      try {
        const fields = parseFields(ZCompanyUploadFields, form.fields);
        const { member } = await guardCompany(request, fields.company_id);
        const memos = (
          [
            ['message', fields.message_id],
            ['survey', fields.survey_id],
            ['celebration', fields.celebration_id],
          ] as const
        ).filter(([, id]) => id !== undefined);
        if (memos.length > 1) throw invalid({ message_id: [MEDIA_LIBRARY_TEXT.oneMemo] });
        const [target] = memos;
        const memo = target ? await findMemo({ db, member, id: target[1] as number, kind: target[0] }) : null;
        const log = storageError(request.log);
        const row = await createLibraryFile({
          db,
          storage,
          member,
          file: form.file,
          fields: { name: fields.name },
          imageMaxBytes: config.libraryImageMaxBytes,
          log,
        });
        if (memo)
          await attachMedia({ db, storage, member, memo, source: { library: row }, onStorageError: log });
        return present(member, row);
      } finally {
        await form.cleanup();
      }
    },
  );

  app.put(
    '/media/update',
    {
      config: { company: 'body', action: 'media.manage' },
      schema: {
        tags,
        summary: "Changes a file's name, title, content, targets, or marks it viewable",
        body: ZMediaUpdateRequest,
        response: { 200: file },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return present(member, await updateLibraryFile(db, member, request.body));
    },
  );

  app.delete(
    '/media/delete',
    {
      config: { company: 'body', action: 'media.manage' },
      schema: {
        tags,
        summary: 'Deletes a file of the library (and its stored bytes)',
        body: ZMediaIdRequest,
        response: { 200: envelope(ZMediaDeleted) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await deleteLibraryFile({ db, storage, member, id: request.body.id, log: storageError(request.log) });
      return ok({ id: request.body.id });
    },
  );

  app.post(
    '/media/view',
    {
      config: { company: 'body', action: 'media.view' },
      schema: {
        tags,
        summary: 'Records that the caller opened a file (once per person)',
        body: ZMediaIdRequest,
        response: { 200: file },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await findLibraryFile(db, member, request.body.id);
      await recordView(db, member, row);
      return present(member, row);
    },
  );

  app.get(
    '/media/viewers',
    {
      config: { company: 'query', action: 'media.manage' },
      schema: {
        tags,
        summary: 'Who opened a file, the latest first',
        querystring: ZMediaViewersQuery,
        response: { 200: envelope(ZMediaViewersPage) },
      },
    },
    async (request) => ok(await listViewers(db, memberOf(request), request.query)),
  );
};
