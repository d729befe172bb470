import { expect, test } from '@playwright/test';
import { signedInWithTeam } from '../support/api';
import { newPerson } from '../support/people';

test('switching to Español loads the Spanish texts on demand, and they come back after a reload', async ({
  page,
  request,
  context,
}) => {
  const person = newPerson('hablante');
  const { companyId } = await signedInWithTeam(request, context, person, 'Cafetería Uno');

  await page.goto('/profile');
  await expect(page.getByText('Language', { exact: true })).toBeVisible();
  await page.getByText('Español', { exact: true }).click();
  await expect(page.getByText('Idioma', { exact: true })).toBeVisible();
  await expect(page.getByText('Idioma cambiado.')).toBeVisible();

  // A fresh page load starts in the language this browser last used; the user's saved locale wins.
  await page.goto(`/${companyId}/employees`);
  await expect(page.getByRole('link', { name: 'Equipo' }).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Idioma', { exact: true })).toBeVisible();
});
