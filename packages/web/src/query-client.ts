import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; apart from app.tsx so that ending a session needs no router or page. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
