import '@mantine/core/styles.css';
import '@mantine/dropzone/styles.css';
import { hydrate } from '@tanstack/react-query';
import { FIRST_VIEW_DATA_ID, knownLocale } from '@teamline/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { startLocale } from './i18n';
import { rememberViewerZone } from './i18n/viewer-zone';
import { queryClient } from './query-client';
import { preloadFirstPage } from './route-preload';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// A signed-in page the server rendered brings the answers it was rendered from: the cache takes
// them first, so the hydrating render shows what the server's did and asks for nothing again.
const firstViewData = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
if (firstViewData) hydrate(queryClient, JSON.parse(firstViewData));
preloadFirstPage(window.location.pathname, queryClient);
/** Resolves in a task of its own, after the one the browser runs now. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The language first: the server-rendered page's, else the one this browser last used (Spanish
// loads on demand); then the router in a task
// of its own (evaluating the entry is one long task already), then the app. The first render is a
// transition, so React yields to the browser every few milliseconds while it builds the page
// instead of holding the main thread for the whole tree (docs/performance.md, "Lighthouse
// again"). A page whose first view the server rendered (entry-server.tsx) is hydrated: React
// adopts the markup already painted instead of building it again.
const pageLocale = root.firstElementChild ? knownLocale(document.documentElement.lang) : null;
void Promise.all([startLocale(pageLocale), nextTask()]).then(() => {
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
// For the next page the server renders: this browser's zone, noted once a date-time has read it or
// as the page is left, so reading it (the browser's first Intl.DateTimeFormat, tens of milliseconds
// on a phone) is never added to the start of a page that shows no date-time (i18n/viewer-zone.ts).
const leaving = () => {
  if (document.visibilityState === 'hidden') rememberViewerZone();
};
document.addEventListener('visibilitychange', leaving);
window.addEventListener('pagehide', rememberViewerZone);
