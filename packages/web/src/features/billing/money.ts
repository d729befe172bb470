import type { SubscriptionStatus, TBillingSummary } from '@teamline/shared';

/** An amount in the currency's smallest unit (cents) as the user's language writes it ("$9.00", "9,00 US$"). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** How the plan stands, for its badge: from the company's fields and the subscription's status. */
export type PlanState = 'active' | 'trial' | 'pastDue' | 'ending' | 'inactive';

export function planState(summary: TBillingSummary): PlanState {
  const { status, cancel_at } = summary.subscription;
  if (status === 'past_due' || status === 'unpaid') return 'pastDue';
  if (summary.is_subscribed) return cancel_at ? 'ending' : 'active';
  if (summary.is_on_trial) return 'trial';
  return 'inactive';
}

/** Statuses under which a Stripe subscription exists: Manage opens the portal; otherwise Subscribe opens checkout. */
const WITH_SUBSCRIPTION: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
];

export function hasSubscription(summary: TBillingSummary): boolean {
  return WITH_SUBSCRIPTION.includes(summary.subscription.status);
}
