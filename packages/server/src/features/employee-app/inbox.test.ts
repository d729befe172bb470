import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MEMO_TEXT,
  type TEmployeeDetail,
  type TInbox,
  type TMemoDetail,
  type TMemoResponseBundle,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo, QUESTIONS } from '../../../test/memos.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-memos-'));
const { app, db } = await buildTestApp({ DATA_DIR: dataDir });
const hour = 3600_000;

/**
 * Each test's own company: South1 reads Spanish; a message to North and South, a flaggable one to
 * South, a survey to South and North, one to South not revealed yet, one for North only.
 */
async function scene() {
  const C = await buildMemoCompany(db);
  const base = { company_id: C.companyId };
  await db
    .updateTable('employees')
    .set({ default_locale: 'es' })
    .where('id', '=', C.south1.employee.id)
    .execute();
  const toAll = await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Welcome',
    content: '<p>Hello</p>',
    location_ids: [C.north.id, C.south.id],
    due_at: new Date(Date.now() + hour).toISOString(),
    translations: [{ locale_code: 'es', title: 'Bienvenida', content: '<p>Hola</p>' }],
    publish: true,
  });
  const flaggable = await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Flag me',
    type: 'standard',
    location_ids: [C.south.id],
    publish: true,
  });
  const survey = await newMemo(app, C.adminToken, 'survey', {
    ...base,
    title: 'Pulse',
    options: QUESTIONS,
    location_ids: [C.south.id, C.north.id],
    translations: [
      {
        locale_code: 'es',
        title: 'Pulso',
        options: [
          { question: '¿Está claro el horario?', options: ['Sí', 'No'] },
          { question: 'Califica', options: ['1', '2', '3', '4', '5'] },
        ],
      },
    ],
    publish: true,
  });
  const hidden = await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Later',
    location_ids: [C.south.id],
    reveal_at: new Date(Date.now() + hour).toISOString(),
    publish: true,
  });
  await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'North only',
    location_ids: [C.north.id],
    publish: true,
  });
  const inbox = (token: string, extra: Record<string, unknown> = {}) =>
    call<TInbox>(app, 'POST', '/api/app/employee-messages', { token, body: { ...base, ...extra } });
  const answer = (token: string, answers: { question: number; answer: string }[]) =>
    call<TMemoResponseBundle>(app, 'POST', '/api/employee-survey', {
      token,
      body: { ...base, id: survey.id, answers },
    });
  return { C, base, toAll, flaggable, survey, hidden, inbox, answer };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

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
    const { C, base, inbox } = await scene();
    expect((await call(app, 'POST', '/api/app/employee-messages', { body: base })).status).toBe(401);
    expect((await inbox(C.south1.token, { company_id: 999_999 })).status).toBe(404);
  });

  it('lists only the memos addressed to the caller, revealed, in their language, unread first', async () => {
    const { C, toAll, flaggable, survey, hidden, inbox } = await scene();
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
    const { C, toAll, hidden, inbox } = await scene();
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
    const { C, base, toAll } = await scene();
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
    const { C, toAll } = await scene();
    const send = (file: Buffer, name: string) =>
      acknowledgeWithPhoto({ token: C.south1.token, companyId: C.companyId, memoId: toAll.id, file, name });
    const ok = await send(PNG, 'shelf.png');
    expect(ok.statusCode).toBe(200);
    const bundle = ok.json().data.content as TMemoResponseBundle;
    const photo = bundle.memos.find((m) => m.id === toAll.id)?.employee_response.acknowledgement_data?.photo;
    expect(photo).toMatchObject({ mime: 'image/png', size: PNG.length });
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
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('a refused acknowledgement stores no photo: a survey (422), a memo not shown to the caller (404)', async () => {
    const { C, survey, hidden } = await scene();
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
    const { C, base, toAll, flaggable, survey } = await scene();
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

describe('management sees the results', () => {
  it('memos/get: counts, response rate, survey answers per question and per location', async () => {
    const { C, survey, answer } = await scene();
    await answer(C.south1.token, [
      { question: 0, answer: 'Sí' },
      { question: 1, answer: '4' },
    ]);
    await answer(C.north1.token, [
      { question: 0, answer: 'No' },
      { question: 1, answer: '4' },
    ]);
    const res = await call<TMemoDetail>(app, 'GET', '/api/memos/get', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(survey.id) },
    });
    expect(res.status).toBe(200);
    const s = res.body.data.content.stats;
    expect(s).toMatchObject({
      recipient_count: 4,
      received: 4,
      answered: 2,
      acknowledged: 2,
      response_rate: 0.5,
    });
    expect(res.body.data.content.response_rate).toBe(0.5);
    expect(s.survey_results[0]?.options).toEqual([
      { option: 'Yes', count: 1 },
      { option: 'No', count: 1 },
    ]);
    const south = s.survey_results[0]?.by_location.find((l) => l.location_name === 'South');
    expect(south?.options).toEqual([
      { option: 'Yes', count: 1 },
      { option: 'No', count: 0 },
    ]);
    expect(s.recipients).toHaveLength(4);
  });

  it('survey/summary and survey/responses download as CSV', async () => {
    const { C, base, survey, answer } = await scene();
    await answer(C.south1.token, [
      { question: 0, answer: 'Sí' },
      { question: 1, answer: '4' },
    ]);
    await answer(C.north1.token, [
      { question: 0, answer: 'No' },
      { question: 1, answer: '4' },
    ]);
    const summary = await app.inject({
      method: 'POST',
      url: '/api/survey/summary',
      headers: { authorization: `Bearer ${C.adminToken}` },
      payload: { ...base, id: survey.id },
    });
    expect(summary.headers['content-disposition']).toBe('attachment; filename="survey summary.csv"');
    expect(summary.body.split('\r\n').slice(0, 3)).toEqual([
      'question,answer,responses,percent',
      'Is the new schedule clear?,Yes,1,50%',
      'Is the new schedule clear?,No,1,50%',
    ]);
    const responses = await app.inject({
      method: 'POST',
      url: '/api/survey/responses',
      headers: { authorization: `Bearer ${C.adminToken}` },
      payload: { ...base, id: survey.id },
    });
    expect(responses.headers['content-disposition']).toBe('attachment; filename="survey responses.csv"');
    expect(responses.body.split('\r\n')).toHaveLength(4);
  });

  it('employee fields count unread memos; past-due shows once due_at passes', async () => {
    const { C, base, toAll } = await scene();
    // north1 and south1 acknowledged the message to everyone: at North the manager and north2 are late.
    for (const who of [C.north1, C.south1])
      await call(app, 'POST', '/api/employee-message/acknowledge', {
        token: who.token,
        body: { ...base, id: toAll.id },
      });
    const res = await call<TEmployeeDetail>(app, 'GET', `/api/app/company/get-employee/${C.companyId}`, {
      token: C.north2.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      unread_memo_count: 3,
      unread_memo_message_count: 2,
      unread_memo_survey_count: 1,
      unread_memo_celebration_count: 0,
      unread_memo_non_celebration_count: 3,
      unread_memo_non_celebration_past_due_count: 0,
    });
    await db
      .updateTable('memos')
      .set({ due_at: new Date(Date.now() - hour).toISOString() })
      .where('id', '=', toAll.id)
      .execute();
    const summary = await call(app, 'GET', '/api/employee/memo-summary', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(C.north2.employee.id) },
    });
    expect(summary.body.data.content).toMatchObject({ total: 3, unread: 3, read: 0 });
    const detail = await call<TEmployeeDetail>(app, 'GET', '/api/company/employee', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(C.north2.employee.id) },
    });
    expect(detail.body.data.content.unread_memo_non_celebration_past_due_count).toBe(1);
    const list = await call<{ employees: TEmployeeDetail[] }>(app, 'GET', '/api/employees', {
      token: C.adminToken,
      query: { company_id: String(C.companyId) },
    });
    const row = list.body.data.content.employees.find((e) => e.id === C.north2.employee.id);
    expect(row).toMatchObject({ unread_memo_count: 3, unread_memo_non_celebration_past_due_count: 1 });
    const stats = await call<TMemoDetail>(app, 'GET', '/api/memos/get', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(toAll.id) },
    });
    const late = stats.body.data.content.stats.past_due_by_location;
    expect(late.map((l) => [l.location_name, l.count])).toEqual([['North', 2]]);
  });

  it('an expired or deleted memo leaves the inboxes; its responses stay for the record', async () => {
    const { C, base, toAll, survey, inbox } = await scene();
    const before = await inbox(C.north2.token);
    expect(before.body.data.content.memos.map((m) => m.id)).toContain(toAll.id);
    await call(app, 'POST', '/api/message/expire', { token: C.adminToken, body: { ...base, id: toAll.id } });
    await call(app, 'DELETE', '/api/company/survey', {
      token: C.adminToken,
      body: { ...base, id: survey.id },
    });
    const after = await inbox(C.north2.token);
    expect(after.body.data.content.memos.map((m) => m.id)).not.toContain(toAll.id);
    expect(after.body.data.content.memos.map((m) => m.id)).not.toContain(survey.id);
    expect(after.body.data.content.total).toBe(before.body.data.content.total - 2);
    const kept = await db.selectFrom('memo_responses').select('id').where('memo_id', '=', toAll.id).execute();
    expect(kept.length).toBeGreaterThan(0);
  });
});
