import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness.js';
import { newLibraryFile } from '../../test/library.js';
import { fetchMedia } from '../../test/media.js';
import { buildMemoCompany } from '../../test/memos.js';
import { localStorage, type Storage, s3Storage } from './storage.js';

/**
 * The storage adapter against the local disk and against a real S3 protocol server (s3rver,
 * started here on a free port, its objects in a temporary folder) through the real
 * @aws-sdk/client-s3: put, a streamed put, get, ranges, delete, a missing key.
 */

const BUCKET = 'teamline-s3rver';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-storage-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(work, 's3rver'),
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await server.run();
afterAll(async () => {
  await server.close();
  await fsp.rm(work, { recursive: true, force: true });
});

const stores: [string, Storage][] = [
  ['disk', localStorage(path.join(work, 'disk'))],
  [
    's3 (s3rver)',
    s3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's own fixed credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    }),
  ],
];

describe.each(stores)('storage on %s', (_name, storage) => {
  it('puts, gets, reads a range and deletes an object', async () => {
    const key = `media/1/${crypto.randomUUID()}.pdf`;
    const bytes = Buffer.from('%PDF-1.4 a small document\n%%EOF\n');
    await storage.put(key, bytes, 'application/pdf');
    const whole = await storage.get(key);
    expect(whole?.size).toBe(bytes.length);
    expect(whole?.mime).toBe('application/pdf');
    expect((await buffer(whole?.body as Readable)).equals(bytes)).toBe(true);
    const part = await storage.get(key, { start: 2, end: 7 });
    expect(part?.size).toBe(bytes.length);
    expect(part?.range).toEqual({ start: 2, end: 7 });
    expect((await buffer(part?.body as Readable)).toString()).toBe('DF-1.4');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete(key);
  });

  it('streams a large object in and out (8 MB from a file), its ranges at the end too', async () => {
    const key = `media/1/${crypto.randomUUID()}.mp4`;
    const size = 8 * 1024 * 1024 + 17;
    const source = path.join(work, `${crypto.randomUUID()}.bin`);
    const bytes = crypto.randomBytes(size);
    await fsp.writeFile(source, bytes);
    await storage.putStream(key, fs.createReadStream(source), 'video/mp4', size);
    const got = await storage.get(key);
    expect(got?.size).toBe(size);
    const back = await buffer(got?.body as Readable);
    expect(crypto.createHash('sha256').update(back).digest('hex')).toBe(
      crypto.createHash('sha256').update(bytes).digest('hex'),
    );
    const tail = await storage.get(key, { start: size - 10, end: size - 1 });
    expect((await buffer(tail?.body as Readable)).equals(bytes.subarray(size - 10))).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('a stream that fails midway leaves no object behind', async () => {
    const key = `media/1/${crypto.randomUUID()}.mp4`;
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.putStream(key, failing, 'video/mp4', 1024 * 1024)).rejects.toThrow();
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a key that names nothing, and refuses keys that climb out', async () => {
    expect(await storage.get(`media/1/${crypto.randomUUID()}.png`)).toBeNull();
    await expect(storage.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});

// The app with S3_BUCKET at s3rver: uploads go to the bucket, media/signature reads them back.
const { app, db } = await buildTestApp({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});

describe('the media library on S3 (s3rver)', () => {
  it('uploads through media/create into the bucket and serves it back with ranges', async () => {
    const c = await buildMemoCompany(db);
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      crypto.randomBytes(300_000),
      Buffer.from('\n%%EOF\n'),
    ]);
    const media = await newLibraryFile(app, {
      token: c.adminToken,
      companyId: c.companyId,
      file: { name: 'manual.pdf', content: pdf },
      fields: { location_ids: String(c.north.id), viewable: 'yes' },
    });
    const whole = await fetchMedia(app, media.filepath, { token: c.north1.token });
    expect(whole.status).toBe(200);
    expect(whole.body.equals(pdf)).toBe(true);
    const range = await fetchMedia(app, media.filepath, {
      token: c.north1.token,
      headers: { range: 'bytes=-7' },
    });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe('\n%%EOF\n');
    expect((await fetchMedia(app, media.filepath, { token: c.south1.token })).status).toBe(404);
  });
});
