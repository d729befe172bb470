import type { TMemo, TMemosPage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { newCelebration } from '../../../test/celebrations.js';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import {
  memoCompanyWithBase,
  memoNotificationRows,
  memoResponseRows,
  newMemo,
  QUESTIONS,
} from '../../../test/memos.js';
import { buildEmployee } from '../../../test/people.js';
import { expireDueMemos, publishDueMemos, publishMemo } from './memo-publish.js';

const { app, db, deps } = await buildTestApp();
const { realtime } = deps;

const company = () => memoCompanyWithBase(db);
const responses = (memoId: number) => memoResponseRows(db, memoId);
const memoNotifications = (memoId: number) => memoNotificationRows(db, memoId);

describe('message/new and survey/new', () => {
  it('401 without a token, 403 for an employee, 422 without a title', async () => {
    const { C, base } = await company();
    expect((await call(app, 'POST', '/api/message/new', { body: { ...base, title: 'x' } })).status).toBe(401);
    const asEmployee = await call(app, 'POST', '/api/message/new', {
      token: C.north1.token,
      body: { ...base, title: 'x' },
    });
    expect(asEmployee.status).toBe(403);
    const noTitle = await call(app, 'POST', '/api/message/new', {
      token: C.adminToken,
      body: { ...base, title: ' ' },
    });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors).toEqual({ title: ['This field is required'] });
  });

  it('creates a draft with the company defaults and sanitized content', async () => {
    const { C, base } = await company();
    const memo = await newMemo(app, C.adminToken, 'message', {
      ...base,
      content:
        '<h2 style="text-align:center">Hi</h2><p onclick="x()">A <strong>b</strong> <a href="javascript:alert(1)">bad</a> <a href="https://ok.test">ok</a></p><script>alert(1)</script><img src="data:image/png;base64,AAA" onerror="x()">',
      location_ids: [C.north.id],
    });
    expect(memo).toMatchObject({
      kind: 'message',
      status: 'draft',
      type: 'nonflaggable',
      priority: 'normal',
      signature: false,
      mode: 'segments',
      options_key: 'custom',
      location_ids: [C.north.id],
      recipient_count: 0,
      response_rate: 0,
      display_start_at: null,
      can_expire: false,
      can_archive: false,
      author: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(memo.content).toBe(
      '<h2 style="text-align:center">Hi</h2><p>A <strong>b</strong> <a target="_blank" rel="noopener noreferrer nofollow">bad</a> <a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">ok</a></p><img />',
    );
  });

  it('422 for dates out of order and a survey published without questions', async () => {
    const { C, base } = await company();
    const dates = await call(app, 'POST', '/api/message/new', {
      token: C.adminToken,
      body: { ...base, title: 'x', start_at: '2030-01-02T00:00:00Z', end_at: '2030-01-01T00:00:00Z' },
    });
    expect(dates.status).toBe(422);
    expect(dates.body.errors).toEqual({ end_at: ['The end must be after the start'] });
    const survey = await call(app, 'POST', '/api/survey/new', {
      token: C.adminToken,
      body: { ...base, title: 'x', location_ids: [C.north.id], publish: true },
    });
    expect(survey.status).toBe(422);
    expect(survey.body.errors).toEqual({ options: ['Add at least one question'] });
    const noTargets = await call(app, 'POST', '/api/message/new', {
      token: C.adminToken,
      body: { ...base, title: 'x', publish: true },
    });
    expect(noTargets.body.errors).toEqual({
      location_ids: ['Choose at least one location, audience or employee'],
    });
  });
});

describe('publishing', () => {
  it('resolves locations ∪ audiences ∪ individuals once, active live employees only, and notifies accounts', async () => {
    const { C, base } = await company();
    const inactive = await buildEmployee(db, C.companyId, {
      name: 'Gone',
      isActive: false,
      locationIds: [C.north.id],
    });
    const noAccount = await buildEmployee(db, C.companyId, { name: 'Paper', locationIds: [C.north.id] });
    const memo = await newMemo(app, C.adminToken, 'message', {
      ...base,
      location_ids: [C.north.id],
      audience_ids: [C.cooks.id],
      recipient_ids: [C.north1.employee.id],
      publish: true,
    });
    expect(memo.status).toBe('published');
    expect(memo.published_at).not.toBeNull();
    expect(memo.display_start_at).toBe(memo.published_at);
    const expected = [
      C.manager.employee.id,
      C.north1.employee.id,
      C.north2.employee.id,
      C.south1.employee.id,
      noAccount.id,
    ].sort((a, b) => a - b);
    expect((await responses(memo.id)).map((r) => r.employee_id)).toEqual(expected);
    expect(expected).not.toContain(inactive.id);
    const notes = await memoNotifications(memo.id);
    expect(notes).toHaveLength(4);
    expect(notes[0]?.title).toBe('New message');

    // Publishing again, or a retried job, duplicates nothing.
    const again = await publishMemo({ db, realtime, memoId: memo.id });
    expect(again.addedEmployeeIds).toEqual([]);
    expect(again.notifications).toEqual([]);
    expect(await responses(memo.id)).toHaveLength(expected.length);
    expect(await memoNotifications(memo.id)).toHaveLength(4);
  });

  it('a future start_at schedules; publishDueMemos publishes once; expireDueMemos expires at end_at', async () => {
    const { C, base } = await company();
    const start = new Date(Date.now() + 3600_000).toISOString();
    const end = new Date(Date.now() + 7200_000).toISOString();
    const memo = await newMemo(app, C.adminToken, 'survey', {
      ...base,
      options: QUESTIONS,
      start_at: start,
      end_at: end,
      location_ids: [C.south.id],
      publish: true,
    });
    expect(memo.status).toBe('scheduled');
    expect(memo.can_expire).toBe(true);
    expect(await responses(memo.id)).toEqual([]);
    const early = await publishDueMemos({ db, realtime });
    expect(early.filter((r) => r.memo.id === memo.id)).toEqual([]);
    const later = new Date(Date.now() + 3601_000);
    const [first, second] = await Promise.all([
      publishDueMemos({ db, realtime, now: later }),
      publishDueMemos({ db, realtime, now: later }),
    ]);
    const added = [...(first ?? []), ...(second ?? [])]
      .filter((r) => r.memo.id === memo.id)
      .flatMap((r) => r.addedEmployeeIds);
    expect(added).toEqual([C.south1.employee.id]);
    expect(await responses(memo.id)).toHaveLength(1);
    expect(await memoNotifications(memo.id)).toEqual([{ user_id: C.south1.user.id, title: 'New survey' }]);
    expect(await expireDueMemos({ db, now: new Date(Date.now() + 7201_000) })).toContain(memo.id);
    const row = await db.selectFrom('memos').selectAll().where('id', '=', memo.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });
});

describe('edits, lists and transitions', () => {
  it('POST company/message edits a draft and publishes it; expire and archive follow the states', async () => {
    const { C, base } = await company();
    const draft = await newMemo(app, C.adminToken, 'message', { ...base, title: 'Draft' });
    const saved = await call<TMemo>(app, 'POST', '/api/company/message', {
      token: C.adminToken,
      body: {
        ...base,
        id: draft.id,
        title: 'Final',
        type: 'standard',
        recipient_ids: [C.north2.employee.id],
        publish: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.content).toMatchObject({
      title: 'Final',
      type: 'standard',
      status: 'published',
      recipient_count: 1,
    });
    const archivedEarly = await call(app, 'POST', '/api/survey/expire', {
      token: C.adminToken,
      body: { ...base, id: draft.id },
    });
    expect(archivedEarly.status).toBe(404);
    const expired = await call<TMemo>(app, 'POST', '/api/message/expire', {
      token: C.adminToken,
      body: { ...base, id: draft.id },
    });
    expect(expired.body.data.content).toMatchObject({
      status: 'expired',
      can_archive: true,
      can_expire: false,
    });
    const closed = await call(app, 'POST', '/api/company/message', {
      token: C.adminToken,
      body: { ...base, id: draft.id, title: 'x' },
    });
    expect(closed.status).toBe(422);
    const archived = await call<TMemo>(app, 'POST', '/api/message/archive', {
      token: C.adminToken,
      body: { ...base, id: draft.id },
    });
    expect(archived.body.data.content.status).toBe('archived');
    const del = await call(app, 'DELETE', '/api/company/message', {
      token: C.adminToken,
      body: { ...base, id: draft.id },
    });
    expect(del.body.data.successes).toEqual(['message_deleted']);
    const gone = await call(app, 'GET', '/api/company/message', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(draft.id) },
    });
    expect(gone.status).toBe(404);
  });

  it('company/surveys and memos/list page and filter; memos/all lists both kinds', async () => {
    const { C, base } = await company();
    await newMemo(app, C.adminToken, 'message', { ...base, title: 'A draft' });
    await newMemo(app, C.adminToken, 'survey', { ...base, title: 'B survey', options: QUESTIONS });
    await newMemo(app, C.adminToken, 'survey', {
      ...base,
      title: 'C survey',
      options: QUESTIONS,
      location_ids: [C.north.id],
      publish: true,
    });
    const surveys = await call<TMemosPage & { surveys: TMemo[] }>(app, 'GET', '/api/company/surveys', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), per_page: '1' },
    });
    expect(surveys.status).toBe(200);
    expect(surveys.body.data.content).toMatchObject({
      current_page: 1,
      per_page: 1,
      sort_by: 'created_at',
      sort_direction: 'desc',
    });
    expect(surveys.body.data.content).toMatchObject({ total: 2, total_pages: 2 });
    expect(surveys.body.data.content.surveys.map((s) => s.title)).toEqual(['C survey']);
    const list = await call<TMemosPage>(app, 'POST', '/api/memos/list', {
      token: C.adminToken,
      body: { ...base, status: 'draft', sort_by: 'title', sort_direction: 'asc' },
    });
    expect(list.body.data.content.memos.map((m) => [m.title, m.status])).toEqual([
      ['A draft', 'draft'],
      ['B survey', 'draft'],
    ]);
    const all = await call<{ kind: string }[]>(app, 'POST', '/api/memos/all', {
      token: C.adminToken,
      body: base,
    });
    expect(new Set(all.body.data.content.map((m) => m.kind))).toEqual(new Set(['message', 'survey']));
  });

  it('memos/list is Sent: every kind without a kind filter, and a scheduled celebration under Scheduled', async () => {
    const { C, base } = await company();
    const later = '2031-05-01T15:00:00.000Z';
    const message = await newMemo(app, C.adminToken, 'message', {
      ...base,
      title: 'Scheduled message',
      location_ids: [C.north.id],
      start_at: later,
      publish: true,
    });
    const survey = await newMemo(app, C.adminToken, 'survey', {
      ...base,
      title: 'Draft survey',
      options: QUESTIONS,
    });
    const celebration = await newCelebration(app, C.adminToken, {
      ...base,
      title: 'Scheduled birthday',
      celebrated_employee_id: C.north1.employee.id,
      celebration_type: 'birthday',
      start_at: later,
      publish: true,
    });
    expect([message.status, celebration.status]).toEqual(['scheduled', 'scheduled']);
    const list = async (filters: Record<string, string>) => {
      const res = await call<TMemosPage>(app, 'POST', '/api/memos/list', {
        token: C.adminToken,
        body: { ...base, sort_by: 'title', sort_direction: 'asc', ...filters },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.content;
    };
    const every = await list({});
    expect(every.memos.map((m) => [m.id, m.kind])).toEqual([
      [survey.id, 'survey'],
      [celebration.id, 'celebration'],
      [message.id, 'message'],
    ]);
    expect(every.total).toBe(3);
    const scheduled = await list({ status: 'scheduled' });
    expect(scheduled.memos.map((m) => m.id)).toEqual([celebration.id, message.id]);
    expect(scheduled.filters).toMatchObject({ status: 'scheduled', kind: null });
    const celebrations = await list({ kind: 'celebration', status: 'scheduled' });
    expect(celebrations.memos.map((m) => m.id)).toEqual([celebration.id]);
    expect(celebrations.filters).toMatchObject({ kind: 'celebration' });
  });
});

describe('company/translate', () => {
  it('answers 503 when no provider is configured', async () => {
    const { C, base } = await company();
    const res = await call(app, 'POST', '/api/company/translate', {
      token: C.adminToken,
      body: { ...base, title: 'Hi' },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Translation is not configured');
  });
});

describe('validation details', () => {
  it('a question needs two answers; a translation is sanitized; a published survey keeps its questions', async () => {
    const { C, base } = await company();
    const oneAnswer = await call(app, 'POST', '/api/survey/new', {
      token: C.adminToken,
      body: { ...base, title: 'x', options: [{ question: 'Q', options: ['Only', ''] }] },
    });
    expect(oneAnswer.status).toBe(422);
    expect(oneAnswer.body.errors).toEqual({ 'options.0.options': ['Add at least two answers'] });
    const survey = await newMemo(app, C.adminToken, 'survey', {
      ...base,
      options: QUESTIONS,
      location_ids: [C.north.id],
      translations: [{ locale_code: 'es', title: 'Hola', content: '<p>Hola<script>x()</script></p>' }],
      publish: true,
    });
    expect(survey.translations).toEqual([
      expect.objectContaining({ locale_code: 'es', title: 'Hola', content: '<p>Hola</p>' }),
    ]);
    const locked = await call(app, 'POST', '/api/company/survey', {
      token: C.adminToken,
      body: { ...base, id: survey.id, options: QUESTIONS.slice(0, 1) },
    });
    expect(locked.body.errors).toEqual({ options: ['This memo can no longer be edited'] });
    const renamed = await call<TMemo>(app, 'POST', '/api/company/survey', {
      token: C.adminToken,
      body: { ...base, id: survey.id, title: 'Pulse (fixed)' },
    });
    expect(renamed.body.data.content).toMatchObject({ title: 'Pulse (fixed)', status: 'published' });
  });
});
