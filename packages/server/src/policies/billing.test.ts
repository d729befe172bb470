import { describe, expect, it } from 'vitest';
import { abilitiesOf } from './actions.js';
import {
  type BillingRecord,
  canPublish,
  companySubscription,
  isOnTrial,
  isSubscribed,
  recordOf,
} from './billing.js';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const on = { off: false, trialDays: 14 };
const off = { off: true, trialDays: 14 };
const base = recordOf(undefined, { id: 1, created_at: new Date(NOW - DAY).toISOString() }, on);
const rec = (over: Partial<BillingRecord>): BillingRecord => ({ ...base, ...over });
const ended = new Date(NOW - DAY).toISOString();

/** Who may publish, by the plan's state (decisions.md, Billing). */
describe('billing policy', () => {
  it.each([
    ['trial running', rec({}), on, { subscribed: false, trial: true, publish: true }],
    [
      'trial ended, no plan',
      rec({ trialEndsAt: ended }),
      on,
      { subscribed: false, trial: false, publish: false },
    ],
    [
      'stripe active',
      rec({ trialEndsAt: ended, source: 'stripe', status: 'active', stripeSubscriptionId: 'sub_1' }),
      on,
      { subscribed: true, trial: false, publish: true },
    ],
    [
      'stripe past due (retrying)',
      rec({ source: 'stripe', status: 'past_due', stripeSubscriptionId: 'sub_1' }),
      on,
      { subscribed: false, trial: false, publish: true },
    ],
    [
      'stripe canceled after trial',
      rec({ trialEndsAt: ended, source: 'stripe', status: 'canceled', stripeSubscriptionId: 'sub_1' }),
      on,
      { subscribed: false, trial: false, publish: false },
    ],
    [
      'operator grant until later',
      rec({
        trialEndsAt: ended,
        source: 'operator',
        status: 'active',
        grantedUntil: new Date(NOW + DAY).toISOString(),
      }),
      on,
      { subscribed: true, trial: false, publish: true },
    ],
    [
      'operator grant lapsed',
      rec({ trialEndsAt: ended, source: 'operator', status: 'active', grantedUntil: ended }),
      on,
      { subscribed: false, trial: false, publish: false },
    ],
    ['billing off', rec({ trialEndsAt: ended }), off, { subscribed: true, trial: false, publish: true }],
  ] as const)('%s', (_name, r, settings, want) => {
    expect(isSubscribed(r, settings, NOW)).toBe(want.subscribed);
    expect(isOnTrial(r, settings, NOW)).toBe(want.trial);
    expect(canPublish(r, settings, NOW)).toBe(want.publish);
  });

  it('counts covered locations: all, listed, or none; only a subscribed company misses some', () => {
    const live = [1, 2, 3];
    const active = { source: 'operator' as const, status: 'active' as const };
    expect(
      companySubscription(rec({ ...active, allLocations: true }), live, on, NOW).all_locations_subscribed,
    ).toBe(true);
    expect(
      companySubscription(rec({ ...active, locationIds: [1, 2] }), live, on, NOW).all_locations_subscribed,
    ).toBe(false);
    expect(companySubscription(rec({ ...active, locationIds: [1, 2, 3, 9] }), live, on, NOW)).toMatchObject({
      all_locations_subscribed: true,
      is_subscribed: true,
    });
    expect(companySubscription(rec({}), live, on, NOW)).toMatchObject({
      all_locations_subscribed: true,
      is_on_trial: true,
      trial_days_left: 13,
    });
  });

  it('memos.publish: management only, and only while the plan allows it', () => {
    expect(abilitiesOf({ role: 'manager' }, true)['memos.publish']).toBe(true);
    expect(abilitiesOf({ role: 'admin' }, false)['memos.publish']).toBe(false);
    expect(abilitiesOf({ role: 'employee' }, true)['memos.publish']).toBe(false);
    expect(abilitiesOf({ role: 'manager' }, false)['memos.manage']).toBe(true);
  });
});
