import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_notifications.js';
import * as m0003 from './migrations/0003_people.js';
import * as m0004 from './migrations/0004_places_settings.js';
import * as m0005 from './migrations/0005_employee_search.js';
import * as m0006 from './migrations/0006_employee_imports.js';
import * as m0007 from './migrations/0007_employee_list_speed.js';
import * as m0008 from './migrations/0008_jobs.js';
import * as m0009 from './migrations/0009_memos.js';
import * as m0010 from './migrations/0010_followups.js';
import * as m0011 from './migrations/0011_memo_reveal.js';
import * as m0012 from './migrations/0012_celebrations.js';
import * as m0013 from './migrations/0013_memo_media.js';
import * as m0014 from './migrations/0014_idempotency.js';
import * as m0015 from './migrations/0015_followup_closing.js';
import * as m0016 from './migrations/0016_memo_templates.js';
import * as m0017 from './migrations/0017_template_sends.js';
import * as m0018 from './migrations/0018_template_list_speed.js';
import * as m0019 from './migrations/0019_template_packages.js';
import * as m0020 from './migrations/0020_scheduled_sends.js';
import * as m0021 from './migrations/0021_memo_reminders.js';
import * as m0022 from './migrations/0022_media_library.js';
import * as m0023 from './migrations/0023_forms.js';
import * as m0024 from './migrations/0024_billing.js';
import * as m0025 from './migrations/0025_chat.js';
import * as m0026 from './migrations/0026_sso.js';
import * as m0027 from './migrations/0027_franchise_directory.js';
import * as m0028 from './migrations/0028_scim.js';
import * as m0031 from './migrations/0031_media_list_versions.js';
import * as m0032 from './migrations/0032_chat_member_versions.js';
import * as m0033 from './migrations/0033_company_versions.js';
import * as m0034 from './migrations/0034_inbox_versions.js';
import * as m0035 from './migrations/0035_chat_read_marks.js';
import * as m0036 from './migrations/0036_chat_read_mark_counts.js';

/** Every migration, in order. Add new files here; never edit one that has landed. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_notifications': m0002,
  '0003_people': m0003,
  '0004_places_settings': m0004,
  '0005_employee_search': m0005,
  '0006_employee_imports': m0006,
  '0007_employee_list_speed': m0007,
  '0008_jobs': m0008,
  '0009_memos': m0009,
  '0010_followups': m0010,
  '0011_memo_reveal': m0011,
  '0012_celebrations': m0012,
  '0013_memo_media': m0013,
  '0014_idempotency': m0014,
  '0015_followup_closing': m0015,
  '0016_memo_templates': m0016,
  '0017_template_sends': m0017,
  '0018_template_list_speed': m0018,
  '0019_template_packages': m0019,
  '0020_scheduled_sends': m0020,
  '0021_memo_reminders': m0021,
  '0022_media_library': m0022,
  '0023_forms': m0023,
  '0024_billing': m0024,
  '0025_chat': m0025,
  '0026_sso': m0026,
  '0027_franchise_directory': m0027,
  '0028_scim': m0028,
  '0031_media_list_versions': m0031,
  '0032_chat_member_versions': m0032,
  '0033_company_versions': m0033,
  '0034_inbox_versions': m0034,
  '0035_chat_read_marks': m0035,
  '0036_chat_read_mark_counts': m0036,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}

/** Names of the migrations this build knows that the database has not run (readiness: none). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
