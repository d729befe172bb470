import { FOLLOWUP_TEXT } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { canRespondToFollowup, managersOf, responderOf } from '../../policies/followup.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { followupUpdated, notifyPerson } from '../notifications/followup-notices.js';
import { markSubjectRead } from '../notifications/notifications.service.js';

/**
 * An employee raises a hand: a note to their managers (else the company's admins), who are
 * notified. One hand at a time: a second while one is open answers 422.
 */
export async function raiseHand(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  note: string;
  isUrgent: boolean;
}): Promise<void> {
  const { employee } = opts;
  const open = await opts.db
    .selectFrom('raised_hands')
    .select('id')
    .where('employee_id', '=', employee.id)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  if (open) throw invalid({ note: [FOLLOWUP_TEXT.handAlreadyRaised] });
  await transactThenPublish(opts, async (trx, events) => {
    const now = nowIso();
    const hand = await trx
      .insertInto('raised_hands')
      .values({
        company_id: employee.company_id,
        employee_id: employee.id,
        note: opts.note,
        is_urgent: opts.isUrgent,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const manager of await managersOf(trx, employee)) {
      await notifyPerson({
        db: trx,
        events,
        companyId: employee.company_id,
        to: manager,
        notice: 'handRaised',
        about: employee.name,
        content: opts.note,
        typeId: hand.id,
      });
    }
    await followupUpdated({
      db: trx,
      events,
      companyId: employee.company_id,
      kind: 'raised_hand',
      id: hand.id,
      employeeId: employee.id,
    });
  });
}

/**
 * The employee closes (lowers) their own raised hand, answered or not; their notices about it
 * (the answer) are read.
 */
export async function closeHand(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  id: number;
}): Promise<void> {
  const { employee, id } = opts;
  const hand = await opts.db
    .selectFrom('raised_hands')
    .select(['id', 'company_id', 'employee_id', 'acknowledged_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!hand || !canRespondToFollowup(responderOf(employee), hand)) throw notFound();
  if (hand.acknowledged_at !== null) throw invalid({ id: [FOLLOWUP_TEXT.handClosed] });
  await transactThenPublish(opts, async (trx, events) => {
    const now = nowIso();
    await trx
      .updateTable('raised_hands')
      .set({ acknowledged_at: now, closed_by_id: employee.id, updated_at: now })
      .where('id', '=', id)
      .execute();
    await markSubjectRead({
      db: trx,
      events,
      companyId: employee.company_id,
      userId: employee.user_id,
      subject: 'own_hand',
      typeId: id,
    });
    await followupUpdated({
      db: trx,
      events,
      companyId: employee.company_id,
      kind: 'raised_hand',
      id,
      employeeId: employee.id,
    });
  });
}
