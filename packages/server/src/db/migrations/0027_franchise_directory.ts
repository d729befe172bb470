import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * The franchise location directory (issue 17; docs/architecture.md, Franchise directory).
 *
 * - `employees.last_synced_at`: when the directory last listed the person (with `company_ext_id`,
 *   their id there). Indexed with the company so a sync finds its people by external id.
 * - `franchise_connections`: one row per connected company; the token (access and refresh, JSON)
 *   is sealed with the secrets key (adapters/secret-box.ts) and never leaves the server.
 * - `franchise_states`: the OAuth `state` of a connect in progress, kept as its SHA-256; used once.
 * - `franchise_locations`: the directory locations in the sync, each linked to a company location.
 * - `franchise_runs`: every sync (manual or hourly), its progress and what it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employees').addColumn('last_synced_at', ts(db)).execute();
  await db.schema
    .createIndex('employees_ext_id_idx')
    .on('employees')
    .columns(['company_id', 'company_ext_id'])
    .execute();
  await db.schema
    .createTable('franchise_connections')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('token_expires_at', ts(db), (c) => c.notNull())
    .addColumn('connected_by', 'integer')
    .addColumn('connected_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('franchise_states')
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('expires_at', ts(db), (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('franchise_locations'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('ext_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addUniqueConstraint('franchise_locations_ext_uq', ['company_id', 'ext_id'])
    .execute();
  await withId(db, db.schema.createTable('franchise_runs'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('trigger', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('locations_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locations_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counts', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('error', 'text')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('finished_at', ts(db))
    .execute();
  await db.schema
    .createIndex('franchise_runs_company_idx')
    .on('franchise_runs')
    .columns(['company_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
