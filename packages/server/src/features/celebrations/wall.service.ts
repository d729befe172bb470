import type { TCelebrationInfo, ZMemoResponsesQuery } from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { assertIdsInCompany } from '../../db/tenant.js';
import { notFound } from '../../http/errors.js';
import { scopeSeenCelebrations } from '../../policies/celebration.js';
import type { Member } from '../../policies/index.js';
import { NON_ADMIN_ROLES } from '../../policies/people.js';
import { loadCelebrationInfo } from '../memos/celebration-extras.js';

/**
 * The celebration wall (GET memo-responses): who celebrated whom with what, newest first. Whose
 * celebrations a member sees is policies/celebration.ts's answer; deleted celebrations leave
 * the wall.
 */

type WallQuery = z.output<typeof ZMemoResponsesQuery>;

/** One reaction with what the wall shows beside it: the celebration's title and whom it celebrates. */
export interface WallReaction {
  id: number;
  memo_id: number;
  option: string;
  created_at: string;
  employee_id: number;
  name: string;
  title: string;
  celebration: TCelebrationInfo;
}

/** The ids of the (live) celebrations a member sees. */
function seenCelebrations(db: Database, member: Member) {
  return scopeSeenCelebrations(db, member, db.selectFrom('memos'))
    .select('memos.id')
    .where('memos.deleted_at', 'is', null);
}

/** A published celebration the member sees and may celebrate now (revealed, not ended); else 404. */
export async function findSeenCelebration(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<MemoRow> {
  const { db, member } = opts;
  const now = new Date().toISOString();
  const memo = await db
    .selectFrom('memos')
    .selectAll()
    .where('id', '=', opts.id)
    .where('id', 'in', seenCelebrations(db, member))
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('reveal_at', 'is', null), eb('reveal_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .executeTakeFirst();
  if (!memo) throw notFound('Celebration not found');
  return memo;
}

function reactions(db: Database) {
  return db
    .selectFrom('celebration_reactions as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .select(['r.id', 'r.memo_id', 'r.option', 'r.created_at', 'r.employee_id', 'e.name']);
}

type ReactionRow = Omit<WallReaction, 'title' | 'celebration'>;

/** The celebrations' titles and whom they celebrate, for a page of reactions (in two queries). */
async function withCelebrations(db: Database, rows: ReactionRow[]): Promise<WallReaction[]> {
  const memoIds = [...new Set(rows.map((r) => r.memo_id))];
  const memos = memoIds.length
    ? await db.selectFrom('memos').selectAll().where('id', 'in', memoIds).execute()
    : [];
  const info = await loadCelebrationInfo(db, memos);
  const titles = new Map(memos.map((m) => [m.id, m.title]));
  return rows.flatMap((r) => {
    const celebration = info.get(r.memo_id);
    return celebration ? [{ ...r, title: titles.get(r.memo_id) ?? '', celebration }] : [];
  });
}

/** One reaction as the wall shows it (POST memo-responses/celebration answers it). */
export async function findWallReaction(opts: { db: Database; id: number }): Promise<WallReaction> {
  const row = await reactions(opts.db).where('r.id', '=', opts.id).executeTakeFirstOrThrow();
  const [out] = await withCelebrations(opts.db, [row]);
  if (!out) throw notFound('Celebration not found');
  return out;
}

/** A page of the wall and its total. A location of another company answers 404. */
export async function celebrationWall(opts: {
  db: Database;
  member: Member;
  query: WallQuery;
}): Promise<{ rows: WallReaction[]; total: number }> {
  const { db, member, query } = opts;
  if (query.location_id)
    await assertIdsInCompany({
      db,
      companyId: member.companyId,
      table: 'locations',
      ids: [query.location_id],
    });
  let q = reactions(db)
    .where('r.company_id', '=', member.companyId)
    .where('r.memo_id', 'in', seenCelebrations(db, member));
  if (query.location_id)
    q = q.where(
      'r.memo_id',
      'in',
      db
        .selectFrom('memos')
        .select('memos.id')
        .where(
          'memos.celebrated_employee_id',
          'in',
          db
            .selectFrom('employee_locations')
            .select('employee_id')
            .where('location_id', '=', query.location_id),
        ),
    );
  // A filter the caller asked for (leave out what admins celebrated), not an access rule.
  if (query.ignore_admin) q = q.where('e.role', 'in', NON_ADMIN_ROLES);
  const [count, rows] = await Promise.all([
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
  ]);
  return { rows: await withCelebrations(db, rows), total: Number(count.n) };
}
