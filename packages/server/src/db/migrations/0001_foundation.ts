import type { Kysely } from 'kysely';
import { boolDefault, boolType, timestampType as ts, withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bool = boolType(db);

  await withId(db, db.schema.createTable('users'))
    .addColumn('name', 'varchar(120)')
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('default_locale', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('default_company_id', 'integer')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('auth_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('expires_at', ts(db), (c) => c.notNull())
    .addColumn('last_used_at', ts(db))
    .addColumn('revoked_at', ts(db))
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('phone_codes'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('expires_at', ts(db), (c) => c.notNull())
    .addColumn('consumed_at', ts(db))
    .execute();
  await db.schema
    .createIndex('phone_codes_phone_idx')
    .on('phone_codes')
    .columns(['phone', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('expires_at', ts(db), (c) => c.notNull())
    .addColumn('used_at', ts(db))
    .execute();

  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)')
    .addColumn('slogan', 'varchar(160)')
    .addColumn('join_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('trial_ends_at', ts(db))
    .addColumn('subscription_status', 'varchar(20)', (c) => c.notNull().defaultTo('trialing'))
    .addColumn('subscribed_locations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('company_flags'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addUniqueConstraint('company_flags_company_key', ['company_id', 'key'])
    .execute();

  await withId(db, db.schema.createTable('employees'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_first', 'varchar(60)')
    .addColumn('name_last', 'varchar(60)')
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('phone_country_code', 'varchar(4)', (c) => c.notNull().defaultTo('1'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('employee'))
    .addColumn('type', 'varchar(60)')
    .addColumn('is_active', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('on_leave', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('default_locale', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('birth_date_day', 'integer')
    .addColumn('birth_date_month', 'integer')
    .addColumn('birth_date_year', 'integer')
    .addColumn('work_anniversary', 'varchar(10)')
    .addColumn('pin', 'varchar(20)')
    .addColumn('company_ext_id', 'varchar(100)')
    .addColumn('last_invited_at', ts(db))
    .addColumn('invite_accepted_at', ts(db))
    .addColumn('last_login_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema
    .createIndex('employees_company_idx')
    .on('employees')
    .columns(['company_id', 'is_active'])
    .execute();
  await db.schema
    .createIndex('employees_user_idx')
    .on('employees')
    .columns(['user_id', 'company_id'])
    .execute();
  await db.schema
    .createIndex('employees_phone_idx')
    .on('employees')
    .columns(['company_id', 'phone'])
    .execute();
  await db.schema
    .createIndex('employees_email_idx')
    .on('employees')
    .columns(['company_id', 'email'])
    .execute();

  await withId(db, db.schema.createTable('invitations'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(20)')
    .addColumn('email', 'varchar(254)')
    .addColumn('invited_by', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('accepted_at', ts(db))
    .addColumn('ignored_at', ts(db))
    .addColumn('revoked_at', ts(db))
    .execute();
  await db.schema.createIndex('invitations_phone_idx').on('invitations').column('phone').execute();
  await db.schema.createIndex('invitations_email_idx').on('invitations').column('email').execute();

  for (const table of ['locations', 'audiences'] as const) {
    let t = withId(db, db.schema.createTable(table))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull());
    if (table === 'locations')
      t = t.addColumn('timezone', 'varchar(40)', (c) => c.notNull().defaultTo('America/Chicago'));
    await t
      .addColumn('created_at', ts(db), (c) => c.notNull())
      .addColumn('updated_at', ts(db), (c) => c.notNull())
      .addColumn('deleted_at', ts(db))
      .execute();
    await db.schema.createIndex(`${table}_company_idx`).on(table).column('company_id').execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
