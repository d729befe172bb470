import { FOLLOWUP_TEXT } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { type LoadedFollowup, presentFollowup } from './followups.presenter.js';
import { afterFollowupChange, findFollowup } from './followups.service.js';

/** The follow-ups a manager closes: a check-in is closed by their answer already. */
export type ClosableKind = 'flagged_message' | 'raised_hand';

/**
 * A manager closes an answered follow-up of their people (answered → closed) when the employee
 * has not: it leaves the employee's screens and stays in the Answered history. An open one is
 * answered first (422), so the employee always hears back. Lists refresh after the commit.
 */
export async function closeFollowup<K extends ClosableKind>(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  kind: K;
  id: number;
}): Promise<Extract<LoadedFollowup, { kind: K }>> {
  const { db, member, kind, id } = opts;
  const item = presentFollowup(await findFollowup({ db, member, kind, id }));
  if (!item.is_awaiting_employee) throw invalid({ id: [FOLLOWUP_TEXT.notAwaitingEmployee] });
  await transactThenPublish(opts, async (trx, events) => {
    const now = nowIso();
    if (kind === 'flagged_message')
      await trx
        .updateTable('memo_responses')
        .set({ flag_closed_at: now, flag_closed_by_id: member.employeeId, is_urgent: false, updated_at: now })
        .where('id', '=', id)
        .where('flag_closed_at', 'is', null)
        .execute();
    else
      await trx
        .updateTable('raised_hands')
        .set({ acknowledged_at: now, closed_by_id: member.employeeId, updated_at: now })
        .where('id', '=', id)
        .where('acknowledged_at', 'is', null)
        .execute();
    await afterFollowupChange({ db: trx, events, member, kind, id, employeeId: item.employee_id });
  });
  return findFollowup({ db, member, kind, id });
}
