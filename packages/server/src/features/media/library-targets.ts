import { sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import type { Targets } from '../memos/memo-targets.js';

/**
 * A library file's targeting, stored as a memo's (locations ∪ audiences ∪ people); the ids are
 * checked with the memo's assertTargets (of the company, within a manager's reach) before.
 */

const TABLES = [
  ['media_locations', 'location_id', 'locationIds'],
  ['media_audiences', 'audience_id', 'audienceIds'],
  ['media_recipients', 'employee_id', 'recipientIds'],
] as const;

/** Replaces the stored targeting (each list only when given). */
export async function saveLibraryTargets(db: Database, mediaId: number, t: Partial<Targets>): Promise<void> {
  for (const [table, column, key] of TABLES) {
    const ids = t[key];
    if (!ids) continue;
    await db.deleteFrom(table).where('media_id', '=', mediaId).execute();
    for (const part of chunks([...new Set(ids)]))
      await db
        .insertInto(table)
        .values(part.map((id) => ({ media_id: mediaId, [column]: id }) as never))
        .execute();
  }
}

/** The targets of some files, by file id, with the names of what they name (live or not). */
export interface LibraryTargets {
  locations: { id: number; name: string }[];
  audiences: { id: number; name: string }[];
  recipients: { id: number; name: string }[];
}

/**
 * The targets of a page of files and the names of some people (their creators and updaters), in
 * one query (`union all` of the three target tables and the people): a page costs one round trip.
 */
export async function loadLibraryTargets(
  db: Database,
  ids: number[],
  people: number[],
): Promise<{ targets: Map<number, LibraryTargets>; names: Map<number, string> }> {
  const targets = new Map<number, LibraryTargets>(
    ids.map((id) => [id, { locations: [], audiences: [], recipients: [] }]),
  );
  const names = new Map<number, string>();
  if (!ids.length) return { targets, names };
  let q = db
    .selectFrom('media_locations as t')
    .innerJoin('locations as x', 'x.id', 't.location_id')
    .select(['t.media_id', sql.lit('locations').as('kind'), 'x.id', 'x.name'])
    .where('t.media_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('media_audiences as t')
        .innerJoin('audiences as x', 'x.id', 't.audience_id')
        .select(['t.media_id', sql.lit('audiences').as('kind'), 'x.id', 'x.name'])
        .where('t.media_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('media_recipients as t')
        .innerJoin('employees as x', 'x.id', 't.employee_id')
        .select(['t.media_id', sql.lit('recipients').as('kind'), 'x.id', 'x.name'])
        .where('t.media_id', 'in', ids),
    );
  if (people.length)
    q = q.unionAll(
      db
        .selectFrom('employees as x')
        .select([sql.lit(0).as('media_id'), sql.lit('people').as('kind'), 'x.id', 'x.name'])
        .where('x.id', 'in', people),
    );
  const rows = await q.execute();
  rows.sort((a, b) => a.name.localeCompare(b.name));
  for (const r of rows) {
    const kind = r.kind as keyof LibraryTargets | 'people';
    if (kind === 'people') names.set(r.id, r.name);
    else targets.get(Number(r.media_id))?.[kind].push({ id: r.id, name: r.name });
  }
  return { targets, names };
}
