import { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@teamline/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, rootRoutes } from './app-root';
import i18n, { loadEveryLanguage } from './i18n';

/**
 * The first view of a page, rendered by the server (docs/architecture.md, "The first view"): the
 * server puts it into index.html, the phone paints it before any script has arrived, and the
 * browser's app hydrates it (main.tsx). Built by `vite build --ssr` into dist/server/; the server
 * loads it when the build has it.
 *
 * Only pages that show the same to everyone signed out are rendered here (the login page); a
 * signed-in page needs its data and its user's stores, and stays rendered in the browser.
 */
const SERVER_RENDERED: RegExp[] = [/^\/login\/?$/];

const handler = createStaticHandler(rootRoutes);
const languages = loadEveryLanguage();

/** Whether `pathname` has a first view rendered here. */
export function rendersOnServer(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

/**
 * `#root`'s markup for `url` (absolute) in `locale`, or null when the page is not rendered here
 * (or routes elsewhere). Everything it waits for (the page's lazy code and texts) is in memory
 * after the first time, so a page costs its render alone.
 */
export async function render(url: string, locale: Locale): Promise<string | null> {
  if (!rendersOnServer(new URL(url).pathname)) return null;
  await languages;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const texts = i18n.cloneInstance({ lng: locale });
  // A cache of its own: nothing is fetched here, and nothing may pass from one page to another.
  const queryClient = new QueryClient();
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={texts}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
