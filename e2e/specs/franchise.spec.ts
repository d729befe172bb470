import { expect, test } from '@playwright/test';
import { signedInWithTeam } from '../support/api';
import { expectAccessible, settled } from '../support/axe';
import { newPerson } from '../support/people';

/**
 * The franchise location directory (issue 17) against the local fake directory
 * (packages/server/test/fake-directory): an admin connects it through its OAuth redirect, adds two
 * of its stores to the sync, previews and imports, and finds the stores' people on Team.
 */
// Two redirects (the directory's authorize page and back) and a sync on a shared two-core machine.
test.setTimeout(120_000);

test('an admin connects the directory, adds two locations and sees their members imported', async ({
  page,
  request,
}) => {
  const admin = newPerson('franchise-admin');
  const { companyId } = await signedInWithTeam(request, page.context(), admin, `Franchise ${admin.name}`);

  await page.goto(`/${companyId}/franchise-locations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Franchise directory' })).toBeVisible();
  await page.getByRole('link', { name: 'Connect the directory' }).click();
  // Setup mode → the directory's authorize page → back to the callback → the locations.
  await expect(page).toHaveURL(new RegExp(`/${companyId}/franchise-locations$`));
  await expect(page.getByText(/Connected since/)).toBeVisible();

  const table = page.getByRole('table', { name: "The directory's locations and where each is synced" });
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Add Downtown Store to the sync' }).click();
  await expect(page.getByRole('button', { name: 'Remove Downtown Store from the sync' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Airport Store to the sync' }).click();
  await expect(page.getByRole('button', { name: 'Remove Airport Store from the sync' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('cell', { name: 'Ana Lopez', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Fay Moreau', exact: true })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'admin: franchise-locations, connected, preview open');

  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.locator('[data-run-status="done"]').first()).toContainText('6 added', {
    timeout: 30_000,
  });

  // Team, through the navigation (no reload): the six people of the two stores, none of the third.
  await page.getByRole('link', { name: 'Team', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${companyId}/employees`));
  for (const name of ['Ana Lopez', 'Chen Wu', 'Dana Kim', 'Fay Moreau'])
    await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('Gus Silva')).toHaveCount(0);
});
