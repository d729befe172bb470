import { call } from '../../../test/factories.js';
import type { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { linkEmployee } from '../../../test/people.js';

/** The reminder tests' scene, on a test app of their file (reminders.test.ts, escalation.test.ts). */

export const HOUR = 3_600_000;
export const MIN = 60_000;

export function reminderScenes({ app, deps, db }: Awaited<ReturnType<typeof buildTestApp>>) {
  /** Each scene lives ten days after the last, so no two tests share a driven minute. */
  let scenes = 0;
  /**
   * A company (memos.ts): North has its manager and north1 (SMS: a phone; managed directly by the
   * manager) and north2 (opens the app after the memo is sent); South has south1 (e-mail only,
   * reads Spanish) and nobody managing it. A message due in 48 h with the default steps
   * (-24, 0, 24) and escalation after 24 h.
   */
  async function scene(extra: Record<string, unknown> = {}) {
    const co = await buildMemoCompany(db);
    scenes++;
    const phone = `1555${String(process.pid % 1000).padStart(3, '0')}${String(scenes).padStart(4, '0')}`;
    await db.updateTable('employees').set({ phone }).where('id', '=', co.north1.employee.id).execute();
    await db
      .updateTable('employees')
      .set({ default_locale: 'es' })
      .where('id', '=', co.south1.employee.id)
      .execute();
    await linkEmployee(db, co.companyId, co.north1.employee.id, { managerIds: [co.manager.employee.id] });
    // Everyone signed in before the memo is sent: a session issued in the same millisecond as the
    // send would count as having opened the app since (`>=`), which a fast machine can make true.
    await db
      .updateTable('auth_tokens')
      .set({ created_at: new Date(Date.now() - HOUR).toISOString() })
      .where(
        'user_id',
        'in',
        [co.manager, co.north1, co.north2, co.south1].map((m) => m.user.id),
      )
      .execute();
    const t0 = Date.now() + scenes * 10 * 24 * HOUR;
    const memo = await newMemo(app, co.adminToken, 'message', {
      company_id: co.companyId,
      title: 'Fryer safety',
      recipient_ids: [co.north1.employee.id, co.north2.employee.id, co.south1.employee.id],
      due_at: new Date(t0 + 48 * HOUR).toISOString(),
      publish: true,
      ...extra,
    });
    // north2 opens the app after the memo was sent (their session is used).
    await call(app, 'GET', `/api/notifications?company_id=${co.companyId}`, { token: co.north2.token });
    const at = (hours: number, minutes = 1) => new Date(t0 + hours * HOUR + minutes * MIN);
    return { co, memo, phone, at, due: t0 + 48 * HOUR };
  }

  const reminders = (memoId: number) =>
    db.selectFrom('memo_reminders').selectAll().where('memo_id', '=', memoId).orderBy('id').execute();
  const trayOf = (userId: number, memoId: number) =>
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('type_id', '=', memoId)
      .where('type', 'in', ['MEMO_REMINDER', 'MEMO_ESCALATION', 'MEMO_ESCALATION_TEAM'])
      .orderBy('id')
      .execute();
  const outboxTo = (to: string) => deps.outbox.messages.filter((m) => m.to === to);
  return { scene, reminders, trayOf, outboxTo };
}
