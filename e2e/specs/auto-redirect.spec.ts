import { expect, test } from '@playwright/test';
import { DEMO } from '../support/people';
import { expectCompanyHome, loginWithEmail } from '../support/ui';

test('a user with exactly one company and no invitations goes straight to its Home', async ({ page }) => {
  await page.goto('/login');
  await loginWithEmail(page, DEMO.employee.email, DEMO.password);

  await expectCompanyHome(page, { name: DEMO.employee.name, team: DEMO.company });
  await expect(page.getByRole('heading', { name: 'Select a Team' })).toHaveCount(0);

  // Asked for the list explicitly, the same user sees it (spec §2: show=yes).
  await page.goto('/?show=yes');
  await expect(page.getByRole('heading', { name: 'Select a Team' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(DEMO.company.replace('.', '\\.')) }),
  ).toBeVisible();
});
