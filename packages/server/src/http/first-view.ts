import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, FIRST_VIEW_DATA_ID, knownLocale, type Locale } from '@teamline/shared';
import type { FastifyInstance } from 'fastify';
import { codeTagsOf, readManifest } from './first-view-code.js';

/**
 * The first view of a page rendered here, so a phone paints it before any script has arrived
 * (docs/architecture.md, "The first view"). The web build's `dist/server/entry-server.js` renders
 * `#root`'s markup; the browser's app hydrates it. A build without it, a page it does not render,
 * or a render that fails: the plain index.html, as every page had before.
 */

/** What the web build's server entry offers (packages/web/src/entry-server.tsx). */
interface ServerEntry {
  rendersOnServer(pathname: string, signedIn?: boolean): boolean;
  render(
    url: string,
    locale: Locale,
    session?: { token: string; viewerZone?: string; read(request: ApiRead): Promise<unknown> },
  ): Promise<FirstView | null>;
}

/** A page's first view as the server entry renders it (web entry-server.tsx, FirstView). */
interface FirstView {
  root: string;
  data: unknown;
  /** The language it is in, if not the one asked for (a signed-in user's own). */
  locale?: Locale;
  /** Its lazy code's modules, as the build's manifest names them. */
  modules?: string[];
  /** Which modules its code imports on demand it loads at once (its language's texts). */
  loadsAtOnce?: (module: string) => boolean;
}

/** A call that reads, as the web build's first views ask the API for one (web api/get-query.ts). */
interface ApiRead {
  method: 'GET' | 'POST';
  /** Under /api/, with its query string. */
  path: string;
  body?: unknown;
}

/** A call of a signed-in first view that the API refused (an ended session, another company's page). */
class Refused extends Error {
  constructor(
    readonly status: number,
    { method, path }: ApiRead,
  ) {
    super(`${method} /api/${path} answered ${status}`);
  }
}

/**
 * A signed-in first view's calls (reads only: GETs, and the POST of a listing), made of the server
 * itself with the browser's token and address, through every check a call from the browser passes
 * (authentication, the company's policies, the rate limit).
 */
function sessionOf(app: FastifyInstance, { token, ip, zone }: SignedIn) {
  return {
    token,
    viewerZone: knownZone(zone),
    async read(request: ApiRead): Promise<unknown> {
      const json = request.body !== undefined;
      const res = await app.inject({
        method: request.method,
        url: `/api/${request.path}`,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        remoteAddress: ip,
        ...(json ? { payload: JSON.stringify(request.body) } : {}),
      });
      if (res.statusCode !== 200) throw new Refused(res.statusCode, request);
      return (res.json() as { data: { content: unknown } }).data.content;
    },
  };
}

/** The browser's signed-in state, as its cookies say. */
interface SignedIn {
  token: string;
  ip: string;
  /** The time zone of its clock (the `teamline_zone` cookie), as it said. */
  zone?: string;
}

/** `zone` if it names a time zone this runtime knows (the render would fail on another). */
function knownZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** JSON inside a `<script>` element: no `<` may close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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

/** The paths index.html asks for (every `src` and `href`: its scripts, preloads, stylesheets). */
const askedIn = (html: string) =>
  new Set([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? ''));

/**
 * index.html for a page whose first view is in it: the markup in `#root`, the script tags moved
 * into a template the loader reads after the first paint, with the tags of the page's own lazy
 * code after them (first-view-code.ts), and the language on `<html>`.
 */
function firstViewTemplate(
  indexHtml: string,
  manifest: ReturnType<typeof readManifest>,
): (view: FirstView, locale: Locale) => string {
  const scripts = (indexHtml.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  const inIndex = askedIn(indexHtml);
  const codeTags = manifest && codeTagsOf(manifest);
  const page = indexHtml.replace(SCRIPT_TAGS, '');
  const [before = '', after] = page.split('<div id="root"></div>');
  if (after === undefined) throw new Error('index.html has no empty <div id="root"></div>');
  const [beforeBody = '', afterBody] = after.split('</body>');
  if (afterBody === undefined) throw new Error('index.html has no </body>');
  // Inert until the app has hydrated it (app-root.tsx, Interactive): nothing typed or clicked
  // before then is lost. A signed-in page's data follows it, for the app's cache (main.tsx).
  return ({ root, data, locale: rendered, modules = [], loadsAtOnce }, asked) => {
    const locale = knownLocale(rendered) ?? asked;
    const code = codeTags ? codeTags(modules, inIndex, loadsAtOnce) : [];
    return (
      `${before.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)}<div id="root" inert>${root}</div>` +
      (data === null
        ? ''
        : `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${scriptJson(data)}</script>`) +
      beforeBody +
      `<template id="teamline-scripts">${[...scripts, ...code].join('')}</template><script>${SCRIPT_LOADER}</script></body>` +
      afterBody
    );
  };
}

export interface FirstViews {
  /**
   * The page for `url` (absolute) with its first view, for the browser signed in with `token` (at
   * `ip`) or signed out; or null: send the plain index.html.
   */
  page(url: string, locale: string | undefined, signedIn?: SignedIn): Promise<string | null>;
  /** Starts loading the server entry, if not yet (once the server listens: web-app.ts). */
  warm(): void;
}

/**
 * The server entry of the build at `webDist`, when it has one. The module is read once: from
 * `warm()` (the server calls it once it listens, so the load does not hold its start) or the
 * first page asked for, whichever comes first.
 */
export function loadFirstViews(app: FastifyInstance, webDist: string, indexHtml: string): FirstViews | null {
  const log = app.log;
  const file = path.join(webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const manifest = readManifest(webDist, (err) =>
    log.error({ err }, 'the web build’s manifest could not be read: first views without their code'),
  );
  const template = firstViewTemplate(indexHtml, manifest);
  let loading: Promise<ServerEntry | null> | undefined;
  const load = () =>
    (loading ??= (import(pathToFileURL(file).href) as Promise<ServerEntry>).catch((err: unknown) => {
      log.error({ err }, 'the web build’s server entry could not be loaded');
      return null;
    }));
  return {
    warm: () => void load(),
    async page(url, cookieLocale, signedIn) {
      const entry = await load();
      if (!entry?.rendersOnServer(new URL(url).pathname, signedIn !== undefined)) return null;
      const locale = knownLocale(cookieLocale) ?? DEFAULT_LOCALE;
      try {
        const session = signedIn && sessionOf(app, signedIn);
        const view = await entry.render(url, locale, session || undefined);
        return view === null ? null : template(view, locale);
      } catch (err) {
        // The browser renders the page itself, as it would without a server entry: it goes to the
        // login page or the teams, as the API's refusal says.
        if (err instanceof Refused) log.debug({ url, status: err.status }, 'no first view: the API refused');
        else log.error({ err, url }, 'the first view could not be rendered');
        return null;
      }
    },
  };
}
