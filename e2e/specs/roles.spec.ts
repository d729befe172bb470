import { expect, type Page, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/people';

/** Issue 11: each role is shown what it may do, and told plainly when a page is not for it. */

async function demoCompanyId(request: Parameters<typeof loginViaApi>[0], email: string) {
  const token = await loginViaApi(request, email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error(`${email} does not belong to the demo company`);
  return { token, companyId: demo.id };
}

async function expectNotForYou(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This page is not for you')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
}

test('an employee is told plainly which pages are not theirs, and never shown a form they cannot use', async ({
  page,
  request,
}) => {
  const admin = await demoCompanyId(request, DEMO.admin.email);
  const staff = await request.get(`/api/employees?company_id=${admin.companyId}&terms=Morgan`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const someone = ((await staff.json()) as { data: { content: { employees: { id: number }[] } } }).data
    .content.employees[0];
  if (!someone) throw new Error('the demo manager is not on the Team list');
  const { token, companyId } = await demoCompanyId(request, DEMO.employee.email);
  await useToken(page.context(), token);

  for (const [path, title] of [
    ['employees/new', 'New Employee'],
    ['employees/employee-import', 'Import employees'],
    ['employees/employee-manager-import', 'Import managers'],
    ['employees/bulk-edit?ids=1', 'Bulk edit'],
    [`employee/${someone.id}`, 'Employee'],
    [`employee/${someone.id}/edit`, 'Edit employee'],
  ] as const) {
    await page.goto(`/${companyId}/${path}`);
    await expectNotForYou(page, title);
    await expect(page.getByRole('button', { name: /Create employee|Review changes|Save/ })).toHaveCount(0);
  }
  // The record itself says why, instead of "not found".
  await expect(page.getByText('This employee was not found.')).toHaveCount(0);
  expect.soft(await seriousViolations(page)).toEqual([]);

  // The avatar menu offers Manage Subscription and Team Invitations; the pages say who may act.
  await page.goto(`/${companyId}`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();
  await expectNotForYou(page, 'Subscription');
  await expect(
    page.getByText("Only this team's admins manage its subscription.", { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Team Invitations' }).click();
  await expectNotForYou(page, 'Team Invitations');
  await expect(page.getByText('Only managers and admins can invite people to this team.')).toBeVisible();
});

test('a manager opens the Team Invitations the avatar menu offers, and is told the subscription is for admins', async ({
  page,
  request,
}) => {
  const { token, companyId } = await demoCompanyId(request, DEMO.manager.email);
  await useToken(page.context(), token);
  await page.goto(`/${companyId}`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();
  await expectNotForYou(page, 'Subscription');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Team Invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Invite someone' })).toBeVisible();
});
