import { createBrowserRouter, RouterProvider } from 'react-router';
import { onMaintenance, onUnauthorized } from './api/http';
import { AppProviders, rootRoutes } from './app-root';
import { queryClient } from './query-client';
import { endSession } from './session';

export const router = createBrowserRouter(rootRoutes);

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
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
