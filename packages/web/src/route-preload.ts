import type { QueryClient } from '@tanstack/react-query';
import type { TCompany } from '@teamline/shared';
import { homeQuery } from './api/home-query';
import { inboxQuery } from './api/inbox-query';
import { companyDetailsQuery, userDetailsQuery } from './api/user';
import { homePartModule, loadHomePart, showsDashboard } from './features/home/home-part';
import { parseCompanyId } from './layouts/company/use-current-company';
import { authStore } from './stores/auth';

/** A first page's lazy module: how the app imports it, and its path as the build's manifest names it. */
interface FirstPageModule {
  /** Relative to the web package, as Vite's manifest keys it (vite.config.ts). */
  module: string;
  load: () => Promise<unknown>;
}

const LOGIN_CODE: FirstPageModule[] = [
  { module: 'src/features/auth/LoginPage.tsx', load: () => import('./features/auth/LoginPage') },
];
const HOME_CODE: FirstPageModule[] = [
  { module: 'src/layouts/AuthGuard.tsx', load: () => import('./layouts/AuthGuard') },
  { module: 'src/layouts/CompanyArea.tsx', load: () => import('./layouts/CompanyArea') },
  { module: 'src/features/home/HomePage.tsx', load: () => import('./features/home/HomePage') },
];

/**
 * The code of the first page: its lazy modules, imported as routes.tsx imports them, so the lazy
 * components find them loaded. A company Home otherwise waits for the guard's chunk, then for the
 * user (GET user/details) before the company area's chunk is asked for, then for the company before
 * the Home's chunk is.
 */
function firstPageCode(pathname: string): FirstPageModule[] {
  if (isLoginPage(pathname)) return LOGIN_CODE;
  if (companyPlace(pathname)?.isHome) return HOME_CODE;
  return [];
}

/**
 * The modules of a first page the server renders, the Home's part for this company's caller
 * included: the server asks for their files with the page's own scripts (its http/first-view.ts),
 * so the imports here and in home-part.ts find them on their way, and the entry's evaluation adds
 * no tags of its own to the page.
 */
export function firstPageModules(pathname: string, company?: Pick<TCompany, 'abilities'>): string[] {
  const modules = firstPageCode(pathname).map((code) => code.module);
  if (company && companyPlace(pathname)?.isHome) modules.push(homePartModule(company));
  return modules;
}

/** Starts loading the first page's code and, signed in, its data, beside the app's own start. */
export function preloadFirstPage(pathname: string, queryClient: QueryClient): void {
  // A failure shows when the page itself asks for the chunk (the route's own error handling).
  for (const code of firstPageCode(pathname)) code.load().catch(() => undefined);
  if (authStore.get().token !== null) preloadCompanyData(pathname, queryClient);
}

/** The login page, the one page the server renders for a browser signed out (entry-server.tsx). */
export function isLoginPage(pathname: string): boolean {
  return /^\/login\/?$/.test(pathname);
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
