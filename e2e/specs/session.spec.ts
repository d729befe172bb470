import { expect, type Page, test } from '@playwright/test';
import { AUTH_COOKIE, logoutViaApi, signedInWithTeam } from '../support/api';
import { newPerson } from '../support/people';
import { loginWithEmail } from '../support/ui';

/** On /login with the target as its redirect parameter (other parameters, like reason, may follow). */
async function expectLoginRedirectingTo(page: Page, target: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === target,
  );
}

test('without the token cookie a company page goes to login with a redirect, and login returns there', async ({
  page,
  request,
}) => {
  const person = newPerson('cookie');
  const team = `Cookie Team ${person.name.slice(-5)}`;
  const { companyId } = await signedInWithTeam(request, page.context(), person, team);
  const target = `/${companyId}/settings/team-invitations`;

  await page.goto(target);
  await expect(page.getByRole('heading', { name: 'Team Invitations' })).toBeVisible();

  await page.context().clearCookies({ name: AUTH_COOKIE });
  await page.goto(target);
  await expectLoginRedirectingTo(page, target);

  await loginWithEmail(page, person.email, person.password);
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { name: 'Team Invitations' })).toBeVisible();
});

test('a revoked session (401) logs out to login with a redirect, and login returns there', async ({
  page,
  request,
}) => {
  const person = newPerson('revoked');
  const team = `Revoked Team ${person.name.slice(-5)}`;
  const { token, companyId } = await signedInWithTeam(request, page.context(), person, team);
  const target = `/${companyId}/settings/team-invitations`;

  await page.goto(`/${companyId}`);
  await expect(page.getByText(`Logged in for ${team}`, { exact: true })).toBeVisible();

  // Leave the app first: an open page would itself meet the revocation (its socket is dropped and
  // its next call answers 401), end the session there and remove the cookie, and the page loaded
  // next would then simply be signed out, with no reason to give.
  await page.goto('about:blank');
  await logoutViaApi(request, token);
  await page.goto(target);
  await expectLoginRedirectingTo(page, target);
  // A forced logout goes to login "with redirect and reason" (spec §4).
  expect(new URL(page.url()).searchParams.get('reason')).toBeTruthy();
  // The forced logout removed the dead token from the browser.
  expect((await page.context().cookies()).some((c) => c.name === AUTH_COOKIE)).toBe(false);

  await loginWithEmail(page, person.email, person.password);
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { name: 'Team Invitations' })).toBeVisible();
});

test('signing in and navigating while the user fetch is in flight keeps the session (an aborted request is no failure)', async ({
  page,
  request,
}) => {
  const person = newPerson('inflight');
  const team = `Inflight Team ${person.name.slice(-5)}`;
  const { companyId } = await signedInWithTeam(request, page.context(), person, team);
  await page.context().clearCookies({ name: AUTH_COOKIE });

  // The first user fetch after signing in is held, so the navigation below aborts it in flight.
  let held = false;
  await page.route('**/api/user/details*', async (route) => {
    if (held) return route.continue();
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/login');
  const userFetch = page.waitForRequest('**/api/user/details*');
  await loginWithEmail(page, person.email, person.password);
  await userFetch;
  await page.goto(`/${companyId}/settings/team-invitations`);

  await expect(page.getByRole('heading', { name: 'Team Invitations' })).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === AUTH_COOKIE)).toBe(true);
});
