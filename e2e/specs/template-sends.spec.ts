import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/people';

/**
 * Issue 12, template sends on the web: the demo manager picks two templates on the Templates
 * list, makes a send of them to the demo employee's location, edits a memo's title, publishes;
 * the employee finds both memos in the inbox; the send page shows each memo's figures.
 */

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { params: data as Record<string, string> } : { data }),
  });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

test.setTimeout(240_000);

test('a manager sends two templates to a location as one send; its employee receives both; the send shows the figures', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const managerToken = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const employeeToken = await loginViaApi(request, DEMO.employee.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, managerToken)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  const me = await call<{ location_ids: number[] }>(
    request,
    employeeToken,
    'GET',
    `app/company/get-employee/${demo.id}`,
  );
  const locations = await call<Array<{ id: number; name: string }>>(
    request,
    managerToken,
    'GET',
    'locations-list',
    { company_id: String(demo.id) },
  );
  const location = locations.find((l) => l.id === me.location_ids[0]);
  if (!location) throw new Error('the demo employee has no location the manager sees');

  // Two templates of the demo company, through the API (the template form has its own spec).
  const opening = `Opening checklist ${stamp}`;
  const closing = `Closing checklist ${stamp}`;
  for (const title of [opening, closing])
    await call(request, managerToken, 'POST', 'memo-templates/create', {
      company_id: demo.id,
      kind: 'message',
      title,
      content: `<p>${title}: lights, till, doors.</p>`,
    });
  await useToken(page.context(), managerToken);

  // Templates: choose both, Send, name it, send to the employee's location.
  await page.goto(`/${demo.id}/memo-templates`);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(stamp);
  await page.getByRole('checkbox', { name: `Select ${opening}` }).check();
  await page.getByRole('checkbox', { name: `Select ${closing}` }).check();
  await expect(page.getByText('2 templates selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send 2 templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'New send' });
  const name = `Store week ${stamp}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option', { name: location.name }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByTestId('recipient-count')).toContainText(/\d+ (person|people)/);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create draft' }).click();

  // The draft: both memos in order; the first one's title edited and saved.
  await expect(page).toHaveURL(new RegExp(`/${demo.id}/memo-send/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const first = page.getByRole('region', { name: opening });
  await expect(first).toBeVisible();
  await expect(page.getByRole('region', { name: closing })).toBeVisible();
  const renamed = `Opening checklist, holiday edition ${stamp}`;
  await first.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await first.getByRole('button', { name: 'Save memo' }).click();
  await expect(page.getByRole('region', { name: renamed })).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);

  // Publish, after a confirmation that names the reach.
  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: `Publish "${name}"?` });
  await expect(confirm).toContainText(/Publishing sends 2 memos to \d+ (person|people)/);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`"${name}" is published.`)).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  const published = page.getByRole('region', { name: renamed });
  await expect(published.getByTestId('stat-recipients')).not.toHaveText('0');
  await expect(published.getByRole('link', { name: `Open memo: ${renamed}` })).toHaveAttribute(
    'href',
    new RegExp(`/${demo.id}/memo/\\d+\\?from=`),
  );

  // The employee finds both memos in the inbox, and reads one.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await useToken(phone, employeeToken);
    const inbox = await phone.newPage();
    await inbox.goto(`/${demo.id}`);
    await expect(inbox.getByRole('button', { name: new RegExp(closing) })).toBeVisible();
    await inbox.getByRole('button', { name: new RegExp(renamed) }).click();
    await expect(inbox.getByText('lights, till, doors', { exact: false })).toBeVisible();
  } finally {
    await phone.close();
  }

  // The send page shows the read; the Sends list shows the send with its reach.
  await page.reload();
  await expect(page.getByRole('region', { name: renamed }).getByTestId('stat-read')).toHaveText('1');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to sends' }).click();
  await expect(page).toHaveURL(new RegExp(`/${demo.id}/memo-sends\\?view=sends`));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('2');
  expect.soft(await seriousViolations(page)).toEqual([]);
});
