import type { Database } from '../../db/index.js';
import type { Names } from './followups.presenter.js';

/** One query for the names of everyone some follow-ups mention (loaded before presenting them). */
export async function loadNames(db: Database, ids: (number | null)[]): Promise<Names> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('employees').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
