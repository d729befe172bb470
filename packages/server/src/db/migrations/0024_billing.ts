import { type Kysely, sql } from 'kysely';
import { boolDefault, boolType, isPostgres, timestampType as ts } from './helpers.js';

/**
 * Subscription and billing (decisions.md, Billing). `company_billing` holds one row per company:
 * its trial (start and end), its plan — who granted it (`source`: 'stripe' | 'operator' | null),
 * its status (Stripe's, or 'none'), the interval, the covered locations (`all_locations`, or the
 * JSON array `location_ids`), `cancel_at`, the end of the paid period, an operator grant's `until`,
 * Stripe's customer and subscription ids — and `state_at`, the Stripe `created` time (seconds) of
 * the newest event applied, so an older event arriving late never overwrites a newer state.
 * `billing_events` keeps every webhook event id applied: a replay is recognised and applied once.
 *
 * Existing companies start a fresh trial from the moment this migration runs (the default 14
 * days): none could subscribe before, and a trial that ended before billing existed would lock
 * them out on upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_billing')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('trial_started_at', ts(db), (c) => c.notNull())
    .addColumn('trial_ends_at', ts(db), (c) => c.notNull())
    .addColumn('source', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('none'))
    .addColumn('interval', 'varchar(5)')
    .addColumn('all_locations', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('location_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cancel_at', ts(db))
    .addColumn('current_period_end', ts(db))
    .addColumn('granted_until', ts(db))
    .addColumn('stripe_customer_id', 'varchar(255)')
    .addColumn('stripe_subscription_id', 'varchar(255)')
    .addColumn('state_at', 'bigint')
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('company_billing_customer_idx')
    .on('company_billing')
    .column('stripe_customer_id')
    .execute();
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .addColumn('received_at', ts(db), (c) => c.notNull())
    .execute();

  const now = new Date();
  const ends = new Date(now.getTime() + 14 * 86_400_000);
  const [start, end] = [now.toISOString(), ends.toISOString()];
  const cast = isPostgres(db) ? sql`::timestamptz` : sql``;
  await sql`
    insert into company_billing (company_id, trial_started_at, trial_ends_at, updated_at)
    select id, ${start}${cast}, ${end}${cast}, ${start}${cast} from companies
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
