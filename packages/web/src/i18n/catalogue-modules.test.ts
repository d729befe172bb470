// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCatalogueOf } from './catalogue-modules';

/** Every file under src/i18n, as the build's manifest names it (`npm test -w` runs in the web package). */
function i18nModules(dir = 'src/i18n'): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? i18nModules(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

describe('isCatalogueOf: the modules of a language’s texts that load apart', () => {
  it('names the Spanish catalogues and parts, and nothing else', () => {
    const spanish = i18nModules().filter((module) => isCatalogueOf('es', module));
    expect(spanish).toEqual(
      expect.arrayContaining([
        'src/i18n/es.ts',
        'src/i18n/guarded-es.ts',
        'src/i18n/company-es.ts',
        'src/i18n/locales/es/chat.ts',
        'src/i18n/locales/es/memos.ts',
      ]),
    );
    // Each one a Spanish file; the English ones, the code and the tests are not.
    for (const module of spanish) expect(module).toMatch(/(\/es\.ts|-es\.ts|\/locales\/es\/[\w-]+\.ts)$/);
    expect(isCatalogueOf('es', 'src/i18n/company-en.ts')).toBe(false);
    expect(isCatalogueOf('es', 'src/i18n/locales/en/chat.ts')).toBe(false);
    expect(isCatalogueOf('es', 'src/features/chat/i18n.ts')).toBe(false);
  });

  it('names none for English, which comes with its code', () => {
    expect(i18nModules().filter((module) => isCatalogueOf('en', module))).toEqual([]);
  });
});
