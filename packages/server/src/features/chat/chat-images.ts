import crypto from 'node:crypto';
import { CHAT_TEXT } from '@teamline/shared';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp, makeThumbnail, reencodeImage } from '../../adapters/images.js';
import type { Storage } from '../../adapters/storage.js';
import { type Database, nowIso } from '../../db/index.js';
import type { ChatImageRow } from '../../db/schema-chat.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import type { ServableFile } from '../media/media-access.js';
import { removeStoredFiles, THUMB_WIDTH } from '../media/media-files.js';
import { PHOTO_MAX_SIDE } from '../memos/acknowledge-input.js';
import { findMemberGroup } from './chat-groups.service.js';

/**
 * Images of chat messages (POST chat/groups/{id}/images, then a message names it as image_id):
 * told by their bytes, decoded under the pixel bound and stored re-encoded as WebP with no
 * metadata, with a thumbnail, under `chat/{company}/{group}/`. Read back through
 * GET chat/images/{id} by the group's members only.
 */

const IMAGE_EXTS = new Set(['jpg', 'png', 'webp', 'gif']);

export const chatImagePrefix = (companyId: number) => `chat/${companyId}/`;

export async function uploadChatImage(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  groupId: number;
  file: { name: string; buffer: Buffer } | undefined;
  onStorageError: (err: unknown, key: string) => void;
}): Promise<ChatImageRow> {
  const { db, storage, member, file } = opts;
  const group = await findMemberGroup(db, member, opts.groupId);
  if (!file?.buffer.length) throw invalid({ file: [CHAT_TEXT.imageRequired] });
  const found = await fileTypeFromBuffer(file.buffer);
  if (!found || !IMAGE_EXTS.has(found.ext)) throw invalid({ file: [CHAT_TEXT.imageType] });
  const image = await reencodeImage(file.buffer, PHOTO_MAX_SIDE);
  if (!image) throw invalid({ file: [CHAT_TEXT.imageType] });
  const thumb = await makeThumbnail(image, THUMB_WIDTH);
  const sharp = await loadSharp();
  const meta = sharp ? await sharp(image).metadata() : null;
  const base = `${chatImagePrefix(member.companyId)}${group.id}/${crypto.randomUUID()}`;
  const key = `${base}.webp`;
  const thumbKey = thumb ? `${base}.thumb.webp` : null;
  await storage.put(key, image, 'image/webp');
  try {
    if (thumb && thumbKey) await storage.put(thumbKey, thumb, 'image/webp');
    return await db
      .insertInto('chat_images')
      .values({
        company_id: member.companyId,
        chat_group_id: group.id,
        employee_id: member.employeeId,
        storage_key: key,
        thumb_key: thumbKey,
        mime: 'image/webp',
        size: image.length,
        width: meta?.width ?? null,
        height: meta?.height ?? null,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    await removeStoredFiles(storage, [key, thumbKey], opts.onStorageError);
    throw err;
  }
}

/** GET chat/images/{id}: the image (or its thumbnail) of a group the caller is a member of, else 404. */
export async function findChatImage(
  db: Database,
  member: Member,
  id: number,
  thumb: boolean,
): Promise<ServableFile> {
  const row = await db
    .selectFrom('chat_images')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .executeTakeFirst();
  if (!row) throw notFound('Image not found');
  await findMemberGroup(db, member, row.chat_group_id).catch(() => {
    throw notFound('Image not found');
  });
  // A deleted message's image is gone with it.
  const deleted = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('image_id', '=', row.id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  if (deleted) throw notFound('Image not found');
  if (thumb && row.thumb_key)
    return { key: row.thumb_key, mime: 'image/webp', size: null, filename: 'image.webp' };
  return { key: row.storage_key, mime: row.mime, size: Number(row.size), filename: 'image.webp' };
}
