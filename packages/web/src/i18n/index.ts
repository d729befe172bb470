import { LOCALES, type Locale } from '@teamline/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/**
 * English is bundled with the first page; Spanish loads when a user's locale asks for it (most
 * sessions never need it, and the login page's JavaScript has a budget: docs/performance.md).
 */
/**
 * A catalogue as i18next may keep it: i18next deep-merges later bundles (company-en.ts) into the
 * object it holds, which must not be the catalogue modules' own objects.
 */
export function copyOf<T>(catalogue: T): T {
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
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return LOCALES.find((l) => l === value) ?? null;
  } catch {
    return null;
  }
}

function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the language then lasts for this page only.
  }
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

let spanish: Promise<void> | undefined;

/** Loads the locale's texts if needed, then switches the UI to it (and remembers it on this browser). */
export async function switchLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  if (locale === 'es') {
    spanish ??= import('./es').then(({ es }) => {
      i18n.addResourceBundle('es', 'translation', copyOf(es), true, true);
    });
    await spanish;
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/**
 * Starts in the language this browser last used (a signed-in user's own locale then wins, in
 * AuthGuard); resolves once its texts are in, so the first page never flashes English.
 */
export function startLocale(): Promise<void> {
  const locale = storedLocale();
  return locale && locale !== 'en' ? switchLocale(locale).catch(() => undefined) : Promise.resolve();
}

export default i18n;
