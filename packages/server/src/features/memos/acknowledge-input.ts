import crypto from 'node:crypto';
import { MEMO_TEXT, MSG, ZAcknowledgeRequest } from '@teamline/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { reencodeImage } from '../../adapters/images.js';
import type { Storage } from '../../adapters/storage.js';
import { type FieldErrors, invalid } from '../../http/errors.js';
import { readUploadForm } from '../../http/uploads.js';

/**
 * employee-message/acknowledge takes multipart (fields company_id, id, acknowledgement and an
 * optional image `file`) as the spec's upload payload says, or plain JSON without a photo.
 * Photos go to the storage adapter (DATA_DIR/uploads or S3) under `acknowledgements/{company}/`,
 * where media/signature serves them to the company's management (features/media).
 */

const IMAGE_TYPES: { mime: string; magic: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    magic: (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  },
  { mime: 'image/gif', magic: (b) => b.subarray(0, 3).toString('latin1') === 'GIF' },
  {
    mime: 'image/webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Stored photos fit inside this many pixels a side: enough for a shelf or a form on any screen. */
export const PHOTO_MAX_SIDE = 2048;

/** A stored acknowledgement photo, as acknowledgement_data names it. */
export interface Photo {
  file: string;
  mime: string;
  size: number;
}

export type AcknowledgeInput = z.output<typeof ZAcknowledgeRequest> & { photo: Buffer | null };

function parse(fields: Record<string, unknown>) {
  const parsed = ZAcknowledgeRequest.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    errors[issue.path.join('.') || '_'] ??= [issue.message || MSG.required];
  throw invalid(errors);
}

export async function readAcknowledgeInput(request: FastifyRequest): Promise<AcknowledgeInput> {
  // The form is read like every other upload's (a malformed one is the client's 422, not a 500).
  const { fields, file } = await readUploadForm(request);
  return { ...parse(fields), photo: file?.buffer.length ? file.buffer : null };
}

/** The folder of a company's acknowledgement photos in storage. */
export const acknowledgementPrefix = (companyId: number) => `acknowledgements/${companyId}/`;

/**
 * Stores an image and describes it. The first bytes must name one of the four kinds (so sharp is
 * never handed SVG, TIFF or HEIF), then the image is decoded under the pixel bound and stored
 * re-encoded as WebP with no metadata (no GPS): managers' browsers only ever decode what sharp
 * wrote, never the bytes the client sent.
 */
export async function savePhoto(storage: Storage, companyId: number, buffer: Buffer): Promise<Photo> {
  if (!IMAGE_TYPES.some((t) => t.magic(buffer))) throw invalid({ file: [MEMO_TEXT.photoType] });
  const image = await reencodeImage(buffer, PHOTO_MAX_SIDE);
  if (!image) throw invalid({ file: [MEMO_TEXT.photoUnreadable] });
  const key = `${acknowledgementPrefix(companyId)}${crypto.randomUUID()}.webp`;
  await storage.put(key, image, 'image/webp');
  return { file: key, mime: 'image/webp', size: image.length };
}
