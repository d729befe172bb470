import { z } from 'zod';
import { ZIdName } from './entities.js';
import { companyIdField } from './fields.js';
import { idField } from './places.js';

export { MEDIA_TEXT } from '../texts/media.js';

/**
 * Media attached to a message, survey or celebration (spec §3 Memo media, §4 "have media attached
 * or detached", §7 message/media, company/survey/media, company/celebration/media and their
 * /media/detach). The upload is multipart (spec §3 "Memo media upload: file, memo_id, company_id").
 */

export const MEDIA_TYPE_CATEGORIES = ['image', 'video', 'audio', 'document'] as const;
export type MediaTypeCategory = (typeof MEDIA_TYPE_CATEGORIES)[number];

/** One attached file as the memo calls answer it. `url` is fetched with the session cookie. */
export const ZMemoMedia = z.object({
  id: z.number(),
  name: z.string(),
  original_filename: z.string(),
  mime: z.string(),
  size: z.number(),
  type: z.string(),
  type_category: z.enum(MEDIA_TYPE_CATEGORIES),
  url: z.string(),
  thumb_url: z.string().nullable(),
  creator: ZIdName.nullable(),
  created_at: z.string(),
});
export type TMemoMedia = z.infer<typeof ZMemoMedia>;

/** message/media/detach, company/survey/media/detach, company/celebration/media/detach. */
export const ZMemoMediaDetachRequest = z.object({
  company_id: companyIdField,
  memo_id: idField,
  media_id: idField,
});

/** At most this many live attachments per memo (422 MEDIA_TEXT.tooMany beyond). */
export const MEDIA_MAX_PER_MEMO = 10;

/**
 * The text fields of a memo media upload (multipart: file, memo_id, company_id; `name` optional,
 * else the file's name without its extension). Instead of a file, `media_id` picks one from the
 * company's media library (its bytes are copied; deleting either leaves the other).
 */
export const ZMemoMediaUploadFields = z.object({
  company_id: companyIdField,
  memo_id: idField,
  name: z.string().trim().max(200, 'At most 200 characters').optional(),
  /** A file of the company's media library instead of a file: it is copied to the memo. */
  media_id: idField.optional(),
});
export type TMemoMediaUploadFields = z.infer<typeof ZMemoMediaUploadFields>;

/** GET media/signature: a stored file of the company, by the path its url names. */
export const ZMediaSignatureQuery = z.object({
  company_id: companyIdField,
  file_path: z.string().min(1).max(500),
});
