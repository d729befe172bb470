import crypto from 'node:crypto';
import { DEFAULT_TIMEZONE, type TFlag, type TIdName, type TMemoSettings, TRIAL_DAYS } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso, planFence, toBool } from '../../db/index.js';
import type { CompanyRow, UserRow } from '../../db/schema.js';
import { type BillingRecord, type BillingSettings, loadBilling } from '../../policies/billing.js';
import { MANAGEMENT_ROLES } from '../../policies/people.js';
import { audienceKind } from '../audiences/audience-kind.js';
import { locationKind } from '../locations/location-kind.js';
import { listLivePlaces } from '../places/places.service.js';
import { listCheckinTopics } from '../settings/checkin-topics.service.js';
import { getMemoSettings } from '../settings/settings.service.js';

// No 0/O/1/I: codes are read aloud and typed on phones.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[crypto.randomInt(0, CODE_ALPHABET.length)];
  return code;
}

/** A new team: its creator becomes its admin, it starts its trial (TRIAL_DAYS, 14) and becomes their current team. */
export async function createTeam(opts: {
  db: Database;
  user: UserRow;
  name: string;
  slogan?: string | undefined;
  /** The trial's length (TRIAL_DAYS); 14 days by default. */
  trialDays?: number;
}): Promise<CompanyRow> {
  const trialEnds = (from: Date) => new Date(from.getTime() + (opts.trialDays ?? TRIAL_DAYS) * 86_400_000);
  const now = new Date();
  return opts.db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({
        name: opts.name,
        slogan: opts.slogan || null,
        logo: null,
        join_code: newJoinCode(),
        trial_ends_at: trialEnds(now).toISOString(),
        subscription_status: 'trialing',
        subscribed_locations: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('company_billing')
      .values({
        company_id: company.id,
        trial_started_at: now.toISOString(),
        trial_ends_at: trialEnds(now).toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('employees')
      .values({
        company_id: company.id,
        user_id: opts.user.id,
        name: opts.user.name ?? opts.user.email ?? 'Admin',
        email: opts.user.email,
        phone: opts.user.phone,
        role: 'admin',
        default_locale: opts.user.default_locale,
        invite_accepted_at: now.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ default_company_id: company.id, updated_at: nowIso() })
      .where('id', '=', opts.user.id)
      .execute();
    return company;
  });
}

/**
 * Active managers and admins of a company, by name: the few found by role, then sorted (fenced,
 * or SQLite walks the name index through all of a 50,000-person company: 60 ms a call).
 */
export async function listManagers(opts: { db: Database; companyId: number }) {
  const managers = opts.db
    .selectFrom('employees')
    .select(['id', 'name', 'role'])
    .where('company_id', '=', opts.companyId)
    .where('role', 'in', MANAGEMENT_ROLES)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null);
  return opts.db.selectFrom(planFence(opts.db, managers).as('m')).selectAll().orderBy('name').execute();
}

/** What company/details shows besides the company row, loaded for the presenter. */
export interface CompanyDetails {
  flags: TFlag[];
  locations: TIdName[];
  /** The zone dates display in: the first live location's (lowest id), else America/Chicago. */
  timezone: string;
  audiences: TIdName[];
  managers: TIdName[];
  memoSettings: TMemoSettings;
  checkinTopics: string[];
  /** The trial and plan (policies/billing.ts) and the settings they are read with. */
  billing: BillingRecord;
  billingSettings: BillingSettings;
}

/** Loads the lists of company/details (spec §3 Company) in parallel. */
export async function loadCompanyDetails(opts: {
  db: Database;
  company: Pick<CompanyRow, 'id' | 'created_at'>;
  billing: BillingSettings;
}): Promise<CompanyDetails> {
  const { db } = opts;
  const companyId = opts.company.id;
  const [flags, locations, audiences, managers, memoSettings, checkinTopics, billing] = await Promise.all([
    db.selectFrom('company_flags').select(['key', 'enabled']).where('company_id', '=', companyId).execute(),
    listLivePlaces({ db, kind: locationKind, companyId }),
    listLivePlaces({ db, kind: audienceKind, companyId }),
    listManagers({ db, companyId }),
    getMemoSettings({ db, companyId }),
    listCheckinTopics({ db, companyId }),
    loadBilling(db, opts.company, opts.billing),
  ]);
  const idName = (r: TIdName) => ({ id: r.id, name: r.name });
  const first = locations.reduce<(typeof locations)[number] | undefined>(
    (a, l) => (a && a.id < l.id ? a : l),
    undefined,
  );
  return {
    flags: flags.map((f) => ({ key: f.key, enabled: toBool(f.enabled) })),
    locations: locations.map(idName),
    timezone: first?.timezone ?? DEFAULT_TIMEZONE,
    audiences: audiences.map(idName),
    managers: managers.map(idName),
    memoSettings,
    checkinTopics: checkinTopics.map((t) => t.name),
    billing,
    billingSettings: opts.billing,
  };
}
