import type { Database } from '../../db/index.js';
import { pendingMigrations } from '../../db/migrate.js';
import { databaseReachable } from './health.service.js';

/** One check of readiness: its name and whether it passed (with the reason when not). */
export interface ReadinessCheck {
  name: 'shutdown' | 'database' | 'migrations' | 'redis';
  ok: boolean;
  detail?: string;
}

/**
 * Whether this instance should get traffic: not shutting down, the database answers, every
 * migration this build knows has run, and Redis answers when one is configured. A load balancer
 * takes the instance out of rotation on 503 (docs/deployment.md, Monitoring).
 */
export async function readiness(opts: {
  db: Database;
  draining: boolean;
  redisReachable: () => Promise<boolean | null>;
  onError: (err: unknown) => void;
  /** Migrations are checked until they are all seen done once (they never un-run). */
  migrationsSeenDone: { value: boolean };
}): Promise<ReadinessCheck[]> {
  const checks: ReadinessCheck[] = [
    opts.draining ? { name: 'shutdown', ok: false, detail: 'shutting down' } : { name: 'shutdown', ok: true },
  ];
  const [database, redis] = await Promise.all([
    databaseReachable({ db: opts.db, onError: opts.onError }),
    opts.redisReachable(),
  ]);
  checks.push(
    database ? { name: 'database', ok: true } : { name: 'database', ok: false, detail: 'unreachable' },
  );
  if (database && !opts.migrationsSeenDone.value) {
    try {
      const pending = await pendingMigrations(opts.db);
      if (pending.length === 0) opts.migrationsSeenDone.value = true;
    } catch (err) {
      opts.onError(err);
    }
  }
  checks.push(
    opts.migrationsSeenDone.value
      ? { name: 'migrations', ok: true }
      : { name: 'migrations', ok: false, detail: 'not all migrations have run' },
  );
  if (redis !== null)
    checks.push(redis ? { name: 'redis', ok: true } : { name: 'redis', ok: false, detail: 'unreachable' });
  return checks;
}
