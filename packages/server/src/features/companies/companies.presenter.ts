import {
  DEFAULT_CELEBRATION_OPTIONS,
  DEFAULT_SURVEY_OPTIONS,
  type Role,
  type TCompany,
  type TCompanySummary,
} from '@teamline/shared';
import type { CompanyRow } from '../../db/schema.js';
import { canPublish, companySubscription } from '../../policies/billing.js';
import { canSeeJoinCode } from '../../policies/company.js';
import { abilitiesOf, type Member } from '../../policies/index.js';
import type { CompanyDetails } from './companies.service.js';

export function presentCompanySummary(company: CompanyRow, role: Role): TCompanySummary {
  return { id: company.id, name: company.name, logo: company.logo, slogan: company.slogan, pivot: { role } };
}

/** The full company answer of company/details (spec §3 Company), from its loaded lists. */
export function presentCompany(company: CompanyRow, details: CompanyDetails, member: Member): TCompany {
  const { memoSettings } = details;
  const subscription = companySubscription(
    details.billing,
    details.locations.map((l) => l.id),
    details.billingSettings,
  );
  // One literal, no spreads: V8 copies a spread object on its slow path (docs/performance.md).
  return {
    id: company.id,
    name: company.name,
    logo: company.logo,
    slogan: company.slogan,
    pivot: { role: member.role },
    join_code: canSeeJoinCode(member, company) ? company.join_code : null,
    flags: details.flags,
    locations: details.locations,
    timezone: details.timezone,
    audiences: details.audiences,
    managers: details.managers,
    // Lists an admin saved in Settings › Memos and › Check-ins, else the defaults.
    employee_types: memoSettings.employee_types,
    checkin_topics: details.checkinTopics,
    celebration_options: Object.fromEntries(DEFAULT_CELEBRATION_OPTIONS.map((o) => [o, 0])),
    celebration_categories: memoSettings.celebration_categories,
    message_categories: memoSettings.message_categories,
    survey_categories: memoSettings.survey_categories,
    default_survey_options: DEFAULT_SURVEY_OPTIONS,
    is_subscribed: subscription.is_subscribed,
    all_locations_subscribed: subscription.all_locations_subscribed,
    is_on_trial: subscription.is_on_trial,
    trial_ends_at: subscription.trial_ends_at,
    trial_days_left: subscription.trial_days_left,
    abilities: abilitiesOf(member, canPublish(details.billing, details.billingSettings)),
  };
}
