/**
 * The server's first view of the login page (packages/web/src/entry-server.tsx, as built into
 * packages/web/dist/server/): how long the server takes to load the module, to render the page
 * the first time, and per page once warm (English and Spanish in turn; the build carries React's
 * production build only). Reads the build; `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { heading, isMain, line } from './support/format.js';

const RENDERS = Number(process.env.FIRST_VIEW_RENDERS ?? 500);
const entry = fileURLToPath(new URL('../packages/web/dist/server/entry-server.js', import.meta.url));

interface ServerEntry {
  render(url: string, locale: 'en' | 'es'): Promise<string | null>;
}

export async function runFirstViewBench(): Promise<void> {
  heading('First view on the server: the login page rendered (packages/web/dist/server)');
  if (!fs.existsSync(entry)) {
    line(path.relative(process.cwd(), entry), 'missing: run `npm run build` first');
    return;
  }
  let started = performance.now();
  const { render } = (await import(pathToFileURL(entry).href)) as ServerEntry;
  line('module loaded', `${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  const markup = (await render('http://localhost/login', 'en')) ?? '';
  line(
    'first render',
    `${(performance.now() - started).toFixed(0)} ms (${(markup.length / 1024).toFixed(1)} KB of markup)`,
  );
  for (let i = 0; i < RENDERS; i++) await render('http://localhost/login', i % 2 ? 'es' : 'en');
  started = performance.now();
  for (let i = 0; i < RENDERS; i++) await render('http://localhost/login', i % 2 ? 'es' : 'en');
  const each = (performance.now() - started) / RENDERS;
  line('per page, warm', `${each.toFixed(2)} ms (${RENDERS} renders after ${RENDERS} to warm up)`);
}

if (isMain(import.meta.url)) await runFirstViewBench();
