import { expect, test } from '@playwright/test';

test.describe('login form validation (spec §5)', () => {
  test('the e-mail field asks for a valid address, and nothing is sent until the fields are valid', async ({
    page,
  }) => {
    const loginCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/login') loginCalls.push(r.url());
    });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Email / Password' }).click();

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByText('Please use a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Field validation failed')).toBeVisible();
    expect(loginCalls).toEqual([]);
  });

  test('the phone field keeps the (###)-###-#### mask and asks for 14 characters', async ({ page }) => {
    const codeCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/token') codeCalls.push(r.url());
    });
    await page.goto('/login');
    const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });

    await phone.fill('555abc123');
    await expect(phone).toHaveValue('(555)-123');
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page.getByText('Phone numbers must be 14 digits long')).toBeVisible();
    await expect(page.getByText('Field validation failed')).toBeVisible();
    expect(codeCalls).toEqual([]);

    await phone.fill('55512345678999');
    await expect(phone).toHaveValue('(555)-123-4567');
  });
});
