import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_TEXT, type TMemo, type TMemoMedia } from '@teamline/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { attach, fetchMedia, insertCelebration } from '../../../test/media.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany, newMemo, QUESTIONS } from '../../../test/memos.js';

const MAX = 300_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-media-'));
const { app, db } = await buildTestApp({ DATA_DIR: dataDir, MEDIA_MAX_BYTES: String(MAX) });
const C = await buildMemoCompany(db);
const base = { company_id: C.companyId };
const samples = await mediaSamples();
const hour = 3600_000;

const adminEmployee = await db
  .selectFrom('employees')
  .select(['id', 'name'])
  .where('user_id', '=', C.admin.id)
  .where('company_id', '=', C.companyId)
  .executeTakeFirstOrThrow();

// Each test attaches to memos of its own (tests run in any order).
const newDraft = (title = 'Draft with files') => newMemo(app, C.adminToken, 'message', { ...base, title });
const newSurvey = () =>
  newMemo(app, C.adminToken, 'survey', { ...base, title: 'Survey', options: QUESTIONS });
const newScheduled = () =>
  newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Later',
    location_ids: [C.north.id],
    start_at: new Date(Date.now() + 24 * hour).toISOString(),
    publish: true,
  });
const newPublished = () =>
  newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Out now',
    location_ids: [C.north.id],
    publish: true,
  });
const newCelebrationRow = () => insertCelebration(db, C.companyId, adminEmployee.id);

const admin = (memoId: number, file?: { name: string; content: Buffer }, p?: string) =>
  attach(app, { token: C.adminToken, companyId: C.companyId, memoId, file, path: p });
const stored = (m: TMemoMedia) => {
  const key = new URL(m.url, 'http://x').searchParams.get('file_path') ?? '';
  return path.join(dataDir, 'uploads', key);
};

describe('attach (message/media, company/survey/media, company/celebration/media)', () => {
  it('401 without a token; 403 for an employee; 404 for a manager who did not write the memo', async () => {
    const draft = await newDraft();
    const file = { name: 'a.png', content: samples.png };
    expect((await attach(app, { token: '', companyId: C.companyId, memoId: draft.id, file })).status).toBe(
      401,
    );
    const employee = await attach(app, {
      token: C.north1.token,
      companyId: C.companyId,
      memoId: draft.id,
      file,
    });
    expect(employee.status).toBe(403);
    const manager = await attach(app, {
      token: C.manager.token,
      companyId: C.companyId,
      memoId: draft.id,
      file,
    });
    expect(manager.status).toBe(404);
  });

  it('attaches images and video to a message: kind by the bytes, a WebP thumbnail for images', async () => {
    const draft = await newDraft();
    const kinds = ['jpg', 'png', 'webp', 'gif', 'mp4', 'mov', 'webm'] as const;
    let memo: TMemo | undefined;
    for (const k of kinds) {
      const res = await admin(draft.id, { name: `clip-${k}.${k}`, content: samples[k] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      memo = res.body.data.content;
    }
    const media = memo?.media ?? [];
    expect(media.map((m) => [m.type, m.type_category, m.mime])).toEqual([
      ['jpg', 'image', 'image/jpeg'],
      ['png', 'image', 'image/png'],
      ['webp', 'image', 'image/webp'],
      ['gif', 'image', 'image/gif'],
      ['mp4', 'video', 'video/mp4'],
      ['mov', 'video', 'video/quicktime'],
      ['webm', 'video', 'video/webm'],
    ]);
    const jpg = media[0] as TMemoMedia;
    expect(jpg).toMatchObject({
      name: 'clip-jpg',
      original_filename: 'clip-jpg.jpg',
      size: samples.jpg.length,
      creator: { id: adminEmployee.id, name: adminEmployee.name },
    });
    expect(jpg.url).toMatch(
      new RegExp(`^/api/media/signature\\?company_id=${C.companyId}&file_path=memo-media%2F`),
    );
    expect(media.slice(0, 4).every((m) => m.thumb_url !== null)).toBe(true);
    expect(media.slice(4).every((m) => m.thumb_url === null)).toBe(true);
    expect(fs.readFileSync(stored(jpg)).equals(samples.jpg)).toBe(true);

    // The thumbnail: WebP at most 480 px wide, never enlarged.
    const thumb = await fetchMedia(app, jpg.thumb_url ?? '', { token: C.adminToken });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.body).metadata()).width).toBe(480);
    const small = await fetchMedia(app, media[1]?.thumb_url ?? '', { token: C.adminToken });
    expect((await sharp(small.body).metadata()).width).toBe(300);
  });

  it('attaches audio and a PDF to a survey; a name may be given', async () => {
    const survey = await newSurvey();
    let memo: TMemo | undefined;
    for (const k of ['m4a', 'ogg', 'wav', 'mp3', 'pdf'] as const) {
      const res = await admin(survey.id, { name: `sound.${k}`, content: samples[k] }, 'company/survey/media');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      memo = res.body.data.content;
    }
    expect(memo?.media.map((m) => `${m.type_category}:${m.mime}`)).toEqual([
      'audio:audio/mp4',
      'audio:audio/ogg',
      'audio:audio/wav',
      'audio:audio/mpeg',
      'document:application/pdf',
    ]);
    const named = await attach(app, {
      token: C.adminToken,
      companyId: C.companyId,
      memoId: survey.id,
      path: 'company/survey/media',
      file: { name: 'C:\\Users\\me\\Menu (final).pdf', content: samples.pdf },
      name: 'Spring menu',
    });
    expect(named.body.data.content.media.at(-1)).toMatchObject({
      name: 'Spring menu',
      original_filename: 'Menu (final).pdf',
    });
  });

  it('works on scheduled and published memos and on celebrations; the path must match the kind', async () => {
    const [draft, survey, scheduled, published, celebration] = await Promise.all([
      newDraft(),
      newSurvey(),
      newScheduled(),
      newPublished(),
      newCelebrationRow(),
    ]);
    const file = { name: 'p.png', content: samples.png };
    expect((await admin(scheduled.id, file)).status).toBe(200);
    expect((await admin(published.id, file)).status).toBe(200);
    const celeb = await admin(celebration.id, file, 'company/celebration/media');
    expect(celeb.status).toBe(200);
    expect(celeb.body.data.content).toMatchObject({ id: celebration.id, kind: 'celebration' });
    expect(celeb.body.data.content.media).toHaveLength(1);
    expect((await admin(survey.id, file)).status).toBe(404);
    expect((await admin(draft.id, file, 'company/survey/media')).status).toBe(404);
    expect((await admin(draft.id, file, 'company/celebration/media')).status).toBe(404);
  });

  it('checks the file by its bytes: a lying name answers 422, as does a missing file', async () => {
    const [draft, published] = await Promise.all([newDraft(), newPublished()]);
    const before = await db.selectFrom('memo_media').select('id').execute();
    for (const file of [
      { name: 'photo.png', content: Buffer.from('<script>alert(1)</script>') },
      { name: 'report.pdf', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, ...Buffer.alloc(64)]) },
      { name: 'clip.mp4', content: await sharp(samples.png).tiff().toBuffer() },
    ]) {
      const res = await admin(draft.id, file);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: [MEDIA_TEXT.fileType] });
    }
    const missing = await admin(published.id);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ file: [MEDIA_TEXT.fileRequired] });
    const noMemo = await call(app, 'POST', '/api/message/media', { token: C.adminToken, body: base });
    expect(noMemo.status).toBe(422);
    expect(Object.keys(noMemo.body.errors ?? {})).toEqual(['memo_id']);
    expect(await db.selectFrom('memo_media').select('id').execute()).toEqual(before);
  });

  it('answers 413 over MEDIA_MAX_BYTES and stores nothing', async () => {
    const published = await newPublished();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(MAX)]);
    // The company's files (none yet when this test runs first).
    const folder = path.join(dataDir, 'uploads', 'memo-media', String(C.companyId));
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }) : []);
    const before = files();
    const res = await admin(published.id, { name: 'big.pdf', content: big });
    expect(res.status).toBe(413);
    expect(res.body.errors?.file?.[0]).toContain(MEDIA_TEXT.fileTooLarge);
    expect(files()).toEqual(before);
  });

  it('takes at most 10 files per memo (422), counting only attached ones', async () => {
    const memo = await newMemo(app, C.adminToken, 'message', { ...base, title: 'Ten' });
    const file = { name: 'p.png', content: samples.png };
    let last: TMemo | undefined;
    for (let i = 0; i < 10; i++) {
      const res = await admin(memo.id, file);
      expect(res.status).toBe(200);
      last = res.body.data.content;
    }
    const eleventh = await admin(memo.id, file);
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.errors).toEqual({ file: [MEDIA_TEXT.tooMany] });
    const first = last?.media[0] as TMemoMedia;
    const detached = await call<TMemo>(app, 'POST', '/api/message/media/detach', {
      token: C.adminToken,
      body: { ...base, memo_id: memo.id, media_id: first.id },
    });
    expect(detached.body.data.content.media).toHaveLength(9);
    expect((await admin(memo.id, file)).status).toBe(200);
  });
});

describe('detach', () => {
  it('removes the file from the memo and from storage; again, or from another memo, answers 422', async () => {
    const [memo, published] = await Promise.all([newDraft('Detach me'), newPublished()]);
    const attached = await admin(memo.id, { name: 'p.jpg', content: samples.jpg });
    const media = attached.body.data.content.media[0] as TMemoMedia;
    const thumbFile = path.join(
      dataDir,
      'uploads',
      new URL(media.thumb_url ?? '', 'http://x').searchParams.get('file_path') ?? '',
    );
    expect(fs.existsSync(thumbFile)).toBe(true);
    const body = { ...base, memo_id: published.id, media_id: media.id };
    const wrongMemo = await call(app, 'POST', '/api/message/media/detach', { token: C.adminToken, body });
    expect(wrongMemo.status).toBe(422);
    expect(wrongMemo.body.errors).toEqual({ media_id: [MEDIA_TEXT.notAttached] });

    const res = await call<TMemo>(app, 'POST', '/api/message/media/detach', {
      token: C.adminToken,
      body: { ...base, memo_id: memo.id, media_id: media.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({ id: memo.id, media: [] });
    expect(fs.existsSync(stored(media))).toBe(false);
    expect(fs.existsSync(thumbFile)).toBe(false);
    expect((await fetchMedia(app, media.url, { token: C.adminToken })).status).toBe(404);
    const again = await call(app, 'POST', '/api/message/media/detach', {
      token: C.adminToken,
      body: { ...base, memo_id: memo.id, media_id: media.id },
    });
    expect(again.status).toBe(422);
    const row = await db.selectFrom('memo_media').selectAll().where('id', '=', media.id).executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
  });

  it('detaches from surveys and celebrations by their paths; 403 for an employee', async () => {
    const [survey, celebration] = await Promise.all([newSurvey(), newCelebrationRow()]);
    const attached = await admin(
      celebration.id,
      { name: 'p.png', content: samples.png },
      'company/celebration/media',
    );
    expect(attached.status).toBe(200);
    const s = await admin(survey.id, { name: 'x.pdf', content: samples.pdf }, 'company/survey/media');
    const sm = s.body.data.content.media.at(-1) as TMemoMedia;
    const employee = await call(app, 'POST', '/api/company/survey/media/detach', {
      token: C.north1.token,
      body: { ...base, memo_id: survey.id, media_id: sm.id },
    });
    expect(employee.status).toBe(403);
    const res = await call<TMemo>(app, 'POST', '/api/company/survey/media/detach', {
      token: C.adminToken,
      body: { ...base, memo_id: survey.id, media_id: sm.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.media.map((m) => m.id)).not.toContain(sm.id);

    const c = await db
      .selectFrom('memo_media')
      .select('id')
      .where('memo_id', '=', celebration.id)
      .executeTakeFirstOrThrow();
    const celeb = await call<TMemo>(app, 'POST', '/api/company/celebration/media/detach', {
      token: C.adminToken,
      body: { ...base, memo_id: celebration.id, media_id: c.id },
    });
    expect(celeb.status).toBe(200);
    expect(celeb.body.data.content.media).toEqual([]);
  });
});

describe('the memo calls carry the media', () => {
  it('memos/get, the sent lists and company/message answer the attached files', async () => {
    const [draft, published] = await Promise.all([newDraft(), newPublished()]);
    for (const k of ['jpg', 'png', 'pdf'] as const)
      expect((await admin(draft.id, { name: `f.${k}`, content: samples[k] })).status).toBe(200);
    expect((await admin(published.id, { name: 'p.png', content: samples.png })).status).toBe(200);
    const detail = await call<TMemo>(app, 'GET', '/api/memos/get', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(draft.id) },
    });
    expect(detail.body.data.content.media).toHaveLength(3);
    const list = await call<{ memos: TMemo[] }>(app, 'POST', '/api/memos/list', {
      token: C.adminToken,
      body: { ...base, per_page: 100 },
    });
    const byId = new Map(list.body.data.content.memos.map((m) => [m.id, m.media.length]));
    expect(byId.get(draft.id)).toBe(3);
    expect(byId.get(published.id)).toBe(1);
  });
});
