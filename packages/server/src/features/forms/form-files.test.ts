import type { TFormResponse } from '@teamline/shared';
import { FORM_TEXT } from '@teamline/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formCalls, newForm } from '../../../test/forms.js';
import { buildTestApp } from '../../../test/harness.js';
import { fetchMedia } from '../../../test/media.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany } from '../../../test/memos.js';

const { app, db, deps } = await buildTestApp();
const C = await buildMemoCompany(db);
const F = formCalls(app, C.companyId);
const S = await mediaSamples();

describe('forms/uploadFile', () => {
  it('re-encodes a photo as WebP without metadata, and serves it to its author and management only', async () => {
    const form = await newForm(app, C.companyId, C.adminToken, { location_ids: [C.north.id] });
    const withGps = await sharp(S.jpg)
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif' } } })
      .jpeg()
      .toBuffer();
    const up = await F.upload(C.north1.token, form.id, { name: '../../etc/photo.jpg', content: withGps });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const file = up.body.data.content;
    expect(file.mime).toBe('image/webp');
    expect(file.type_category).toBe('image');
    expect(file.original_filename).toBe('photo.jpg');
    expect(file.form_response_id).toBeNull();
    const stored = await db
      .selectFrom('form_response_files')
      .select('storage_key')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(stored.storage_key).toMatch(
      new RegExp(`^form-files/${C.companyId}/${form.id}/[0-9a-f-]{36}\\.webp$`),
    );
    const own = await fetchMedia(app, file.url, { token: C.north1.token });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    expect(own.body.includes(Buffer.from('secret-exif'))).toBe(false);
    expect((await sharp(own.body).metadata()).format).toBe('webp');
    expect((await fetchMedia(app, file.url, { token: C.manager.token })).status).toBe(200);
    expect((await fetchMedia(app, file.thumb_url as string, { token: C.adminToken })).status).toBe(200);
    expect((await fetchMedia(app, file.url, { token: C.north2.token })).status).toBe(404);

    // The response names it: it is tied to the response and comes back with it.
    const res = await F.post<TFormResponse>('createResponse', C.north1.token, {
      form_id: form.id,
      response: { what: 'Broken glass', photos: [file.id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content.files.map((f) => f.id)).toEqual([file.id]);
    // Nobody else may name it: not another employee, not in a second response.
    const stolen = await F.post('createResponse', C.north2.token, {
      form_id: form.id,
      response: { what: 'x', photos: [file.id] },
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({ 'response.photos': [FORM_TEXT.unknownFile] });
    const twice = await F.post('createResponse', C.north1.token, {
      form_id: form.id,
      response: { what: 'x', photos: [file.id] },
    });
    expect(twice.status).toBe(422);

    // An edit that keeps it keeps it.
    const kept = await F.put<TFormResponse>('updateResponse', C.north1.token, {
      id: res.body.data.content.id,
      response: { what: 'Broken glass, swept', photos: [file.id] },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.content.files.map((f) => f.id)).toEqual([file.id]);

    // Dropped by an edit, the file is gone from the table and from storage.
    const edited = await F.put<TFormResponse>('updateResponse', C.north1.token, {
      id: res.body.data.content.id,
      response: { what: 'Broken glass' },
    });
    expect(edited.body.data.content.files).toEqual([]);
    expect(await deps.storage.get(stored.storage_key)).toBeNull();
    expect((await fetchMedia(app, file.url, { token: C.adminToken })).status).toBe(404);
  });

  it('keeps a PDF as sent and a signature as an image; refuses other bytes, an empty file, a closed or untargeted form', async () => {
    const form = await newForm(app, C.companyId, C.adminToken, { location_ids: [C.north.id] });
    const pdf = await F.upload(C.north1.token, form.id, { name: 'report.pdf', content: S.pdf });
    expect(pdf.status).toBe(200);
    expect(pdf.body.data.content.mime).toBe('application/pdf');
    const served = await fetchMedia(app, pdf.body.data.content.url, { token: C.north1.token });
    expect(served.body.equals(S.pdf)).toBe(true);
    const sign = await F.upload(C.north1.token, form.id, { name: 'signature.png', content: S.png });
    const ok = await F.post<TFormResponse>('createResponse', C.north1.token, {
      form_id: form.id,
      response: { what: 'x', photos: [pdf.body.data.content.id], sign: sign.body.data.content.id },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.content.response.sign).toEqual([sign.body.data.content.id]);

    const html = await F.upload(C.north1.token, form.id, {
      name: 'x.png',
      content: Buffer.from('<html><script>1</script>'),
    });
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ file: [FORM_TEXT.fileType] });
    const mp3 = await F.upload(C.north1.token, form.id, { name: 'a.mp3', content: S.mp3 });
    expect(mp3.status).toBe(422);
    expect(
      (await F.upload(C.north1.token, form.id, { name: 'e.png', content: Buffer.alloc(0) })).status,
    ).toBe(422);
    expect((await F.upload(C.south1.token, form.id, { name: 'p.png', content: S.png })).status).toBe(404);
    await F.put('close', C.adminToken, { id: form.id });
    expect((await F.upload(C.north1.token, form.id, { name: 'p.png', content: S.png })).status).toBe(422);
  });

  it('answers malformed multipart with 4xx, never 500', async () => {
    const form = await newForm(app, C.companyId, C.adminToken, { location_ids: [C.north.id] });
    const cut = await app.inject({
      method: 'POST',
      url: '/api/forms/uploadFile',
      payload: `--b\r\nContent-Disposition: form-data; name="company_id"\r\n\r\n${C.companyId}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
      headers: {
        'content-type': 'multipart/form-data; boundary=b',
        authorization: `Bearer ${C.north1.token}`,
      },
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/api/forms/uploadFile',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${C.north1.token}` },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const noId = await formCalls(app, C.companyId).upload(C.north1.token, 0, {
      name: 'p.png',
      content: S.png,
    });
    expect(noId.status).toBe(422);
    expect(form.id).toBeGreaterThan(0);
  });
});
