import { type Form, obj, str, strings } from './form.js';
import { type FakeStripe, NotFound, type Obj } from './server.js';

const now = () => Math.floor(Date.now() / 1000);
const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });

/** The Stripe API endpoints the product calls, on the fake's state (form-encoded bodies, as Stripe). */
export function routeApi(
  fake: FakeStripe,
  method: string,
  path: string[],
  body: Form,
  query: URLSearchParams,
): unknown {
  // Resource paths: a namespace (checkout, billing_portal) and a fixed action stay as they are; the
  // segment after the resource name is the id.
  const joined = path.join('/');
  const fixed = ['checkout/sessions', 'billing_portal/sessions', 'invoices/create_preview'];
  const base = fixed.find((f) => joined === f || joined.startsWith(`${f}/`)) ?? path[0] ?? '';
  const rest = joined.slice(base.length).split('/').filter(Boolean);
  const id = rest[0];
  const route = `${method} ${base}${id ? '/:id' : ''}`;
  switch (route) {
    case 'GET prices/:id':
      return fake.must(fake.prices, id ?? '');
    case 'POST customers': {
      const c: Obj = {
        id: fake.id('cus'),
        object: 'customer',
        name: str(body.name) ?? null,
        email: str(body.email) ?? null,
        metadata: strings(body.metadata),
        invoice_settings: { default_payment_method: null },
      };
      fake.customers.set(c.id, c);
      return c;
    }
    case 'GET customers/:id':
      return fake.must(fake.customers, id ?? '');
    case 'POST checkout/sessions': {
      const customer = fake.must(fake.customers, str(body.customer) ?? '');
      const sid = fake.id('cs_test');
      const s: Obj = {
        id: sid,
        object: 'checkout.session',
        mode: str(body.mode),
        customer: customer.id,
        client_reference_id: str(body.client_reference_id) ?? null,
        metadata: strings(body.metadata),
        subscription: null,
        status: 'open',
        payment_status: 'unpaid',
        success_url: str(body.success_url),
        cancel_url: str(body.cancel_url),
        url: `${fake.base}/checkout/${sid}`,
        line_items: obj(body.line_items),
        subscription_data: obj(body.subscription_data),
      };
      fake.sessions.set(sid, s);
      return s;
    }
    case 'GET checkout/sessions/:id':
      return fake.must(fake.sessions, id ?? '');
    case 'POST billing_portal/sessions': {
      const p: Obj = {
        id: fake.id('bps'),
        object: 'billing_portal.session',
        customer: str(body.customer),
        return_url: str(body.return_url),
        url: '',
      };
      p.url = `${fake.base}/portal/${p.id}`;
      fake.portals.set(p.id, p);
      return p;
    }
    case 'GET subscriptions/:id':
      return fake.must(fake.subscriptions, id ?? '');
    case 'GET subscriptions':
      return list(
        [...fake.subscriptions.values()]
          .filter((s) => !query.get('customer') || s.customer === query.get('customer'))
          .sort((a, b) => Number(b.created) - Number(a.created))
          .slice(0, Number(query.get('limit') ?? 10)),
        '/v1/subscriptions',
      );
    case 'POST subscriptions/:id':
      return updateSubscription(fake.must(fake.subscriptions, id ?? ''), body);
    case 'DELETE subscriptions/:id': {
      const s = fake.must(fake.subscriptions, id ?? '');
      Object.assign(s, { status: 'canceled', canceled_at: now() });
      return s;
    }
    case 'GET invoices':
      return list(
        [...fake.invoices.values()]
          .filter((i) => !query.get('customer') || i.customer === query.get('customer'))
          .reverse(),
        '/v1/invoices',
      );
    case 'POST invoices/create_preview': {
      const s = fake.must(fake.subscriptions, str(body.subscription) ?? '');
      const preview = fake.invoice(s, 'open');
      fake.invoices.delete(preview.id);
      const item = (s.items as { data: { current_period_end: number }[] }).data[0];
      return {
        ...preview,
        id: null,
        number: null,
        status: 'draft',
        next_payment_attempt: item?.current_period_end ?? null,
      };
    }
    case 'GET payment_methods/:id':
      return fake.must(fake.paymentMethods, id ?? '');
    default:
      throw new NotFound(route);
  }
}

function updateSubscription(s: Obj, body: Form): Obj {
  const items = obj(body.items);
  const first = obj(items['0']);
  const data = (s.items as { data: Obj[] }).data;
  const item = data.find((i) => i.id === str(first.id)) ?? data[0];
  if (item && str(first.quantity)) item.quantity = Number(str(first.quantity));
  if (body.metadata !== undefined) s.metadata = { ...(s.metadata as object), ...strings(body.metadata) };
  if (str(body.cancel_at_period_end)) s.cancel_at_period_end = str(body.cancel_at_period_end) === 'true';
  if (str(body.proration_behavior)) s.last_proration_behavior = str(body.proration_behavior);
  return s;
}
