import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEMO_TEXT, type TMemoDetail, type TMemoResponseBundle } from '@teamline/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildInboxScene } from '../../../test/memos.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-memos-'));
const { app, db } = await buildTestApp({ DATA_DIR: dataDir });

const PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
  .png()
  .toBuffer();

/** employee-message/acknowledge as the app sends a photo: multipart with the form's fields. */
async function acknowledgeWithPhoto(opts: {
  token: string;
  companyId: number;
  memoId: number;
  file: Buffer;
  name: string;
}) {
  const fd = new FormData();
  fd.append('company_id', String(opts.companyId));
  fd.append('id', String(opts.memoId));
  fd.append('acknowledgement', 'Photo attached');
  fd.append('file', new Blob([new Uint8Array(opts.file)]), opts.name);
  const req = new Request('http://x', { method: 'POST', body: fd });
  return app.inject({
    method: 'POST',
    url: '/api/employee-message/acknowledge',
    headers: {
      authorization: `Bearer ${opts.token}`,
      'content-type': req.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

/** The acknowledgement photos stored for a company. */
const storedPhotos = (companyId: number) => {
  const folder = path.join(dataDir, 'uploads', 'acknowledgements', String(companyId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

describe('app/employee-messages', () => {
  it('401 without a token; 404 for another company', async () => {
    const { C, base, inbox } = await buildInboxScene(app, db);
    expect((await call(app, 'POST', '/api/app/employee-messages', { body: base })).status).toBe(401);
    expect((await inbox(C.south1.token, { company_id: 999_999 })).status).toBe(404);
  });

  it('lists only the memos addressed to the caller, revealed, in their language, unread first', async () => {
    const { C, toAll, flaggable, survey, hidden, inbox } = await buildInboxScene(app, db);
    const res = await inbox(C.south1.token);
    expect(res.status).toBe(200);
    const { memos, unread_count, total } = res.body.data.content;
    expect([total, unread_count]).toEqual([3, 3]);
    expect(memos.map((m) => m.id).sort()).toEqual([toAll.id, flaggable.id, survey.id].sort());
    expect(memos.map((m) => m.id)).not.toContain(hidden.id);
    const welcome = memos.find((m) => m.id === toAll.id);
    expect(welcome).toMatchObject({
      title: 'Bienvenida',
      content: '<p>Hola</p>',
      locale_code: 'es',
      is_read: false,
    });
    expect(memos.find((m) => m.id === survey.id)?.options[0]?.question).toBe('¿Está claro el horario?');
    expect(memos.find((m) => m.id === flaggable.id)?.can_flag).toBe(true);
  });

  it('opening a memo marks it read; it then sorts after the unread', async () => {
    const { C, toAll, hidden, inbox } = await buildInboxScene(app, db);
    const opened = await inbox(C.south1.token, { memo_id: toAll.id });
    expect(opened.body.data.content.memos).toHaveLength(1);
    expect(opened.body.data.content.memos[0]?.is_read).toBe(true);
    expect(opened.body.data.content.unread_count).toBe(2);
    const list = await inbox(C.south1.token);
    expect(list.body.data.content.memos.at(-1)?.id).toBe(toAll.id);
    const page1 = await inbox(C.south1.token, { per_page: 2 });
    const page2 = await inbox(C.south1.token, { per_page: 2, page: 2 });
    expect(page1.body.data.content.memos.map((m) => m.is_read)).toEqual([false, false]);
    expect(page2.body.data.content.memos.map((m) => m.id)).toEqual([toAll.id]);
    expect(page2.body.data.content).toMatchObject({ current_page: 2, total_pages: 2, total: 3 });
    expect((await inbox(C.south1.token, { memo_id: hidden.id })).status).toBe(404);
  });
});

describe('acknowledge, flag, answer', () => {
  it('acknowledges with a note (JSON) and answers the memo response bundle', async () => {
    const { C, base, toAll } = await buildInboxScene(app, db);
    const res = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-message/acknowledge', {
      token: C.north1.token,
      body: { ...base, id: toAll.id, acknowledgement: 'Got it' },
    });
    expect(res.status).toBe(200);
    const b = res.body.data.content;
    expect(b.memo_count).toBe(b.memos.length);
    expect(b.memos.length).toBe(b.messages.length + b.surveys.length);
    expect(b.celebration_options).toMatchObject({ Congrats: 0 });
    const resp = b.memos.find((m) => m.id === toAll.id)?.employee_response;
    expect(resp).toMatchObject({
      acknowledgement: 'Got it',
      acknowledgement_data: { note: 'Got it', photo: null },
    });
    expect(resp?.acknowledged_at).not.toBeNull();
    expect(resp?.read_at).not.toBeNull();
  });

  it('acknowledges with a photo (multipart) stored under DATA_DIR; a non-image answers 422', async () => {
    const { C, toAll } = await buildInboxScene(app, db);
    const send = (file: Buffer, name: string) =>
      acknowledgeWithPhoto({ token: C.south1.token, companyId: C.companyId, memoId: toAll.id, file, name });
    const ok = await send(PNG, 'shelf.png');
    expect(ok.statusCode).toBe(200);
    const bundle = ok.json().data.content as TMemoResponseBundle;
    const photo = bundle.memos.find((m) => m.id === toAll.id)?.employee_response.acknowledgement_data?.photo;
    expect(photo).toMatchObject({ mime: 'image/webp' });
    expect(fs.existsSync(path.join(dataDir, 'uploads', photo?.file ?? 'missing'))).toBe(true);
    const bad = await send(Buffer.from('<script>'), 'x.png');
    expect(bad.statusCode).toBe(422);
    // Management reads the note and the photo on the memo's detail, and the photo's url serves it.
    const detail = await call<TMemoDetail>(app, 'GET', '/api/memos/get', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(toAll.id), per_page: '500' },
    });
    const row = detail.body.data.content.stats.recipients.find((r) => r.employee_id === C.south1.employee.id);
    expect(row?.acknowledgement_note).toBe('Photo attached');
    expect(row?.acknowledgement_photo_url).toMatch(/^\/api\/media\/signature\?company_id=\d+&file_path=/);
    const served = await app.inject({
      method: 'GET',
      url: row?.acknowledgement_photo_url ?? '/missing',
      headers: { authorization: `Bearer ${C.adminToken}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a refused acknowledgement stores no photo: a survey (422), a memo not shown to the caller (404)', async () => {
    const { C, survey, hidden } = await buildInboxScene(app, db);
    const row = (memoId: number) =>
      db
        .selectFrom('memo_responses')
        .selectAll()
        .where('memo_id', '=', memoId)
        .where('employee_id', '=', C.south1.employee.id)
        .executeTakeFirstOrThrow();
    const before = await row(survey.id);
    const asSurvey = await acknowledgeWithPhoto({
      token: C.south1.token,
      companyId: C.companyId,
      memoId: survey.id,
      file: PNG,
      name: 'shelf.png',
    });
    expect(asSurvey.statusCode).toBe(422);
    expect(asSurvey.json().errors).toEqual({ id: [MEMO_TEXT.answerTheSurvey] });
    expect(await row(survey.id)).toEqual(before);
    const notShown = await acknowledgeWithPhoto({
      token: C.south1.token,
      companyId: C.companyId,
      memoId: hidden.id,
      file: PNG,
      name: 'shelf.png',
    });
    expect(notShown.statusCode).toBe(404);
    expect(storedPhotos(C.companyId)).toEqual([]);
  });

  it('flags only a flaggable message, removes the flag; survey answers are checked', async () => {
    const { C, base, toAll, flaggable, survey } = await buildInboxScene(app, db);
    const notFlaggable = await call(app, 'POST', '/api/employee-message/flag', {
      token: C.south1.token,
      body: { ...base, id: toAll.id },
    });
    expect(notFlaggable.status).toBe(422);
    const flagged = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-message/flag', {
      token: C.south1.token,
      body: { ...base, id: flaggable.id, note: 'Wrong shift', is_urgent: true },
    });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.content.flagged_memos.map((m) => m.id)).toEqual([flaggable.id]);
    expect(flagged.body.data.content.flagged_memos[0]?.employee_response).toMatchObject({
      flag_data: { note: 'Wrong shift' },
      flagged_count: 1,
      is_urgent: true,
      is_awaiting_manager: true,
    });
    const removed = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-message/flag-remove', {
      token: C.south1.token,
      body: { ...base, id: flaggable.id },
    });
    expect(removed.body.data.content.flagged_memos).toEqual([]);

    const missing = await call(app, 'POST', '/api/employee-survey', {
      token: C.south1.token,
      body: { ...base, id: survey.id, answers: [{ question: 0, answer: 'Sí' }] },
    });
    expect(missing.body.errors).toEqual({ answers: ['Answer every question'] });
    const wrong = await call(app, 'POST', '/api/employee-survey', {
      token: C.south1.token,
      body: {
        ...base,
        id: survey.id,
        answers: [
          { question: 0, answer: 'Maybe' },
          { question: 1, answer: '5' },
        ],
      },
    });
    expect(wrong.body.errors).toEqual({ 'answers.0': ['Choose one of the answers'] });
    const answered = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-survey', {
      token: C.south1.token,
      body: {
        ...base,
        id: survey.id,
        answers: [
          { question: 0, answer: 'Sí' },
          { question: 1, answer: '4' },
        ],
      },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.content.surveys[0]?.employee_response.survey_data).toEqual([
      { question: 0, answer: 'Yes' },
      { question: 1, answer: '4' },
    ]);
  });
});
