import type { Kysely } from 'kysely';
import { boolDefault, boolType, timestampType as ts, withId } from './helpers.js';

/**
 * Single sign-on (decisions.md, Single sign-on). `sso_providers`: one identity provider per
 * company — its issuer, client id, the client secret sealed by the secret box, the name on the
 * sign-in button, whether PKCE is used, and whether everyone but admins must sign in through it.
 * `sso_transactions`: one started sign-in — the state (hashed), nonce and PKCE verifier, the path
 * to come back to — used once, within 30 minutes (spec §9). `sso_identities`: which subject of a
 * company's provider is which user, kept once linked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_providers')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('display_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('use_pkce', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('require_sso', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sso_transactions'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)')
    .addColumn('return_to', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('expires_at', ts(db), (c) => c.notNull())
    .addColumn('consumed_at', ts(db))
    .execute();
  await db.schema
    .createIndex('sso_transactions_expires_idx')
    .on('sso_transactions')
    .column('expires_at')
    .execute();

  await withId(db, db.schema.createTable('sso_identities'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('last_login_at', ts(db), (c) => c.notNull())
    .addUniqueConstraint('sso_identities_subject_uq', ['company_id', 'subject'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
