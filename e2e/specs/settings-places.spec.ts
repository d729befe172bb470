import { expect, type Page, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { DEMO } from '../support/people';

/** Signs the page in as one of the demo people and answers the demo company's id. */
async function signInAs(page: Page, request: Parameters<typeof loginViaApi>[0], email: string) {
  const token = await loginViaApi(request, email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error(`${email} does not belong to the demo company`);
  await useToken(page.context(), token);
  return demo.id;
}

const firstLocation = (page: Page) => page.getByRole('table').getByRole('row').nth(1).getByRole('link');

test('the demo admin sorts Settings › Locations by name and by creation date', async ({ page, request }) => {
  const companyId = await signInAs(page, request, DEMO.admin.email);
  await page.goto(`/${companyId}/settings/locations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Location' })).toBeVisible();
  await expect(firstLocation(page)).toHaveText('Airport');

  const byName = page.getByRole('button', { name: 'Sort by Name' });
  await byName.click();
  await expect(page.getByRole('columnheader', { name: 'Sort by Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstLocation(page)).toHaveText('Riverside');

  await page.getByRole('button', { name: 'Sort by Created' }).click();
  await expect(page.getByRole('columnheader', { name: 'Sort by Created' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(firstLocation(page)).toHaveText('Downtown');
});

test('the demo manager reads locations and keeps tags, as the server allows', async ({ page, request }) => {
  const companyId = await signInAs(page, request, DEMO.manager.email);
  await page.goto(`/${companyId}/settings/locations`);
  await expect(firstLocation(page)).toHaveText('Airport');
  await expect(page.getByRole('link', { name: 'New Location' })).toHaveCount(0);

  await firstLocation(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Location' })).toBeVisible();
  await expect(page.getByText('Only admins can change this.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto(`/${companyId}/settings/tags`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New tag' })).toBeVisible();
});
