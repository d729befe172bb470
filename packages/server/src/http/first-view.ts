import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '@teamline/shared';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The first view of a page rendered here, so a phone paints it before any script has arrived
 * (docs/architecture.md, "The first view"). The web build's `dist/server/entry-server.js` renders
 * `#root`'s markup; the browser's app hydrates it. A build without it, a page it does not render,
 * or a render that fails: the plain index.html, as every page had before.
 */

/** What the web build's server entry offers (packages/web/src/entry-server.tsx). */
interface ServerEntry {
  rendersOnServer(pathname: string): boolean;
  render(url: string, locale: Locale): Promise<string | null>;
}

/**
 * Asks for the page's scripts once it has painted: a script asked for with the HTML shares the
 * phone's network with the stylesheet the paint waits for. The tags wait, inert, in a
 * `<template>`; this copies them into the head after the first frame. Fixed text, so the content
 * policy allows it by its hash (security-headers.ts).
 */
const SCRIPT_LOADER =
  "requestAnimationFrame(()=>setTimeout(()=>{const t=document.getElementById('teamline-scripts');" +
  'for(const n of t?t.content.children:[]){const e=document.createElement(n.tagName);' +
  'for(const a of n.attributes)e.setAttribute(a.name,a.value);document.head.append(e)}}))';

export const SCRIPT_LOADER_HASH = `'sha256-${crypto.createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** The tags of index.html that fetch scripts: the entry and its module preloads. */
const SCRIPT_TAGS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * index.html for a page whose first view is in it: the markup in `#root`, the script tags moved
 * into a template the loader reads after the first paint, and the language on `<html>`.
 */
function firstViewTemplate(indexHtml: string): (root: string, locale: Locale) => string {
  const scripts = (indexHtml.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  const page = indexHtml
    .replace(SCRIPT_TAGS, '')
    .replace(
      '</body>',
      `<template id="teamline-scripts">${scripts.join('')}</template><script>${SCRIPT_LOADER}</script></body>`,
    );
  const [before = '', after] = page.split('<div id="root"></div>');
  if (after === undefined) throw new Error('index.html has no empty <div id="root"></div>');
  // Inert until the app has hydrated it (app-root.tsx, Interactive): nothing typed or clicked
  // before then is lost.
  return (root, locale) =>
    `${before.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)}<div id="root" inert>${root}</div>${after}`;
}

export interface FirstViews {
  /** The page for `url` (absolute) with its first view, or null: send the plain index.html. */
  page(url: string, locale: string | undefined): Promise<string | null>;
  /** Starts loading the server entry, if not yet (once the server listens: web-app.ts). */
  warm(): void;
}

/**
 * The server entry of the build at `webDist`, when it has one. The module is read once: from
 * `warm()` (the server calls it once it listens, so the load does not hold its start) or the
 * first page asked for, whichever comes first.
 */
export function loadFirstViews(
  webDist: string,
  indexHtml: string,
  log: FastifyBaseLogger,
): FirstViews | null {
  const file = path.join(webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const template = firstViewTemplate(indexHtml);
  let loading: Promise<ServerEntry | null> | undefined;
  const load = () =>
    (loading ??= (import(pathToFileURL(file).href) as Promise<ServerEntry>).catch((err: unknown) => {
      log.error({ err }, 'the web build’s server entry could not be loaded');
      return null;
    }));
  return {
    warm: () => void load(),
    async page(url, cookieLocale) {
      const entry = await load();
      if (!entry?.rendersOnServer(new URL(url).pathname)) return null;
      const locale = LOCALES.find((l) => l === cookieLocale) ?? 'en';
      try {
        const root = await entry.render(url, locale);
        return root === null ? null : template(root, locale);
      } catch (err) {
        // The browser renders the page itself, as it would without a server entry.
        log.error({ err, url }, 'the first view could not be rendered');
        return null;
      }
    },
  };
}
