import { expect, test } from '@playwright/test';
import { waitForPhoneCode } from '../support/outbox';
import { DEMO } from '../support/people';
import { expectCompanyHome } from '../support/ui';

test('logs in by phone with the 6-digit code from the outbox', async ({ page }) => {
  const national = DEMO.manager.phone.slice(1);

  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Email / Password' })).toBeVisible();

  const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
  await phone.fill(national);
  await expect(phone).toHaveValue(`(${national.slice(0, 3)})-${national.slice(3, 6)}-${national.slice(6)}`);

  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForPhoneCode(DEMO.manager.phone, since);

  await page.getByRole('textbox', { name: 'Auth code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expectCompanyHome(page, { name: DEMO.manager.name, team: DEMO.company });
});
