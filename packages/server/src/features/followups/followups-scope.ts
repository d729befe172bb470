import { FOLLOWUP_TEXT } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import { forbidden } from '../../http/errors.js';

export async function checkinsEnabled(db: Database, companyId: number): Promise<boolean> {
  const flag = await db
    .selectFrom('company_flags')
    .select('enabled')
    .where('company_id', '=', companyId)
    .where('key', '=', 'checkins')
    .executeTakeFirst();
  return flag !== undefined && toBool(flag.enabled);
}

/** Check-ins exist only where the company flag 'checkins' is on (spec §6): 403 otherwise. */
export async function requireCheckins(db: Database, companyId: number): Promise<void> {
  if (!(await checkinsEnabled(db, companyId))) throw forbidden(FOLLOWUP_TEXT.checkinsOff);
}
