import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The Team list at scale (50,000 employees): its sort indexes only hold live records, so a count
 * or a page reads the index alone; on PostgreSQL, trigram indexes serve the "contains" search on
 * name, e-mail and phone when the pg_trgm extension can be had (else the search scans the company).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('employees_company_name_idx').execute();
  await db.schema.dropIndex('employees_company_created_idx').execute();
  for (const column of ['name', 'created_at', 'last_invited_at', 'role']) {
    await db.schema
      .createIndex(`employees_live_${column}_idx`)
      .on('employees')
      .columns(['company_id', 'is_active', column])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  }
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and (exists (select 1 from pg_extension where extname = 'pg_trgm')
        or has_database_privilege(current_database(), 'CREATE')) as ok`.execute(db);
  if (!rows[0]?.ok) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index employees_name_trgm_idx on employees using gin (lower(name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index employees_email_trgm_idx on employees using gin (lower(email) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index employees_phone_trgm_idx on employees using gin (phone gin_trgm_ops)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
