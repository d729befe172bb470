import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/** A byte range of an object, both ends included (an HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  mime: string;
  /** The whole object's size in bytes (not only the range read). */
  size: number;
  /** The range that `body` carries, when one was asked for. */
  range?: ByteRange;
}

/**
 * Where uploaded files live: the local disk by default, S3-compatible object storage when
 * S3_BUCKET is set. Keys are relative paths made by the server (`memo-media/1/2/<uuid>.png`).
 */
export interface Storage {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** Writes `size` bytes read from `body` without holding them in memory (a large upload). */
  putStream(key: string, body: Readable, mime: string, size: number): Promise<void>;
  /** The object (or one range of it), or null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

// The kinds the server stores; the local disk keeps no metadata, so its mime comes from the key.
const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
};

export const mimeOfKey = (key: string) =>
  MIME_BY_EXT[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** A key is a relative path of plain segments: never absolute, never `..`, nothing odd. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 500 &&
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) &&
    !key.split('/').some((s) => s === '..' || s === '.')
  );
}

function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Files under a folder of the local disk (DATA_DIR/uploads). */
export function localStorage(root: string): Storage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await fsp.writeFile(partial, bytes);
      await fsp.rename(partial, target);
    },
    async putStream(key, body) {
      const target = file(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.${crypto.randomUUID()}.partial`;
      try {
        await pipeline(body, fs.createWriteStream(partial));
        await fsp.rename(partial, target);
      } catch (err) {
        await fsp.rm(partial, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const target = file(key);
      let size: number;
      try {
        size = (await fsp.stat(target)).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const body = fs.createReadStream(target, range ? { start: range.start, end: range.end } : {});
      return { body, mime: mimeOfKey(key), size, ...(range ? { range } : {}) };
    },
    async delete(key) {
      await fsp.rm(file(key), { force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** An S3 bucket (AWS, or any S3-compatible store at S3_ENDPOINT: MinIO, R2, Ceph, ...). */
export function s3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
    // Checksums only where S3 requires them: not every S3-compatible store knows the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  return {
    async put(key, bytes, mime) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.length,
        }),
      );
    },
    async putStream(key, body, mime, size) {
      assertKey(key);
      // A known length lets one PutObject stream the body (S3 allows 5 GB so). A body that fails
      // midway aborts the request (the SDK would otherwise wait for the rest forever): S3 keeps
      // nothing of a PUT that did not complete.
      const abort = new AbortController();
      const onError = (err: Error) => abort.abort(err);
      body.once('error', onError);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: mime, ContentLength: size }),
          { abortSignal: abort.signal },
        );
      } finally {
        body.off('error', onError);
      }
    },
    async get(key, range) {
      assertKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(res.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        // A ranged answer names the whole size after the slash: "bytes 0-99/1234".
        const total = res.ContentRange
          ? Number(res.ContentRange.split('/')[1])
          : Number(res.ContentLength ?? 0);
        return {
          body: res.Body,
          mime: res.ContentType ?? mimeOfKey(key),
          size: total,
          ...(range ? { range } : {}),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
