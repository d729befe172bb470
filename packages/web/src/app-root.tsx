import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatches } from 'react-router';
import { FullScreenLoader } from './components/FullScreenLoader';
import { Toaster } from './components/toast/Toaster';
import { Hydrated } from './first-view-release';
import { documentTitle, type RouteHandle } from './route-meta';
import { routes } from './routes';

/**
 * What the browser's app and the server's first view (entry-server.tsx) render alike: the theme,
 * the providers and the route tree. A first view the server renders is hydrated by the browser,
 * so both must build the same tree.
 */

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
      <Hydrated />
    </Suspense>
  );
}

export const rootRoutes: RouteObject[] = [{ element: <Root />, children: routes }];

/** The theme and the data cache around the router (`children`), and the toasts beside it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}
