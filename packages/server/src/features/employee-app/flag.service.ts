import { flagState, isFlaggableMemo, isInFlight, MEMO_TEXT } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import { managersOf } from '../../policies/followup.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { findInboxItem } from '../memos/inbox.service.js';
import { queueOwnResponse } from '../memos/response-events.js';
import { saveResponse } from '../memos/responses.service.js';
import { followupUpdated, notifyPerson } from '../notifications/followup-notices.js';

/**
 * Flagging a message raises a follow-up (spec §7 Employee app, Follow-ups): the memo response
 * row is memo data, the notices and the follow-up lists are the follow-ups', so it is composed
 * here, above both.
 */

/**
 * Flags a flaggable ('standard') message for a manager's follow-up (open; flagging again opens it
 * anew, whatever its state); the employee's first manager is named, their managers (else the
 * admins) are notified and management's lists and the memo's figures refresh, once committed.
 */
export async function flagMemo(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  memoId: number;
  note: string | null;
  isUrgent: boolean;
}): Promise<void> {
  const { db, employee } = opts;
  const { response, memo } = await findInboxItem(db, employee, opts.memoId);
  if (!isFlaggableMemo(memo)) throw invalid({ id: [MEMO_TEXT.notFlaggable] });
  const manager = await db
    .selectFrom('employee_managers')
    .select('manager_id')
    .where('employee_id', '=', employee.id)
    .orderBy('manager_id')
    .executeTakeFirst();
  await transactThenPublish(opts, async (trx, events) => {
    await saveResponse(trx, response, {
      flagged_at: new Date().toISOString(),
      flag_data: JSON.stringify({ note: opts.note }),
      flagged_count: response.flagged_count + 1,
      is_urgent: opts.isUrgent,
      manager_id: manager?.manager_id ?? null,
      manager_acknowledged_at: null,
      manager_note: null,
      flag_closed_at: null,
      flag_closed_by_id: null,
    });
    for (const to of await managersOf(trx, employee))
      await notifyPerson({
        db: trx,
        events,
        companyId: employee.company_id,
        to,
        notice: 'flagged',
        about: employee.name,
        content: opts.note ? `${memo.title}: ${opts.note}` : memo.title,
        typeId: response.id,
      });
    await followupUpdated({
      db: trx,
      events,
      companyId: employee.company_id,
      kind: 'flagged_message',
      id: response.id,
      employeeId: employee.id,
    });
    await queueOwnResponse({ db: trx, events, memo, employee });
  });
}

/**
 * The employee closes their flag (employee-message/flag-remove): "Remove flag" while it is open,
 * "Close" once a manager answered. The record stays (an answered one in management's history);
 * management's lists and the memo's figures refresh once committed.
 */
export async function unflagMemo(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  memoId: number;
}): Promise<void> {
  const { employee } = opts;
  const { response, memo } = await findInboxItem(opts.db, employee, opts.memoId);
  if (!isInFlight(flagState(response))) throw invalid({ id: [MEMO_TEXT.notFlagged] });
  await transactThenPublish(opts, async (trx, events) => {
    const now = new Date().toISOString();
    await saveResponse(trx, response, {
      flag_closed_at: now,
      flag_closed_by_id: employee.id,
      is_urgent: false,
    });
    await queueOwnResponse({ db: trx, events, memo, employee });
    await followupUpdated({
      db: trx,
      events,
      companyId: employee.company_id,
      kind: 'flagged_message',
      id: response.id,
      employeeId: employee.id,
    });
  });
}
