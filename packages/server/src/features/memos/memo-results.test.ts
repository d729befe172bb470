import type { TEmployeeDetail, TMemoDetail } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildInboxScene } from '../../../test/memos.js';

/**
 * What management reads once employees answered (decisions.md, Memos: detail statistics, survey
 * downloads, employee memo fields), and memos leaving the inboxes when they close.
 */
const { app, db } = await buildTestApp();

describe('management sees the results', () => {
  it('memos/get: counts, response rate, survey answers per question and per location', async () => {
    const { C, survey, answer } = await buildInboxScene(app, db);
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
    const { C, base, survey, answer } = await buildInboxScene(app, db);
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
    const { C, base, toAll } = await buildInboxScene(app, db);
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
      .set({ due_at: new Date(Date.now() - 3600_000).toISOString() })
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
    const { C, base, toAll, survey, inbox } = await buildInboxScene(app, db);
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
