import {
  type BillingInterval,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type TBillingInvoice,
  type TBillingNextInvoice,
  type TBillingPaymentMethod,
  type TPlanPrice,
} from '@teamline/shared';
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { month: string | undefined; year: string | undefined };
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
}

/** A Stripe subscription as the product keeps it. */
export interface StripeSubscriptionState {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  interval: BillingInterval | null;
  quantity: number;
  cancelAt: string | null;
  currentPeriodEnd: string | null;
  /** Our company and covered locations, kept in the subscription's metadata. */
  companyId: number | null;
  locationIds: number[] | null;
}

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

function parseIds(raw: string | undefined): number[] | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((i): i is number => typeof i === 'number') : null;
  } catch {
    return null;
  }
}

export function subscriptionStateOf(sub: Stripe.Subscription): StripeSubscriptionState {
  const item = sub.items.data[0];
  const interval = item?.price.recurring?.interval;
  const periodEnd = item?.current_period_end ?? null;
  const companyId = Number(sub.metadata?.company_id);
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status)
      ? (sub.status as SubscriptionStatus)
      : 'none',
    interval: interval === 'month' ? 'month' : interval === 'year' ? 'year' : null,
    quantity: item?.quantity ?? 0,
    cancelAt: iso(sub.cancel_at) ?? (sub.cancel_at_period_end ? iso(periodEnd) : null),
    currentPeriodEnd: iso(periodEnd),
    companyId: Number.isInteger(companyId) && companyId > 0 ? companyId : null,
    locationIds: parseIds(sub.metadata?.location_ids),
  };
}

/**
 * Stripe, through the official client (docs/deployment.md, Stripe). Tests point the same client
 * at a local server speaking Stripe's API (STRIPE_API_HOST/PORT/PROTOCOL).
 */
export class StripeBilling {
  readonly client: Stripe;

  constructor(readonly settings: StripeSettings) {
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
  }

  priceId(interval: BillingInterval): string | undefined {
    return this.settings.prices[interval];
  }

  async prices(): Promise<{ month: TPlanPrice | null; year: TPlanPrice | null }> {
    const one = async (interval: BillingInterval): Promise<TPlanPrice | null> => {
      const id = this.priceId(interval);
      if (!id) return null;
      const price = await this.client.prices.retrieve(id);
      return { interval, unit_amount: price.unit_amount ?? 0, currency: price.currency };
    };
    const [month, year] = await Promise.all([one('month'), one('year')]);
    return { month, year };
  }

  async ensureCustomer(opts: {
    existing: string | null;
    companyId: number;
    name: string;
    email: string | null;
  }) {
    if (opts.existing) return opts.existing;
    const customer = await this.client.customers.create({
      name: opts.name,
      ...(opts.email ? { email: opts.email } : {}),
      metadata: { company_id: String(opts.companyId) },
    });
    return customer.id;
  }

  async checkout(opts: {
    customerId: string;
    companyId: number;
    interval: BillingInterval;
    locationIds: number[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<string> {
    const price = this.priceId(opts.interval);
    if (!price) throw new Error(`No Stripe price for ${opts.interval}`);
    const metadata = { company_id: String(opts.companyId), location_ids: JSON.stringify(opts.locationIds) };
    const session = await this.client.checkout.sessions.create({
      mode: 'subscription',
      customer: opts.customerId,
      client_reference_id: String(opts.companyId),
      line_items: [{ price, quantity: Math.max(1, opts.locationIds.length) }],
      subscription_data: { metadata },
      metadata,
      success_url: opts.successUrl,
      cancel_url: opts.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return session.url;
  }

  async portal(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.client.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  async subscription(id: string): Promise<StripeSubscriptionState | null> {
    try {
      return subscriptionStateOf(await this.client.subscriptions.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  /** The customer's newest subscription (after checkout, when no id is known yet). */
  async latestSubscription(customerId: string): Promise<StripeSubscriptionState | null> {
    const list = await this.client.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
    const sub = list.data[0];
    return sub ? subscriptionStateOf(sub) : null;
  }

  async checkoutSession(id: string): Promise<{ customerId: string | null; subscriptionId: string | null }> {
    const s = await this.client.checkout.sessions.retrieve(id);
    return { customerId: idOf(s.customer), subscriptionId: idOf(s.subscription) };
  }

  /** Covered locations change: the quantity follows, prorated as Stripe does. */
  async setLocations(subscriptionId: string, locationIds: number[]): Promise<StripeSubscriptionState> {
    const sub = await this.client.subscriptions.retrieve(subscriptionId);
    const item = sub.items.data[0];
    const updated = await this.client.subscriptions.update(subscriptionId, {
      ...(item ? { items: [{ id: item.id, quantity: Math.max(1, locationIds.length) }] } : {}),
      proration_behavior: 'create_prorations',
      metadata: { ...sub.metadata, location_ids: JSON.stringify(locationIds) },
    });
    return subscriptionStateOf(updated);
  }

  /** Next invoice, payment method and invoices for the Subscription page. */
  async details(customerId: string, subscriptionId: string | null) {
    const [invoices, next, method] = await Promise.all([
      this.client.invoices.list({ customer: customerId, limit: 12 }),
      subscriptionId
        ? this.client.invoices
            .createPreview({ customer: customerId, subscription: subscriptionId })
            .catch(() => null)
        : Promise.resolve(null),
      this.paymentMethod(customerId, subscriptionId),
    ]);
    const list: TBillingInvoice[] = invoices.data.map((i) => ({
      id: i.id ?? '',
      number: i.number,
      amount: i.total,
      currency: i.currency,
      status: i.status ?? 'draft',
      created_at: iso(i.created) ?? '',
      url: i.hosted_invoice_url ?? null,
      pdf_url: i.invoice_pdf ?? null,
    }));
    const nextInvoice: TBillingNextInvoice | null = next
      ? {
          amount: next.amount_due,
          currency: next.currency,
          date: iso(next.next_payment_attempt ?? next.period_end),
        }
      : null;
    return { invoices: list, next_invoice: nextInvoice, payment_method: method };
  }

  private async paymentMethod(
    customerId: string,
    subscriptionId: string | null,
  ): Promise<TBillingPaymentMethod | null> {
    let id: string | null = null;
    if (subscriptionId) {
      const sub = await this.client.subscriptions.retrieve(subscriptionId);
      id = idOf(sub.default_payment_method);
    }
    if (!id) {
      const customer = await this.client.customers.retrieve(customerId);
      if (!customer.deleted) id = idOf(customer.invoice_settings?.default_payment_method);
    }
    if (!id) return null;
    const pm = await this.client.paymentMethods.retrieve(id);
    return pm.card
      ? {
          brand: pm.card.brand,
          last4: pm.card.last4,
          exp_month: pm.card.exp_month,
          exp_year: pm.card.exp_year,
        }
      : { brand: pm.type, last4: '', exp_month: null, exp_year: null };
  }

  /** The webhook's event, its signature checked by the library; throws on a bad signature. */
  verify(rawBody: Buffer | string, signature: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}
