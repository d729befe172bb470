import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { Locale } from '@teamline/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, rootRoutes } from './app-root';
import i18n, { loadEveryLanguage } from './i18n';
import { companyPlace, homeQueries } from './route-preload';
import { authStore } from './stores/auth';
import { type ServerState, ServerStatesProvider, serverState } from './stores/store';

/**
 * The first view of a page, rendered by the server (docs/architecture.md, "The first view"): the
 * server puts it into index.html, the phone paints it before any script has arrived, and the
 * browser's app hydrates it (main.tsx). Built by `vite build --ssr` into dist/server/; the server
 * loads it when the build has it.
 *
 * Two kinds of page are rendered here: the login page, the same for everyone signed out; and a
 * company's Home for a signed-in browser, from the answers to the GETs its first view asks for,
 * made on the server with the browser's token and handed to the browser's cache with the page.
 */
const SIGNED_OUT_PAGES: RegExp[] = [/^\/login\/?$/];

const handler = createStaticHandler(rootRoutes);
const languages = loadEveryLanguage();

/** The signed-in browser a page is rendered for. */
export interface Session {
  /** Its token (the `teamline_token` cookie). */
  token: string;
  /** The content of the API's answer to a GET of `path` (under /api/, with its query), asked with the token; rejects if refused. */
  get(path: string): Promise<unknown>;
}

/** A page's first view: `#root`'s markup, and the query cache it was rendered from (signed in). */
export interface FirstView {
  root: string;
  data: DehydratedState | null;
}

/** Whether `pathname` has a first view rendered here, for a browser signed in or not. */
export function rendersOnServer(pathname: string, signedIn = false): boolean {
  if (signedIn) return companyPlace(pathname)?.isHome === true;
  return SIGNED_OUT_PAGES.some((pattern) => pattern.test(pathname));
}

/**
 * The first view of `url` (absolute) in `locale`, for `session` when signed in; null when the page
 * is not rendered here (or routes elsewhere). Rejects when the session's GETs are refused (an
 * ended session, another company's Home). Everything else it waits for (the page's lazy code and
 * texts) is in memory after the first time, so a page costs its GETs and its render.
 */
export async function render(url: string, locale: Locale, session?: Session): Promise<FirstView | null> {
  const { pathname } = new URL(url);
  if (!rendersOnServer(pathname, session !== undefined)) return null;
  // A cache of its own, so nothing passes from one page to another; a signed-in page's holds the
  // answers to its GETs, which the browser's cache takes over.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const states: ServerState[] = [];
  if (session) {
    const place = companyPlace(pathname);
    if (place === null) return null;
    await Promise.all(
      homeQueries(place.companyId).map((query) => {
        const path = query.meta?.get;
        if (path === undefined) throw new Error('a first view’s query has no GET path');
        return queryClient.fetchQuery({ queryKey: query.queryKey, queryFn: () => session.get(path) });
      }),
    );
    states.push(serverState(authStore, { token: session.token }));
  }
  await languages;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const texts = i18n.cloneInstance({ lng: locale });
  const { prelude } = await prerender(
    <StrictMode>
      <ServerStatesProvider states={states}>
        <I18nextProvider i18n={texts}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </I18nextProvider>
      </ServerStatesProvider>
    </StrictMode>,
    // Every part of the page inline, in order: a part set apart would be put in place by an inline
    // script of React's, which the content policy does not allow (security-headers.ts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const root = await new Response(prelude).text();
  return { root, data: session ? dehydrate(queryClient) : null };
}
