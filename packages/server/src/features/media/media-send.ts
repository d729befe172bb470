import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { findServableFile } from './media-access.js';

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

/**
 * Answers GET media/signature: the file's bytes streamed from storage with its mime, inline,
 * privately cacheable; ranges for attachments (a video or audio player seeks with them).
 */
export async function sendStoredFile(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  key: string;
  request: FastifyRequest;
  reply: FastifyReply;
}) {
  const { reply } = opts;
  const file = await findServableFile(opts);
  const range = file.size === null ? null : parseRange(opts.request.headers.range, file.size);
  reply
    .header('content-type', file.mime)
    .header('content-disposition', inlineDisposition(file.filename))
    // Keys never change their bytes; a private cache (the browser's) keeps them an hour.
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== null) reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  const stored = await opts.storage.get(file.key, range ?? undefined);
  if (!stored) throw notFound('File not found');
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
