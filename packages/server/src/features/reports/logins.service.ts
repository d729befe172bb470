import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';

/** Notes a successful sign-in (password, phone code or password reset) for the weekly-login report. */
export async function recordLogin(opts: {
  db: Database;
  userId: number;
  companyId?: number | null;
}): Promise<void> {
  await opts.db
    .insertInto('user_logins')
    .values({ user_id: opts.userId, company_id: opts.companyId ?? null, created_at: nowIso() })
    .execute();
}
