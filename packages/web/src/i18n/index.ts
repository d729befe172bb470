import { knownLocale, LOCALE_COOKIE, type Locale } from '@teamline/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from '../api/cookies';
import { en } from './en';

/**
 * English is bundled with the first page; Spanish loads when a user's locale asks for it (most
 * sessions never need it, and the login page's JavaScript has a budget: docs/performance.md).
 * The lazy parts of the app add their texts the same way (`addTexts`).
 */
/**
 * A catalogue as i18next may keep it: i18next deep-merges later bundles (company-en.ts) into the
 * object it holds, which must not be the catalogue modules' own objects.
 */
function copyOf<T>(catalogue: T): T {
  return JSON.parse(JSON.stringify(catalogue)) as T;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: copyOf(en) } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** The language the browser last used, so the login page after a logout keeps it (decisions.md, Spanish). */
export const LOCALE_STORAGE_KEY = 'teamline.locale';

function storedLocale(): Locale | null {
  let value: string | null = null;
  try {
    value = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Private modes may refuse storage: the cookie below still says it.
  }
  // The cookie is what the server rendered the page's first view in (entry-server.tsx).
  value ??= readCookie(LOCALE_COOKIE);
  return knownLocale(value);
}

function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the language then lasts for this page only.
  }
  // The server renders the login page in it (entry-server.tsx), so the page is in this language
  // before the scripts run.
  writeCookie(LOCALE_COOKIE, locale, 365);
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

type Texts = Record<string, unknown>;

/** Each part's Spanish loader (added by `addTexts`): what switching to Spanish waits for. */
const spanishParts: Array<() => Promise<void>> = [];
/** The language last asked for: a part added while a switch to it is under way loads it too. */
let wanted: string = 'en';

/** Loads `load`'s Spanish texts once; a failed load rejects, and is tried again when next asked. */
function spanishPart(load: () => Promise<Texts>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () =>
    (loading ??= load().then(
      (texts) => {
        i18n.addResourceBundle('es', 'translation', copyOf(texts), true, true);
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
}

const spanishBase = spanishPart(() => import('./es').then(({ es }) => es));

/**
 * Adds a part of the catalogues (a lazy area's or page's texts): its English now, its Spanish — a
 * chunk of its own, so an English reader never downloads it — when the UI is in Spanish or switches
 * to it. Resolves once the part's texts of the current language are in: the part's module awaits
 * it at its top, so a Spanish reader's page never renders in English first.
 */
export function addTexts(en: Texts, loadSpanish: () => Promise<Texts>): Promise<void> {
  i18n.addResourceBundle('en', 'translation', copyOf(en), true, true);
  const part = spanishPart(loadSpanish);
  spanishParts.push(part);
  // Should its chunk not arrive, the part shows in English (the fallback) rather than not at all.
  return wanted === 'es'
    ? part().catch((err: unknown) => console.warn('Spanish texts could not be loaded', err))
    : Promise.resolve();
}

/** Loads the locale's texts if needed, then switches the UI to it (and remembers it on this browser). */
export async function switchLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  wanted = locale;
  if (locale === 'es') await Promise.all([spanishBase(), ...spanishParts.map((part) => part())]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/**
 * The server's first views (entry-server.tsx) are rendered in either language: every part's
 * Spanish is loaded as the part is added, as well as its English, and the language is chosen
 * per page (an i18next instance each, sharing these texts) rather than switched here.
 */
export async function loadEveryLanguage(): Promise<void> {
  wanted = 'es';
  await Promise.all([spanishBase(), ...spanishParts.map((part) => part())]);
}

/**
 * Starts in the language of the page the server rendered (`page`: a first view is hydrated in the
 * language it is in, a signed-in user's own), else the one this browser last used (a signed-in
 * user's own locale then wins, in AuthGuard); resolves once its texts are in, so the first page
 * never flashes English.
 */
export function startLocale(page?: Locale | null): Promise<void> {
  // The page's language is remembered too, as a switch to it would be: it is what the user sees.
  if (page) return switchLocale(page).catch(() => undefined);
  const locale = storedLocale();
  return locale && locale !== 'en' ? switchLocale(locale).catch(() => undefined) : Promise.resolve();
}

export default i18n;
