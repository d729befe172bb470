import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TMemo, TMemoResponseBundle } from '@teamline/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { attach, fetchMedia } from '../../test/media.js';
import { mediaSamples } from '../../test/media-files.js';
import { buildMemoCompany, newMemo } from '../../test/memos.js';
import { multipart } from '../../test/uploads.js';
import { isSafeKey, localStorage } from './storage.js';

const BUCKET = 'teamline-test';
const KEY_ID = 'AKIDTEAMLINETEST';

interface S3Request {
  method: string;
  key: string;
  authorization: string;
  payloadHash: string | undefined;
  range: string | undefined;
}

/**
 * A local peer that speaks S3's object protocol, path style: PUT, GET (with Range) and DELETE
 * of /{bucket}/{key}, NoSuchKey as S3 answers it. It checks that requests are SigV4-signed with
 * our key id and that the signed payload hash is the body's.
 */
const objects = new Map<string, { body: Buffer; type: string }>();
const requests: S3Request[] = [];
const s3 = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const body = Buffer.concat(chunks);
    const auth = req.headers.authorization ?? '';
    const payloadHash = req.headers['x-amz-content-sha256'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      key,
      authorization: auth,
      payloadHash,
      range: req.headers.range,
    });
    const fail = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><Key>${key}</Key><RequestId>1</RequestId></Error>`,
      );
    };
    if (bucket !== BUCKET) return fail(404, 'NoSuchBucket');
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${KEY_ID}/`)) return fail(403, 'AccessDenied');
    if (req.method === 'PUT') {
      if (payloadHash !== crypto.createHash('sha256').update(body).digest('hex'))
        return fail(400, 'XAmzContentSHA256Mismatch');
      objects.set(key, { body, type: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: '"1"' });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    const found = objects.get(key);
    if (!found) return fail(404, 'NoSuchKey');
    const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (m) {
      const [start, end] = [Number(m[1]), Math.min(Number(m[2]), found.body.length - 1)];
      const part = found.body.subarray(start, end + 1);
      res.writeHead(206, {
        'content-type': found.type,
        'content-length': part.length,
        'content-range': `bytes ${start}-${end}/${found.body.length}`,
      });
      return res.end(part);
    }
    res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
    res.end(found.body);
  });
});
await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => s3.close(() => resolve())));

const { app, deps, db } = await buildTestApp({
  S3_BUCKET: BUCKET,
  S3_REGION: 'eu-west-1',
  S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}`,
  S3_ACCESS_KEY_ID: KEY_ID,
  S3_SECRET_ACCESS_KEY: 'secret-for-tests',
  S3_FORCE_PATH_STYLE: 'true',
});
const samples = await mediaSamples();

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe('S3 storage (S3_BUCKET)', () => {
  it('puts, gets (whole and a range) and deletes objects; a missing key reads as null', async () => {
    await deps.storage.put('memo-media/1/2/a.pdf', samples.pdf, 'application/pdf');
    const put = requests.at(-1);
    expect(put).toMatchObject({ method: 'PUT', key: 'memo-media/1/2/a.pdf' });
    expect(put?.authorization).toContain('/eu-west-1/s3/aws4_request');
    expect(objects.get('memo-media/1/2/a.pdf')).toEqual({ body: samples.pdf, type: 'application/pdf' });

    const whole = await deps.storage.get('memo-media/1/2/a.pdf');
    expect(whole).toMatchObject({ mime: 'application/pdf', size: samples.pdf.length });
    expect((await readAll(whole?.body as Readable)).equals(samples.pdf)).toBe(true);
    const part = await deps.storage.get('memo-media/1/2/a.pdf', { start: 5, end: 9 });
    expect(requests.at(-1)?.range).toBe('bytes=5-9');
    expect(part?.size).toBe(samples.pdf.length);
    expect((await readAll(part?.body as Readable)).toString('latin1')).toBe(
      samples.pdf.subarray(5, 10).toString('latin1'),
    );

    await deps.storage.delete('memo-media/1/2/a.pdf');
    expect(requests.at(-1)?.method).toBe('DELETE');
    expect(objects.has('memo-media/1/2/a.pdf')).toBe(false);
    expect(await deps.storage.get('memo-media/1/2/a.pdf')).toBeNull();
    await expect(deps.storage.put('../escape', samples.pdf, 'application/pdf')).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it('keeps memo media and its thumbnail in the bucket, serves it from there and deletes it on detach', async () => {
    const C = await buildMemoCompany(db);
    const memo = await newMemo(app, C.adminToken, 'message', { company_id: C.companyId, title: 'S3' });
    const res = await attach(app, {
      token: C.adminToken,
      companyId: C.companyId,
      memoId: memo.id,
      file: { name: 'shelf.jpg', content: samples.jpg },
    });
    expect(res.status).toBe(200);
    const media = res.body.data.content.media[0];
    const keys = [...objects.keys()].filter((k) => k.startsWith(`memo-media/${C.companyId}/${memo.id}/`));
    expect(keys).toHaveLength(2);
    const original = keys.find((k) => k.endsWith('.jpg')) as string;
    expect(objects.get(original)?.type).toBe('image/jpeg');
    expect(objects.get(keys.find((k) => k.endsWith('.thumb.webp')) as string)?.type).toBe('image/webp');

    const served = await fetchMedia(app, media?.url ?? '', { token: C.adminToken });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.body.equals(samples.jpg)).toBe(true);
    const ranged = await fetchMedia(app, media?.url ?? '', {
      token: C.adminToken,
      headers: { range: 'bytes=0-3' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.body.equals(samples.jpg.subarray(0, 4))).toBe(true);

    const detached = await call<TMemo>(app, 'POST', '/api/message/media/detach', {
      token: C.adminToken,
      body: { company_id: C.companyId, memo_id: memo.id, media_id: media?.id },
    });
    expect(detached.status).toBe(200);
    expect(keys.some((k) => objects.has(k))).toBe(false);
  });

  it('stores acknowledgement photos in the bucket under the company', async () => {
    const C = await buildMemoCompany(db);
    const memo = await newMemo(app, C.adminToken, 'message', {
      company_id: C.companyId,
      title: 'Photo please',
      location_ids: [C.north.id],
      publish: true,
    });
    const { payload, contentType } = multipart(
      { company_id: String(C.companyId), id: String(memo.id), acknowledgement: 'Done' },
      { name: 'shelf.png', content: samples.png },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee-message/acknowledge',
      headers: { authorization: `Bearer ${C.north1.token}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const bundle = res.json().data.content as TMemoResponseBundle;
    const photo = bundle.memos.find((m) => m.id === memo.id)?.employee_response.acknowledgement_data?.photo;
    // The photo is stored re-encoded (issue 10: decoded, metadata stripped), as WebP.
    expect(photo?.file).toMatch(new RegExp(`^acknowledgements/${C.companyId}/[0-9a-f-]+\\.webp$`));
    const stored = objects.get(photo?.file ?? '')?.body;
    expect(stored && (await sharp(stored).metadata()).format).toBe('webp');
  });
});

describe('local storage (the default)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-storage-'));
  const local = localStorage(root);

  it('writes under its folder, reads whole or a range with the mime of the key, deletes', async () => {
    await local.put('memo-media/1/2/b.pdf', samples.pdf, 'application/pdf');
    expect(fs.readFileSync(path.join(root, 'memo-media', '1', '2', 'b.pdf')).equals(samples.pdf)).toBe(true);
    const whole = await local.get('memo-media/1/2/b.pdf');
    expect(whole).toMatchObject({ mime: 'application/pdf', size: samples.pdf.length });
    expect((await readAll(whole?.body as Readable)).equals(samples.pdf)).toBe(true);
    const part = await local.get('memo-media/1/2/b.pdf', { start: 1, end: 3 });
    expect((await readAll(part?.body as Readable)).toString('latin1')).toBe('PDF');
    await local.delete('memo-media/1/2/b.pdf');
    expect(await local.get('memo-media/1/2/b.pdf')).toBeNull();
    await local.delete('memo-media/1/2/b.pdf');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../x', 'a//b', 'a/./b', '', 'a\\b'])
      expect(isSafeKey(key), key).toBe(false);
    expect(isSafeKey('acknowledgements/1/0f9c.png')).toBe(true);
    await expect(local.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
