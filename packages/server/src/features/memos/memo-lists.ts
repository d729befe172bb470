import {
  type AnyMemoKind,
  MEMO_KINDS,
  MEMO_TEXT,
  type ZMemoDeleteRecipientsRequest,
  type ZMemosQuery,
} from '@teamline/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { DB, MemoRow } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';
import { isAdmin, type Member } from '../../policies/index.js';
import { managedEmployeeIds } from '../../policies/people.js';
import { recipientCount, syncRecipients } from './memo-publish.js';
import {
  assertTargets,
  countReached,
  loadTargets,
  saveTargets,
  senderOf,
  type Targets,
} from './memo-targets.js';

type MemosQuery = z.output<typeof ZMemosQuery>;

/**
 * Narrows a query of memos to the caller's company and what they manage: an admin every memo,
 * a manager the memos they created and the celebrations of their people (the Follow-ups scope:
 * their locations' people and direct reports, not themselves) — decisions.md, Memos, Celebrations.
 */
export function whereManaged<O>(db: Database, member: Member, q: SelectQueryBuilder<DB, 'memos', O>) {
  const company = q.where('memos.company_id', '=', member.companyId);
  if (isAdmin(member)) return company;
  return company.where((eb) =>
    eb.or([
      eb('memos.creator_id', '=', member.employeeId),
      eb.and([
        eb('memos.kind', '=', 'celebration'),
        eb('memos.celebrated_employee_id', 'in', managedEmployeeIds(db, member)),
      ]),
    ]),
  );
}

/** The live memos a member manages. */
function managed(db: Database, member: Member) {
  return whereManaged(db, member, db.selectFrom('memos')).where('deleted_at', 'is', null);
}

/**
 * company/messages, company/surveys, company/celebrations, memos/list: one count and one page
 * query. Without a kind, messages and surveys (memos/list leaves celebrations to their own list).
 */
export async function listMemos(opts: {
  db: Database;
  member: Member;
  query: MemosQuery;
  kind?: AnyMemoKind | undefined;
  celebrationType?: string | undefined;
}): Promise<{ rows: MemoRow[]; total: number }> {
  const { query } = opts;
  let q = managed(opts.db, opts.member);
  const kind = opts.kind ?? query.kind;
  q = kind ? q.where('kind', '=', kind) : q.where('kind', 'in', MEMO_KINDS);
  if (opts.celebrationType) q = q.where('celebration_type', '=', opts.celebrationType);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.category) q = q.where('category', '=', query.category);
  if (query.terms) q = q.where(containsTerms('title', query.terms));
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const sortColumn =
    query.sort_by === 'start_at' ? sql`coalesce(start_at, published_at, created_at)` : sql.ref(query.sort_by);
  const direction = query.sort_direction === 'asc' ? sql`asc` : sql`desc`;
  const rows = await q
    .selectAll()
    .orderBy(sql`${sortColumn} ${direction}`)
    .orderBy('id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { rows, total: Number(count.n) };
}

/** memos/all: every message and survey the member manages, newest first (at most 1,000). */
export async function allMemos(db: Database, member: Member): Promise<MemoRow[]> {
  return managed(db, member)
    .where('kind', 'in', MEMO_KINDS)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}

/** The recipient count a targeting would reach now (compose's preview). */
export async function previewRecipients(db: Database, member: Member, t: Targets): Promise<number> {
  const sender = senderOf(member);
  await assertTargets(db, sender, t);
  return countReached(db, sender, t);
}

const merge = (a: number[], b: number[]) => [...new Set([...a, ...b])];
const without = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));

/**
 * memos/recipients and memos/delete-recipients: add or remove targets. On a published memo the
 * newly reached people get their row and notification at once (the others are left alone);
 * people no longer reached lose an untouched row.
 */
export async function changeRecipients(opts: {
  db: Database;
  member: Member;
  memo: MemoRow;
  add?: Targets;
  remove?: z.output<typeof ZMemoDeleteRecipientsRequest>;
}) {
  const { db, memo } = opts;
  if (memo.status === 'expired' || memo.status === 'archived')
    throw invalid({ id: [MEMO_TEXT.notPublished] });
  if (opts.add) await assertTargets(db, senderOf(opts.member), opts.add);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
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
    if (memo.status !== 'published') {
      return {
        added: 0,
        removed: 0,
        notifications: [],
        recipientCount: await countReached(trx, senderOf(opts.member), next),
      };
    }
    const sync = await syncRecipients(trx, memo, now);
    return {
      added: sync.addedEmployeeIds.length,
      removed: sync.removed,
      notifications: sync.notifications,
      recipientCount: await recipientCount(trx, memo.id),
    };
  });
}
