import {
  type BillingInterval,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  subscriptionRequiredMessage,
  type TCompanySubscription,
} from '@teamline/shared';
import type { Database } from '../db/index.js';
import { toBool } from '../db/index.js';
import type { CompanyBillingRow } from '../db/schema-billing.js';
import { AppError } from '../http/errors.js';

/**
 * What a company's plan allows (decisions.md, Billing), in one place. A company is subscribed
 * while its plan is active (Stripe `active`/`trialing`, or an operator grant before its date), or
 * always with BILLING=off. When neither subscribed nor on trial, everyone still reads, answers,
 * follows up and manages people and settings, and the admin can subscribe; only the calls below —
 * new memos, publishing, template sends, packages, schedules, celebrations — answer 402 with a
 * message naming the admins. `past_due` keeps publishing while Stripe retries the payment.
 */
export const PUBLISHING_CALLS: readonly {
  call: string;
  when?: (body: Record<string, unknown>) => boolean;
}[] = [
  { call: 'POST memos/create' },
  { call: 'PUT memos/update', when: (body) => body.publish === true },
  { call: 'POST company/message' },
  { call: 'POST message/new' },
  { call: 'POST company/survey' },
  { call: 'POST survey/new' },
  { call: 'POST company/celebration' },
  { call: 'POST company/celebration/new' },
  { call: 'POST memo-templates/use' },
  { call: 'POST memo-template-sends/create' },
  { call: 'POST memo-template-sends/publish' },
  { call: 'POST memo-template-packages/use' },
  { call: 'POST scheduled-sends/create' },
  { call: 'POST forms/create' },
];

export interface BillingSettings {
  off: boolean;
  trialDays: number;
}

/** A company's billing row, read into plain values. */
export interface BillingRecord {
  companyId: number;
  trialStartedAt: string;
  trialEndsAt: string;
  source: 'stripe' | 'operator' | null;
  status: SubscriptionStatus;
  interval: BillingInterval | null;
  allLocations: boolean;
  locationIds: number[];
  cancelAt: string | null;
  currentPeriodEnd: string | null;
  grantedUntil: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stateAt: number | null;
}

/** Statuses under which a Stripe subscription exists (the portal manages it). */
const LIVE: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
];
/** Statuses that count as subscribed. */
const PAID: readonly SubscriptionStatus[] = ['active', 'trialing'];

const asStatus = (s: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(s) ? (s as SubscriptionStatus) : 'none';

export function recordOf(
  row: CompanyBillingRow | undefined,
  company: { id: number; created_at: string },
  settings: BillingSettings,
): BillingRecord {
  if (!row) {
    // A company made before its row (never through createTeam): its trial runs from its creation.
    const ends = new Date(Date.parse(company.created_at) + settings.trialDays * 86_400_000).toISOString();
    return {
      companyId: company.id,
      trialStartedAt: company.created_at,
      trialEndsAt: ends,
      source: null,
      status: 'none',
      interval: null,
      allLocations: false,
      locationIds: [],
      cancelAt: null,
      currentPeriodEnd: null,
      grantedUntil: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      stateAt: null,
    };
  }
  const ids: unknown = JSON.parse(row.location_ids);
  return {
    companyId: row.company_id,
    trialStartedAt: row.trial_started_at,
    trialEndsAt: row.trial_ends_at,
    source: row.source === 'stripe' || row.source === 'operator' ? row.source : null,
    status: asStatus(row.status),
    interval: row.interval === 'month' || row.interval === 'year' ? row.interval : null,
    allLocations: toBool(row.all_locations),
    locationIds: Array.isArray(ids) ? ids.filter((i): i is number => typeof i === 'number') : [],
    cancelAt: row.cancel_at,
    currentPeriodEnd: row.current_period_end,
    grantedUntil: row.granted_until,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    stateAt: row.state_at === null ? null : Number(row.state_at),
  };
}

export async function loadBilling(
  db: Database,
  company: { id: number; created_at: string },
  settings: BillingSettings,
): Promise<BillingRecord> {
  const row = await db
    .selectFrom('company_billing')
    .selectAll()
    .where('company_id', '=', company.id)
    .executeTakeFirst();
  return recordOf(row, company, settings);
}

/** The status now: an operator's grant past its date has ended. */
export function effectiveStatus(rec: BillingRecord, now: number): SubscriptionStatus {
  if (rec.source === 'operator' && rec.grantedUntil && Date.parse(rec.grantedUntil) <= now) return 'canceled';
  return rec.status;
}

export const hasLiveSubscription = (rec: BillingRecord, now: number) =>
  LIVE.includes(effectiveStatus(rec, now));

export function isSubscribed(rec: BillingRecord, settings: BillingSettings, now: number): boolean {
  return settings.off || PAID.includes(effectiveStatus(rec, now));
}

/** The trial runs until its end, or until the company first subscribes through Stripe. */
export function isOnTrial(rec: BillingRecord, settings: BillingSettings, now: number): boolean {
  return (
    !isSubscribed(rec, settings, now) &&
    rec.stripeSubscriptionId === null &&
    Date.parse(rec.trialEndsAt) > now
  );
}

/** The live locations the plan covers: every one with an `all` grant, else the listed ones still live. */
export function coveredLocationIds(rec: BillingRecord, liveIds: readonly number[]): number[] {
  if (rec.allLocations) return [...liveIds];
  const listed = new Set(rec.locationIds);
  return liveIds.filter((id) => listed.has(id));
}

/** The Company shape's subscription fields (spec §3). */
export function companySubscription(
  rec: BillingRecord,
  liveIds: readonly number[],
  settings: BillingSettings,
  now = Date.now(),
): TCompanySubscription {
  const subscribed = isSubscribed(rec, settings, now);
  const onTrial = isOnTrial(rec, settings, now);
  const trialEnds = Date.parse(rec.trialEndsAt);
  return {
    is_subscribed: subscribed,
    // Only a subscribed company can miss locations; without billing every location counts.
    all_locations_subscribed:
      settings.off || !subscribed || coveredLocationIds(rec, liveIds).length >= liveIds.length,
    is_on_trial: onTrial,
    trial_ends_at: settings.off ? null : rec.trialEndsAt,
    trial_days_left: onTrial ? Math.ceil((trialEnds - now) / 86_400_000) : 0,
  };
}

/** Whether the company may publish now: subscribed, on trial, or past due (Stripe retries). */
export function canPublish(rec: BillingRecord, settings: BillingSettings, now = Date.now()): boolean {
  return (
    isSubscribed(rec, settings, now) ||
    isOnTrial(rec, settings, now) ||
    effectiveStatus(rec, now) === 'past_due'
  );
}

/** The names of the company's active admins, for the refusal. */
export async function adminNames(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('employees')
    .select('name')
    .where('company_id', '=', companyId)
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(3)
    .execute();
  return rows.map((r) => r.name);
}

const publishing = new Map(PUBLISHING_CALLS.map((c) => [c.call, c]));

/**
 * The guard's billing check (http/guard.ts): a publishing call of a company whose plan lapsed
 * answers 402, naming who can renew it.
 */
export async function enforcePublishing(opts: {
  db: Database;
  settings: BillingSettings;
  method: string;
  url: string;
  body: unknown;
  company: { id: number; created_at: string };
}): Promise<void> {
  if (opts.settings.off) return;
  const entry = publishing.get(`${opts.method.toUpperCase()} ${opts.url.replace(/^\/api\//, '')}`);
  if (!entry) return;
  const body = opts.body && typeof opts.body === 'object' ? (opts.body as Record<string, unknown>) : {};
  if (entry.when && !entry.when(body)) return;
  const rec = await loadBilling(opts.db, opts.company, opts.settings);
  if (canPublish(rec, opts.settings)) return;
  throw new AppError(402, subscriptionRequiredMessage(await adminNames(opts.db, opts.company.id)));
}
