import { ALL_MEMO_KINDS, type AnyMemoKind, MEMO_KINDS, type ZMemosQuery } from '@teamline/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { containsTerms } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import { scopeMemos } from '../../policies/memo.js';

type MemosQuery = z.output<typeof ZMemosQuery>;

/** The live memos a member manages. */
function managed(db: Database, member: Member) {
  return scopeMemos(db, member, db.selectFrom('memos')).where('deleted_at', 'is', null);
}

/**
 * company/messages, company/surveys, company/celebrations, memos/list: one count and one page
 * query. Without a kind, every kind (memos/list is Sent: messages, surveys and celebrations).
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
  q = kind ? q.where('kind', '=', kind) : q.where('kind', 'in', ALL_MEMO_KINDS);
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
export async function allMemos(opts: { db: Database; member: Member }): Promise<MemoRow[]> {
  return managed(opts.db, opts.member)
    .where('kind', 'in', MEMO_KINDS)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}
