import { MEMO_TEXT, SEND_TEXT } from '@teamline/shared';
import { PostgresAdapter } from 'kysely';
import type { Database } from '../../db/index.js';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { publishWithin } from '../memos/memo-publish.js';
import { assertTargets, isEmptyTargets } from '../memos/memo-targets.js';
import { assertPublishable } from '../memos/memos.service.js';
import { queueNotifications } from '../notifications/notifications.service.js';
import { assertNotArchived, sendMemos, targetsOfSend } from './memo-template-sends.service.js';

async function lockSend(db: Database, id: number): Promise<MemoTemplateSendRow> {
  const q = db.selectFrom('memo_template_sends').selectAll().where('id', '=', id);
  return (db.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q).executeTakeFirstOrThrow();
}

/**
 * memo-template-sends/publish: every memo of the draft send goes out (or is scheduled, a memo
 * with a future start) in ONE transaction through publishWithin — one invalid memo and nothing
 * goes out. Each memo's recipients get one response row each (UNIQUE per memo and employee);
 * the tray items are pushed once committed. A published send answers as it is (a retry sends
 * nothing twice); an archived one 422.
 */
export async function publishSend(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  send: MemoTemplateSendRow;
}): Promise<MemoTemplateSendRow> {
  const { db, member } = opts;
  assertNotArchived(opts.send);
  if (opts.send.status === 'published') return opts.send;
  const targets = targetsOfSend(opts.send);
  if (isEmptyTargets(targets)) throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
  // The reach is checked again: the publisher's today (a manager's people may have changed).
  await assertTargets(db, memoSenderOf(member), targets);
  return transactThenPublish(opts, async (trx, events) => {
    const send = await lockSend(trx, opts.send.id);
    if (send.status !== 'draft') return send;
    const memos = await sendMemos(trx, send.id);
    if (!memos.length) throw invalid({ id: [SEND_TEXT.noMemos] });
    const now = new Date().toISOString();
    for (const [i, memo] of memos.entries()) {
      try {
        assertPublishable(memo, targets);
        if (memo.end_at && memo.end_at <= now) throw invalid({ end_at: [SEND_TEXT.endPassed] });
      } catch (err) {
        // Named by the memo's place in the send: memos.1.end_at.
        const errors = (err as { errors?: Record<string, string[]> }).errors;
        if (!errors) throw err;
        throw invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`memos.${i}.${k}`, v])));
      }
      const result = await publishWithin(trx, memo.id, now, member.employeeId);
      queueNotifications(events, result.notifications);
    }
    return trx
      .updateTable('memo_template_sends')
      .set({ status: 'published', publisher_id: member.employeeId, published_at: now, updated_at: now })
      .where('id', '=', send.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
