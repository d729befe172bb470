import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { DEMO, newPhone } from '../support/people';

/**
 * Issue 3 end to end, as the demo admin: a location and an audience made in Settings, an
 * employee file with one bad row refused row by row, fixed and imported, the people found on
 * Team and two of them bulk-edited (an audience added, a manager assigned, confirmed first), then the weekly-login CSV of Settings › Reports.
 */

async function createPlace(page: Page, companyId: number, kind: 'location' | 'audience', name: string) {
  await page.goto(`/${companyId}/settings/new-${kind}`);
  const label = kind === 'location' ? 'New Location' : 'New Audience';
  await expect(page.getByRole('heading', { name: label })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByText(kind === 'location' ? 'Location created.' : 'Audience created.')).toBeVisible();
}

async function uploadFile(page: Page, name: string, text: string) {
  await page
    .getByLabel('Drag a CSV or XLSX file here, or click to choose one')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('people: places, an employee import fixed and confirmed, search, bulk edit, weekly-login CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await loginViaApi(request, DEMO.admin.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo admin does not belong to the demo company');
  const companyId = demo.id;
  const tag = Date.now().toString(36);
  const location = `Harbor ${tag}`;
  const audience = `Night Crew ${tag}`;
  const people = [`Ivy Import ${tag}`, `Jon Import ${tag}`, `Kai Import ${tag}`];
  const phones = [newPhone(), newPhone(), newPhone()];

  await useToken(page.context(), token);
  await createPlace(page, companyId, 'location', location);
  await createPlace(page, companyId, 'audience', audience);

  // Team › Import employees.
  await page.goto(`/${companyId}/employees`);
  await page.getByRole('link', { name: 'Import employees' }).click();
  await expect(page.getByRole('heading', { name: 'Import employees' })).toBeVisible();
  const rows = (badPhone: string) =>
    [
      'name,email,phone,locations',
      `${people[0]},ivy-${tag}@e2e.teamline.test,${phones[0]?.national},${location}`,
      `${people[1]},jon-${tag}@e2e.teamline.test,${phones[1]?.national},${location}`,
      `${people[2]},kai-${tag}@e2e.teamline.test,${badPhone},${location}`,
    ].join('\r\n');

  // The bad row is refused with its reason; the good ones are previewed.
  await uploadFile(page, 'team.csv', rows('555-0101'));
  await expect(page.getByRole('heading', { name: 'Preview of team.csv' })).toBeVisible();
  const rejected = page.locator('tr[data-outcome="reject"]');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText(people[2] as string);
  await expect(rejected).toContainText('phone: Phone numbers must be 14 digits long');
  await expect(page.locator('tr[data-outcome="create"]')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
    .toEqual([]);

  // Fixed and uploaded again: three to create, none rejected; confirm applies them.
  await uploadFile(page, 'team-fixed.csv', rows(phones[2]?.national as string));
  await expect(page.getByRole('heading', { name: 'Preview of team-fixed.csv' })).toBeVisible();
  await expect(page.locator('tr[data-outcome="create"]')).toHaveCount(3);
  await expect(page.locator('tr[data-outcome="reject"]')).toHaveCount(0);
  await expect(page.locator('tr[data-outcome="create"]').first()).toContainText(`Locations: ${location}`);
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import done: 3 created' })).toBeVisible();

  // Found on Team by search; two of them get the new audience in a bulk edit.
  await page.getByRole('link', { name: 'Go to Team' }).click();
  await page.getByRole('searchbox', { name: 'Search for employees' }).fill(`Import ${tag}`);
  for (const name of people) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${people[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${people[1]}` }).check();
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  await expect(page.getByRole('heading', { name: 'Bulk edit' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Audiences' }).getByText('Add', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Audiences to add' }).click();
  await page.getByRole('option', { name: audience }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('radiogroup', { name: 'Managers' }).getByText('Add', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Managers to assign' }).click();
  await page.getByRole('option', { name: DEMO.manager.name }).click();
  await page.keyboard.press('Escape');
  // Nothing is written before the changes are confirmed.
  await page.getByRole('button', { name: 'Review changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change 2 employees?' });
  await expect(confirm.getByText(`Add audiences: ${audience}`)).toBeVisible();
  await expect(confirm.getByText(`Assign managers: ${DEMO.manager.name}`)).toBeVisible();
  await expect(confirm.getByText(`${people[0]}, ${people[1]}`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText('2 employees updated.')).toBeVisible();

  // The Team list filtered by the new audience shows exactly the two.
  await page.getByRole('searchbox', { name: 'Search for employees' }).fill(`Import ${tag}`);
  // The search reaches the address once typing pauses; the audience is chosen after that.
  await expect(page).toHaveURL(/terms=Import/);
  await page.getByRole('combobox', { name: 'Audiences' }).click();
  await page.getByRole('option', { name: audience }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/audiences=\d+/);
  await expect(page.getByRole('link', { name: people[2], exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: people[0], exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: people[1], exact: true })).toBeVisible();
  for (const name of [people[0], people[1]])
    await expect(page.getByRole('row').filter({ hasText: name as string })).toContainText(DEMO.manager.name);
  await expect(page.getByText('1–2 of 2 employees')).toBeVisible();

  // Settings › Reports: the weekly-login CSV, named by content-disposition.
  await page.goto(`/${companyId}/settings/reports`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('weekly-logins-report.csv');
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  const [header, ...weeks] = csv.trimEnd().split('\r\n');
  expect(header).toBe('week_start,active_employees,logins');
  expect(weeks).toHaveLength(8);
  for (const week of weeks) expect(week).toMatch(/^\d{4}-\d{2}-\d{2},\d+,\d+$/);
  // This test's own sign-in counts in the current week, the last row.
  const [, activeNow, loginsNow] = (weeks.at(-1) as string).split(',');
  expect(Number(activeNow)).toBeGreaterThanOrEqual(1);
  expect(Number(loginsNow)).toBeGreaterThanOrEqual(1);
});
