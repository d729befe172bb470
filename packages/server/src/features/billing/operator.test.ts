import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TBillingSummary, TBillingUrls, TCompany } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { buildLocation } from '../../../test/people.js';
import { runAdmin } from '../../admin-cli.js';
import { openDatabase } from '../../db/index.js';
import { migrateToLatest } from '../../db/migrate.js';
import { PUBLISHING_CALLS } from '../../policies/billing.js';
import { createTeam } from '../companies/companies.service.js';
import { extendTrial, grantPlan } from './operator.js';

/** Billing without Stripe: the trial, the operator's grants, the publishing gate; and BILLING=off. */
const { app, db, deps } = await buildTestApp({ TRIAL_DAYS: '10' });
const settings = deps.config.billing;

const details = async (token: string, companyId: number) =>
  (
    await call<TCompany>(app, 'GET', '/api/company/details', {
      token,
      query: { company_id: String(companyId) },
    })
  ).body.data.content;
const endTrial = (companyId: number) =>
  db
    .updateTable('company_billing')
    .set({ trial_ends_at: new Date(Date.now() - 60_000).toISOString() })
    .where('company_id', '=', companyId)
    .execute();

describe('billing by the operator (no Stripe)', () => {
  it('a new company starts a trial of TRIAL_DAYS; the url call offers no checkout', async () => {
    const co = await buildMemoCompany(db);
    const signup = await call<{ id: number }[]>(app, 'POST', '/api/signup', {
      token: co.adminToken,
      body: { name: 'Fresh Start' },
    });
    expect(signup.status).toBe(200);
    const fresh = signup.body.data.content.at(-1)?.id as number;
    expect(await details(co.adminToken, fresh)).toMatchObject({
      is_on_trial: true,
      trial_days_left: 10,
      is_subscribed: false,
    });
    const urls = await call<TBillingUrls>(app, 'POST', '/api/company/billing/url', {
      token: co.adminToken,
      body: { company_id: co.companyId },
    });
    expect(urls.body.data.content).toEqual({
      url: null,
      checkout_url: null,
      status: 'none',
      cancel_at: null,
    });
    const summary = await call<TBillingSummary>(app, 'POST', '/api/billing/summary', {
      token: co.adminToken,
      body: { company_id: co.companyId },
    });
    expect(summary.body.data.content).toMatchObject({
      provider: 'operator',
      plan: null,
      price: { provider: 'operator', month: null, year: null },
      is_on_trial: true,
      can_publish: true,
      invoices: [],
      payment_method: null,
    });
    // Only Stripe changes covered locations from the app.
    const put = await call(app, 'PUT', '/api/billing/subscription', {
      token: co.adminToken,
      body: { company_id: co.companyId, locations: 'all' },
    });
    expect(put.status).toBe(409);
  });

  it('after the trial: management still reads, but publishing answers 402 naming the admin', async () => {
    const co = await buildMemoCompany(db);
    await endTrial(co.companyId);
    const company = await details(co.manager.token, co.companyId);
    expect(company).toMatchObject({ is_on_trial: false, is_subscribed: false, trial_days_left: 0 });
    expect(company.abilities['memos.publish']).toBe(false);
    expect(company.abilities['memos.manage']).toBe(true);
    const refused = await call(app, 'POST', '/api/message/new', {
      token: co.manager.token,
      body: { company_id: co.companyId, title: 'Hello', location_ids: [co.north.id] },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('payment_required');
    expect(refused.body.message).toContain(co.admin.name as string);
    // A form goes out to its recipients when created: held back the same way.
    const form = await call(app, 'POST', '/api/forms/create', {
      token: co.manager.token,
      body: {
        company_id: co.companyId,
        name: 'Temperature log',
        fields: [{ key: 'temp', label: 'Temperature', type: 'number', required: true }],
        location_ids: [co.north.id],
      },
    });
    expect(form.status).toBe(402);
    const list = await call(app, 'POST', '/api/memos/list', {
      token: co.manager.token,
      body: { company_id: co.companyId },
    });
    expect(list.status).toBe(200);
    // The operator grants every location: publishing is back.
    await grantPlan({ db, settings, companyId: co.companyId, locations: 'all', until: '2999-12-31' });
    expect(await details(co.adminToken, co.companyId)).toMatchObject({
      is_subscribed: true,
      all_locations_subscribed: true,
      is_on_trial: false,
    });
    const made = await call(app, 'POST', '/api/message/new', {
      token: co.manager.token,
      body: { company_id: co.companyId, title: 'Hello', location_ids: [co.north.id] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  });

  it('a grant of some locations: a new location is not covered; a lapsed grant ends the plan', async () => {
    const co = await buildMemoCompany(db);
    await grantPlan({
      db,
      settings,
      companyId: co.companyId,
      locations: [co.north.id, co.south.id],
      until: null,
    });
    expect(await details(co.adminToken, co.companyId)).toMatchObject({ all_locations_subscribed: true });
    await buildLocation(db, co.companyId, 'West');
    expect(await details(co.adminToken, co.companyId)).toMatchObject({
      is_subscribed: true,
      all_locations_subscribed: false,
    });
    await expect(
      grantPlan({ db, settings, companyId: co.companyId, locations: [999_999], until: null }),
    ).rejects.toThrow(/Not locations of company/);
    await db
      .updateTable('company_billing')
      .set({ granted_until: new Date(Date.now() - 1000).toISOString() })
      .where('company_id', '=', co.companyId)
      .execute();
    await endTrial(co.companyId);
    expect(await details(co.adminToken, co.companyId)).toMatchObject({
      is_subscribed: false,
      is_on_trial: false,
    });
    await extendTrial({ db, settings, companyId: co.companyId, days: 3 });
    expect(await details(co.adminToken, co.companyId)).toMatchObject({
      is_on_trial: true,
      trial_days_left: 3,
    });
  });

  it('a company without a billing row (the demo seed) is on trial from its creation; a grant makes its row', async () => {
    const co = await buildMemoCompany(db);
    await db.deleteFrom('company_billing').where('company_id', '=', co.companyId).execute();
    const company = await details(co.adminToken, co.companyId);
    expect(company).toMatchObject({ is_on_trial: true, trial_days_left: 10 });
    await grantPlan({ db, settings, companyId: co.companyId, locations: 'all', until: null });
    const row = await db
      .selectFrom('company_billing')
      .selectAll()
      .where('company_id', '=', co.companyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'operator', status: 'active', granted_until: null });
    expect(row.trial_ends_at).toBe(company.trial_ends_at);
  });

  it('every publishing call the policy names is a route of the app', () => {
    const routes = new Set<string>();
    for (const { call: c } of PUBLISHING_CALLS) {
      const [method, url] = c.split(' ') as [string, string];
      expect(app.hasRoute({ method: method as 'POST', url: `/api/${url}` }), c).toBe(true);
      routes.add(c);
    }
    expect(routes.size).toBe(PUBLISHING_CALLS.length);
  });
});

describe('BILLING=off', async () => {
  const off = await buildTestApp({ BILLING: 'off' });
  it('every company counts as subscribed and publishes after any trial', async () => {
    const co = await buildMemoCompany(off.db);
    await off.db
      .updateTable('company_billing')
      .set({ trial_ends_at: new Date(Date.now() - 60_000).toISOString() })
      .where('company_id', '=', co.companyId)
      .execute();
    const res = await call<TCompany>(off.app, 'GET', '/api/company/details', {
      token: co.adminToken,
      query: { company_id: String(co.companyId) },
    });
    expect(res.body.data.content).toMatchObject({
      is_subscribed: true,
      all_locations_subscribed: true,
      is_on_trial: false,
      trial_ends_at: null,
      trial_days_left: 0,
    });
    const made = await call(off.app, 'POST', '/api/message/new', {
      token: co.manager.token,
      body: { company_id: co.companyId, title: 'Hello', location_ids: [co.north.id] },
    });
    expect(made.status).toBe(200);
    const price = await call(off.app, 'GET', '/api/billing/price', {
      token: co.adminToken,
      query: { company_id: String(co.companyId) },
    });
    expect(price.body.data.content).toEqual({ provider: 'off', month: null, year: null });
  });
});

describe('the operator CLI (npm run admin)', () => {
  it('grants, extends the trial and ends a plan on the server database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-admin-'));
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'teamline.sqlite') });
    await migrateToLatest(handle.db);
    const now = new Date().toISOString();
    const user = await handle.db
      .insertInto('users')
      .values({
        name: 'Op',
        email: 'op@example.test',
        default_locale: 'en',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const company = await createTeam({ db: handle.db, user, name: 'Cli Cafe' });
    await handle.close();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

    // The real command, as an operator runs it.
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const { stdout } = await promisify(execFile)(
      'npm',
      [
        'run',
        '--silent',
        'admin',
        '--',
        'billing:grant',
        '--company',
        String(company.id),
        '--locations',
        'all',
        '--until',
        '2999-12-31',
      ],
      { cwd: root, env: { ...process.env, ...env } },
    );
    expect(stdout).toContain(
      `company ${company.id}: plan operator active, all locations, until 2999-12-31T23:59:59.999Z`,
    );
    expect(
      await runAdmin(['billing:extend-trial', '--company', String(company.id), '--days', '5'], env),
    ).toMatch(/trial ends/);
    expect(await runAdmin(['billing:end', '--company', String(company.id)], env)).toContain(
      'plan operator canceled',
    );
    await expect(
      runAdmin(['billing:grant', '--company', '999999', '--locations', 'all'], env),
    ).rejects.toThrow('No company 999999');
    await expect(runAdmin(['billing:nope', '--company', '1'], env)).rejects.toThrow(/Usage/);
  });
});
