/**
 * Starts loading the code of the first page as the app starts, beside its own start, rather than
 * when each lazy layer renders: a company Home otherwise waits for the guard's chunk, then for the
 * user (GET user/details) before the company area's chunk is asked for, then for the company before
 * the Home's chunk is. The imports are those of routes.tsx, so the lazy components find them loaded.
 */
const FIRST_PAGES: Array<[RegExp, () => Array<Promise<unknown>>]> = [
  [/^\/login\/?$/, () => [import('./features/auth/LoginPage')]],
  [
    /^\/\d+\/?$/,
    () => [
      import('./layouts/AuthGuard'),
      import('./layouts/CompanyArea'),
      import('./features/home/HomePage'),
    ],
  ],
];

export function preloadFirstPage(pathname: string): void {
  const match = FIRST_PAGES.find(([pattern]) => pattern.test(pathname));
  // A failure shows when the page itself asks for the chunk (the route's own error handling).
  for (const loading of match?.[1]() ?? []) loading.catch(() => undefined);
}
