import type { Database } from '../../db/index.js';

/** One query for the names of everyone some follow-ups mention (the presenters' `Names`, loaded first). */
export async function loadNames(db: Database, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('employees').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
