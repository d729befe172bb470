import '@mantine/core/styles.css';
import '@mantine/dropzone/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startLocale } from './i18n';
import { preloadFirstPage } from './route-preload';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
preloadFirstPage(window.location.pathname);
// The language this browser last used first (Spanish loads on demand), then the app.
void startLocale().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
