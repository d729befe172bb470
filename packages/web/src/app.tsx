import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet, RouterProvider, useMatches } from 'react-router';
import { onMaintenance, onUnauthorized } from './api/http';
import { FullScreenLoader } from './components/FullScreenLoader';
import { Toaster } from './components/toast/Toaster';
import { queryClient } from './query-client';
import { documentTitle, type RouteHandle } from './route-meta';
import { routes } from './routes';
import { endSession } from './session';

// Shades chosen for WCAG AA contrast on white: primary blue.8, and darker dimmed/error texts.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, sans-serif',
});

const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[8] },
  dark: {},
});

/** Sets "Teamline | <route name>" from the deepest matched route, in the user's language. */
function Root() {
  const { t } = useTranslation();
  const matches = useMatches();
  const name = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.name)
    .find(Boolean);
  useEffect(() => {
    document.title = documentTitle(t, name);
  }, [name, t]);
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([{ element: <Root />, children: routes }]);

onUnauthorized(() => {
  const here = `${window.location.pathname}${window.location.search}`;
  // The guard may redirect first (it sees the token gone): it carries the same reason.
  endSession('expired');
  void router.navigate(`/login?redirect=${encodeURIComponent(here)}&reason=expired`);
});
onMaintenance(() => {
  if (window.location.pathname !== '/maintenance') void router.navigate('/maintenance');
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}
