import { expect, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/people';

/**
 * Issue 4, the manager's side: the demo manager composes a survey to their location, sees how
 * many people it reaches before sending, publishes it, and finds it in Sent and in its detail.
 */
test('memos: a manager composes a survey to a location, publishes it, sees it in Sent and its detail', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  const title = `Coffee survey ${Date.now().toString(36)}`;
  await useToken(page.context(), token);

  // Sent, then New survey.
  await page.goto(`/${demo.id}/memo-sends`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sent' })).toBeVisible();
  await page.getByRole('link', { name: 'New survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New survey' })).toBeVisible();

  // Publishing an empty form shows the texts and sends nothing.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Choose at least one location, audience or employee')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('How is the new roast?');
  await page.getByRole('textbox', { name: /^Question 1\s*\*?$/ }).fill('Do you like the new roast?');
  await page.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option', { name: 'Downtown' }).click();
  await page.keyboard.press('Escape');
  const reach = page.getByTestId('recipient-count');
  await expect(reach).toHaveText(/Reaches \d+ (people|person)/);
  const count = Number(/\d+/.exec((await reach.textContent()) ?? '')?.[0]);
  expect(count).toBeGreaterThan(0);
  expect.soft(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${demo.id}/memo/\\d+$`));
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-recipients')).toHaveText(String(count));
  await expect(page.getByTestId('stat-responseRate')).toHaveText('0%');
  await expect(page.getByText('How is the new roast?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Do you like the new roast?' })).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);

  // In Sent, and back from its detail to the same filtered list.
  await page.goto(`/${demo.id}/memo-sends?kind=survey`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Survey');
  await expect(row).toContainText('Published');
  await expect(row).toContainText(String(count));
  await expect(row).toContainText('0%');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/${demo.id}/memo-sends\\?kind=survey$`));
});
