import { type Kysely, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { nowIso, openDatabase } from '../../db/index.js';
import { migrateToLatest } from '../../db/migrate.js';
import * as m0024 from '../../db/migrations/0024_billing.js';

/** 0024_billing on a database with companies: each starts a 14-day trial from the migration. */
it('gives every existing company a fresh 14-day trial from the moment 0024 runs', async () => {
  const database = await createTestDatabase();
  const handle = openDatabase(database ? { databaseUrl: database.url } : { sqliteFile: ':memory:' });
  afterAll(async () => {
    await handle.close();
    await database?.drop();
  });
  const { db } = handle;
  await migrateToLatest(db);
  // Back to the state before 0024 (its tables gone), with a company made long ago.
  await sql`drop table company_billing`.execute(db);
  await sql`drop table billing_events`.execute(db);
  const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
  const company = await db
    .insertInto('companies')
    .values({
      name: 'Old Diner',
      logo: null,
      slogan: null,
      join_code: 'OLDDINER',
      trial_ends_at: old,
      subscription_status: 'trialing',
      subscribed_locations: 0,
      created_at: old,
      updated_at: old,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const before = Date.now();
  // 0024's own step, run again: later migrations exist, so the migrator would refuse a gap.
  await m0024.up(db as unknown as Kysely<unknown>);
  const row = await db
    .selectFrom('company_billing')
    .selectAll()
    .where('company_id', '=', company.id)
    .executeTakeFirstOrThrow();
  expect(Date.parse(row.trial_started_at)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(row.trial_ends_at) - Date.parse(row.trial_started_at)).toBe(14 * 86_400_000);
  expect(row).toMatchObject({ status: 'none', source: null, stripe_customer_id: null });
  expect(Date.parse(row.updated_at)).toBeLessThanOrEqual(Date.parse(nowIso()));
});
