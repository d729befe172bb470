import type { Database } from './index.js';

/**
 * Values kept in this process's memory per database, least recently used dropped first past
 * `max`. Keys are one database's (ids, versions): tests run several databases in one process.
 * Used by the caches kept under a version the database's triggers raise (company details, chat
 * member counts, media list totals).
 */
export function keptPerDatabase<V>(max: number) {
  const byDb = new WeakMap<Database, Map<string, V>>();
  const mapOf = (db: Database) => {
    let kept = byDb.get(db);
    if (!kept) {
      kept = new Map();
      byDb.set(db, kept);
    }
    return kept;
  };
  return {
    get(db: Database, key: string): V | undefined {
      const kept = mapOf(db);
      const hit = kept.get(key);
      if (hit === undefined) return undefined;
      // Most recently used last: the first key is the one to drop.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    },
    set(db: Database, key: string, value: V): void {
      const kept = mapOf(db);
      kept.delete(key);
      kept.set(key, value);
      while (kept.size > max) kept.delete(kept.keys().next().value as string);
    },
  };
}
