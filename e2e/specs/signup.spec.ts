import { expect, test } from '@playwright/test';
import { newPerson } from '../support/people';
import { companyIdOf, expectCompanyHome, loginWithEmail } from '../support/ui';

test('signs up, creates a team and lands on its Home; logs out and back in with e-mail and password', async ({
  page,
}) => {
  const person = newPerson('founder');
  const team = `Roasters ${person.name.slice(-6)}`;

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(person.name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/create-team$/);
  await page.getByRole('textbox', { name: 'Team name', exact: true }).fill(team);
  await page.getByRole('button', { name: 'Create Team' }).click();

  await expectCompanyHome(page, { name: person.name, team });
  await expect(page).toHaveTitle('Teamline | Home');
  const companyId = companyIdOf(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('tab', { name: 'Phone' })).toBeVisible();

  await loginWithEmail(page, person.email, person.password);
  await expectCompanyHome(page, { name: person.name, team, companyId });
});
