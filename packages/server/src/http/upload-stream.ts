import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { AppError } from './errors.js';
import { claimIdempotency, formFingerprint } from './idempotency.js';
import { uploadError } from './uploads.js';

/** A file of a multipart form, written to a temporary file as it arrives. */
export interface SpooledFile {
  /** The name the client gave (never used as a path). */
  name: string;
  /** The temporary file (under DATA_DIR/tmp/uploads, a server-made name). */
  path: string;
  size: number;
  sha256: string;
}

export interface SpooledForm {
  fields: Record<string, unknown>;
  file?: SpooledFile;
  /** Removes the temporary file; call it once the request is done with the file. */
  cleanup(): Promise<void>;
}

/**
 * Reads a multipart form without holding its file in memory (the media library takes 100 MB
 * videos; readUploadForm reads a file whole): the file part is piped to a temporary file through a
 * SHA-256 (the Idempotency-Key fingerprint), at most `maxBytes` (else `tooLarge`, 413). Errors as
 * readUploadForm's: a malformed form is 422, a second file 422. A request that is not multipart
 * reads as a form without a file (its JSON body's values as fields).
 */
export async function readUploadToDisk(
  request: FastifyRequest,
  opts: { dir: string; maxBytes: number; tooLarge: () => AppError },
): Promise<SpooledForm> {
  const fields: Record<string, unknown> = {};
  let file: SpooledFile | undefined;
  const temps: string[] = [];
  const cleanup = async () => {
    await Promise.all(temps.map((t) => fsp.rm(t, { force: true })));
  };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') Object.assign(fields, body);
    await claimIdempotency(request.server.deps.db, request, formFingerprint(fields));
    return { fields, cleanup };
  }
  try {
    await fsp.mkdir(opts.dir, { recursive: true });
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const target = path.join(opts.dir, `${crypto.randomUUID()}.upload`);
        temps.push(target);
        const hash = crypto.createHash('sha256');
        let size = 0;
        const tap = new Transform({
          transform(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(part.file, tap, fs.createWriteStream(target));
        // A stream that stopped at the limit without throwing is still too large.
        if (part.file.truncated) throw opts.tooLarge();
        file = { name: part.filename || 'upload', path: target, size, sha256: hash.digest('hex') };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    await cleanup();
    throw uploadError(err, opts);
  }
  try {
    await claimIdempotency(request.server.deps.db, request, formFingerprint(fields, file));
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { fields, file, cleanup };
}
