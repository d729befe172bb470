/** Business constants of spec §9, shared by server and web. */
export const PRODUCT_NAME = 'Teamline';
export const COPYRIGHT_YEAR = 2022;
export const UNKNOWN_VERSION = 'UNKNOWN VERSION';

export const DEFAULT_LOCALE = 'en';
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_LABELS: Record<Locale, string> = { en: 'English', es: 'Español' };
/** The value as one of our languages, or null when it is not one (a cookie, a page's `lang`, a query). */
export function knownLocale(value: unknown): Locale | null {
  return LOCALES.find((locale) => locale === value) ?? null;
}

export const DEFAULT_TIMEZONE = 'America/Chicago';
export const TIMEZONE_OPTIONS = [
  { label: 'New York', value: 'America/New_York' },
  { label: 'Chicago', value: 'America/Chicago' },
  { label: 'Denver', value: 'America/Denver' },
  { label: 'Phoenix', value: 'America/Phoenix' },
  { label: 'Los Angeles', value: 'America/Los_Angeles' },
  { label: 'Anchorage', value: 'America/Anchorage' },
  { label: 'Honolulu', value: 'America/Honolulu' },
] as const;

export const DEFAULT_PHONE_COUNTRY_CODE = '1';
export const PHONE_MASK = '(###)-###-####';
export const PHONE_FORMATTED_LENGTH = 14;
export const AUTH_CODE_LENGTH = 6;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const TOAST_TIMEOUT_MS = 3000;
export const TOAST_TICK_MS = 25;
export const TOAST_MAX_WIDTH_PX = 300;
export const LOGIN_ERROR_TOAST_MS = 7000;
export const INVITATION_LOADER_MS = 750;

export const TRIAL_DAYS = 14;

/** Cookie and storage keys (spec §9). */
export const AUTH_COOKIE = 'teamline_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const COMPANY_ID_STORAGE_KEY = 'companyId';
/** The language this browser last used (as the web app keeps it), for the pages the server renders. */
export const LOCALE_COOKIE = 'teamline_locale';
/** The time zone of this browser's clock, for the dates of the pages the server renders in it. */
export const VIEWER_ZONE_COOKIE = 'teamline_zone';
/** The id of the JSON script element in which a signed-in page the server rendered hands over its data. */
export const FIRST_VIEW_DATA_ID = 'teamline-first-view-data';

export const ROLES = ['employee', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const AVATAR_SIZES = { sm: 12, md: 16, lg: 24 } as const;

export const MEMO_DEFAULTS = {
  type: 'nonflaggable',
  mode: 'segments',
  options_key: 'custom',
  translation_locale: 'es',
} as const;

export const CUSTOM_OPTION_LABEL = 'Custom';

export const COMPANY_FLAG_KEYS = ['files', 'checkins', 'disable-audiences', 'disable-locations'] as const;
