import { expect, test } from '@playwright/test';
import { AUTH_COOKIE, createTeamViaApi, signUpViaApi } from '../support/api';
import { waitForLink } from '../support/outbox';
import { newPerson } from '../support/people';
import { expectCompanyHome, loginWithEmail } from '../support/ui';

test('resets a forgotten password through the e-mailed link', async ({ page, request }) => {
  const person = newPerson('forgetful');
  const team = `Reset Team ${person.name.slice(-5)}`;
  await createTeamViaApi(request, await signUpViaApi(request, person), team);
  const newPassword = 'a-brand-new-password';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email / Password' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/request-password-reset/);
  // The URL changes before the lazy page replaces the login form (which has an E-mail box too).
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  const since = new Date();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account uses this e-mail address, a reset link is on its way.'),
  ).toBeVisible();

  const link = new URL(await waitForLink(person.email, since, 'mail'));
  expect(link.pathname).toBe('/reset-password');
  expect(link.searchParams.get('email')).toBe(person.email);
  await page.goto(`${link.pathname}${link.search}`);

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectCompanyHome(page, { name: person.name, team });

  // The old password no longer works; the new one does.
  await page.context().clearCookies({ name: AUTH_COOKIE });
  await page.goto('/login');
  await loginWithEmail(page, person.email, person.password);
  await expect(page.getByText('Error logging in')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectCompanyHome(page, { name: person.name, team });
});
