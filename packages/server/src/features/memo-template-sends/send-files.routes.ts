import {
  MSG,
  type TTemplateSendDetail,
  ZTemplateSendDetail,
  ZTemplateSendMediaDetachRequest,
  ZTemplateSendMediaQuery,
  ZTemplateSendMediaUploadFields,
} from '@teamline/shared';
import type { FastifyInstance } from 'fastify';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import { envelope, ok } from '../../http/envelope.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { fileRoutes, storageError } from '../media/file-routes.js';
import { findManagedLibraryFile } from '../media/library.service.js';
import { findSend } from './memo-template-sends.service.js';
import { attachSendFile, detachSendFile, findSendFile } from './send-files.js';

const tags = ['memo-template-sends'];
const P = '/memo-template-sends';

/**
 * A send's files (spec §7 PUT, DELETE, GET media; POST and DELETE memo/media): PUT media attaches
 * a copy to every memo, POST memo/media to one (multipart); DELETE detaches; GET reads one.
 */
export function sendFileRoutes(
  app: FastifyInstance,
  present: (member: Member, row: MemoTemplateSendRow) => Promise<TTemplateSendDetail>,
): void {
  const { db, storage, config } = app.deps;
  const reload = (member: Member, id: number) => findSend({ db, member, id });
  fileRoutes(app, {
    prefix: P,
    tags,
    action: 'memo_template_sends.manage',
    maxBytes: config.mediaMaxBytes,
    response: envelope(ZTemplateSendDetail),
    attach: {
      routes: [
        {
          key: 'every',
          method: 'PUT',
          path: 'media',
          summary:
            'Attaches a file to every memo of the send, a copy each (multipart: file, id, company_id; optional name)',
        },
        {
          key: 'one',
          method: 'POST',
          path: 'memo/media',
          summary:
            'Attaches a file to one memo of the send (multipart: file, id, memo_id, company_id; optional name)',
        },
      ],
      fields: ZTemplateSendMediaUploadFields,
      handle: async ({ key, member, fields, file, log }) => {
        const send = await findSend({ db, member, id: fields.id });
        if (key === 'one' && fields.memo_id === undefined) throw invalid({ memo_id: [MSG.required] });
        await attachSendFile({
          db,
          storage,
          member,
          send,
          memoId: fields.memo_id,
          source: fields.media_id
            ? { library: await findManagedLibraryFile(db, member, fields.media_id) }
            : { file },
          name: fields.name || undefined,
          log: storageError(log),
        });
        return ok(await present(member, await reload(member, send.id)));
      },
    },
    detach: {
      routes: [
        { key: 'any', method: 'DELETE', path: 'media', summary: 'Detaches a file of a memo of the send' },
        {
          key: 'one',
          method: 'DELETE',
          path: 'memo/media',
          summary: 'Detaches a file from one memo of the send',
        },
      ],
      body: ZTemplateSendMediaDetachRequest,
      handle: async ({ key, member, body, log }) => {
        const { id, memo_id, media_id } = body;
        const send = await findSend({ db, member, id });
        if (key === 'one' && memo_id === undefined) throw invalid({ memo_id: [MSG.required] });
        await detachSendFile({
          db,
          storage,
          member,
          send,
          memoId: memo_id,
          mediaId: media_id,
          log: storageError(log),
        });
        return ok(await present(member, await reload(member, send.id)));
      },
    },
    read: {
      summary: 'A file of a memo of the send (blob; thumb=yes: its thumbnail), with ranges',
      query: ZTemplateSendMediaQuery,
      find: async (member, { id, media_id }) => {
        const send = await findSend({ db, member, id });
        return findSendFile(db, send, media_id).catch(() => {
          throw notFound('File not found');
        });
      },
    },
  });
}
