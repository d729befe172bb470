import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { openDatabase } from './index.js';

/**
 * DATABASE_POOL_MAX: the most PostgreSQL connections one server process opens (docs/configuration.md).
 * PostgreSQL only (vitest.config.ts): SQLite has one connection, whatever the setting.
 */
const database = await createTestDatabase();
if (!database)
  throw new Error('pool-size.test.ts needs PostgreSQL: run it with TEST_DATABASE_URL (npm run test:pg)');
afterAll(() => database.drop());

describe('the PostgreSQL pool size', () => {
  it('is 10 unless DATABASE_POOL_MAX says otherwise, and must be a whole number from 1', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '40' }).databasePoolMax).toBe(40);
    for (const bad of ['0', '-1', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('bounds the connections open at once: the queries beyond it wait for one', async () => {
    const handle = openDatabase({ databaseUrl: database.url, poolMax: 3 });
    try {
      const queries = Array.from({ length: 8 }, () => sql`select pg_sleep(0.3)`.execute(handle.db));
      await new Promise((resolve) => setTimeout(resolve, 150));
      const busy = handle.poolStats();
      expect(busy.total).toBe(3);
      expect(busy.waiting).toBe(5);
      await Promise.all(queries);
      expect(handle.poolStats().total).toBeLessThanOrEqual(3);
    } finally {
      await handle.close();
    }
  });
});
