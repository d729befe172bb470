import { REALTIME_EVENTS, type TRealtimeMemoResponse } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { memoWatchers } from '../../policies/memo.js';
import { PendingEvents } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { markSubjectRead } from '../notifications/notifications.service.js';

type RespondedMemo = Pick<MemoRow, 'id' | 'company_id' | 'kind' | 'creator_id' | 'celebrated_employee_id'>;

/**
 * Queues `memo.response` for the people whose screens show this recipient's response (the
 * memo's detail and Sent figures, Home, the Team list: policies/memo.ts memoWatchers); it is
 * published with the unit of work's other events, after its commit.
 */
export async function queueMemoResponse(opts: {
  db: Database;
  events: PendingEvents;
  memo: RespondedMemo;
  employee: { id: number; company_id: number };
}): Promise<void> {
  const userIds = await memoWatchers(opts.db, opts.memo, opts.employee);
  const payload: TRealtimeMemoResponse = {
    company_id: opts.memo.company_id,
    memo_id: opts.memo.id,
    employee_id: opts.employee.id,
  };
  opts.events.toUsers(userIds, REALTIME_EVENTS.memoResponse, payload);
}

/**
 * What follows an employee's own response (acknowledge, answer, flag, close a flag): the figures
 * of those who watch the memo, and the employee's notices about the memo read (they have it open).
 */
export async function queueOwnResponse(opts: {
  db: Database;
  events: PendingEvents;
  memo: RespondedMemo;
  employee: { id: number; company_id: number; user_id: number | null };
}): Promise<void> {
  await queueMemoResponse(opts);
  await markSubjectRead({
    db: opts.db,
    events: opts.events,
    companyId: opts.employee.company_id,
    userId: opts.employee.user_id,
    subject: opts.memo.kind === 'celebration' ? 'celebration' : 'memo',
    typeId: opts.memo.id,
  });
}

/** The same for a response already committed (a write outside a transaction); publishes at once. */
export async function publishOwnResponse(
  deps: { db: Database; realtime: Realtime },
  memo: RespondedMemo,
  employee: { id: number; company_id: number; user_id: number | null },
): Promise<void> {
  const events = new PendingEvents();
  await queueOwnResponse({ db: deps.db, events, memo, employee });
  events.flush(deps.realtime);
}
