import type { FastifyReply } from 'fastify';
import type { ByteRange, Storage } from '../../adapters/storage.js';
import { AppError, notFound } from '../../http/errors.js';
import type { ServableFile } from './media-access.js';

/**
 * One `Range: bytes=…` of a file of `size` bytes: a start-end, an open end, or a suffix.
 * Null when there is none or it is not one range (the whole file is sent); 'unsatisfiable' past
 * the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** content-disposition inline with the original name: an ASCII fallback and the UTF-8 name. */
export function inlineDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** 416 in the error shape, with the content-range a client needs to ask again. */
const rangeNotSatisfiable = (size: number) =>
  new AppError(416, 'The requested range is not satisfiable', undefined, {
    'content-range': `bytes */${size}`,
    'accept-ranges': 'bytes',
  });

/**
 * Answers GET media/signature with a file the caller may read (media-access.ts): its bytes
 * streamed from storage with its mime, inline, privately cacheable; ranges for attachments
 * (a video or audio player seeks with them).
 */
export async function sendStoredFile(opts: {
  storage: Storage;
  file: ServableFile;
  /** The request's Range header. */
  range: string | undefined;
  reply: FastifyReply;
}) {
  const { reply, file } = opts;
  const range = file.size === null ? null : parseRange(opts.range, file.size);
  if (range === 'unsatisfiable') throw rangeNotSatisfiable(file.size ?? 0);
  const stored = await opts.storage.get(file.key, range ?? undefined);
  if (!stored) throw notFound('File not found');
  reply
    .header('content-type', file.mime)
    .header('content-disposition', inlineDisposition(file.filename))
    // Keys never change their bytes; a private cache (the browser's) keeps them an hour.
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== null) reply.header('accept-ranges', 'bytes');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', stored.size);
  }
  return reply.send(stored.body);
}
