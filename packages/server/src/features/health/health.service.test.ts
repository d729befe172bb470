import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/index.js';
import { databaseReachable, PROBE_MAX_AGE_MS } from './health.service.js';

describe('the health check’s database probe', () => {
  it('asks the database at most once a second, shares the answer, and reports a database gone', async () => {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    const onError = vi.fn();
    const t0 = Date.now();
    const first = databaseReachable({ db: handle.db, onError, now: t0 });
    // A check while the first is under way, and one within the second, share its answer.
    expect(databaseReachable({ db: handle.db, onError, now: t0 + 10 })).toBe(first);
    expect(await first).toBe(true);
    await handle.close();
    expect(await databaseReachable({ db: handle.db, onError, now: t0 + PROBE_MAX_AGE_MS - 1 })).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    // Past the second, it asks again: the database is closed, so the answer is no.
    expect(await databaseReachable({ db: handle.db, onError, now: t0 + PROBE_MAX_AGE_MS })).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
