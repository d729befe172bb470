import type { TMemo, TMemoReminders } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { linkEmployee } from '../../../test/people.js';
import { reminderScenes } from './test-scene.js';

/** Escalation digests and the history route, with a driven clock on the test database (SQLite or PostgreSQL). */

const { app, deps, db } = await buildTestApp();
const { scene, reminders, trayOf, outboxTo } = reminderScenes({ app, deps, db });

describe('escalation', () => {
  it('the late people’s managers first, their locations’ managers one delay later, one digest each', async () => {
    const { co, memo, at } = await scene();
    // A second manager at South, who reads Spanish.
    const southHead = await buildMember(db, co.companyId, 'manager');
    await linkEmployee(db, co.companyId, southHead.employee.id, { locationIds: [co.south.id] });
    await db
      .updateTable('employees')
      .set({ default_locale: 'es' })
      .where('id', '=', southHead.employee.id)
      .execute();

    await deps.jobs.runDue(at(48 + 23, 58));
    expect((await reminders(memo.id)).filter((r) => r.kind === 'escalation')).toEqual([]);

    // Level 1 (due + 24 h): north1's own manager; north2 and south1 have none: their locations' managers.
    await deps.jobs.runDue(at(48 + 24));
    const level1 = (await reminders(memo.id)).filter((r) => r.kind === 'escalation');
    expect(level1.map((r) => [r.recipient_id, r.step]).sort()).toEqual(
      [
        [co.manager.employee.id, 'esc-managers'],
        [southHead.employee.id, 'esc-managers'],
      ].sort(),
    );
    const [managerItem] = await trayOf(co.manager.user.id, memo.id);
    // The manager did not send the memo: the digest leads to the management Home.
    expect(managerItem).toMatchObject({
      type: 'MEMO_ESCALATION_TEAM',
      title: 'Overdue: Fryer safety',
      content: 'North: 2 of 2 have not acknowledged Fryer safety',
    });
    const [southItem] = await trayOf(southHead.user.id, memo.id);
    expect(southItem?.content).toBe('South: 1 de 1 no ha confirmado «Fryer safety»');
    const mail = outboxTo(co.manager.employee.email ?? '');
    expect(mail.at(-1)?.subject).toBe('Overdue: Fryer safety');
    expect(mail.at(-1)?.text).toContain(`North: 2 of 2 have not acknowledged Fryer safety: `);
    expect(mail.at(-1)?.text).toContain(`See it here: http://teamline.test/${co.companyId}`);

    await deps.jobs.runDue(at(48 + 24, 5));
    expect((await reminders(memo.id)).filter((r) => r.kind === 'escalation')).toHaveLength(2);

    // Level 2 (due + 48 h): the locations' managers, of whoever is still late.
    await call(app, 'POST', '/api/employee-message/acknowledge', {
      token: co.north2.token,
      body: { company_id: co.companyId, id: memo.id, acknowledgement: 'Done' },
    });
    await deps.jobs.runDue(at(48 + 48));
    const level2 = (await reminders(memo.id)).filter((r) => r.step === 'esc-location');
    expect(level2.map((r) => [r.recipient_id, JSON.parse(r.detail ?? '[]')[0]?.late]).sort()).toEqual(
      [
        [co.manager.employee.id, 1],
        [southHead.employee.id, 1],
      ].sort(),
    );
    const items = await trayOf(co.manager.user.id, memo.id);
    expect(items.map((n) => n.content)).toEqual([
      'North: 2 of 2 have not acknowledged Fryer safety',
      'North: 1 of 2 has not acknowledged Fryer safety',
    ]);
  });

  it('the history on the memo detail: every step and digest; employees 403, another manager 404', async () => {
    const { co, memo, at } = await scene();
    await deps.jobs.runDue(at(24));
    await deps.jobs.runDue(at(48 + 24));
    const res = await call<TMemoReminders>(
      app,
      'GET',
      `/api/memos/reminders?company_id=${co.companyId}&id=${memo.id}`,
      {
        token: co.adminToken,
      },
    );
    expect(res.status).toBe(200);
    const h = res.body.data.content;
    expect(h.reminder_steps).toEqual([-24, 0, 24]);
    expect(h.steps.map((s) => [s.step_hours, s.reminded_count, s.sms_count, s.mail_count])).toEqual([
      [-24, 3, 1, 1],
      [0, 0, 0, 0],
      [24, 3, 1, 1],
    ]);
    expect(h.steps[1]?.sent_at).toBeNull();
    expect(h.escalations.map((e) => [e.level, e.manager.id, e.lines[0]?.late, e.lines[0]?.total])).toEqual([
      ['managers', co.manager.employee.id, 2, 2],
    ]);
    const query = `/api/memos/reminders?company_id=${co.companyId}&id=${memo.id}`;
    expect((await call(app, 'GET', query, { token: co.north1.token })).status).toBe(403);
    expect((await call(app, 'GET', query, { token: co.manager.token })).status).toBe(404);
  });

  it('memo create and update take reminder settings; a bad step is 422', async () => {
    const { co, memo } = await scene();
    const edited = await call<TMemo>(app, 'PUT', '/api/memos/update', {
      token: co.adminToken,
      body: { company_id: co.companyId, id: memo.id, reminder_steps: [48], escalate_after_hours: 72 },
    });
    expect(edited.body.data.content).toMatchObject({ reminder_steps: [48], escalate_after_hours: 72 });
    const bad = await call(app, 'PUT', '/api/memos/update', {
      token: co.adminToken,
      body: { company_id: co.companyId, id: memo.id, reminder_steps: [24 * 15, 0, 0] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'reminder_steps.0': ['Choose steps within 14 days of the due date'],
      reminder_steps: ['Choose each step once'],
    });
  });
});
