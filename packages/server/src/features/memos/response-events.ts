import { REALTIME_EVENTS, type TRealtimeMemoResponse } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { memoWatchers } from '../../policies/memo.js';
import { PendingEvents } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';

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

/** Publishes `memo.response` for a response already committed (a write outside a transaction). */
export async function publishMemoResponse(
  deps: { db: Database; realtime: Realtime },
  memo: RespondedMemo,
  employee: { id: number; company_id: number },
): Promise<void> {
  const events = new PendingEvents();
  await queueMemoResponse({ db: deps.db, events, memo, employee });
  events.flush(deps.realtime);
}
