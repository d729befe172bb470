import { MSG, type ZMemoDeleteRecipientsRequest } from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { queueNotifications } from '../notifications/notifications.service.js';
import { recipientCount, syncRecipients } from './memo-publish.js';
import { assertTargets, countReached, loadTargets, saveTargets, type Targets } from './memo-targets.js';
import { assertTransition, findMemo } from './memos.service.js';

/**
 * memos/recipients and memos/delete-recipients (decisions.md, Memos, Recipients of a published
 * memo): the compose preview's count, and adding or removing targets of a memo.
 */

export interface RecipientsChange {
  recipientCount: number;
  added: number;
  removed: number;
  /** The memo changed (none for a preview without an id). */
  memo: MemoRow | null;
}

const merge = (a: number[], b: number[]) => [...new Set([...a, ...b])];
const without = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));

/** The recipient count a targeting would reach now (compose's preview); nothing changes. */
export async function previewRecipients(opts: {
  db: Database;
  member: Member;
  add: Targets;
}): Promise<number> {
  const sender = memoSenderOf(opts.member);
  await assertTargets(opts.db, sender, opts.add);
  return countReached(opts.db, sender, opts.add);
}

/**
 * Adds or removes targets. On a published memo the newly reached people get their row and
 * notification at once (pushed once committed; the others are left alone); people no longer
 * reached lose an untouched row. Expired and archived memos are closed (422).
 */
export async function changeRecipients(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  memo: MemoRow;
  add?: Targets;
  remove?: Pick<
    z.output<typeof ZMemoDeleteRecipientsRequest>,
    'location_ids' | 'audience_ids' | 'recipient_ids'
  >;
}): Promise<RecipientsChange> {
  const { db, memo } = opts;
  assertTransition(memo, 'change_recipients');
  const sender = memoSenderOf(opts.member);
  if (opts.add) await assertTargets(db, sender, opts.add);
  const now = new Date().toISOString();
  return transactThenPublish(opts, async (trx, events) => {
    const t = await loadTargets(trx, memo.id);
    const next: Targets = opts.add
      ? {
          locationIds: merge(t.locationIds, opts.add.locationIds),
          audienceIds: merge(t.audienceIds, opts.add.audienceIds),
          recipientIds: merge(t.recipientIds, opts.add.recipientIds),
        }
      : {
          locationIds: without(t.locationIds, opts.remove?.location_ids ?? []),
          audienceIds: without(t.audienceIds, opts.remove?.audience_ids ?? []),
          recipientIds: without(t.recipientIds, opts.remove?.recipient_ids ?? []),
        };
    await saveTargets(trx, memo.id, next);
    if (memo.status !== 'published')
      return { memo, added: 0, removed: 0, recipientCount: await countReached(trx, sender, next) };
    const sync = await syncRecipients(trx, memo, now);
    queueNotifications(events, sync.notifications);
    return {
      memo,
      added: sync.addedEmployeeIds.length,
      removed: sync.removed,
      recipientCount: await recipientCount(trx, memo.id),
    };
  });
}

/**
 * POST memos/recipients: with `preview`, counts the targeting (and answers the memo when an id
 * is given); else adds it to memo `id` (required).
 */
export async function addRecipients(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  id: number | undefined;
  preview: boolean;
  add: Targets;
}): Promise<RecipientsChange> {
  const { db, member, id } = opts;
  if (opts.preview) {
    const count = await previewRecipients(opts);
    const memo = id ? await findMemo({ db, member, id }) : null;
    return { recipientCount: count, added: 0, removed: 0, memo };
  }
  if (!id) throw invalid({ id: [MSG.required] });
  return changeRecipients({ ...opts, memo: await findMemo({ db, member, id }) });
}
