import { expect, test } from '@playwright/test';
import { signedInWithTeam } from '../support/api';
import { expectAccessible } from '../support/axe';
import { OIDC_CLIENT, OIDC_ISSUER } from '../support/env';
import { newPerson } from '../support/people';

/**
 * Single sign-on end to end (issue 17): an admin connects the local OpenID provider (oidc-provider
 * on 127.0.0.1, started by the e2e config) in Settings › Integration, logs out, signs in through it
 * with "Sign in with {provider}", and lands back on the page they left.
 */
test('an admin connects the provider, logs out, signs in through it and lands where they were', async ({
  page,
  request,
}) => {
  const admin = newPerson('sso-admin');
  const { companyId } = await signedInWithTeam(
    request,
    page.context(),
    admin,
    `SSO Team ${admin.name.slice(-5)}`,
  );

  await page.goto(`/${companyId}/settings/integration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Integration' })).toBeVisible();
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /Provider name/ }).fill('Teamline Test ID');
  // The spec's issuer rule answers on the field before any call.
  await page.getByRole('textbox', { name: /Issuer URL/ }).fill('https://acme-admin.okta.com');
  await page.getByRole('button', { name: 'Save and check connection' }).click();
  await expect(page.getByText('The issuer must not contain "-admin" in its subdomain')).toBeVisible();
  await page.getByRole('textbox', { name: /Issuer URL/ }).fill(OIDC_ISSUER);
  await page.getByRole('textbox', { name: /Client ID/ }).fill(OIDC_CLIENT.id);
  await page.getByLabel(/Client secret/).fill(OIDC_CLIENT.secret);
  await page.getByRole('button', { name: 'Save and check connection' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(`/login?company=${companyId}`)).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  const button = page.getByRole('button', { name: 'Sign in with Teamline Test ID' });
  await expect(button).toBeVisible();
  await expectAccessible(page, 'login with single sign-on');

  await button.click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${companyId}/settings/integration$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Integration' })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
});

test('/callback with a state nobody started says so, in the spec’s words', async ({ page }) => {
  await page.goto('/callback?state=nobody-started-this&code=nope');
  await expect(page.getByText('Unable to parse OAuth flow response')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
});
