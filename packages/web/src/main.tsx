import '@mantine/core/styles.css';
import '@mantine/dropzone/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startLocale } from './i18n';
import { queryClient } from './query-client';
import { preloadFirstPage } from './route-preload';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
preloadFirstPage(window.location.pathname, queryClient);
// The language this browser last used first (Spanish loads on demand), then the app. The first
// render is a transition, so React yields to the browser every few milliseconds while it builds
// the page instead of holding the main thread for the whole tree (docs/performance.md,
// "Lighthouse again").
void startLocale().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
