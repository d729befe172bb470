import type {
  BillingInterval,
  TBillingAcknowledge,
  TBillingPrice,
  TBillingSubscription,
  TBillingSummary,
  TBillingUrls,
  TCoveredLocations,
} from '@teamline/shared';
import { BILLING_MSG } from '@teamline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeBilling } from '../../adapters/billing/index.js';
import type { Database } from '../../db/index.js';
import type { CompanyRow } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { conflict, invalid, upstreamFailed } from '../../http/errors.js';
import {
  adminNames,
  type BillingRecord,
  canPublish,
  companySubscription,
  coveredLocationIds,
  effectiveStatus,
  hasLiveSubscription,
  loadBilling,
} from '../../policies/billing.js';
import { locationKind } from '../locations/location-kind.js';
import { listLivePlaces } from '../places/places.service.js';
import { applyStripeState, saveBilling } from './billing-state.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'billing'>;
type Company = Pick<CompanyRow, 'id' | 'name' | 'created_at'>;

/** A call to Stripe that failed answers 502, its cause logged. */
async function stripeCall<T>(log: FastifyBaseLogger, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    log.error({ err }, `stripe: ${what} failed`);
    throw upstreamFailed('The billing provider could not be reached. Please try again.');
  }
}

const liveLocations = (db: Database, companyId: number) =>
  listLivePlaces({ db, kind: locationKind, companyId });

/** Ids the caller chose, each a live location of the company; 'all' is every live one. */
async function resolveLocations(db: Database, companyId: number, chosen: TCoveredLocations | undefined) {
  const live = (await liveLocations(db, companyId)).map((l) => l.id);
  if (chosen === undefined || chosen === 'all') return live;
  const known = new Set(live);
  if (!chosen.every((id) => known.has(id))) throw invalid({ locations: [BILLING_MSG.unknownLocation] });
  return [...new Set(chosen)];
}

function needStripe(deps: Deps): StripeBilling {
  if (!deps.billing.stripe) throw conflict(BILLING_MSG.notConfigured);
  return deps.billing.stripe;
}

/** POST company/billing/url: checkout for a company without a live subscription, the portal otherwise. */
export async function billingUrls(
  deps: Deps,
  log: FastifyBaseLogger,
  company: Company,
  opts: {
    interval?: BillingInterval | undefined;
    locations?: TCoveredLocations | undefined;
    email: string | null;
  },
): Promise<TBillingUrls> {
  const { db, config } = deps;
  const rec = await loadBilling(db, company, config.billing);
  const now = Date.now();
  const status = config.billing.off ? 'active' : effectiveStatus(rec, now);
  const stripe = deps.billing.stripe;
  if (!stripe) return { url: null, checkout_url: null, status, cancel_at: rec.cancelAt };
  const base = `${config.appUrl.replace(/\/$/, '')}/${company.id}`;
  if (hasLiveSubscription(rec, now) && rec.stripeCustomerId) {
    const customer = rec.stripeCustomerId;
    const url = await stripeCall(log, 'portal', () =>
      stripe.portal(customer, `${base}/settings/subscription`),
    );
    return { url, checkout_url: null, status, cancel_at: rec.cancelAt };
  }
  const interval = opts.interval ?? (stripe.priceId('month') ? 'month' : 'year');
  if (!stripe.priceId(interval)) throw invalid({ interval: [BILLING_MSG.noPrice] });
  const locationIds = await resolveLocations(db, company.id, opts.locations);
  const customerId = await stripeCall(log, 'customer', () =>
    stripe.ensureCustomer({
      existing: rec.stripeCustomerId,
      companyId: company.id,
      name: company.name,
      email: opts.email,
    }),
  );
  if (customerId !== rec.stripeCustomerId) await saveBilling(db, rec, { stripe_customer_id: customerId });
  const checkoutUrl = await stripeCall(log, 'checkout', () =>
    stripe.checkout({
      customerId,
      companyId: company.id,
      interval,
      locationIds,
      successUrl: `${base}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/payment/cancel`,
    }),
  );
  return { url: null, checkout_url: checkoutUrl, status, cancel_at: rec.cancelAt };
}

/** GET billing/price: the price per location per month and year. */
export async function billingPrice(deps: Deps, log: FastifyBaseLogger): Promise<TBillingPrice> {
  const stripe = deps.billing.stripe;
  if (!stripe) return { provider: deps.billing.provider, month: null, year: null };
  const prices = await stripeCall(log, 'prices', () => stripe.prices());
  return { provider: 'stripe', ...prices };
}

/** Re-reads the company's subscription from Stripe (after checkout, or on demand). */
async function refreshFromStripe(
  deps: Deps,
  log: FastifyBaseLogger,
  rec: BillingRecord,
  sessionId: string | undefined,
): Promise<void> {
  const stripe = deps.billing.stripe;
  if (!stripe) return;
  const state = await stripeCall(log, 'refresh', async () => {
    if (sessionId) {
      const session = await stripe.checkoutSession(sessionId);
      // A session of another customer never binds to this company.
      if (!session.customerId || session.customerId !== rec.stripeCustomerId) return null;
      if (session.subscriptionId) return stripe.subscription(session.subscriptionId);
    }
    if (rec.stripeSubscriptionId) return stripe.subscription(rec.stripeSubscriptionId);
    return rec.stripeCustomerId ? stripe.latestSubscription(rec.stripeCustomerId) : null;
  });
  if (state && state.customerId === rec.stripeCustomerId) await applyStripeState(deps.db, rec, state);
}

/** GET billing/acknowledge: back from checkout; the state is refreshed from the provider. */
export async function acknowledge(
  deps: Deps,
  log: FastifyBaseLogger,
  company: Company,
  sessionId: string | undefined,
): Promise<TBillingAcknowledge> {
  const { db, config } = deps;
  await refreshFromStripe(deps, log, await loadBilling(db, company, config.billing), sessionId);
  const rec = await loadBilling(db, company, config.billing);
  const live = (await liveLocations(db, company.id)).map((l) => l.id);
  return {
    ...companySubscription(rec, live, config.billing),
    status: config.billing.off ? 'active' : effectiveStatus(rec, Date.now()),
  };
}

/** PUT billing/subscription: the covered locations change; Stripe's quantity follows, prorated. */
export async function updateCoveredLocations(
  deps: Deps,
  log: FastifyBaseLogger,
  company: Company,
  locations: TCoveredLocations,
): Promise<void> {
  const stripe = needStripe(deps);
  const rec = await loadBilling(deps.db, company, deps.config.billing);
  const subscriptionId = rec.stripeSubscriptionId;
  if (!subscriptionId || !hasLiveSubscription(rec, Date.now()))
    throw conflict('Subscribe first: there is no subscription to change');
  const ids = await resolveLocations(deps.db, company.id, locations);
  const state = await stripeCall(log, 'update subscription', () => stripe.setLocations(subscriptionId, ids));
  await applyStripeState(deps.db, rec, { ...state, locationIds: ids });
}

function presentSubscription(rec: BillingRecord, covered: number[], deps: Deps): TBillingSubscription {
  const off = deps.config.billing.off;
  return {
    status: off ? 'active' : effectiveStatus(rec, Date.now()),
    interval: rec.interval,
    all_locations: off || rec.allLocations,
    location_ids: covered,
    quantity: rec.source === 'stripe' ? rec.locationIds.length : covered.length,
    cancel_at: rec.cancelAt,
    current_period_end: rec.currentPeriodEnd,
    until: rec.grantedUntil,
  };
}

function planName(rec: BillingRecord, deps: Deps, now: number): string | null {
  if (deps.config.billing.off) return 'Billing off';
  if (rec.source === 'operator' && effectiveStatus(rec, now) === 'active')
    return 'Granted by the server operator';
  if (rec.source === 'stripe' && hasLiveSubscription(rec, now))
    return rec.interval === 'year' ? 'Yearly, per location' : 'Monthly, per location';
  return null;
}

/** POST billing/summary: everything the Subscription page shows. */
export async function billingSummary(
  deps: Deps,
  log: FastifyBaseLogger,
  company: Company,
): Promise<TBillingSummary> {
  const { db, config } = deps;
  const now = Date.now();
  const [rec, places, admins, price] = await Promise.all([
    loadBilling(db, company, config.billing),
    liveLocations(db, company.id),
    adminNames(db, company.id),
    billingPrice(deps, log),
  ]);
  const live = places.map((l) => l.id);
  const covered = config.billing.off ? live : coveredLocationIds(rec, live);
  const coveredSet = new Set(covered);
  const stripe = deps.billing.stripe;
  const customer = rec.stripeCustomerId;
  const details =
    stripe && customer
      ? await stripeCall(log, 'invoices', () => stripe.details(customer, rec.stripeSubscriptionId))
      : { invoices: [], next_invoice: null, payment_method: null };
  return {
    provider: deps.billing.provider,
    subscription: presentSubscription(rec, covered, deps),
    price,
    plan: planName(rec, deps, now),
    locations: places.map((l) => ({ id: l.id, name: l.name, covered: coveredSet.has(l.id) })),
    covered_location_count: covered.length,
    location_count: live.length,
    ...companySubscription(rec, live, config.billing, now),
    ...details,
    can_publish: canPublish(rec, config.billing, now),
    admin_names: admins,
  };
}
