import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * SCIM 2.0 provisioning (docs/integrations.md, SCIM provisioning; decisions.md, SCIM). A company's
 * admins make bearer tokens for an identity provider (Okta, Entra ID); only the token's SHA-256 is
 * stored, with the first characters (`token_hint`) so a list can tell tokens apart. Revoking sets
 * `revoked_at`; the row stays so the audit trail (who made it, when last used) survives.
 * Users and Groups are the company's employees and audiences: no table of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('scim_tokens'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('token_hint', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('last_used_at', ts(db))
    .addColumn('revoked_at', ts(db))
    .execute();
  await db.schema.createIndex('scim_tokens_company_idx').on('scim_tokens').column('company_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
