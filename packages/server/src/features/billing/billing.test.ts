import type { TBillingSummary, TBillingUrls, TCompany } from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { startFakeStripe } from '../../../test/fake-stripe/server.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildLocation } from '../../../test/people.js';

/**
 * Billing with Stripe: the real `stripe` client against a local server speaking Stripe's API,
 * webhooks signed with the library's own test helper.
 */
const SECRET = 'whsec_billing_test';
const fake = await startFakeStripe({ webhookSecret: SECRET });
afterAll(() => fake.stop());
const { app, db } = await buildTestApp(fake.env());

const team = await buildCompany(db, 'Billing Bistro');
const cid = team.company.id;
const first = await buildLocation(db, cid, 'First Street');
const second = await buildLocation(db, cid, 'Second Street');
const manager = await buildMember(db, cid, 'manager');
const employee = await buildMember(db, cid, 'employee');
const other = await buildCompany(db, 'Other Oven');
const otherPlace = await buildLocation(db, other.company.id, 'Elsewhere');

const details = async (token = team.adminToken) =>
  (await call<TCompany>(app, 'GET', '/api/company/details', { token, query: { company_id: String(cid) } }))
    .body.data.content;
const urls = (body: Record<string, unknown> = {}, token = team.adminToken) =>
  call<TBillingUrls>(app, 'POST', '/api/company/billing/url', { token, body: { company_id: cid, ...body } });
const summary = async () =>
  (
    await call<TBillingSummary>(app, 'POST', '/api/billing/summary', {
      token: team.adminToken,
      body: { company_id: cid },
    })
  ).body.data.content;

/** Posts a signed event to the webhook as Stripe would. */
async function deliver(
  type: string,
  object: { id: string } & Record<string, unknown>,
  opts: { id?: string; created?: number; secret?: string } = {},
) {
  const { payload, header, event } = fake.signedEvent(type, object, opts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
  return {
    status: res.statusCode,
    outcome: (res.json() as { data?: { content?: { outcome?: string } } }).data?.content?.outcome,
    event,
  };
}

const billingRow = () =>
  db.selectFrom('company_billing').selectAll().where('company_id', '=', cid).executeTakeFirstOrThrow();

// One subscription's life, step by step (checkout, webhook, locations, invoices, cancellation):
// each step starts from the state the one before left, so the steps keep their order even when
// the suite is shuffled (--sequence.shuffle).
describe('billing with Stripe', { shuffle: false }, () => {
  let sessionId = '';
  let subscriptionId = '';
  let completed: { id: string } & Record<string, unknown> = { id: '' };

  it('answers the price per location per month and year', async () => {
    const res = await call(app, 'GET', '/api/billing/price', {
      token: team.adminToken,
      query: { company_id: String(cid) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual({
      provider: 'stripe',
      month: { interval: 'month', unit_amount: 900, currency: 'usd' },
      year: { interval: 'year', unit_amount: 9000, currency: 'usd' },
    });
  });

  it('starts on trial: the url call answers a checkout for every location', async () => {
    expect(await details()).toMatchObject({ is_subscribed: false, is_on_trial: true, trial_days_left: 14 });
    const res = await urls();
    expect(res.status).toBe(200);
    const content = res.body.data.content;
    expect(content).toMatchObject({ url: null, status: 'none', cancel_at: null });
    expect(content.checkout_url).toMatch(new RegExp(`^${fake.base}/checkout/cs_test_`));
    sessionId = String(content.checkout_url?.split('/').pop());
    const session = fake.sessions.get(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      success_url: `http://teamline.test/${cid}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://teamline.test/${cid}/payment/cancel`,
      line_items: { '0': { price: 'price_month', quantity: '2' } },
    });
    expect((await billingRow()).stripe_customer_id).toBe(session?.customer);
  });

  it('a yearly checkout of chosen locations; a location of another company is refused', async () => {
    const res = await urls({ interval: 'year', locations: [first.id] });
    const id = String(res.body.data.content.checkout_url?.split('/').pop());
    expect(fake.sessions.get(id)).toMatchObject({
      line_items: { '0': { price: 'price_year', quantity: '1' } },
    });
    expect((await urls({ locations: [otherPlace.id] })).status).toBe(422);
  });

  it('checkout completed: the signed webhook subscribes the company, once', async () => {
    completed = await fake.completeCheckout(sessionId);
    subscriptionId = String(completed.subscription);
    const res = await deliver('checkout.session.completed', completed, { id: 'evt_checkout_1' });
    expect(res).toMatchObject({ status: 200, outcome: 'applied' });
    const company = await details();
    expect(company).toMatchObject({
      is_subscribed: true,
      all_locations_subscribed: true,
      is_on_trial: false,
    });
    expect(company.abilities['memos.publish']).toBe(true);
    // A replay of the same event changes nothing.
    expect(await deliver('checkout.session.completed', completed, { id: 'evt_checkout_1' })).toMatchObject({
      status: 200,
      outcome: 'duplicate',
    });
    const events = await db
      .selectFrom('billing_events')
      .select('id')
      .where('id', '=', 'evt_checkout_1')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('acknowledge refreshes from the provider; the url call now answers the portal', async () => {
    const ack = await call(app, 'GET', '/api/billing/acknowledge', {
      token: team.adminToken,
      query: { company_id: String(cid), session_id: sessionId },
    });
    expect(ack.status).toBe(200);
    expect(ack.body.data.content).toMatchObject({
      status: 'active',
      is_subscribed: true,
      all_locations_subscribed: true,
    });
    const res = await urls();
    expect(res.body.data.content).toMatchObject({ checkout_url: null, status: 'active' });
    expect(res.body.data.content.url).toMatch(new RegExp(`^${fake.base}/portal/bps_`));
  });

  it('a new location is not covered until the subscription adds it (quantity follows, prorated)', async () => {
    const third = await buildLocation(db, cid, 'Third Street');
    expect(await details()).toMatchObject({ is_subscribed: true, all_locations_subscribed: false });
    const put = await call<TBillingSummary>(app, 'PUT', '/api/billing/subscription', {
      token: team.adminToken,
      body: { company_id: cid, locations: 'all' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.content.subscription).toMatchObject({ quantity: 3, status: 'active' });
    expect(fake.quantityOf(subscriptionId)).toEqual({ quantity: 3, proration: 'create_prorations' });
    expect(await details()).toMatchObject({ all_locations_subscribed: true });
    // Removing one: two paid, and the banner's 'add more locations' again.
    const fewer = await call<TBillingSummary>(app, 'PUT', '/api/billing/subscription', {
      token: team.adminToken,
      body: { company_id: cid, locations: [first.id, second.id] },
    });
    expect(fewer.body.data.content.subscription.quantity).toBe(2);
    expect(fewer.body.data.content.locations.find((l) => l.id === third.id)?.covered).toBe(false);
    expect(await details()).toMatchObject({ all_locations_subscribed: false });
    const bad = await call(app, 'PUT', '/api/billing/subscription', {
      token: team.adminToken,
      body: { company_id: cid, locations: [otherPlace.id] },
    });
    expect(bad.status).toBe(422);
  });

  it('the summary shows plan, price, covered locations, next invoice, payment method and invoices', async () => {
    const s = await summary();
    expect(s).toMatchObject({
      provider: 'stripe',
      plan: 'Monthly, per location',
      location_count: 3,
      covered_location_count: 2,
      is_subscribed: true,
      can_publish: true,
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      next_invoice: { amount: 1800, currency: 'usd' },
      price: { month: { unit_amount: 900 } },
    });
    expect(s.invoices.length).toBeGreaterThanOrEqual(1);
    expect(s.invoices[0]).toMatchObject({ status: 'paid', currency: 'usd' });
    expect(s.admin_names).toEqual([team.admin.name]);
  });

  it('invoice failed: past due (not subscribed, still publishing); invoice paid: active again', async () => {
    const sub = fake.subscriptions.get(subscriptionId) as Record<string, unknown> & { id: string };
    sub.status = 'past_due';
    const invoice = fake.invoice(sub, 'open');
    expect(await deliver('invoice.payment_failed', invoice)).toMatchObject({
      status: 200,
      outcome: 'applied',
    });
    const pastDue = await details();
    expect(pastDue).toMatchObject({ is_subscribed: false, is_on_trial: false });
    expect(pastDue.abilities['memos.publish']).toBe(true);
    expect((await urls()).body.data.content).toMatchObject({ status: 'past_due', checkout_url: null });
    sub.status = 'active';
    expect(await deliver('invoice.paid', { ...invoice, status: 'paid' })).toMatchObject({
      outcome: 'applied',
    });
    expect(await details()).toMatchObject({ is_subscribed: true });
  });

  it('out of order: an older update arriving late does not roll the state back', async () => {
    const sub = fake.subscriptions.get(subscriptionId) as Record<string, unknown> & { id: string };
    const stale = { ...sub, status: 'past_due' };
    const late = await deliver('customer.subscription.updated', stale, {
      created: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(late.status).toBe(200);
    expect(await details()).toMatchObject({ is_subscribed: true });
    expect((await billingRow()).status).toBe('active');
  });

  it('cancelled at period end, then deleted: cancel_at shows, then the company is unsubscribed', async () => {
    const sub = fake.subscriptions.get(subscriptionId) as Record<string, unknown> & { id: string };
    const at = Math.floor(Date.now() / 1000) + 10 * 86_400;
    sub.cancel_at = at;
    expect(await deliver('customer.subscription.updated', sub)).toMatchObject({ outcome: 'applied' });
    expect((await urls()).body.data.content.cancel_at).toBe(new Date(at * 1000).toISOString());
    sub.status = 'canceled';
    expect(await deliver('customer.subscription.deleted', sub)).toMatchObject({ outcome: 'applied' });
    expect(await details()).toMatchObject({ is_subscribed: false, is_on_trial: false });
    // Not subscribed: the url call offers checkout again.
    expect((await urls()).body.data.content.checkout_url).toMatch(/\/checkout\//);
  });

  it('a subscription gone from Stripe: an event older than the state applied is ignored', async () => {
    const sub = fake.subscriptions.get(subscriptionId) as Record<string, unknown> & { id: string };
    fake.subscriptions.delete(subscriptionId);
    await deliver('customer.subscription.updated', { ...sub, status: 'active' }, { created: 1 });
    expect((await billingRow()).status).toBe('canceled');
    fake.subscriptions.set(subscriptionId, sub);
  });

  it('refuses a wrong or missing signature (400); ignores unknown types and customers (200)', async () => {
    expect((await deliver('invoice.paid', completed, { secret: 'whsec_wrong' })).status).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'invoice.paid' }),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body altered after signing.
    const { payload, header } = fake.signedEvent('invoice.paid', completed);
    const altered = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('invoice.paid', 'invoice.pain'),
    });
    expect(altered.statusCode).toBe(400);
    expect(await deliver('customer.created', { id: 'cus_new' })).toMatchObject({
      status: 200,
      outcome: 'ignored',
    });
    expect(
      await deliver('customer.subscription.updated', {
        ...completed,
        id: 'sub_nobody',
        customer: 'cus_nobody',
      }),
    ).toMatchObject({ status: 200, outcome: 'unknown_customer' });
  });

  it('an event naming our company in metadata but another customer never binds to it', async () => {
    const before = await billingRow();
    const res = await deliver('checkout.session.completed', {
      ...completed,
      id: 'cs_forged',
      customer: 'cus_forged',
      metadata: { company_id: String(cid) },
      client_reference_id: String(cid),
    });
    expect(res.outcome).toBe('unknown_customer');
    expect((await billingRow()).stripe_subscription_id).toBe(before.stripe_subscription_id);
  });

  it('only admins: managers and employees get 403 on every billing call', async () => {
    for (const token of [manager.token, employee.token]) {
      for (const [method, url] of [
        ['POST', '/api/company/billing/url'],
        ['POST', '/api/billing/summary'],
        ['GET', '/api/billing/price'],
        ['GET', '/api/billing/acknowledge'],
        ['PUT', '/api/billing/subscription'],
      ] as const) {
        const res =
          method === 'GET'
            ? await call(app, method, url, { token, query: { company_id: String(cid) } })
            : await call(app, method, url, { token, body: { company_id: cid, locations: 'all' } });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
    // Another company's admin: 404.
    expect((await urls({}, other.adminToken)).status).toBe(404);
  });
});
