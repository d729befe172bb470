/**
 * Seeds for the memo benches, straight through Kysely in batched multi-row inserts:
 * - seedRecipients: one location with N active employees, each with an account (so publishing
 *   writes a notification for every one of them);
 * - seedInbox: N published memos addressed to one employee (their memo_responses rows, a third
 *   of them read), the worst case of one inbox.
 */
import { sql } from 'kysely';
import type { Database, Dialect } from '../../packages/server/src/db/index.js';

const BATCH = 500;
/** The bench target's (mode 'memos') inbox holds this many published memos. */
export const MEMOS_IN_INBOX = 10_000;

export async function seedRecipients(db: Database, companyId: number, count: number): Promise<number> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const location = await trx
      .insertInto('locations')
      .values({
        company_id: companyId,
        name: 'Everyone',
        timezone: 'America/Chicago',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let from = 0; from < count; from += BATCH) {
      const n = Math.min(BATCH, count - from);
      const users = await trx
        .insertInto('users')
        .values(
          Array.from({ length: n }, (_, k) => ({
            name: `Recipient ${from + k}`,
            email: `recipient${from + k}-${companyId}@bench.teamline.test`,
            default_locale: 'en' as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const employees = await trx
        .insertInto('employees')
        .values(
          users.map((u, k) => ({
            company_id: companyId,
            user_id: u.id,
            name: `Recipient ${from + k}`,
            role: 'employee' as const,
            default_locale: 'en' as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('employee_locations')
        .values(
          employees.map((e) => ({ employee_id: e.id, location_id: location.id, company_id: companyId })),
        )
        .execute();
    }
    return location.id;
  });
}

export async function seedInbox(
  db: Database,
  dialect: Dialect,
  companyId: number,
  employeeId: number,
  count: number,
): Promise<void> {
  const started = Date.now() - count * 60_000;
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += BATCH) {
      const n = Math.min(BATCH, count - from);
      const at = (k: number) => new Date(started + (from + k) * 60_000).toISOString();
      const memos = await trx
        .insertInto('memos')
        .values(
          Array.from({ length: n }, (_, k) => ({
            company_id: companyId,
            kind: (from + k) % 4 === 0 ? 'survey' : 'message',
            status: 'published',
            title: `Memo ${from + k}`,
            content: '<p>Please read the new opening checklist before your next shift.</p>',
            priority: 'normal',
            signature: false,
            type: 'standard',
            mode: 'segments',
            options_key: 'custom',
            options:
              (from + k) % 4 === 0
                ? JSON.stringify([{ question: 'Clear?', options_key: 'yes-no', options: ['Yes', 'No'] }])
                : null,
            author_id: employeeId,
            creator_id: employeeId,
            publisher_id: employeeId,
            published_at: at(k),
            due_at: new Date(started + (from + k) * 60_000 + 86_400_000).toISOString(),
            created_at: at(k),
            updated_at: at(k),
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('memo_responses')
        .values(
          memos.map((m, k) => ({
            company_id: companyId,
            memo_id: m.id,
            employee_id: employeeId,
            read_at: (from + k) % 3 === 0 ? at(k) : null,
            inbox_at: at(k),
            created_at: at(k),
            updated_at: at(k),
          })),
        )
        .execute();
    }
  });
  if (dialect === 'postgres') await sql`analyze`.execute(db);
}
