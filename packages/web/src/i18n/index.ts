import type { Locale } from '@teamline/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/**
 * English is bundled with the first page; Spanish loads when a user's locale asks for it (most
 * sessions never need it, and the login page's JavaScript has a budget: docs/performance.md).
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

let spanish: Promise<void> | undefined;

/** Loads the locale's texts if needed, then switches the UI to it. */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === 'es') {
    spanish ??= import('./es').then(({ es }) => {
      i18n.addResourceBundle('es', 'translation', es, true, true);
    });
    await spanish;
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export default i18n;
