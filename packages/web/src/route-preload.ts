import type { QueryClient } from '@tanstack/react-query';
import type { TCompany } from '@teamline/shared';
import { homeQuery } from './api/home-query';
import { inboxQuery } from './api/inbox-query';
import { companyDetailsQuery, userDetailsQuery } from './api/user';
import { loadHomePart, showsDashboard } from './features/home/home-part';
import { parseCompanyId } from './layouts/company/use-current-company';
import { authStore } from './stores/auth';

/**
 * Starts loading the code of the first page as the app starts, beside its own start, rather than
 * when each lazy layer renders: a company Home otherwise waits for the guard's chunk, then for the
 * user (GET user/details) before the company area's chunk is asked for, then for the company before
 * the Home's chunk is. The imports are those of routes.tsx, so the lazy components find them loaded.
 */
function firstPageCode(pathname: string): Array<Promise<unknown>> {
  if (/^\/login\/?$/.test(pathname)) return [import('./features/auth/LoginPage')];
  if (companyPlace(pathname)?.isHome)
    return [
      import('./layouts/AuthGuard'),
      import('./layouts/CompanyArea'),
      import('./features/home/HomePage'),
    ];
  return [];
}

export function preloadFirstPage(pathname: string, queryClient: QueryClient): void {
  // A failure shows when the page itself asks for the chunk (the route's own error handling).
  for (const loading of firstPageCode(pathname)) loading.catch(() => undefined);
  if (authStore.get().token !== null) preloadCompanyData(pathname, queryClient);
}

/** Where a path is in a company's area: the company's id, and whether it is the company's Home. */
export function companyPlace(pathname: string): { companyId: number; isHome: boolean } | null {
  const [, first, rest] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  const companyId = parseCompanyId(first);
  return companyId === null ? null : { companyId, isHome: rest === undefined || rest === '/' };
}

/**
 * What a company's Home shows first asks for: the user, the company (with the caller's
 * abilities) and GET home. The browser asks for them as the app starts (below); the server asks
 * for them to render the Home's first view (entry-server.tsx).
 */
export const homeQueries = (companyId: number) =>
  [userDetailsQuery, companyDetailsQuery(companyId), homeQuery(companyId)] as const;

/** What the Home's part for this company's caller asks for first: an employee's, the inbox. */
export const homePartQueries = (company: TCompany) =>
  showsDashboard(company) ? [] : [inboxQuery(company.id)];

/**
 * A signed-in first page in a company asks for the user and the company at once, and a Home for
 * GET home and its role's part as soon as the company says which, instead of one after the other
 * as the guard, the company area and the Home render. The queries are the hooks' own, so the
 * pages find the answers cached (the server's, when it rendered the page); a failed one is asked
 * again by its page, and a 401 ends the session as any call's does (api/http.ts).
 */
function preloadCompanyData(pathname: string, queryClient: QueryClient): void {
  const place = companyPlace(pathname);
  if (place === null) return;
  const { companyId, isHome } = place;
  void queryClient.prefetchQuery(userDetailsQuery);
  const company = queryClient.fetchQuery(companyDetailsQuery(companyId));
  if (isHome) void queryClient.prefetchQuery(homeQuery(companyId));
  company
    .then((details) => {
      if (!isHome) return;
      for (const query of homePartQueries(details)) void queryClient.prefetchQuery(query);
      return loadHomePart(details);
    })
    .catch(() => undefined);
}
