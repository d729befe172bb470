import {
  DEFAULT_CELEBRATION_OPTIONS,
  DEFAULT_SURVEY_OPTIONS,
  type Role,
  type TCompany,
  type TCompanySummary,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import type { CompanyRow } from '../../db/schema.js';
import { abilitiesOf, type Member } from '../../policies/index.js';
import { listCheckinTopics } from '../settings/checkin-topics.service.js';
import { getMemoSettings } from '../settings/settings.service.js';
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
  const [flags, locations, audiences, managers, memoSettings, checkinTopics] = await Promise.all([
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
    getMemoSettings({ db, companyId: company.id }),
    listCheckinTopics({ db, companyId: company.id }),
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
    // Lists an admin saved in Settings › Memos and › Check-ins, else the defaults.
    employee_types: memoSettings.employee_types,
    checkin_topics: checkinTopics.map((t) => t.name),
    celebration_options: Object.fromEntries(DEFAULT_CELEBRATION_OPTIONS.map((o) => [o, 0])),
    celebration_categories: memoSettings.celebration_categories,
    message_categories: memoSettings.message_categories,
    survey_categories: memoSettings.survey_categories,
    default_survey_options: DEFAULT_SURVEY_OPTIONS,
    ...subscriptionOf(company, locations.length),
    abilities: abilitiesOf(member),
  };
}
