import type { Database } from '../../db/index.js';
import { type BillingRecord, type BillingSettings, loadBilling } from '../../policies/billing.js';
import { locationKind } from '../locations/location-kind.js';
import { listLivePlaces } from '../places/places.service.js';
import { saveBilling } from './billing-state.js';

/**
 * The server operator's billing (the embedded default, and a manual override beside Stripe):
 * `npm run admin -- billing:grant | billing:extend-trial | billing:end` (docs/deployment.md).
 */
export class OperatorError extends Error {}

async function companyOf(db: Database, companyId: number, settings: BillingSettings): Promise<BillingRecord> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'created_at'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new OperatorError(`No company ${companyId}`);
  return loadBilling(db, company, settings);
}

/** The end of that day (UTC) for a YYYY-MM-DD date; a full timestamp is kept as given. */
export function untilOf(date: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T23:59:59.999Z`) : Date.parse(date);
  if (Number.isNaN(at)) throw new OperatorError(`Not a date: ${date} (use YYYY-MM-DD)`);
  return new Date(at).toISOString();
}

/** Grants a plan: every location ('all') or these location ids, until a date (or with no end). */
export async function grantPlan(opts: {
  db: Database;
  settings: BillingSettings;
  companyId: number;
  locations: 'all' | number[];
  until: string | null;
}): Promise<BillingRecord> {
  const rec = await companyOf(opts.db, opts.companyId, opts.settings);
  if (opts.locations !== 'all') {
    const live = new Set(
      (await listLivePlaces({ db: opts.db, kind: locationKind, companyId: opts.companyId })).map((l) => l.id),
    );
    const foreign = opts.locations.filter((id) => !live.has(id));
    if (foreign.length)
      throw new OperatorError(`Not locations of company ${opts.companyId}: ${foreign.join(', ')}`);
  }
  const until = opts.until ? untilOf(opts.until) : null;
  if (until && Date.parse(until) <= Date.now()) throw new OperatorError('--until must be in the future');
  await saveBilling(opts.db, rec, {
    source: 'operator',
    status: 'active',
    interval: null,
    all_locations: opts.locations === 'all',
    location_ids: JSON.stringify(opts.locations === 'all' ? [] : opts.locations),
    cancel_at: until,
    current_period_end: null,
    granted_until: until,
  });
  return companyOf(opts.db, opts.companyId, opts.settings);
}

/** Extends (or, with negative days, shortens) the trial, counted from its end or from now if it ended. */
export async function extendTrial(opts: {
  db: Database;
  settings: BillingSettings;
  companyId: number;
  days: number;
}): Promise<BillingRecord> {
  const rec = await companyOf(opts.db, opts.companyId, opts.settings);
  const from =
    opts.days > 0 ? Math.max(Date.parse(rec.trialEndsAt), Date.now()) : Date.parse(rec.trialEndsAt);
  await saveBilling(opts.db, rec, { trial_ends_at: new Date(from + opts.days * 86_400_000).toISOString() });
  return companyOf(opts.db, opts.companyId, opts.settings);
}

/** Ends an operator's plan now (a Stripe subscription is ended in Stripe, never here). */
export async function endPlan(opts: { db: Database; settings: BillingSettings; companyId: number }) {
  const rec = await companyOf(opts.db, opts.companyId, opts.settings);
  if (rec.source === 'stripe')
    throw new OperatorError(
      'This company pays through Stripe: cancel its subscription in the Stripe dashboard',
    );
  await saveBilling(opts.db, rec, {
    source: 'operator',
    status: 'canceled',
    granted_until: null,
    cancel_at: null,
  });
  return companyOf(opts.db, opts.companyId, opts.settings);
}
