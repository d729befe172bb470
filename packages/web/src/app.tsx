import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useMatches } from 'react-router';
import { onMaintenance, onUnauthorized } from './api/http';
import { FullScreenLoader } from './components/FullScreenLoader';
import { Toaster } from './components/toast/Toaster';
import { type RouteHandle, routeNameWords, routes } from './routes';
import { clearAuthToken } from './stores/auth';
import { selectCompany } from './stores/company';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});

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

/** Sets "Teamline | Route Name Words" from the deepest matched route. */
function Root() {
  const matches = useMatches();
  const name = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.name)
    .find(Boolean);
  useEffect(() => {
    document.title = name ? `Teamline | ${routeNameWords(name)}` : 'Teamline';
  }, [name]);
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([{ element: <Root />, children: routes }]);

/** Ends the session on the client: token, cached user data and selected company (spec §4). */
export function endSession(reason?: string): void {
  clearAuthToken(reason);
  selectCompany(null);
  queryClient.clear();
}

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
