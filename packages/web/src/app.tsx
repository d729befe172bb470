import { MantineProvider, createTheme } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useMatches } from 'react-router';
import { onMaintenance, onUnauthorized } from './api/http';
import { Toaster } from './components/toast/Toaster';
import { FullScreenLoader } from './components/FullScreenLoader';
import { clearAuthToken } from './stores/auth';
import { selectCompany } from './stores/company';
import { type RouteHandle, routeNameWords, routes } from './routes';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md', fontFamily: 'system-ui, sans-serif' });

/** Sets "Teamline | Route Name Words" from the deepest matched route. */
function Root() {
  const matches = useMatches();
  const name = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.name).find(Boolean);
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
export function endSession(): void {
  clearAuthToken();
  selectCompany(null);
  queryClient.clear();
}

onUnauthorized(() => {
  const here = `${window.location.pathname}${window.location.search}`;
  endSession();
  void router.navigate(`/login?redirect=${encodeURIComponent(here)}&reason=expired`);
});
onMaintenance(() => {
  if (window.location.pathname !== '/maintenance') void router.navigate('/maintenance');
});

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}
