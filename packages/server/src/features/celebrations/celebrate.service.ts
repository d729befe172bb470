import { CELEBRATION_TEXT } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { CelebrationReactionRow, EmployeeRow, MemoRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { canCelebrate } from '../../policies/celebration.js';
import { type PendingEvents, transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { CELEBRATION_OPTIONS } from '../memos/celebration-extras.js';
import { findInboxItem, type InboxItem } from '../memos/inbox.service.js';
import { queueMemoResponse } from '../memos/response-events.js';
import { markSubjectRead, queueNotifications } from '../notifications/notifications.service.js';

/**
 * Celebrating a colleague: one reaction per celebration and person (celebrating again replaces the
 * option), the celebrator's own response row marked read when they have one, and the celebrated
 * employee told once per celebrator and celebration.
 */

const isLive = (memo: MemoRow, now: string) => memo.end_at === null || memo.end_at > now;

/**
 * A celebration in the caller's own list now (shown to them and not past its end); anything else
 * is 404, and a memo of theirs that is not a celebration is 422.
 */
export async function findOwnCelebration(
  db: Database,
  employee: EmployeeRow,
  memoId: number,
): Promise<InboxItem> {
  const item = await findInboxItem(db, employee, memoId);
  if (item.memo.kind !== 'celebration') throw invalid({ id: [CELEBRATION_TEXT.notACelebration] });
  if (!isLive(item.memo, new Date().toISOString())) throw notFound('Celebration not found');
  return item;
}

const CELEBRATED_NOTICE = { en: 'celebrated you', es: 'te felicitó', type: 'CELEBRATED' } as const;

async function notifyCelebrated(
  db: Database,
  events: PendingEvents,
  memo: MemoRow,
  by: EmployeeRow,
  option: string,
) {
  if (memo.celebrated_employee_id === null) return;
  const to = await db
    .selectFrom('employees')
    .select(['user_id', 'default_locale'])
    .where('id', '=', memo.celebrated_employee_id)
    .where('company_id', '=', memo.company_id)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!to?.user_id) return;
  const words = to.default_locale === 'es' ? CELEBRATED_NOTICE.es : CELEBRATED_NOTICE.en;
  const rows = await db
    .insertInto('notifications')
    .values({
      company_id: memo.company_id,
      user_id: to.user_id,
      title: `${by.name} ${words}`.slice(0, 255),
      content: `${option}: ${memo.recipient_title ?? memo.title}`.slice(0, 2000),
      type: CELEBRATED_NOTICE.type,
      type_id: memo.id,
      created_at: new Date().toISOString(),
      // Once per celebrator and celebration: changing the option does not notify again.
      dedupe_key: `celebration:${memo.id}:by:${by.id}`,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .execute();
  queueNotifications(events, rows);
}

/**
 * Celebrates `memo` with one of the company's options (else 422 on option); the celebrated
 * employee cannot celebrate their own celebration (422 on id).
 */
export async function celebrate(opts: {
  db: Database;
  realtime: Realtime;
  by: EmployeeRow;
  memo: MemoRow;
  option: string;
}): Promise<CelebrationReactionRow> {
  const { memo, by, option } = opts;
  if (!CELEBRATION_OPTIONS.includes(option)) throw invalid({ option: [CELEBRATION_TEXT.optionNotOffered] });
  if (!canCelebrate({ employeeId: by.id }, memo))
    throw invalid({ id: [CELEBRATION_TEXT.celebratedCannotCelebrate] });
  return transactThenPublish(opts, async (trx, events) => {
    const now = new Date().toISOString();
    const reaction = await trx
      .insertInto('celebration_reactions')
      .values({
        company_id: memo.company_id,
        memo_id: memo.id,
        employee_id: by.id,
        option,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['memo_id', 'employee_id']).doUpdateSet({ option, updated_at: now }))
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('memo_responses')
      .set({ read_at: now, updated_at: now })
      .where('memo_id', '=', memo.id)
      .where('employee_id', '=', by.id)
      .where('read_at', 'is', null)
      .execute();
    await notifyCelebrated(trx, events, memo, by, option);
    // The celebration's figures (its options' counts) change on its managers' screens, and
    // celebrating it reads the celebrator's notices about it.
    await queueMemoResponse({ db: trx, events, memo, employee: by });
    await markSubjectRead({
      db: trx,
      events,
      companyId: memo.company_id,
      userId: by.user_id,
      subject: 'celebration',
      typeId: memo.id,
    });
    return reaction;
  });
}

/** employee-celebrate/acknowledge: read and acknowledged (the first times are kept); its notices read. */
export async function acknowledgeCelebration(
  deps: { db: Database; realtime: Realtime },
  employee: EmployeeRow,
  item: InboxItem,
): Promise<void> {
  await transactThenPublish(deps, async (db, events) => {
    await markRead(db, item);
    await queueMemoResponse({ db, events, memo: item.memo, employee });
    await markSubjectRead({
      db,
      events,
      companyId: employee.company_id,
      userId: employee.user_id,
      subject: 'celebration',
      typeId: item.memo.id,
    });
  });
}

async function markRead(db: Database, item: InboxItem): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('memo_responses')
    .set({
      read_at: item.response.read_at ?? now,
      acknowledged_at: item.response.acknowledged_at ?? now,
      updated_at: now,
    })
    .where('id', '=', item.response.id)
    .execute();
}
