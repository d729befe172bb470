import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of a first view's lazy code, from the web build's manifest (Vite's, written to
 * dist/server/client-manifest.json by packages/web/vite.config.ts): the page asks for them with its
 * own scripts (first-view.ts), so the app's imports of them (web route-preload.ts) find them on
 * their way and its entry adds no tags of its own while it starts (docs/performance.md, "The first
 * page's code with the page").
 */

/** One module of Vite's build manifest, keyed by its source path or, for a shared chunk, `_<file>`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Where the web build writes its manifest, under its dist folder. */
export const CLIENT_MANIFEST = path.join('server', 'client-manifest.json');

/**
 * The build's manifest, or null when the build has none (an older build, a test's) or it cannot be
 * read (`onError` says why): the pages are then served as before, their code asked for by the app.
 */
export function readManifest(webDist: string, onError: (err: unknown) => void): Manifest | null {
  const file = path.join(webDist, CLIENT_MANIFEST);
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch (err) {
    onError(err);
    return null;
  }
}

/**
 * The writer of the tags that ask for `modules`' files (their scripts and what they import, their
 * stylesheets), leaving out files the page asks for already (`asked`, paths as in index.html).
 * `atOnce` names the modules that the entry or these import on demand but the page loads as it
 * starts (a Spanish reader's texts), which come with it too. A module the manifest does not know
 * is skipped: the app imports it itself, as it would without this. The entry is found once, here.
 */
export function codeTagsOf(
  manifest: Manifest,
): (modules: string[], asked: ReadonlySet<string>, atOnce?: (module: string) => boolean) => string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return (modules, asked, atOnce = () => false) => {
    const visited = new Set<string>();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (visited.has(key) || !chunk) return;
      visited.add(key);
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const imported of chunk.dynamicImports ?? []) if (atOnce(imported)) visit(imported);
    };
    for (const module of [...entries, ...modules]) visit(module);
    const unasked = (files: Set<string>) => [...files].filter((file) => !asked.has(file));
    return [
      ...unasked(scripts).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      ...unasked(styles).map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ];
  };
}
