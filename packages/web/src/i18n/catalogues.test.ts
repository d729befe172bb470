import { describe, expect, it } from 'vitest';
import { enCompany } from './company-en';
import { esCompany } from './company-es';
import { en as enBase } from './en';
import { es as esBase } from './es';
import { enGuarded } from './guarded';
import { esGuarded } from './guarded-es';

/**
 * The two catalogues say the same things: every key of packages/web/src/i18n/locales/en has its
 * Spanish twin in locales/es and the other way round (a plural's _one/_other pair included), with
 * the same {{placeholders}}, and the Spanish speaks in one register, tú.
 */

type Tree = { [key: string]: string | Tree };

const english = import.meta.glob<Record<string, Tree>>('./locales/en/*.ts', { eager: true });
const spanish = import.meta.glob<Record<string, Tree>>('./locales/es/*.ts', { eager: true });

/** "a.b.c" → text, for every leaf of a module's exports. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const fileName = (path: string) => path.replace(/^.*\//, '');
const catalogue = (modules: Record<string, Record<string, Tree>>) =>
  new Map(Object.entries(modules).map(([path, exports]) => [fileName(path), leaves(exports as Tree)]));

const en = catalogue(english);
const es = catalogue(spanish);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** What differs between two catalogues' keys, as readable lines. */
function missing(
  from: Map<string, Map<string, string>>,
  to: Map<string, Map<string, string>>,
  label: string,
) {
  const lines: string[] = [];
  for (const [file, keys] of from) {
    const other = to.get(file);
    if (!other) {
      lines.push(`${label} has no ${file}`);
      continue;
    }
    for (const key of keys.keys()) if (!other.has(key)) lines.push(`${label}/${file}: ${key}`);
  }
  return lines;
}

describe('the English and Spanish catalogues', () => {
  it('are read from both folders', () => {
    expect(en.size).toBeGreaterThan(10);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('as i18next loads them (the first page’s, the signed-in pages’ and the company area’s), have the same keys', () => {
    for (const [a, b] of [
      [enBase, esBase],
      [enGuarded, esGuarded],
      [enCompany, esCompany],
    ] as const) {
      const left = [...leaves(a as unknown as Tree).keys()].sort();
      const right = [...leaves(b as unknown as Tree).keys()].sort();
      expect(right).toEqual(left);
    }
  });

  it('have the same keys, file by file', () => {
    expect(missing(en, es, 'es')).toEqual([]);
    expect(missing(es, en, 'en')).toEqual([]);
  });

  it('give every plural both its forms, _one and _other', () => {
    const broken: string[] = [];
    for (const [name, cat] of [...en.entries(), ...es.entries()].map(([f, k]) => [f, k] as const)) {
      for (const key of cat.keys()) {
        const base = key.replace(/_(one|other)$/, '');
        if (base === key) continue;
        for (const form of ['one', 'other'])
          if (!cat.has(`${base}_${form}`)) broken.push(`${name}: ${base}_${form}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('use the same placeholders and leave no text empty', () => {
    const differ: string[] = [];
    for (const [file, keys] of en) {
      for (const [key, text] of keys) {
        const twin = es.get(file)?.get(key);
        if (twin === undefined) continue;
        if (!text.trim() || !twin.trim()) differ.push(`${file}: ${key} is empty`);
        // A Spanish singular may spell the one out ("un día"); every other placeholder must match.
        const want = placeholders(text).filter((p) => !(key.endsWith('_one') && p === 'count'));
        const have = placeholders(twin).filter((p) => !(key.endsWith('_one') && p === 'count'));
        if (want.join() !== have.join()) differ.push(`${file}: ${key} {{${want}}} ≠ {{${have}}}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('speak to the reader as tú, never as usted', () => {
    // Forms only the usted register uses (imperatives and possessives of the texts we have).
    const usted =
      /\b(usted|ustedes|haga|ingrese|seleccione|seleccióne|elija|deje|aplique|cree|envíe|comparta|agregue|pida|invite a su|su prueba|sus equipos|su equipo:|su perfil|su gente|su suscripción|necesita agregar|necesita una|le compartió|invitarle|lo ven)\b/i;
    const found = [...es.entries()].flatMap(([file, keys]) =>
      [...keys].filter(([, text]) => usted.test(text)).map(([key, text]) => `${file}: ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
