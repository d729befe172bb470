import type { Selectable } from 'kysely';
import type { BoolWithDefault, TextWithDefault, Timestamp } from './column-types.js';

/** A company's trial and plan (0024_billing; decisions.md, Billing). */
export interface CompanyBillingTable {
  company_id: number;
  trial_started_at: Timestamp;
  trial_ends_at: Timestamp;
  /** Who holds the plan: 'stripe' | 'operator' | null (none yet). */
  source: string | null;
  /** A SubscriptionStatus ('none' without a plan). */
  status: TextWithDefault;
  /** 'month' | 'year' | null */
  interval: string | null;
  all_locations: BoolWithDefault;
  /** JSON array of the covered location ids. */
  location_ids: TextWithDefault;
  cancel_at: Timestamp | null;
  current_period_end: Timestamp | null;
  granted_until: Timestamp | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** Stripe `created` (seconds) of the newest event applied: older ones never overwrite it. */
  state_at: number | string | null;
  updated_at: Timestamp;
}
export type CompanyBillingRow = Selectable<CompanyBillingTable>;

/** A webhook event applied once (0024_billing). */
export interface BillingEventsTable {
  id: string;
  type: string;
  company_id: number | null;
  received_at: Timestamp;
}
