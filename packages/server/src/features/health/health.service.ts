import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

/** How long one answer of the database stands for the health check. */
export const PROBE_MAX_AGE_MS = 1_000;

interface Probe {
  at: number;
  result: Promise<boolean>;
}

const probes = new WeakMap<Database, Probe>();

/**
 * Whether the database answers a trivial query; the health check reports it to the load balancer.
 * The query runs at most once a second per database: checks in between (a balancer polling every
 * instance, a monitor, a flood of them) share its answer instead of each costing a statement.
 */
export function databaseReachable(opts: {
  db: Database;
  onError: (err: unknown) => void;
  now?: number;
}): Promise<boolean> {
  const now = opts.now ?? Date.now();
  const last = probes.get(opts.db);
  if (last && now - last.at < PROBE_MAX_AGE_MS) return last.result;
  const result = sql`select 1`
    .execute(opts.db)
    .then(() => true)
    .catch((err: unknown) => {
      opts.onError(err);
      return false;
    });
  probes.set(opts.db, { at: now, result });
  return result;
}
