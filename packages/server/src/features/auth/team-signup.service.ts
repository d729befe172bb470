import type { TCompanySummary } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { UserRow } from '../../db/schema.js';
import { createTeam } from '../companies/companies.service.js';
import { listUserCompanies } from '../users/users.service.js';

/** A signed-in user starts a team of their own; answers their companies, the new one last (spec §2 /signup). */
export async function createTeamFor(opts: {
  db: Database;
  user: UserRow;
  name: string;
  slogan?: string | undefined;
  trialDays: number;
}): Promise<TCompanySummary[]> {
  const company = await createTeam(opts);
  const companies = await listUserCompanies({ db: opts.db, userId: opts.user.id });
  return [...companies.filter((c) => c.id !== company.id), ...companies.filter((c) => c.id === company.id)];
}
