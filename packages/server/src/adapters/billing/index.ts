import type { BillingProvider } from '@teamline/shared';
import type { Config } from '../../config.js';
import { StripeBilling } from './stripe.js';

export { StripeBilling, type StripeSettings, type StripeSubscriptionState } from './stripe.js';

/**
 * Who bills (docs/configuration.md, Billing): Stripe with STRIPE_SECRET_KEY; the embedded default
 * is the server's operator, who grants plans from the command line (`npm run admin`);
 * BILLING=off bills nobody and counts every company as subscribed.
 */
export interface Billing {
  provider: BillingProvider;
  stripe: StripeBilling | null;
}

export function createBilling(config: Config['billing']): Billing {
  if (config.off) return { provider: 'off', stripe: null };
  if (config.stripe) return { provider: 'stripe', stripe: new StripeBilling(config.stripe) };
  return { provider: 'operator', stripe: null };
}
