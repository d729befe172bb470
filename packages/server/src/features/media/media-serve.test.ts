import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE, type TInbox, type TMemoMedia, type TMemoResponseBundle } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { attach, fetchMedia } from '../../../test/media.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { multipart } from '../../../test/uploads.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-media-serve-'));
const { app, db } = await buildTestApp({ DATA_DIR: dataDir });
const C = await buildMemoCompany(db);
const other = await buildCompany(db);
const base = { company_id: C.companyId };
const samples = await mediaSamples();

// A message published to North (north1, north2 receive it; south1 does not), with a video and
// a PDF whose name is not ASCII.
const memo = await newMemo(app, C.adminToken, 'message', {
  ...base,
  title: 'Watch this',
  location_ids: [C.north.id],
  publish: true,
});
const add = async (name: string, content: Buffer) => {
  const res = await attach(app, {
    token: C.adminToken,
    companyId: C.companyId,
    memoId: memo.id,
    file: { name, content },
  });
  expect(res.status).toBe(200);
  return res.body.data.content.media.at(-1) as TMemoMedia;
};
const video = await add('training.mp4', samples.mp4);
const pdf = await add('menú de otoño.pdf', samples.pdf);
const photo = await add('shelf.png', samples.png);

describe('GET media/signature', () => {
  it('streams the file to management with its mime, inline under its name, privately cached', async () => {
    const res = await fetchMedia(app, pdf.url, { token: C.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.equals(samples.pdf)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(samples.pdf.length),
      'cache-control': 'private, max-age=3600',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="men_ de oto_o.pdf"; filename*=UTF-8''${encodeURIComponent('menú de otoño.pdf')}`,
    );
    // A manager of the company reads it too (management, not only the memo's author).
    expect((await fetchMedia(app, pdf.url, { token: C.manager.token })).status).toBe(200);
  });

  it('works with the session cookie alone, as an <img src> or <video src> sends it', async () => {
    const res = await fetchMedia(app, photo.thumb_url ?? '', { cookies: { [AUTH_COOKIE]: C.north1.token } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toContain('filename="shelf.webp"');
    expect((await fetchMedia(app, photo.url)).status).toBe(401);
  });

  it('answers a recipient of the memo, and 404 to an employee it was not published to', async () => {
    expect((await fetchMedia(app, video.url, { token: C.north1.token })).status).toBe(200);
    expect((await fetchMedia(app, video.url, { token: C.south1.token })).status).toBe(404);
  });

  it('serves byte ranges of an attachment (players seek with them); past the end is 416', async () => {
    const first = await fetchMedia(app, video.url, {
      token: C.north1.token,
      headers: { range: 'bytes=0-7' },
    });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-7/${samples.mp4.length}`);
    expect(first.body.equals(samples.mp4.subarray(0, 8))).toBe(true);
    const tail = await fetchMedia(app, video.url, { token: C.adminToken, headers: { range: 'bytes=-4' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(samples.mp4.subarray(-4))).toBe(true);
    const open = await fetchMedia(app, video.url, { token: C.adminToken, headers: { range: 'bytes=100-' } });
    expect(open.body.equals(samples.mp4.subarray(100))).toBe(true);
    const past = await fetchMedia(app, video.url, {
      token: C.adminToken,
      headers: { range: `bytes=${samples.mp4.length}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${samples.mp4.length}`);
  });

  it("answers 404 for another company's file, under either company id, and for paths that name nothing", async () => {
    const key = new URL(pdf.url, 'http://x').searchParams.get('file_path') ?? '';
    const q = (companyId: number, filePath: string) =>
      `/api/media/signature?company_id=${companyId}&file_path=${encodeURIComponent(filePath)}`;
    expect((await fetchMedia(app, q(C.companyId, key), { token: other.adminToken })).status).toBe(404);
    expect((await fetchMedia(app, q(other.company.id, key), { token: other.adminToken })).status).toBe(404);
    for (const p of ['../teamline.sqlite', 'memo-media/../../teamline.sqlite', `${key}x`, 'outbox.jsonl'])
      expect((await fetchMedia(app, q(C.companyId, p), { token: C.adminToken })).status, p).toBe(404);
    expect(
      (await fetchMedia(app, `/api/media/signature?company_id=${C.companyId}`, { token: C.adminToken }))
        .status,
    ).toBe(422);
  });

  it('stops serving the files of a deleted memo', async () => {
    const gone = await newMemo(app, C.adminToken, 'message', { ...base, title: 'Gone soon' });
    const res = await attach(app, {
      token: C.adminToken,
      companyId: C.companyId,
      memoId: gone.id,
      file: { name: 'x.pdf', content: samples.pdf },
    });
    const url = res.body.data.content.media[0]?.url ?? '';
    expect((await fetchMedia(app, url, { token: C.adminToken })).status).toBe(200);
    await call(app, 'DELETE', '/api/memos/delete', { token: C.adminToken, body: { ...base, id: gone.id } });
    expect((await fetchMedia(app, url, { token: C.adminToken })).status).toBe(404);
  });
});

describe('the default limit', () => {
  it("takes a file past the imports' 20 MB, within MEDIA_MAX_BYTES (25 MB), and streams it back whole", async () => {
    const big = Buffer.concat([samples.pdf, Buffer.alloc(21 * 1024 * 1024, 0x20)]);
    const memo2 = await newMemo(app, C.adminToken, 'message', { ...base, title: 'Big file' });
    const res = await attach(app, {
      token: C.adminToken,
      companyId: C.companyId,
      memoId: memo2.id,
      file: { name: 'catalogue.pdf', content: big },
    });
    expect(res.status).toBe(200);
    const served = await fetchMedia(app, res.body.data.content.media[0]?.url ?? '', { token: C.adminToken });
    expect(served.headers['content-length']).toBe(String(big.length));
    expect(served.body.equals(big)).toBe(true);
  });
});

describe('acknowledgement photos', () => {
  it('are served to the management of the company only', async () => {
    const { payload, contentType } = multipart(
      { ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)])), id: String(memo.id) },
      { name: 'done.png', content: samples.png },
    );
    const ack = await app.inject({
      method: 'POST',
      url: '/api/employee-message/acknowledge',
      headers: { authorization: `Bearer ${C.north2.token}`, 'content-type': contentType },
      payload,
    });
    expect(ack.statusCode).toBe(200);
    const bundle = ack.json().data.content as TMemoResponseBundle;
    const file = bundle.memos.find((m) => m.id === memo.id)?.employee_response.acknowledgement_data?.photo
      ?.file;
    expect(file).toMatch(new RegExp(`^acknowledgements/${C.companyId}/`));
    const url = `/api/media/signature?company_id=${C.companyId}&file_path=${encodeURIComponent(file ?? '')}`;
    const res = await fetchMedia(app, url, { token: C.manager.token });
    expect(res.status).toBe(200);
    // What is served is sharp's re-encoding (features/memos/acknowledge-input), not the upload.
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await fetchMedia(app, url, { token: C.north2.token })).status).toBe(404);
    const elsewhere = `/api/media/signature?company_id=${other.company.id}&file_path=${encodeURIComponent(file ?? '')}`;
    expect((await fetchMedia(app, elsewhere, { token: other.adminToken })).status).toBe(404);
  });
});

describe('paths that climb out of the store (security drill, issue 10)', () => {
  it("answer 404 like any key that is not the caller's, never a server error", async () => {
    const climbing = [
      `acknowledgements/${C.companyId}/../../../teamline.sqlite`,
      `acknowledgements/${C.companyId}/./photo.png`,
      `acknowledgements/${C.companyId}//photo.png`,
      `/etc/passwd`,
      `acknowledgements/${C.companyId}/%00.png`,
      `acknowledgements/${C.companyId}/photo.png\u0000.txt`,
    ];
    for (const filePath of climbing) {
      const url = `/api/media/signature?company_id=${C.companyId}&file_path=${encodeURIComponent(filePath)}`;
      const res = await fetchMedia(app, url, { token: C.adminToken });
      expect({ filePath, status: res.status }).toEqual({ filePath, status: 404 });
    }
  });
});

describe("the employee's inbox", () => {
  it("carries the memo's media with urls the recipient may open", async () => {
    const res = await call<TInbox>(app, 'POST', '/api/app/employee-messages', {
      token: C.north1.token,
      body: base,
    });
    const mine = res.body.data.content.memos.find((m) => m.id === memo.id);
    expect(mine?.media.map((m) => [m.name, m.type_category])).toEqual([
      ['training', 'video'],
      ['menú de otoño', 'document'],
      ['shelf', 'image'],
    ]);
    for (const m of mine?.media ?? [])
      expect((await fetchMedia(app, m.url, { token: C.north1.token })).status).toBe(200);
  });
});
