import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { keptPerDatabase } from '../../db/kept.js';

/**
 * The media list's totals, kept in this process's memory (docs/performance.md, Media library).
 * Counting what a list shape holds — an employee's files are the union of their locations',
 * audiences' and own targets; a search reads every match — costs tens of milliseconds in a large
 * library, and paging through the list asks the same question again. A total is kept under the
 * company's library version (0031: it grows with every change of a file or its targets, whichever
 * instance made it), for an employee also under their own locations and audiences, and under the
 * list's terms and filters; any change of those reads a new key, so a kept total is never stale.
 * The version is read before the count: a write landing between the two leaves a fresh total under
 * the old key, which the next request no longer asks.
 */
export interface ListTotals {
  /** The files the caller sees in this shape of the list. */
  total: number;
  /** An employee's list: the company's live files of the same types, seen or not (its strategy). */
  files: number;
}

const kept = keptPerDatabase<ListTotals>(10_000);

export async function listTotals(
  db: Database,
  scope: { companyId: number; employeeId: number | null; shape: string },
  count: () => Promise<ListTotals>,
): Promise<ListTotals> {
  const key = `${await stateOf(db, scope.companyId, scope.employeeId)}|${scope.shape}`;
  const hit = kept.get(db, key);
  if (hit) return hit;
  const totals = await count();
  kept.set(db, key, totals);
  return totals;
}

type Part = { k: string; id: number | string };

/**
 * What a kept total depends on, in one statement: the library's version, and an employee's
 * locations and audiences (management sees the whole library: the version alone).
 */
async function stateOf(db: Database, companyId: number, employeeId: number | null): Promise<string> {
  const version = sql<Part>`select 'v' as k, version as id from media_versions where company_id = ${companyId}`;
  const { rows } = await (employeeId === null
    ? version
    : sql<Part>`${version}
      union all select 'l', location_id from employee_locations where employee_id = ${employeeId}
      union all select 'a', audience_id from employee_audiences where employee_id = ${employeeId}`
  ).execute(db);
  const parts = rows.map((r) => `${r.k}${r.id}`).sort();
  return `${companyId}|${employeeId ?? 'all'}|${parts.join(',')}`;
}
