import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

/** Whether the database answers a trivial query; the health check reports it to the load balancer. */
export async function databaseReachable(opts: {
  db: Database;
  onError: (err: unknown) => void;
}): Promise<boolean> {
  try {
    await sql`select 1`.execute(opts.db);
    return true;
  } catch (err) {
    opts.onError(err);
    return false;
  }
}
