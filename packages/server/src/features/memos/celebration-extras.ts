import {
  CELEBRATION_TYPES,
  type CelebrationType,
  DEFAULT_CELEBRATION_OPTIONS,
  type TCelebrationInfo,
  type TCelebrationOptionCounts,
} from '@teamline/shared';
import { sql } from 'kysely';
import { employeeNames } from '../../db/employee-names.js';
import { type Database, toBool } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';

/**
 * What a celebration shows beside its memo fields: whom and why (`celebration`), the company's
 * options with how many celebrated with each (`celebration_options`) and, for an employee, the
 * option they chose. Loaded for a page of memos in a few queries; messages and surveys load nothing.
 */

/**
 * The options a company offers (spec §3 Company celebration_options). There is no setting for
 * them: every company offers the product's defaults (company/details answers the same list).
 */
export const CELEBRATION_OPTIONS: readonly string[] = DEFAULT_CELEBRATION_OPTIONS;

/** The company's options at 0, then the counts given (an option no longer offered still shows). */
export function withOptions(counts: Iterable<[string, number]> = []): TCelebrationOptionCounts {
  const out: TCelebrationOptionCounts = Object.fromEntries(CELEBRATION_OPTIONS.map((o) => [o, 0]));
  for (const [option, n] of counts) out[option] = (out[option] ?? 0) + n;
  return out;
}

export interface CelebrationExtras {
  info: Map<number, TCelebrationInfo>;
  counts: Map<number, TCelebrationOptionCounts>;
  /** The viewer's own option per celebration (when a viewer was named). */
  mine: Map<number, string>;
}

export const NO_CELEBRATION_EXTRAS: CelebrationExtras = {
  info: new Map(),
  counts: new Map(),
  mine: new Map(),
};

const isType = (t: string | null): t is CelebrationType =>
  (CELEBRATION_TYPES as readonly (string | null)[]).includes(t);

/** The `celebration` of each celebration memo, with the celebrated employee's name. */
export async function loadCelebrationInfo(
  db: Database,
  rows: readonly MemoRow[],
): Promise<Map<number, TCelebrationInfo>> {
  const celebrations = rows.filter((m) => m.kind === 'celebration');
  const nameOf = await employeeNames(
    db,
    celebrations.map((m) => m.celebrated_employee_id),
  );
  const out = new Map<number, TCelebrationInfo>();
  for (const m of celebrations) {
    const id = m.celebrated_employee_id;
    out.set(m.id, {
      // A celebrated employee removed for good (the link set null) still shows as a name.
      employee: { id: id ?? 0, name: (id !== null && nameOf.get(id)) || 'Former employee' },
      type: isType(m.celebration_type) ? m.celebration_type : 'other',
      date: m.celebration_date ?? (m.start_at ?? m.created_at).slice(0, 10),
      years: m.celebration_years,
      automatic: toBool(m.celebration_automatic),
    });
  }
  return out;
}

/** Info, option counts and (with `viewerId`) the viewer's own option, for the celebrations among rows. */
export async function loadCelebrationExtras(
  db: Database,
  rows: readonly MemoRow[],
  viewerId?: number,
): Promise<CelebrationExtras> {
  const celebrations = rows.filter((m) => m.kind === 'celebration');
  if (!celebrations.length) return NO_CELEBRATION_EXTRAS;
  const ids = celebrations.map((m) => m.id);
  const [info, counted, mine] = await Promise.all([
    loadCelebrationInfo(db, celebrations),
    db
      .selectFrom('celebration_reactions')
      .select(['memo_id', 'option', sql<number>`count(*)`.as('n')])
      .where('memo_id', 'in', ids)
      .groupBy(['memo_id', 'option'])
      .execute(),
    viewerId === undefined
      ? Promise.resolve([])
      : db
          .selectFrom('celebration_reactions')
          .select(['memo_id', 'option'])
          .where('memo_id', 'in', ids)
          .where('employee_id', '=', viewerId)
          .execute(),
  ]);
  const counts = new Map<number, TCelebrationOptionCounts>();
  for (const m of celebrations)
    counts.set(
      m.id,
      withOptions(counted.filter((c) => c.memo_id === m.id).map((c) => [c.option, Number(c.n)])),
    );
  return { info, counts, mine: new Map(mine.map((r) => [r.memo_id, r.option])) };
}
