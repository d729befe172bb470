import type { StripeSubscriptionState } from '../../adapters/billing/index.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { BillingRecord } from '../../policies/billing.js';

/** Writes a company's billing row (created on first write when the company has none yet). */
export async function saveBilling(
  db: Database,
  rec: BillingRecord,
  changes: Partial<{
    trial_started_at: string;
    trial_ends_at: string;
    source: 'stripe' | 'operator' | null;
    status: string;
    interval: string | null;
    all_locations: boolean;
    location_ids: string;
    cancel_at: string | null;
    current_period_end: string | null;
    granted_until: string | null;
    stripe_customer_id: string | null;
    stripe_subscription_id: string | null;
    state_at: number | null;
  }>,
): Promise<void> {
  const now = nowIso();
  const updated = await db
    .updateTable('company_billing')
    .set({ ...changes, updated_at: now })
    .where('company_id', '=', rec.companyId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('company_billing')
    .values({
      company_id: rec.companyId,
      trial_started_at: rec.trialStartedAt,
      trial_ends_at: rec.trialEndsAt,
      updated_at: now,
      ...changes,
    })
    .execute();
}

/**
 * A Stripe subscription's state becomes the company's plan. `eventCreated` (seconds) stamps the
 * newest event applied; the state itself is always the subscription as Stripe has it now.
 */
export async function applyStripeState(
  db: Database,
  rec: BillingRecord,
  state: StripeSubscriptionState,
  eventCreated: number | null = null,
): Promise<void> {
  const stamp = Math.max(rec.stateAt ?? 0, eventCreated ?? 0) || null;
  await saveBilling(db, rec, {
    source: 'stripe',
    status: state.status,
    interval: state.interval,
    all_locations: false,
    ...(state.locationIds ? { location_ids: JSON.stringify(state.locationIds) } : {}),
    cancel_at: state.cancelAt,
    current_period_end: state.currentPeriodEnd,
    granted_until: null,
    stripe_customer_id: state.customerId || rec.stripeCustomerId,
    stripe_subscription_id: state.subscriptionId,
    state_at: stamp,
  });
}
