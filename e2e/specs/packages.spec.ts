import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/people';

/**
 * Issue 13 on the web: the demo manager makes a package of two templates (day 0 a welcome, day 1
 * food safety at 14:30), applies it to a new hire from a start date, lands on the send it made,
 * and sees the package's timeline.
 */

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data: object,
) {
  const res =
    method === 'GET'
      ? await request.get(`/api/${path}`, {
          headers: { authorization: `Bearer ${token}` },
          params: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        })
      : await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

test.setTimeout(240_000);

test('a manager makes a package of two templates, applies it to a new hire and sees the timeline', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const token = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  const company_id = demo.id;
  const locations = await call<Array<{ id: number; name: string }>>(request, token, 'GET', 'locations-list', {
    company_id,
  });
  // Airport (Chicago time, as Downtown), not Downtown: other specs count Downtown's people while
  // this one runs beside them. The hire reports to the manager, who so reaches them.
  const airport = locations.find((l) => l.name === 'Airport');
  if (!airport) throw new Error('the demo company has no Airport');
  const me = await call<{ id: number }>(request, token, 'GET', `app/company/get-employee/${company_id}`, {});
  const hire = `Nova Hire ${stamp}`;
  await call(request, token, 'POST', 'employee/new', {
    company_id,
    name: hire,
    location_ids: [airport.id],
    manager_ids: [me.id],
  });
  const welcome = `Welcome aboard ${stamp}`;
  const safety = `Food safety ${stamp}`;
  for (const title of [welcome, safety])
    await call(request, token, 'POST', 'memo-templates/create', {
      company_id,
      kind: 'message',
      title,
      content: `<p>${title}</p>`,
    });
  await useToken(page.context(), token);

  // Memos › Packages: a new package.
  await page.goto(`/${company_id}/memo-sends`);
  await page.getByRole('navigation').getByRole('link', { name: 'Packages' }).click();
  await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New package' }).first().click();
  const create = page.getByRole('dialog', { name: 'New package' });
  await create.getByRole('textbox', { name: 'Name' }).fill(`First week ${stamp}`);
  await create.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByRole('heading', { name: `First week ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText('No templates yet.', { exact: false })).toBeVisible();

  // Two templates: the welcome on day 0, food safety on day 1 at 14:30.
  const addTemplate = async (title: string, time?: string) => {
    await page.getByRole('button', { name: 'Add a template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a template' });
    await dialog.getByRole('combobox', { name: 'Template' }).fill(title);
    await page.getByRole('option', { name: title }).click();
    if (time) await dialog.getByLabel('Time').fill(time);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
  };
  await addTemplate(welcome);
  await addTemplate(safety, '14:30');
  const steps = page.getByTestId('package-step');
  await expect(steps).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Day 0 · the start date', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day 1', level: 3 })).toBeVisible();
  await expect(steps.nth(0)).toContainText('at 9:00 AM');
  await expect(steps.nth(0)).toContainText(welcome);
  await expect(steps.nth(1)).toContainText('at 2:30 PM');
  await expect(steps.nth(1)).toContainText(safety);
  expect(await seriousViolations(page)).toEqual([]);

  // Use: the new hire, from a start date; the send it made opens.
  await page.getByRole('button', { name: 'Use package' }).click();
  const use = page.getByRole('dialog', { name: `Use “First week ${stamp}”` });
  await use.getByRole('combobox', { name: 'Individual employees' }).fill(hire);
  await page.getByRole('option', { name: hire }).click();
  await use.getByLabel('Start date').fill('2030-03-08');
  await expect(use.getByText('Fri, Mar 8 at 9:00 AM')).toBeVisible();
  await expect(use.getByText('Sat, Mar 9 at 2:30 PM')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await use.getByRole('button', { name: 'Schedule the package' }).click();
  await expect(page).toHaveURL(new RegExp(`/${company_id}/memo-send/\\d+$`));
  const sendId = Number(new URL(page.url()).pathname.split('/').pop());

  // The send: both memos scheduled for the new hire, at 9:00 and 14:30 Airport (Chicago) time.
  const send = await call<{
    name: string;
    status: string;
    memos: Array<{ title: string; status: string; start_at: string }>;
  }>(request, token, 'GET', 'memo-template-sends/get', { company_id, id: sendId });
  expect(send.status).toBe('published');
  expect(send.memos.map((m) => [m.title, m.status])).toEqual([
    [welcome, 'scheduled'],
    [safety, 'scheduled'],
  ]);

  // Back on the package: its timeline, used once.
  await page.goBack();
  await expect(page.getByRole('heading', { name: `First week ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText(/Used 1 time\b/)).toBeVisible();
  await expect(page.getByTestId('package-step')).toHaveCount(2);
});
