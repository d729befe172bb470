import type { SubscriptionStatus, TCompany } from '@teamline/shared';

export type BannerLevel = 'info' | 'warn' | 'alarm';
export type BannerKind = 'version' | 'profile' | 'subscription' | 'payment';

/** One line of banner text: an i18n key under layout.banner and its values. */
export interface BannerLine {
  key: 'newVersion' | 'incompleteProfile' | 'moreLocations' | 'trialEnded' | 'needSubscription' | 'pastDue';
  values?: Record<string, string | number>;
}

export interface BannerChoice {
  kind: BannerKind;
  level: BannerLevel;
  lines: BannerLine[];
}

export type SubscriptionState = Pick<
  TCompany,
  'is_subscribed' | 'all_locations_subscribed' | 'is_on_trial' | 'trial_ends_at' | 'trial_days_left'
>;

export interface BannerInput {
  /** The running app version (__APP_VERSION__), empty when unknown. */
  appVersion: string;
  /** min_app_version from user details. */
  minAppVersion: string | null | undefined;
  userName: string | null | undefined;
  /** The server lets the caller manage the subscription (abilities['subscription.manage']). */
  canManageSubscription: boolean;
  company: SubscriptionState | null | undefined;
  /**
   * The subscription's status as billing/summary answers it, when the layout asked (an admin of a
   * company neither subscribed nor on trial); `past_due` turns the banner into 'fix payment'.
   */
  billingStatus?: SubscriptionStatus | null;
}

function parseVersion(version: string): { parts: number[]; pre: string } | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
  if (!match) return null;
  return { parts: [1, 2, 3].map((i) => Number(match[i] ?? 0)), pre: match[4] ?? '' };
}

/** True when `running` is an older semver than `minimum`; false when either is unknown. */
export function isOlderVersion(running: string, minimum: string): boolean {
  const a = parseVersion(running);
  const b = parseVersion(minimum);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i++) {
    const diff = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  // 1.2.0-beta precedes 1.2.0; two pre-releases compare as text.
  if (a.pre && !b.pre) return true;
  if (!a.pre || !b.pre) return false;
  return a.pre.localeCompare(b.pre, 'en', { numeric: true }) < 0;
}

/**
 * The subscription banner in the spec's three texts (§2) and its levels: alarm while trial days
 * are left, else warn. Subscribed with locations left out: 'add more locations'; on trial: 'you will
 * need an active subscription'; trial over: the day it ended, then the same. A past-due payment
 * (Stripe retrying) takes the subscription banner's place: warn, leading to fix the payment.
 */
function subscriptionBanner(
  company: SubscriptionState,
  billingStatus: SubscriptionStatus | null | undefined,
): BannerChoice | null {
  const level: BannerLevel = company.trial_days_left > 0 ? 'alarm' : 'warn';
  // A payment Stripe is retrying: the plan still runs, and the fix is the payment method.
  if (billingStatus === 'past_due') {
    return { kind: 'payment', level: 'warn', lines: [{ key: 'pastDue' }] };
  }
  if (company.is_subscribed) {
    if (company.all_locations_subscribed) return null;
    return { kind: 'subscription', level, lines: [{ key: 'moreLocations' }] };
  }
  const ended = !company.is_on_trial && company.trial_ends_at;
  const lines: BannerLine[] = ended
    ? [{ key: 'trialEnded', values: { date: ended } }, { key: 'needSubscription' }]
    : [{ key: 'needSubscription' }];
  return { kind: 'subscription', level, lines };
}

/**
 * The one banner above the layout, by priority (spec §2): a newer version is required,
 * then an incomplete profile, then the subscription state (to whoever may manage the subscription).
 */
export function pickBanner(input: BannerInput): BannerChoice | null {
  if (input.minAppVersion && isOlderVersion(input.appVersion, input.minAppVersion)) {
    return { kind: 'version', level: 'info', lines: [{ key: 'newVersion' }] };
  }
  if (!input.userName?.trim()) {
    return { kind: 'profile', level: 'info', lines: [{ key: 'incompleteProfile' }] };
  }
  if (input.company && input.canManageSubscription) {
    return subscriptionBanner(input.company, input.billingStatus);
  }
  return null;
}
