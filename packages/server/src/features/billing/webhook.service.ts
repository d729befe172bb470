import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  type StripeBilling,
  type StripeSubscriptionState,
  subscriptionStateOf,
} from '../../adapters/billing/stripe.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { type BillingSettings, loadBilling } from '../../policies/billing.js';
import { applyStripeState } from './billing-state.js';

/** The events the product listens to (docs/deployment.md, Stripe › webhook endpoint). */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_customer';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The customer and subscription an event concerns, and the subscription as the event carries it. */
function targetOf(
  event: Stripe.Event,
): { customer: string | null; subscription: string | null; carried: Stripe.Subscription | null } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      return { customer: idOf(s.customer), subscription: idOf(s.subscription), carried: null };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = event.data.object;
      return { customer: idOf(s.customer), subscription: s.id, carried: s };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const i = event.data.object;
      const sub = i.parent?.subscription_details?.subscription;
      return { customer: idOf(i.customer), subscription: idOf(sub ?? null), carried: null };
    }
    default:
      return null;
  }
}

/**
 * One verified webhook event, applied once. The company is found by its Stripe customer (never
 * by ids the event names alone). The state applied is the subscription as Stripe has it now —
 * re-fetched — so events arriving late or out of order cannot roll a newer state back; a
 * subscription Stripe no longer returns takes the event's own copy, if it is not older than the
 * newest event applied. The event id is recorded with the change, in one transaction: a replay
 * finds it and changes nothing.
 */
export async function handleWebhookEvent(opts: {
  db: Database;
  stripe: StripeBilling;
  settings: BillingSettings;
  log: FastifyBaseLogger;
  event: Stripe.Event;
}): Promise<WebhookOutcome> {
  const { db, stripe, event, log } = opts;
  const seen = await db
    .selectFrom('billing_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen) return 'duplicate';
  const target = targetOf(event);
  if (!target) return 'ignored';
  const company = target.customer
    ? await db
        .selectFrom('company_billing')
        .innerJoin('companies', 'companies.id', 'company_billing.company_id')
        .select(['companies.id', 'companies.created_at'])
        .where('company_billing.stripe_customer_id', '=', target.customer)
        .executeTakeFirst()
    : undefined;
  if (!company) {
    log.warn(
      { event: event.id, type: event.type, customer: target.customer },
      'stripe webhook for an unknown customer',
    );
    return 'unknown_customer';
  }
  const rec = await loadBilling(db, company, opts.settings);
  const subscriptionId = target.subscription ?? rec.stripeSubscriptionId;
  let state: StripeSubscriptionState | null = subscriptionId
    ? await stripe.subscription(subscriptionId)
    : null;
  if (!state && target.carried && event.created >= (rec.stateAt ?? 0))
    state = subscriptionStateOf(target.carried);
  // A subscription of another customer never binds to this company.
  if (state && state.customerId !== target.customer) state = null;
  // A different, older subscription of the same customer does not replace the current one while it is live.
  if (
    state &&
    rec.stripeSubscriptionId &&
    state.subscriptionId !== rec.stripeSubscriptionId &&
    state.status === 'canceled'
  )
    state = null;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('billing_events')
      .values({ id: event.id, type: event.type, company_id: company.id, received_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    if (state) await applyStripeState(trx, rec, state, event.created);
  });
  return 'applied';
}
