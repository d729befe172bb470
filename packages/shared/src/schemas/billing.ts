import { z } from 'zod';
import { companyIdField, MAX_ID } from './fields.js';

export { BILLING_MSG } from '../texts/billing.js';

/**
 * Subscription and billing (spec §2 banner and settings/subscription, §3 Company and Billing, §7
 * billing calls). Who bills: Stripe (`STRIPE_SECRET_KEY`), the server's operator from the command
 * line (the embedded default), or nobody (`BILLING=off`: every company counts as subscribed).
 */
export const BILLING_PROVIDERS = ['stripe', 'operator', 'off'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * A company's subscription status. Stripe's own statuses, plus `none`: no subscription (before
 * one is taken, or after the trial with none). An operator's grant is `active` until its date.
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

/** The subscription fields of the Company shape (spec §3), as user/details and company answers carry them. */
export const ZCompanySubscription = z.object({
  is_subscribed: z.boolean(),
  all_locations_subscribed: z.boolean(),
  is_on_trial: z.boolean(),
  trial_ends_at: z.string().nullable(),
  trial_days_left: z.number(),
});
export type TCompanySubscription = z.infer<typeof ZCompanySubscription>;

/** Spec §3 Billing › subscription: the company's plan as it stands. */
export const ZBillingSubscription = z.object({
  status: ZSubscriptionStatus,
  /** Billed monthly or yearly; null without a paid plan (trial, operator grant). */
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** Every location, present and future, is covered (an operator's `--locations all`). */
  all_locations: z.boolean(),
  /** The covered locations' ids (every live location's when all_locations). */
  location_ids: z.array(z.number()),
  /** Locations paid for (Stripe's quantity); equals location_ids.length. */
  quantity: z.number(),
  /** When a cancelled subscription stops (Stripe cancel_at / period end), else null. */
  cancel_at: z.string().nullable(),
  /** The end of the period paid for (Stripe), else null. */
  current_period_end: z.string().nullable(),
  /** An operator's grant: covered until this date (end of that day, UTC); null otherwise. */
  until: z.string().nullable(),
});
export type TBillingSubscription = z.infer<typeof ZBillingSubscription>;

/** One plan's price: amount in the currency's smallest unit (cents) per location and interval. */
export const ZPlanPrice = z.object({
  interval: z.enum(BILLING_INTERVALS),
  unit_amount: z.number(),
  currency: z.string(),
});
export type TPlanPrice = z.infer<typeof ZPlanPrice>;

/** Spec §3 Billing › price, and the answer of GET billing/price. */
export const ZBillingPrice = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  /** Per location per month; null when the provider sets no price (operator, off) or none is configured. */
  month: ZPlanPrice.nullable(),
  /** Per location per year; null as above. */
  year: ZPlanPrice.nullable(),
});
export type TBillingPrice = z.infer<typeof ZBillingPrice>;

/** Spec §3 Billing: subscription and price together. */
export const ZBilling = z.object({
  subscription: ZBillingSubscription,
  price: ZBillingPrice,
});
export type TBilling = z.infer<typeof ZBilling>;

/** The answer of POST company/billing/url (spec §3 portal call): checkout when not subscribed, portal when subscribed. */
export const ZBillingUrls = z.object({
  /** The billing portal (manage payment method, cancel) for a subscribed company; else null. */
  url: z.string().nullable(),
  /** Checkout to subscribe, for a company without a live subscription; else null. */
  checkout_url: z.string().nullable(),
  status: ZSubscriptionStatus,
  cancel_at: z.string().nullable(),
});
export type TBillingUrls = z.infer<typeof ZBillingUrls>;

/** Which locations a subscription covers: every one, or these ids. */
export const ZCoveredLocations = z.union([
  z.literal('all'),
  z.array(z.number().int().positive().max(MAX_ID)).min(1, 'Choose at least one location').max(1000),
]);
export type TCoveredLocations = z.infer<typeof ZCoveredLocations>;

/** POST billing/summary, GET billing/price (query). */
export const ZBillingCompanyRequest = z.object({ company_id: companyIdField });
export type TBillingCompanyRequest = z.input<typeof ZBillingCompanyRequest>;

/** POST company/billing/url: the plan a checkout starts (month by default) and which locations it covers (all by default). */
export const ZBillingUrlRequest = z.object({
  company_id: companyIdField,
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly' }).optional(),
  locations: ZCoveredLocations.optional(),
});
export type TBillingUrlRequest = z.input<typeof ZBillingUrlRequest>;

/** GET billing/acknowledge (query): back from checkout; session_id is Stripe's {CHECKOUT_SESSION_ID}. */
export const ZBillingAcknowledgeQuery = z.object({
  company_id: companyIdField,
  session_id: z.string().max(255).optional(),
});
export type TBillingAcknowledgeQuery = z.input<typeof ZBillingAcknowledgeQuery>;

/** The answer of GET billing/acknowledge: the subscription refreshed from the provider, and the company's fields. */
export const ZBillingAcknowledge = ZCompanySubscription.extend({
  status: ZSubscriptionStatus,
});
export type TBillingAcknowledge = z.infer<typeof ZBillingAcknowledge>;

/** PUT billing/subscription: the locations covered from now on (Stripe's quantity follows, prorated). */
export const ZBillingSubscriptionRequest = z.object({
  company_id: companyIdField,
  locations: ZCoveredLocations,
});
export type TBillingSubscriptionRequest = z.input<typeof ZBillingSubscriptionRequest>;

export const ZBillingLocation = z.object({ id: z.number(), name: z.string(), covered: z.boolean() });
export type TBillingLocation = z.infer<typeof ZBillingLocation>;

export const ZBillingInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** Cents. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The provider's page for this invoice, or its PDF. */
  url: z.string().nullable(),
  pdf_url: z.string().nullable(),
});
export type TBillingInvoice = z.infer<typeof ZBillingInvoice>;

export const ZBillingPaymentMethod = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().nullable(),
  exp_year: z.number().nullable(),
});
export type TBillingPaymentMethod = z.infer<typeof ZBillingPaymentMethod>;

export const ZBillingNextInvoice = z.object({
  /** Cents. */
  amount: z.number(),
  currency: z.string(),
  date: z.string().nullable(),
});
export type TBillingNextInvoice = z.infer<typeof ZBillingNextInvoice>;

/**
 * The Subscription page (settings/subscription), from POST billing/summary: the plan, the price per
 * location, which locations are covered, the trial, the next invoice, the payment method, invoices.
 */
export const ZBillingSummary = ZBilling.extend({
  provider: z.enum(BILLING_PROVIDERS),
  /** The plan's name as shown ('Teamline monthly', 'Granted by the server operator', …). */
  plan: z.string().nullable(),
  locations: z.array(ZBillingLocation),
  covered_location_count: z.number(),
  location_count: z.number(),
  ...ZCompanySubscription.shape,
  next_invoice: ZBillingNextInvoice.nullable(),
  payment_method: ZBillingPaymentMethod.nullable(),
  invoices: z.array(ZBillingInvoice),
  /** Whether publishing (new memos, sends, schedules) is allowed now (decisions.md, Billing). */
  can_publish: z.boolean(),
  /** Admins to ask, named in the refusal an unsubscribed company's managers see. */
  admin_names: z.array(z.string()),
});
export type TBillingSummary = z.infer<typeof ZBillingSummary>;

/** The refusal (402) when a company without a subscription publishes (decisions.md, Billing). */
export function subscriptionRequiredMessage(adminNames: readonly string[]): string {
  const who = adminNames.length ? adminNames.join(' or ') : 'your admin';
  return `Your team's subscription has ended. Ask ${who} to renew it in Settings › Subscription to publish again.`;
}
