import { type DehydratedState, dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { knownLocale, type Locale, type TCompany } from '@teamline/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ApiRead } from './api/get-query';
import { companyDetailsQuery, userDetailsQuery } from './api/user';
import { AppProviders, rootRoutes } from './app-root';
import i18n, { loadEveryLanguage } from './i18n';
import { isCatalogueOf } from './i18n/catalogue-modules';
import { ViewerZone } from './i18n/dates';
import { companyPlace, firstPageModules, homePartQueries, homeQueries, isLoginPage } from './route-preload';
import { authStore } from './stores/auth';
import { type ServerState, ServerStatesProvider, serverState } from './stores/store';

/**
 * The first view of a page, rendered by the server (docs/architecture.md, "The first view"): the
 * server puts it into index.html, the phone paints it before any script has arrived, and the
 * browser's app hydrates it (main.tsx). Built by `vite build --ssr` into dist/server/; the server
 * loads it when the build has it.
 *
 * Two kinds of page are rendered here: the login page, the same for everyone signed out; and a
 * company's Home for a signed-in browser, from the answers to the calls its first view makes
 * (route-preload.ts: the user, the company, GET home, an employee's inbox), made on the server
 * with the browser's token and handed to the browser's cache with the page.
 */

const handler = createStaticHandler(rootRoutes);
const languages = loadEveryLanguage();

/** The signed-in browser a page is rendered for. */
export interface Session {
  /** Its token (the `teamline_token` cookie). */
  token: string;
  /** Its clock's time zone, as it last said (the `teamline_zone` cookie), if known. */
  viewerZone?: string;
  /** The content of the API's answer to a call that reads, made with the token; rejects if refused. */
  read(request: ApiRead): Promise<unknown>;
}

/**
 * A page's first view: `#root`'s markup, the query cache it was rendered from (signed in), and
 * what the server asks for with the page's scripts: the modules of its lazy code (relative to the
 * web package, as the build's manifest names them), and which modules their code imports on
 * demand the page loads as it starts (its language's texts, other than English).
 */
export interface FirstView {
  root: string;
  data: DehydratedState | null;
  /** The language it is in: the one asked for, or a signed-in user's own. */
  locale: Locale;
  modules: string[];
  loadsAtOnce: (module: string) => boolean;
}

/** Whether `pathname` has a first view rendered here, for a browser signed in or not. */
export function rendersOnServer(pathname: string, signedIn = false): boolean {
  if (signedIn) return companyPlace(pathname)?.isHome === true;
  return isLoginPage(pathname);
}

/**
 * The first view of `url` (absolute) in the language `asked`, for `session` when signed in (in
 * the user's own language then, as AuthGuard shows it); null when the page is not rendered here
 * (or routes elsewhere). Rejects when the session's calls are refused (an ended session, another
 * company's Home). Everything else it waits for (the page's lazy code and texts) is in memory
 * after the first time, so a page costs its calls and its render.
 */
export async function render(url: string, asked: Locale, session?: Session): Promise<FirstView | null> {
  const { pathname } = new URL(url);
  if (!rendersOnServer(pathname, session !== undefined)) return null;
  // A cache of its own, so nothing passes from one page to another; a signed-in page's holds the
  // answers to its calls, which the browser's cache takes over.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const states: ServerState[] = [];
  // Dates are written as the browser will write them: a zone named when its clock differs from
  // the company's (i18n/dates.ts). The app notes its zone once it has shown a date-time, or as a
  // page is left (i18n/viewer-zone.ts); a browser that has not yet gets this runtime's own zone.
  let viewerZone: string | undefined;
  let company: TCompany | undefined;
  let locale = asked;
  if (session) {
    const place = companyPlace(pathname);
    if (place === null) return null;
    const ask = (query: { queryKey: QueryKey; meta?: { read?: ApiRead } }) => {
      const read = query.meta?.read;
      if (read === undefined) throw new Error('a first view’s query names no call');
      return queryClient.fetchQuery({ queryKey: query.queryKey, queryFn: () => session.read(read) });
    };
    await Promise.all(homeQueries(place.companyId).map(ask));
    // The part of the Home for this caller (an employee's inbox), which the company's abilities say.
    company = queryClient.getQueryData(companyDetailsQuery(place.companyId).queryKey);
    const own = queryClient.getQueryData(userDetailsQuery.queryKey)?.user.default_locale;
    locale = knownLocale(own) ?? asked;
    if (company) await Promise.all(homePartQueries(company).map(ask));
    viewerZone = session.viewerZone;
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
        <ViewerZone.Provider value={viewerZone}>
          <I18nextProvider i18n={texts}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nextProvider>
        </ViewerZone.Provider>
      </ServerStatesProvider>
    </StrictMode>,
    // Every part of the page inline, in order: a part set apart would be put in place by an inline
    // script of React's, which the content policy does not allow (security-headers.ts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const root = await new Response(prelude).text();
  return {
    root,
    data: session ? dehydrate(queryClient) : null,
    locale,
    modules: firstPageModules(pathname, company),
    loadsAtOnce: (module) => isCatalogueOf(locale, module),
  };
}
