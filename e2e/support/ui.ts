import { expect, type Page } from '@playwright/test';

/** Fills the 'Email / Password' tab of the login page that is open and submits it. */
export async function loginWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Email / Password' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Home inside the company layout: the greeting and the team line of the top bar (spec §2). */
export async function expectCompanyHome(
  page: Page,
  opts: { name: string; team: string; companyId?: number },
) {
  await expect(page).toHaveURL(opts.companyId ? new RegExp(`/${opts.companyId}$`) : /\/\d+$/);
  await expect(page.getByText(`Hi, ${opts.name}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Logged in for ${opts.team}`, { exact: true })).toBeVisible();
}

/** The company id of the company page that is open. */
export function companyIdOf(page: Page): number {
  const id = /^\/(\d+)/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`not on a company page: ${page.url()}`);
  return Number(id);
}
