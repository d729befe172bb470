import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  joinCodeViaApi,
  loginViaApi,
  signedInWithTeam,
  signUpViaApi,
  userCompaniesViaApi,
  useToken,
} from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO, newPerson } from '../support/people';

/**
 * Issue 12 on the web: the demo manager saves a memo as a template and shares it to the community;
 * the manager of a second company (set up through the API, with an employee who joined by its
 * code) finds it in Community, uses it, sends it; the employee of the second company receives it.
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
    data,
  });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

test.setTimeout(240_000);

test('a template saved and shared by one company is found, used and sent by another; its employee receives it', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Holiday hours ${stamp}`;

  // The demo company's manager: a memo of theirs (a draft, through the API: compose has its spec).
  const managerToken = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, managerToken)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  const memo = await call<{ id: number }>(request, managerToken, 'POST', 'memos/create', {
    company_id: demo.id,
    kind: 'message',
    title,
    content: '<p>We close at <strong>3 pm</strong> on the 24th.</p>',
    publish: false,
  });
  await useToken(page.context(), managerToken);

  // Save as template, from the memo's page.
  await page.goto(`/${demo.id}/memo/${memo.id}`);
  await page.getByRole('button', { name: 'Save as template' }).click();
  await expect(page).toHaveURL(new RegExp(`/${demo.id}/memo-template/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Saved from a memo', { exact: false })).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);

  // Share it to the community.
  await page.getByRole('button', { name: 'Share to the community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to the community' });
  await dialog.getByLabel('Description').fill('The holiday-hours notice our stores send every December.');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Shared to the community: ${title}`)).toBeVisible();
  await expect(page.getByText(/^Shared to the community on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Community share' })).toBeVisible();

  // In the demo company's Templates list.
  await page.goto(`/${demo.id}/memo-templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Shared');
  expect.soft(await seriousViolations(page)).toEqual([]);

  // A second company, through the API: its owner, and an employee who joined by its code.
  const second = await browser.newContext();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const owner = newPerson('franchisee');
    const team = `Corner Cafe ${stamp}`;
    const { token: ownerToken, companyId } = await signedInWithTeam(request, second, owner, team);
    const worker = newPerson('barista');
    const workerToken = await signUpViaApi(request, worker);
    await call(request, workerToken, 'POST', 'accept-invite', {
      token: await joinCodeViaApi(request, ownerToken, companyId),
    });

    // Community: found by its title, previewed as an employee will see it.
    const desk = await second.newPage();
    await desk.goto(`/${companyId}/community`);
    await expect(desk.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await desk.getByRole('searchbox', { name: 'Search the community' }).fill(stamp);
    await desk.getByRole('link', { name: `Open ${title}` }).click();
    await expect(desk.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(desk.getByText(`Shared by ${DEMO.company}`, { exact: false })).toBeVisible();
    const preview = desk.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('3 pm', { exact: true })).toBeVisible();
    expect.soft(await seriousViolations(desk)).toEqual([]);

    // Use: it is copied into the second company's templates, then a memo is started from it.
    await desk.getByRole('button', { name: 'Add to my templates' }).click();
    await expect(desk).toHaveURL(new RegExp(`/${companyId}/memo-template/\\d+$`));
    await expect(desk.getByText('Copied from the community', { exact: false })).toBeVisible();
    await desk.getByRole('button', { name: 'Use', exact: true }).click();
    await expect(desk).toHaveURL(new RegExp(`/${companyId}/memo/\\d+/edit$`));
    await expect(desk.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

    // Sent to the employee.
    await desk.getByRole('combobox', { name: 'Individual employees' }).click();
    await desk.getByRole('option', { name: worker.name }).click();
    await desk.keyboard.press('Escape');
    await desk.getByRole('button', { name: 'Publish' }).click();
    await expect(desk).toHaveURL(new RegExp(`/${companyId}/memo/\\d+$`));
    await expect(desk.getByText('Published', { exact: true })).toBeVisible();
    // The memo says which template it came from, and links to it.
    await expect(desk.getByText(`From template ${title}`)).toBeVisible();
    await expect(desk.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`/${companyId}/memo-template/\\d+$`),
    );

    // The employee of the second company receives it.
    await useToken(phone, workerToken);
    const inbox = await phone.newPage();
    await inbox.goto(`/${companyId}`);
    await inbox.getByRole('button', { name: new RegExp(title) }).click();
    await expect(inbox.getByText('3 pm', { exact: true })).toBeVisible();
  } finally {
    await second.close();
    await phone.close();
  }
});

test('an employee is told plainly that Templates and Community are not for them', async ({
  page,
  request,
}) => {
  const token = await loginViaApi(request, DEMO.employee.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo employee does not belong to the demo company');
  await useToken(page.context(), token);
  for (const path of ['memo-templates', 'community']) {
    await page.goto(`/${demo.id}/${path}`);
    await expect(
      page.getByText('Only managers and admins can open this page.', { exact: false }),
    ).toBeVisible();
  }
});
