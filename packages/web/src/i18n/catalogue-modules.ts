import type { Locale } from '@teamline/shared';

/**
 * Whether `module` (a path in the web package, as the build's manifest names it) holds texts of
 * `locale` that load apart from the code using them (`addTexts`, `switchLocale`): the base
 * catalogue `src/i18n/<locale>.ts`, an area's `src/i18n/<area>-<locale>.ts`, a part's
 * `src/i18n/locales/<locale>/<part>.ts`. English is bundled with its code, so none is.
 */
export function isCatalogueOf(locale: Locale, module: string): boolean {
  if (locale === 'en') return false;
  const [, name = '', part] = /^src\/i18n\/(?:([\w-]+)|locales\/([\w-]+)\/[\w-]+)\.ts$/.exec(module) ?? [];
  return part === locale || name === locale || name.endsWith(`-${locale}`);
}
