import type { TCelebrationResponse, ZMemoResponsesQuery } from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import { assertIdsInCompany } from '../../db/tenant.js';
import { notFound } from '../../http/errors.js';
import { isAdmin, isManagement, type Member } from '../../policies/index.js';
import { managedEmployeeIds } from '../../policies/people.js';
import { loadCelebrationInfo } from '../memos/celebration-extras.js';

/**
 * The celebration wall (GET memo-responses): who celebrated whom with what, newest first. Whose
 * celebrations a member sees: an admin the company's; a manager those of their people and those
 * addressed to them; an employee those addressed to them. Deleted celebrations leave the wall.
 */

type WallQuery = z.output<typeof ZMemoResponsesQuery>;

/** The ids of the (live) celebrations a member sees. */
export function seenCelebrations(db: Database, member: Member) {
  const q = db
    .selectFrom('memos')
    .select('memos.id')
    .where('memos.company_id', '=', member.companyId)
    .where('memos.kind', '=', 'celebration')
    .where('memos.deleted_at', 'is', null);
  if (isAdmin(member)) return q;
  const addressed = db
    .selectFrom('memo_responses')
    .select('memo_id')
    .where('employee_id', '=', member.employeeId);
  return q.where((eb) =>
    isManagement(member)
      ? eb.or([
          eb('memos.id', 'in', addressed),
          eb('memos.celebrated_employee_id', 'in', managedEmployeeIds(db, member)),
        ])
      : eb('memos.id', 'in', addressed),
  );
}

/** A published celebration the member sees and may celebrate now (revealed, not ended); else 404. */
export async function findSeenCelebration(db: Database, member: Member, memoId: number) {
  const now = new Date().toISOString();
  const memo = await db
    .selectFrom('memos')
    .selectAll()
    .where('id', '=', memoId)
    .where('id', 'in', seenCelebrations(db, member))
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('reveal_at', 'is', null), eb('reveal_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .executeTakeFirst();
  if (!memo) throw notFound('Celebration not found');
  return memo;
}

/** Reactions (with their celebrator's name) as the wall shows them. */
export async function presentReactions(
  db: Database,
  rows: {
    id: number;
    memo_id: number;
    option: string;
    created_at: string;
    employee_id: number;
    name: string;
  }[],
): Promise<TCelebrationResponse[]> {
  const memoIds = [...new Set(rows.map((r) => r.memo_id))];
  const memos = memoIds.length
    ? await db.selectFrom('memos').selectAll().where('id', 'in', memoIds).execute()
    : [];
  const info = await loadCelebrationInfo(db, memos);
  const titles = new Map(memos.map((m) => [m.id, m.title]));
  return rows.flatMap((r) => {
    const celebration = info.get(r.memo_id);
    if (!celebration) return [];
    return [
      {
        id: r.id,
        memo_id: r.memo_id,
        title: titles.get(r.memo_id) ?? '',
        celebration,
        employee: { id: r.employee_id, name: r.name },
        option: r.option,
        created_at: r.created_at,
      },
    ];
  });
}

function reactions(db: Database) {
  return db
    .selectFrom('celebration_reactions as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .select(['r.id', 'r.memo_id', 'r.option', 'r.created_at', 'r.employee_id', 'e.name']);
}

/** One reaction as the wall shows it. */
export async function presentReaction(db: Database, id: number): Promise<TCelebrationResponse> {
  const row = await reactions(db).where('r.id', '=', id).executeTakeFirstOrThrow();
  const [out] = await presentReactions(db, [row]);
  if (!out) throw notFound('Celebration not found');
  return out;
}

/** A page of the wall and its total. A location of another company answers 404. */
export async function celebrationWall(db: Database, member: Member, query: WallQuery) {
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
  if (query.ignore_admin) q = q.where('e.role', '!=', 'admin');
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
  return { rows: await presentReactions(db, rows), total: Number(count.n) };
}
