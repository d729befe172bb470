import { createBrowserRouter, RouterProvider } from 'react-router';
import { onMaintenance, onUnauthorized } from './api/http';
import { AppProviders, rootRoutes } from './app-root';
import { queryClient } from './query-client';
import { endSession } from './session';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, with the API's forced logout and maintenance sending it on. Made once, by
 * main.tsx, in a task after the entry's evaluation: matching the first URL ranks the whole route
 * table, work that would otherwise lengthen the entry's one long task (docs/performance.md).
 */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(rootRoutes);
  onUnauthorized(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    // The guard may redirect first (it sees the token gone): it carries the same reason.
    endSession('expired');
    void router.navigate(`/login?redirect=${encodeURIComponent(here)}&reason=expired`);
  });
  onMaintenance(() => {
    if (window.location.pathname !== '/maintenance') void router.navigate('/maintenance');
  });
  return router;
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
