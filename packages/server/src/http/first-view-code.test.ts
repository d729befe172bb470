import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MANIFEST, codeTagsOf, readManifest } from './first-view-code.js';

describe('the files of a first view’s code, from the build’s manifest', () => {
  it('reads no manifest where the build has none, or one it cannot parse, and says why', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-manifest-'));
    const errors: unknown[] = [];
    expect(readManifest(dist, (err) => errors.push(err))).toBeNull();
    expect(errors).toEqual([]);
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, CLIENT_MANIFEST), '{ not json');
    expect(readManifest(dist, (err) => errors.push(err))).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('follows imports once each, cycles included, and on-demand imports only when asked to', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/i18n/es.ts', 'src/Page.tsx'],
      },
      'src/i18n/es.ts': { file: 'assets/es.js' },
      'src/Page.tsx': { file: 'assets/Page.js', imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'], css: ['assets/a.css'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'], css: ['assets/a.css'] },
    };
    const asked = new Set(['/assets/index.js']);
    const codeTags = codeTagsOf(manifest);
    expect(codeTags(['src/Page.tsx', 'src/Missing.tsx'], asked)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/Page.js">',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
    ]);
    const spanish = codeTags([], asked, (module) => module.endsWith('/es.ts'));
    expect(spanish).toEqual(['<link rel="modulepreload" crossorigin href="/assets/es.js">']);
  });
});
