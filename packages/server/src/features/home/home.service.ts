import type { AnyMemoKind, THomeManagement } from '@teamline/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { seesDashboard } from '../../policies/home.js';
import type { Member } from '../../policies/index.js';
import { scopeMemos } from '../../policies/memo.js';
import { managedEmployeeIds } from '../../policies/people.js';
import { ownFollowups } from '../followups/employee-followups.js';
import { followupOverview } from '../followups/followups.service.js';
import { memoCountsFor } from '../memos/employee-memos.js';
import { displayStart } from '../memos/memos.presenter.js';
import { type HomeState, rate } from './home.presenter.js';

/** How many recent memos the dashboard shows. */
export const HOME_RECENT_MEMOS = 5;
/** How many late memos each past-due location names. */
export const HOME_PAST_DUE_MEMOS = 5;

/**
 * Reach and response rate of the most recent published messages and surveys the caller manages
 * (the Sent list's rule: an admin the company's, a manager their own).
 */
async function recentMemos(db: Database, member: Member): Promise<THomeManagement['recent_memos']> {
  const memos = await scopeMemos(db, member, db.selectFrom('memos').selectAll())
    .where('deleted_at', 'is', null)
    .where('kind', 'in', ['message', 'survey'])
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HOME_RECENT_MEMOS)
    .execute();
  if (memos.length === 0) return [];
  const now = new Date().toISOString();
  const counts = await db
    .selectFrom('memo_responses')
    .select([
      'memo_id',
      sql<number>`count(*)`.as('total'),
      sql<number>`count(read_at)`.as('read'),
      sql<number>`count(acknowledged_at)`.as('responded'),
    ])
    .where(
      'memo_id',
      'in',
      memos.map((m) => m.id),
    )
    .groupBy('memo_id')
    .execute();
  const byMemo = new Map(counts.map((c) => [c.memo_id, c]));
  return memos.map((m) => {
    const c = byMemo.get(m.id);
    const total = Number(c?.total ?? 0);
    const responded = Number(c?.responded ?? 0);
    const isDue = m.due_at !== null && m.due_at < now && m.status === 'published';
    return {
      id: m.id,
      kind: m.kind as AnyMemoKind,
      title: m.title,
      display_start_at: displayStart(m),
      due_at: m.due_at,
      recipient_count: total,
      read_count: Number(c?.read ?? 0),
      responded_count: responded,
      past_due_count: isDue ? total - responded : 0,
      response_rate: rate(responded, total),
    };
  });
}

/** Unacknowledged, still-shown responses past their due date, of the caller's people, by location. */
async function pastDueByLocation(
  db: Database,
  member: Member,
): Promise<THomeManagement['past_due_by_location']> {
  const now = new Date().toISOString();
  // Late recipients per location and memo; the locations add their memos up.
  const rows = await db
    .selectFrom('memo_responses as r')
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .leftJoin('employee_locations as el', 'el.employee_id', 'r.employee_id')
    .leftJoin('locations as l', (j) => j.onRef('l.id', '=', 'el.location_id').on('l.deleted_at', 'is', null))
    .select([
      'l.id as location_id',
      'l.name as location_name',
      'm.id as memo_id',
      'm.title',
      sql<number>`count(*)`.as('count'),
    ])
    .where('r.company_id', '=', member.companyId)
    .where('r.acknowledged_at', 'is', null)
    .where('r.inbox_at', 'is not', null)
    .where('m.status', '=', 'published')
    .where('m.due_at', '<', now)
    .where('r.employee_id', 'in', managedEmployeeIds(db, member))
    .groupBy(['l.id', 'l.name', 'm.id', 'm.title'])
    .execute();
  const places = new Map<string, THomeManagement['past_due_by_location'][number] & { late: number[] }>();
  for (const r of rows) {
    const key = String(r.location_id);
    const place = places.get(key) ?? {
      location_id: r.location_id,
      location_name: r.location_name,
      count: 0,
      memos: [],
      late: [],
    };
    place.count += Number(r.count);
    place.memos.push({ id: r.memo_id, name: r.title });
    place.late.push(Number(r.count));
    places.set(key, place);
  }
  return [...places.values()]
    .map(({ late, memos, ...place }) => ({
      ...place,
      memos: memos
        .map((m, i) => ({ m, n: late[i] ?? 0 }))
        .sort((a, b) => b.n - a.n || a.m.id - b.m.id)
        .slice(0, HOME_PAST_DUE_MEMOS)
        .map(({ m }) => m),
    }))
    .sort((a, b) => b.count - a.count || (a.location_name ?? '').localeCompare(b.location_name ?? ''));
}

/** GET home: the dashboard for management, and the caller's own inbox and follow-up state. */
export async function homeData(opts: {
  db: Database;
  member: Member;
  employee: EmployeeRow;
}): Promise<HomeState> {
  const { db, member, employee } = opts;
  const [counts, own, dashboard] = await Promise.all([
    memoCountsFor(db, [employee.id]),
    ownFollowups(db, employee),
    seesDashboard(member)
      ? Promise.all([
          recentMemos(db, member),
          pastDueByLocation(db, member),
          followupOverview({ db, member }).then((o) => o.counts),
        ])
      : null,
  ]);
  return {
    isManagement: seesDashboard(member),
    counts: counts.get(employee.id),
    own,
    dashboard: dashboard && { recent: dashboard[0], pastDue: dashboard[1], followups: dashboard[2] },
  };
}
