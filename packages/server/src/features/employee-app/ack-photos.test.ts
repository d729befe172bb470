import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MEMO_TEXT, type TMemoResponseBundle } from '@teamline/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildInboxScene } from '../../../test/memos.js';
import { multipart } from '../../../test/uploads.js';
import { PHOTOS_PER_HOUR } from '../memos/responses.service.js';

/**
 * Acknowledgement photos are decoded and re-encoded before they are stored (security drill,
 * issue 10): no metadata survives, an image declaring huge dimensions is refused, a replaced
 * photo leaves the store, and one employee's uploads are limited.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-ack-photos-'));
const { app, db } = await buildTestApp({ DATA_DIR: dataDir });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
const small = await picture(40, 30).png().toBuffer();

/** A JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
const withGps = await picture(3000, 1500)
  .withExif({
    IFD0: { Make: 'Phone', Copyright: 'Employee' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '40/1 26/1 46/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '79/1 58/1 56/1',
    },
  })
  .jpeg()
  .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A valid PNG header declaring 50000×50000 pixels (2.5 gigapixels) over a few bytes of data. */
function hugePng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Scene = Awaited<ReturnType<typeof buildInboxScene>>;

async function acknowledge(scene: Scene, file?: Buffer) {
  const fields = {
    company_id: String(scene.C.companyId),
    id: String(scene.toAll.id),
    acknowledgement: 'Done',
  };
  const { payload, contentType } = multipart(fields, file && { name: 'photo.jpg', content: file });
  return app.inject({
    method: 'POST',
    url: '/api/employee-message/acknowledge',
    headers: { authorization: `Bearer ${scene.C.south1.token}`, 'content-type': contentType },
    payload,
  });
}

const photoOf = (res: Awaited<ReturnType<typeof acknowledge>>, scene: Scene) =>
  (res.json().data.content as TMemoResponseBundle).memos.find((m) => m.id === scene.toAll.id)
    ?.employee_response.acknowledgement_data?.photo ?? null;

const storedPhotos = (companyId: number) => {
  const folder = path.join(dataDir, 'uploads', 'acknowledgements', String(companyId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

describe('acknowledgement photos are re-encoded', () => {
  it('drop EXIF (GPS) and fit inside 2048 px; the manager reads the re-encoded bytes', async () => {
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const scene = await buildInboxScene(app, db);
    const res = await acknowledge(scene, withGps);
    expect(res.statusCode).toBe(200);
    const photo = photoOf(res, scene);
    expect(photo?.file).toMatch(new RegExp(`^acknowledgements/${scene.C.companyId}/[0-9a-f-]+\\.webp$`));
    const served = await app.inject({
      method: 'GET',
      url: `/api/media/signature?company_id=${scene.C.companyId}&file_path=${encodeURIComponent(photo?.file ?? '')}`,
      headers: { authorization: `Bearer ${scene.C.adminToken}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2048, 1024]);
    expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    expect(photo?.size).toBe(served.rawPayload.length);
  });

  it('refuse an image declaring huge dimensions or not decoding (422) and store nothing', async () => {
    const scene = await buildInboxScene(app, db);
    const huge = await acknowledge(scene, hugePng());
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ file: [MEMO_TEXT.photoUnreadable] });
    const cut = await acknowledge(scene, withGps.subarray(0, 200));
    expect(cut.json().errors).toEqual({ file: [MEMO_TEXT.photoUnreadable] });
    expect(storedPhotos(scene.C.companyId)).toEqual([]);
  });
});

describe('acknowledging again', () => {
  it('removes the previous photo once the new one is saved, and when the row names none', async () => {
    const scene = await buildInboxScene(app, db);
    const first = photoOf(await acknowledge(scene, small), scene);
    expect(storedPhotos(scene.C.companyId)).toEqual([path.basename(first?.file ?? '')]);
    const second = photoOf(await acknowledge(scene, withGps), scene);
    expect(second?.file).not.toBe(first?.file);
    expect(storedPhotos(scene.C.companyId)).toEqual([path.basename(second?.file ?? '')]);
    // Acknowledging without a photo clears it from the row (as before): its file goes too.
    const noPhoto = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-message/acknowledge', {
      token: scene.C.south1.token,
      body: { company_id: scene.C.companyId, id: scene.toAll.id, acknowledgement: 'Again' },
    });
    expect(noPhoto.status).toBe(200);
    expect(storedPhotos(scene.C.companyId)).toEqual([]);
  });
});

describe('the per-employee photo limit', () => {
  it(`answers 429 past ${PHOTOS_PER_HOUR} photos in an hour; a note without a photo still goes`, async () => {
    const scene = await buildInboxScene(app, db);
    for (let i = 0; i < PHOTOS_PER_HOUR; i++) expect((await acknowledge(scene, small)).statusCode).toBe(200);
    const over = await acknowledge(scene, small);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MEMO_TEXT.tooManyPhotos);
    expect(over.headers['retry-after']).toBeDefined();
    expect(storedPhotos(scene.C.companyId)).toHaveLength(1);
    expect((await acknowledge(scene)).statusCode).toBe(200);
    // Another employee has their own allowance.
    const other = await acknowledge({ ...scene, C: { ...scene.C, south1: scene.C.north1 } }, small);
    expect(other.statusCode).toBe(200);
  });
});
