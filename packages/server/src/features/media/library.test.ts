import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TMediaFile, TMediaFileAnswer, TMediaViewersPage, TMemo } from '@teamline/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { createLibraryFile, listLibrary, newLibraryFile } from '../../../test/library.js';
import { fetchMedia } from '../../../test/media.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { multipart, upload } from '../../../test/uploads.js';

const MAX = 400_000;
const IMAGE_MAX = 150_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-library-'));
const { app, db } = await buildTestApp({
  DATA_DIR: dataDir,
  MEDIA_LIBRARY_MAX_BYTES: String(MAX),
  MEDIA_LIBRARY_IMAGE_MAX_BYTES: String(IMAGE_MAX),
});
const C = await buildMemoCompany(db);
const samples = await mediaSamples();
const company = { companyId: C.companyId };
const keyOf = (url: string) => new URL(url, 'http://x').searchParams.get('file_path') ?? '';
const onDisk = (url: string) => path.join(dataDir, 'uploads', keyOf(url));

/** A file of the admin's targeted to North and viewable. */
const northFile = (name: string, file = { name: 'photo.png', content: samples.png }) =>
  newLibraryFile(app, {
    token: C.adminToken,
    ...company,
    file,
    fields: { name, location_ids: String(C.north.id), viewable: 'yes' },
  });

describe('media/create', () => {
  it('stores an image re-encoded with its medium and thumbnail WebP, under the company', async () => {
    const exif = await sharp(samples.jpg)
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .jpeg()
      .toBuffer();
    const media = await newLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: '../../etc/passwd.jpg', content: exif },
      fields: { title: 'Menu', content: 'The new menu', audience_ids: `[${C.cooks.id}]` },
    });
    expect(media).toMatchObject({
      name: 'passwd',
      original_filename: 'passwd.jpg',
      title: 'Menu',
      content: 'The new menu',
      type: 'jpg',
      type_category: 'image',
      mime: 'image/jpeg',
      mode: 'segments',
      audience_ids: [C.cooks.id],
      audiences: [{ id: C.cooks.id, name: 'Cooks' }],
      marked_viewable_at: null,
      view_count: 0,
      viewed_at: null,
    });
    for (const url of [media.filepath, media.filepath_min, media.filepath_thumb] as string[])
      expect(keyOf(url).startsWith(`media/${C.companyId}/`)).toBe(true);
    expect(media.filename).toBe(keyOf(media.filepath).split('/').pop());
    const stored = fs.readFileSync(onDisk(media.filepath));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const thumb = await sharp(fs.readFileSync(onDisk(media.filepath_thumb as string))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 480 });
    const min = await sharp(fs.readFileSync(onDisk(media.filepath_min as string))).metadata();
    expect(min).toMatchObject({ format: 'webp', width: 1200 });
  });

  it('a PDF: stored as it is, its first page drawn as medium and thumbnail WebP under the company', async () => {
    const media = await newLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'sheet.pdf', content: samples.pagePdf },
    });
    expect(media).toMatchObject({ type: 'pdf', type_category: 'document', mime: 'application/pdf' });
    expect(fs.readFileSync(onDisk(media.filepath)).equals(samples.pagePdf)).toBe(true);
    for (const url of [media.filepath_min, media.filepath_thumb] as string[])
      expect(keyOf(url).startsWith(`media/${C.companyId}/`)).toBe(true);
    expect(media.filename_thumb).toBe(
      keyOf(media.filepath_thumb as string)
        .split('/')
        .pop(),
    );
    const thumb = fs.readFileSync(onDisk(media.filepath_thumb as string));
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 621 });
    const min = await sharp(fs.readFileSync(onDisk(media.filepath_min as string))).metadata();
    expect(min).toMatchObject({ format: 'webp', height: 1280 });
    // the page is drawn: white paper with the blue band of the sample (88-141 px down), not a blank
    const { dominant } = await sharp(thumb).stats();
    expect(dominant).toMatchObject({ r: 248, g: 248, b: 248 });
    const band = await sharp(thumb).extract({ left: 100, top: 110, width: 1, height: 1 }).raw().toBuffer();
    expect([...band.subarray(0, 3)].map((c) => Math.round(c / 16))).toEqual([3, 6, 13]);
  });

  it('streams video, audio and a PDF that does not draw as they are (a type icon: no thumbnail)', async () => {
    for (const [name, content, category] of [
      ['clip.mp4', samples.mp4, 'video'],
      ['song.mp3', samples.mp3, 'audio'],
      ['guide.pdf', samples.pdf, 'document'],
      ['cut.pdf', samples.pagePdf.subarray(0, 200), 'document'],
    ] as const) {
      const media = await newLibraryFile(app, { token: C.adminToken, ...company, file: { name, content } });
      expect(media.type_category).toBe(category);
      expect(media.filepath_thumb).toBeNull();
      expect(media.filepath_min).toBeNull();
      expect(fs.readFileSync(onDisk(media.filepath)).equals(content)).toBe(true);
    }
  });

  it('answers 422 for a kind it does not take, a missing file, an unreadable form; 413 over the limits', async () => {
    const text = await createLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'notes.pdf', content: Buffer.from('just some text, not a PDF') },
    });
    expect(text.status).toBe(422);
    expect(text.body.errors?.file).toBeDefined();
    const none = await createLibraryFile(app, { token: C.adminToken, ...company });
    expect(none.status).toBe(422);
    const big = await createLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'big.pdf', content: Buffer.concat([samples.pdf, Buffer.alloc(MAX + 10)]) },
    });
    expect(big.status).toBe(413);
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 300 * 300 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 300, height: 300, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(IMAGE_MAX);
    const bigImage = await createLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'noise.png', content: noisy },
    });
    expect(bigImage.status).toBe(413);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/media/create',
      headers: { authorization: `Bearer ${C.adminToken}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
    });
    expect(broken.statusCode).toBe(422);
    const truncatedImage = await createLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'cut.png', content: samples.png.subarray(0, 80) },
    });
    expect(truncatedImage.status).toBe(422);
    // Nothing of the refused uploads is left behind.
    expect(fs.readdirSync(path.join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('403 for an employee; 404 in another company; 422 for a manager targeting outside their reach', async () => {
    const file = { name: 'a.png', content: samples.png };
    expect((await createLibraryFile(app, { token: C.north1.token, ...company, file })).status).toBe(403);
    const other = await buildMemoCompany(db);
    expect(
      (await createLibraryFile(app, { token: C.adminToken, companyId: other.companyId, file })).status,
    ).toBe(404);
    const outside = await createLibraryFile(app, {
      token: C.manager.token,
      ...company,
      file,
      fields: { location_ids: String(C.south.id) },
    });
    expect(outside.status).toBe(422);
    const foreign = await createLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file,
      fields: { location_ids: String(other.north.id) },
    });
    expect(foreign.status).toBe(404);
  });

  it('an Idempotency-Key repeated answers the first file, stored once', async () => {
    const headers = { 'idempotency-key': 'library-create-once-0001' };
    const file = { name: 'once.png', content: samples.png };
    const first = await createLibraryFile(app, { token: C.adminToken, ...company, file, headers });
    const again = await createLibraryFile(app, { token: C.adminToken, ...company, file, headers });
    expect(again.status).toBe(200);
    expect(again.body.data.content.media.id).toBe(first.body.data.content.media.id);
  });
});

describe('media/list and the Files of an employee', () => {
  it('management sees every file, newest first; an employee the viewable files targeted to them', async () => {
    const other = await buildMemoCompany(db);
    const seen = await northFile('North menu');
    const hidden = await newLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'draft.png', content: samples.png },
      fields: { location_ids: String(C.north.id) },
    });
    const byAudience = await newLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'cooks.pdf', content: samples.pdf },
      fields: { audience_ids: String(C.cooks.id), viewable: 'true' },
    });
    const person = await newLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'personal.pdf', content: samples.pdf },
      fields: { recipient_ids: String(C.south1.employee.id), viewable: '1' },
    });
    const admin = await listLibrary(app, C.adminToken, { company_id: C.companyId, per_page: 100 });
    expect(admin.status).toBe(200);
    const ids = admin.body.data.content.media.map((m) => m.id);
    expect(ids.slice(0, 4)).toEqual([person.id, byAudience.id, hidden.id, seen.id]);
    const north1 = await listLibrary(app, C.north1.token, { company_id: C.companyId, per_page: 100 });
    const northIds = north1.body.data.content.media.map((m) => m.id);
    expect(northIds).toContain(seen.id);
    expect(northIds).not.toContain(hidden.id);
    expect(northIds).not.toContain(byAudience.id);
    expect(north1.body.data.content.media.every((m) => m.view_count === null)).toBe(true);
    expect(north1.body.data.content.total).toBe(northIds.length);
    const south1 = await listLibrary(app, C.south1.token, { company_id: C.companyId, per_page: 100 });
    const southIds = south1.body.data.content.media.map((m) => m.id);
    expect(southIds).toEqual(expect.arrayContaining([byAudience.id, person.id]));
    expect(southIds).not.toContain(seen.id);
    expect(south1.body.data.content.total).toBe(southIds.length);
    // Another company's member reads none of them.
    expect((await listLibrary(app, other.adminToken, { company_id: C.companyId })).status).toBe(404);
    const theirs = await listLibrary(app, other.adminToken, { company_id: other.companyId });
    expect(theirs.body.data.content.media).toEqual([]);
  });

  it('pages, searches, sorts and filters (audiences, locations, type_category)', async () => {
    const c = await buildMemoCompany(db);
    const make = (
      name: string,
      file: { name: string; content: Buffer },
      fields: Record<string, string> = {},
    ) =>
      newLibraryFile(app, { token: c.adminToken, companyId: c.companyId, file, fields: { name, ...fields } });
    const a = await make(
      'Alpha safety',
      { name: 'a.pdf', content: samples.pdf },
      { location_ids: String(c.north.id) },
    );
    const b = await make(
      'Bravo menu',
      { name: 'b.png', content: samples.png },
      { audience_ids: String(c.cooks.id) },
    );
    const d = await make(
      'Delta clip',
      { name: 'd.mp4', content: samples.mp4 },
      { location_ids: String(c.south.id) },
    );
    const list = (body: Record<string, unknown>) =>
      listLibrary(app, c.adminToken, { company_id: c.companyId, ...body }).then((r) => {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body.data.content;
      });
    const page = await list({ per_page: 2 });
    expect(page).toMatchObject({
      current_page: 1,
      total_pages: 2,
      total: 3,
      sort_by: 'created_at',
      sort_direction: 'desc',
    });
    expect(page.media.map((m) => m.id)).toEqual([d.id, b.id]);
    expect((await list({ per_page: 2, page: 2 })).media.map((m) => m.id)).toEqual([a.id]);
    expect((await list({ terms: 'MENU' })).media.map((m) => m.id)).toEqual([b.id]);
    expect((await list({ terms: '%' })).media).toEqual([]);
    expect((await list({ sort_by: 'name', sort_direction: 'asc' })).media.map((m) => m.id)).toEqual([
      a.id,
      b.id,
      d.id,
    ]);
    const byLocation = await list({ filters: { locations: [c.north.id, c.south.id] } });
    expect(byLocation.media.map((m) => m.id)).toEqual([d.id, a.id]);
    expect(byLocation.filters).toEqual({
      audiences: [],
      locations: [c.north.id, c.south.id],
      type_category: [],
    });
    expect((await list({ filters: { audiences: [c.cooks.id] } })).media.map((m) => m.id)).toEqual([b.id]);
    expect(
      (await list({ filters: { type_category: ['video', 'document'] } })).media.map((m) => m.id),
    ).toEqual([d.id, a.id]);
    const bad = await listLibrary(app, c.adminToken, { company_id: c.companyId, sort_by: 'filepath' });
    expect(bad.status).toBe(422);
    // company/media: the picker of memo compose, by type.
    const picker = await call<{ media: TMediaFile[] }>(app, 'GET', '/api/company/media', {
      token: c.adminToken,
      query: { company_id: String(c.companyId), type_category: 'image' },
    });
    expect(picker.status).toBe(200);
    expect(picker.body.data.content.media.map((m) => m.id)).toEqual([b.id]);
    const employee = await call(app, 'GET', '/api/company/media', {
      token: c.north1.token,
      query: { company_id: String(c.companyId) },
    });
    expect(employee.status).toBe(403);
  });
});

describe('reading a file: media/get, media/signature, views', () => {
  it('serves a targeted viewable file to its employee (private cache, ranges) and records one view; 404 elsewhere', async () => {
    const media = await northFile('Safety sheet', { name: 'sheet.pdf', content: samples.pdf });
    const get = (token: string) =>
      call<TMediaFileAnswer>(app, 'GET', '/api/media/get', {
        token,
        query: { company_id: String(C.companyId), id: String(media.id) },
      });
    expect((await get(C.north1.token)).status).toBe(200);
    expect((await get(C.south1.token)).status).toBe(404);
    const south = await fetchMedia(app, media.filepath, { token: C.south1.token });
    expect(south.status).toBe(404);
    const res = await fetchMedia(app, media.filepath, { token: C.north1.token });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.equals(samples.pdf)).toBe(true);
    const range = await fetchMedia(app, media.filepath, {
      token: C.north1.token,
      headers: { range: 'bytes=0-3' },
    });
    expect(range.status).toBe(206);
    expect(range.body.toString('latin1')).toBe('%PDF');
    // Opened twice and viewed explicitly once more: one view.
    const view = await call<TMediaFileAnswer>(app, 'POST', '/api/media/view', {
      token: C.north1.token,
      body: { company_id: C.companyId, id: media.id },
    });
    expect(view.status).toBe(200);
    expect(view.body.data.content.media.viewed_at).not.toBeNull();
    expect(
      (
        await call(app, 'POST', '/api/media/view', {
          token: C.south1.token,
          body: { company_id: C.companyId, id: media.id },
        })
      ).status,
    ).toBe(404);
    const viewers = await call<TMediaViewersPage>(app, 'GET', '/api/media/viewers', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(media.id) },
    });
    expect(viewers.status).toBe(200);
    expect(viewers.body.data.content.viewers.map((v) => v.employee.id)).toEqual([C.north1.employee.id]);
    expect((await get(C.adminToken)).body.data.content.media.view_count).toBe(1);
    const asEmployee = await call(app, 'GET', '/api/media/viewers', {
      token: C.north1.token,
      query: { company_id: String(C.companyId), id: String(media.id) },
    });
    expect(asEmployee.status).toBe(403);
  });

  it('an image: its thumbnail and medium served to its employee, not to others', async () => {
    const media = await northFile('Poster');
    for (const url of [media.filepath_thumb, media.filepath_min] as string[]) {
      const res = await fetchMedia(app, url, { token: C.north2.token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await fetchMedia(app, url, { token: C.south1.token })).status).toBe(404);
    }
  });
});

describe('media/update and media/delete', () => {
  it('changes name and targets, marks and unmarks viewable; 403 for an employee', async () => {
    const media = await newLibraryFile(app, {
      token: C.adminToken,
      ...company,
      file: { name: 'x.png', content: samples.png },
    });
    const update = (token: string, body: Record<string, unknown>) =>
      call<TMediaFileAnswer>(app, 'PUT', '/api/media/update', {
        token,
        body: { company_id: C.companyId, id: media.id, ...body },
      });
    const res = await update(C.adminToken, {
      name: 'Renamed',
      title: 'Shown title',
      recipient_ids: [C.north1.employee.id],
      viewable: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content.media).toMatchObject({
      name: 'Renamed',
      title: 'Shown title',
      recipient_ids: [C.north1.employee.id],
      location_ids: [],
    });
    const marked = res.body.data.content.media.marked_viewable_at;
    expect(marked).not.toBeNull();
    expect((await update(C.adminToken, { name: 'Again' })).body.data.content.media.marked_viewable_at).toBe(
      marked,
    );
    const list = await listLibrary(app, C.north1.token, { company_id: C.companyId, terms: 'again' });
    expect(list.body.data.content.media.map((m) => m.id)).toEqual([media.id]);
    expect(
      (await update(C.adminToken, { viewable: false })).body.data.content.media.marked_viewable_at,
    ).toBeNull();
    expect((await update(C.north1.token, { name: 'Mine' })).status).toBe(403);
  });

  it('deletes a file and its stored bytes; then it is 404 everywhere', async () => {
    const media = await northFile('Old poster');
    const del = (token: string) =>
      call(app, 'DELETE', '/api/media/delete', { token, body: { company_id: C.companyId, id: media.id } });
    expect((await del(C.north1.token)).status).toBe(403);
    expect((await del(C.adminToken)).status).toBe(200);
    expect(fs.existsSync(onDisk(media.filepath))).toBe(false);
    expect(fs.existsSync(onDisk(media.filepath_thumb as string))).toBe(false);
    expect((await del(C.adminToken)).status).toBe(404);
    expect((await fetchMedia(app, media.filepath, { token: C.adminToken })).status).toBe(404);
  });
});

describe('picking from the library: memos, templates, company/upload', () => {
  it('attaches a copy of a library file to a memo (media_id); deleting the library file leaves the memo its own', async () => {
    const media = await northFile('Shared poster');
    const memo = await newMemo(app, C.adminToken, 'message', {
      company_id: C.companyId,
      title: 'With a poster',
    });
    const res = await upload<TMemo>(app, '/api/message/media', {
      token: C.adminToken,
      fields: { company_id: String(C.companyId), memo_id: String(memo.id), media_id: String(media.id) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [attached] = res.body.data.content.media;
    expect(attached).toMatchObject({ name: 'Shared poster', type: 'png', type_category: 'image' });
    expect(keyOf(attached?.url ?? '')).toMatch(new RegExp(`^memo-media/${C.companyId}/${memo.id}/`));
    await call(app, 'DELETE', '/api/media/delete', {
      token: C.adminToken,
      body: { company_id: C.companyId, id: media.id },
    });
    const served = await fetchMedia(app, attached?.url ?? '', { token: C.adminToken });
    expect(served.status).toBe(200);
    // Another company's library file is not found.
    const other = await buildMemoCompany(db);
    const theirs = await newLibraryFile(app, {
      token: other.adminToken,
      companyId: other.companyId,
      file: { name: 'x.pdf', content: samples.pdf },
    });
    const foreign = await upload<TMemo>(app, '/api/message/media', {
      token: C.adminToken,
      fields: { company_id: String(C.companyId), memo_id: String(memo.id), media_id: String(theirs.id) },
    });
    expect(foreign.status).toBe(404);
  });

  it('attaches a library file to a template (media_id)', async () => {
    const media = await northFile('Template sheet', { name: 't.pdf', content: samples.pdf });
    const template = await call<{ id: number }>(app, 'POST', '/api/memo-templates/create', {
      token: C.adminToken,
      body: { company_id: C.companyId, kind: 'message', title: 'T' },
    });
    expect(template.status).toBe(200);
    const { payload, contentType } = multipart({
      company_id: String(C.companyId),
      id: String(template.body.data.content.id),
      media_id: String(media.id),
    });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/memo-templates/media',
      payload,
      headers: { authorization: `Bearer ${C.adminToken}`, 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.content.media).toMatchObject([{ name: 'Template sheet', type: 'pdf' }]);
  });

  it('company/upload puts a file in the library, and with a message_id attaches a copy', async () => {
    const memo = await newMemo(app, C.adminToken, 'message', {
      company_id: C.companyId,
      title: 'Uploaded to',
    });
    const res = await upload<TMediaFileAnswer>(app, '/api/company/upload', {
      token: C.adminToken,
      fields: { company_id: String(C.companyId), name: 'General', message_id: String(memo.id) },
      file: { name: 'g.pdf', content: samples.pdf },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content.media).toMatchObject({ name: 'General', marked_viewable_at: null });
    const got = await call<TMemo>(app, 'GET', '/api/memos/get', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(memo.id) },
    });
    expect(got.status).toBe(200);
    expect(got.body.data.content.media.map((m) => m.name)).toEqual(['General']);
    const employee = await upload(app, '/api/company/upload', {
      token: C.north1.token,
      fields: { company_id: String(C.companyId) },
      file: { name: 'g.pdf', content: samples.pdf },
    });
    expect(employee.status).toBe(403);
  });
});

describe('media/upload/signature', () => {
  it('a recipient of a memo uploads a signature image (WebP, management reads it); others 404', async () => {
    const memo = await newMemo(app, C.adminToken, 'message', {
      company_id: C.companyId,
      title: 'Sign this',
      location_ids: [C.north.id],
      publish: true,
    });
    const sign = (token: string, content: Buffer) =>
      upload<{ file_path: string; url: string }>(app, '/api/media/upload/signature', {
        token,
        fields: { company_id: String(C.companyId), memo_id: String(memo.id) },
        file: { name: 'sig.png', content },
      });
    const res = await sign(C.north1.token, samples.png);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content.file_path).toMatch(
      new RegExp(`^acknowledgements/${C.companyId}/.+\\.webp$`),
    );
    expect((await fetchMedia(app, res.body.data.content.url, { token: C.adminToken })).status).toBe(200);
    expect((await sign(C.south1.token, samples.png)).status).toBe(404);
    expect((await sign(C.north1.token, samples.pdf)).status).toBe(422);
  });
});
