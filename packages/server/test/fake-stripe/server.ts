import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { routeApi } from './api.js';
import { type Form, obj, parseForm, str, strings } from './form.js';
import { servePage } from './pages.js';

/**
 * A local HTTP server speaking the Stripe API endpoints the product calls — prices, customers,
 * checkout sessions, billing portal sessions, subscriptions, invoices, payment methods — for the
 * real `stripe` client pointed at it (docs/billing-testing.md). Its checkout page's Pay button
 * completes the session the way Stripe does: a subscription, a paid invoice, and the signed
 * `checkout.session.completed` webhook to the app, then a redirect to the success URL.
 */
export interface FakeStripeOptions {
  /** The app's POST /api/billing/webhook; without it no webhook is sent. */
  webhookUrl?: string;
  webhookSecret: string;
  port?: number;
}

export type Obj = Record<string, unknown> & { id: string };
const now = () => Math.floor(Date.now() / 1000);
const signer = new Stripe('sk_test_fake_signer');

export const FAKE_PRICES = {
  price_month: { interval: 'month', unit_amount: 900 },
  price_year: { interval: 'year', unit_amount: 9000 },
} as const;

export class FakeStripe {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly portals = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  /** Every API request seen: method and path (for assertions). */
  readonly requests: { method: string; path: string; body: Form }[] = [];
  /** Webhooks sent: event and the app's answer status. */
  readonly sent: { event: Obj; status: number }[] = [];
  private seq = 0;
  private server: http.Server | null = null;
  base = '';

  constructor(readonly opts: FakeStripeOptions) {
    for (const [id, p] of Object.entries(FAKE_PRICES))
      this.prices.set(id, {
        id,
        object: 'price',
        active: true,
        currency: 'usd',
        unit_amount: p.unit_amount,
        recurring: { interval: p.interval, interval_count: 1 },
        type: 'recurring',
      });
  }

  id(prefix: string) {
    this.seq += 1;
    return `${prefix}_fake${this.seq}`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(this.opts.port ?? 0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${port}`;
    return this;
  }

  get port(): number {
    return Number(new URL(this.base).port);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The app's environment to use this server. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: this.opts.webhookSecret,
      STRIPE_PRICE_MONTH: 'price_month',
      STRIPE_PRICE_YEAR: 'price_year',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
    };
  }

  /** An event as Stripe sends it, with its signature header from the library's test helper. */
  signedEvent(type: string, object: Obj, opts: { id?: string; created?: number; secret?: string } = {}) {
    const event = {
      id: opts.id ?? this.id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: opts.created ?? now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? this.opts.webhookSecret,
    });
    return { event, payload, header };
  }

  /** Sends a signed event to the app's webhook; answers the app's status. */
  async sendEvent(type: string, object: Obj, opts: { id?: string; created?: number; secret?: string } = {}) {
    if (!this.opts.webhookUrl) return 0;
    const { event, payload, header } = this.signedEvent(type, object, opts);
    const res = await fetch(this.opts.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    this.sent.push({ event: event as unknown as Obj, status: res.status });
    return res.status;
  }

  /** What Pay on the checkout page does: the subscription, a paid invoice, the webhook. */
  async completeCheckout(sessionId: string): Promise<Obj> {
    const session = this.must(this.sessions, sessionId);
    const customerId = String(session.customer);
    const line = obj(session.line_items as Form)['0'] as Form | undefined;
    const price = this.must(this.prices, str(line?.price) ?? 'price_month');
    const quantity = Number(str(line?.quantity) ?? '1');
    const pm: Obj = {
      id: this.id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    };
    this.paymentMethods.set(pm.id, pm);
    const sub = this.makeSubscription(
      customerId,
      price,
      quantity,
      strings(obj(session.subscription_data as Form).metadata),
    );
    sub.default_payment_method = pm.id;
    this.invoice(sub, 'paid');
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    await this.sendEvent('checkout.session.completed', session);
    return session;
  }

  makeSubscription(customerId: string, price: Obj, quantity: number, metadata: Record<string, string>): Obj {
    const interval = (price.recurring as { interval: string }).interval;
    const start = now();
    const end = start + (interval === 'year' ? 365 : 30) * 86_400;
    const sub: Obj = {
      id: this.id('sub'),
      object: 'subscription',
      customer: customerId,
      status: 'active',
      created: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      default_payment_method: null,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price,
            quantity,
            current_period_start: start,
            current_period_end: end,
          },
        ],
        has_more: false,
      },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  /** A subscription's quantity and the proration its last update asked for. */
  quantityOf(subscriptionId: string): { quantity: number | undefined; proration: unknown } {
    const sub = this.must(this.subscriptions, subscriptionId);
    const item = (sub.items as { data: { quantity: number }[] }).data[0];
    return { quantity: item?.quantity, proration: sub.last_proration_behavior };
  }

  invoice(sub: Obj, status: 'paid' | 'open'): Obj {
    const item = (
      sub.items as { data: { price: { unit_amount: number; currency: string }; quantity: number }[] }
    ).data[0];
    const total = (item?.price.unit_amount ?? 0) * (item?.quantity ?? 0);
    const inv: Obj = {
      id: this.id('in'),
      object: 'invoice',
      customer: sub.customer,
      number: `FAKE-${this.seq}`,
      status,
      total,
      amount_due: total,
      currency: 'usd',
      created: now(),
      period_end: now(),
      next_payment_attempt: null,
      hosted_invoice_url: `${this.base}/invoice/${this.seq}`,
      invoice_pdf: `${this.base}/invoice/${this.seq}.pdf`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: {} } },
    };
    this.invoices.set(inv.id, inv);
    return inv;
  }

  must(map: Map<string, Obj>, id: string): Obj {
    const found = map.get(id);
    if (!found) throw new NotFound(id);
    return found;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = parseForm(Buffer.concat(chunks).toString('utf8'));
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(data));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    if (!url.pathname.startsWith('/v1/')) return servePage(this, req.method ?? 'GET', url, res);
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_'))
      return send(401, { error: { type: 'invalid_request_error', message: 'No API key provided' } });
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    try {
      send(
        200,
        routeApi(this, req.method ?? 'GET', url.pathname.slice(4).split('/'), body, url.searchParams),
      );
    } catch (err) {
      if (!(err instanceof NotFound)) throw err;
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: '${err.message}'`,
        },
      });
    }
  }
}

export class NotFound extends Error {}

export async function startFakeStripe(opts: FakeStripeOptions): Promise<FakeStripe> {
  return new FakeStripe(opts).start();
}
