import {
  DEFAULT_CELEBRATION_CATEGORIES,
  DEFAULT_CELEBRATION_OPTIONS,
  DEFAULT_CHECKIN_TOPICS,
  DEFAULT_EMPLOYEE_TYPES,
  DEFAULT_MESSAGE_CATEGORIES,
  DEFAULT_SURVEY_CATEGORIES,
  DEFAULT_SURVEY_OPTIONS,
  type Role,
  type TCompany,
  type TCompanySummary,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import type { CompanyRow } from '../../db/schema.js';
import { abilitiesOf, type Member } from '../../policies/index.js';
import { listManagers } from './companies.service.js';

export function presentCompanySummary(company: CompanyRow, role: Role): TCompanySummary {
  return { id: company.id, name: company.name, logo: company.logo, slogan: company.slogan, pivot: { role } };
}

/** Trial and subscription state as the banner reads it (spec §2, Company layout). */
export function subscriptionOf(company: CompanyRow, locationCount: number, now = Date.now()) {
  const isSubscribed = company.subscription_status === 'active';
  const trialEnds = company.trial_ends_at ? Date.parse(company.trial_ends_at) : null;
  const isOnTrial = !isSubscribed && trialEnds !== null && trialEnds > now;
  return {
    is_subscribed: isSubscribed,
    all_locations_subscribed: !isSubscribed || company.subscribed_locations >= locationCount,
    is_on_trial: isOnTrial,
    trial_ends_at: company.trial_ends_at,
    trial_days_left: isOnTrial && trialEnds ? Math.ceil((trialEnds - now) / 86_400_000) : 0,
  };
}

/** The full company answer of company/details (spec §3 Company). */
export async function presentCompany(db: Database, company: CompanyRow, member: Member): Promise<TCompany> {
  const [flags, locations, audiences, managers] = await Promise.all([
    db.selectFrom('company_flags').select(['key', 'enabled']).where('company_id', '=', company.id).execute(),
    db
      .selectFrom('locations')
      .select(['id', 'name'])
      .where('company_id', '=', company.id)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('audiences')
      .select(['id', 'name'])
      .where('company_id', '=', company.id)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute(),
    listManagers({ db, companyId: company.id }),
  ]);
  const isManagement = member.role !== 'employee';
  return {
    ...presentCompanySummary(company, member.role),
    // The join code lets anyone in: only management sees it.
    join_code: isManagement ? company.join_code : null,
    flags: flags.map((f) => ({ key: f.key, enabled: toBool(f.enabled) })),
    locations,
    audiences,
    managers: managers.map((m) => ({ id: m.id, name: m.name })),
    employee_types: DEFAULT_EMPLOYEE_TYPES,
    checkin_topics: DEFAULT_CHECKIN_TOPICS,
    celebration_options: Object.fromEntries(DEFAULT_CELEBRATION_OPTIONS.map((o) => [o, 0])),
    celebration_categories: DEFAULT_CELEBRATION_CATEGORIES,
    message_categories: DEFAULT_MESSAGE_CATEGORIES,
    survey_categories: DEFAULT_SURVEY_CATEGORIES,
    default_survey_options: DEFAULT_SURVEY_OPTIONS,
    ...subscriptionOf(company, locations.length),
    abilities: abilitiesOf(member),
  };
}
