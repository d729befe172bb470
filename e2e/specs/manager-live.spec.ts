import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createTeamViaApi, joinCodeViaApi, signUpViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { openLive } from '../support/live';
import { newPerson } from '../support/people';

/**
 * Issue 11, the manager watches live: in two browser contexts, an employee reads, acknowledges
 * and flags a memo while the manager's open memo detail and Home dashboard change without a
 * reload; then the follow-up lifecycle (open → answered → closed) shows the same truth on
 * Follow-ups, Home, the Team list, the employee's memo and their tray.
 */

// Two browsers, several live pages and a dozen round trips.
test.setTimeout(240_000);

async function call<T>(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: object) {
  const res = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

/** A team of its own (so its figures are this test's alone): its admin, and an employee who joined by code. */
async function freshTeam(page: Page) {
  const admin = newPerson('live-admin');
  const employee = newPerson('live-employee');
  const adminToken = await signUpViaApi(page.request, admin);
  const companyId = await createTeamViaApi(page.request, adminToken, `Live ${Date.now().toString(36)}`);
  const employeeToken = await signUpViaApi(page.request, employee);
  const code = await joinCodeViaApi(page.request, adminToken, companyId);
  await call(page, employeeToken, 'POST', 'accept-invite', { token: code });
  const me = await call<{ id: number }>(page, employeeToken, 'GET', `app/company/get-employee/${companyId}`);
  const title = `Fridge rota ${Date.now().toString(36)}`;
  const memo = await call<{ id: number }>(page, adminToken, 'POST', 'message/new', {
    company_id: companyId,
    title,
    content: '<p>Clean the fridge on <strong>Fridays</strong>.</p>',
    type: 'standard',
    recipient_ids: [me.id],
    publish: true,
  });
  return { admin, employee, adminToken, employeeToken, companyId, employeeId: me.id, memoId: memo.id, title };
}

/** Opens a page of the company area live, and marks the document to tell a reload later. */
async function openMarked(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await openLive(page, path);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  return page;
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** A figure of Home's follow-ups card, by its label (the number stands just above it). */
const figure = (home: Page, label: string): Locator =>
  home
    .getByRole('region', { name: /Open follow-ups/ })
    .getByText(label, { exact: true })
    .locator('xpath=preceding-sibling::*[1]');

async function contexts(browser: Browser, adminToken: string, employeeToken: string) {
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await useToken(desk, adminToken);
  await useToken(phone, employeeToken);
  return { desk, phone, close: () => Promise.all([desk.close(), phone.close()]) };
}

test('the employee reads, acknowledges and flags; the manager’s open memo detail and Home change without a reload', async ({
  page,
  browser,
}) => {
  const team = await freshTeam(page);
  const { desk, phone, close } = await contexts(browser, team.adminToken, team.employeeToken);
  try {
    const detail = await openMarked(desk, `/${team.companyId}/memo/${team.memoId}`);
    await expect(detail.getByRole('heading', { level: 1, name: team.title })).toBeVisible();
    const stat = (key: string) => detail.getByTestId(`stat-${key}`);
    await expect(stat('read')).toHaveText('0');
    await expect(stat('acknowledged')).toHaveText('0');
    const home = await openMarked(desk, `/${team.companyId}`);
    const bars = home.getByRole('listitem').filter({ has: home.getByRole('link', { name: team.title }) });
    await expect(bars.getByText('0 of 1 responded · 0 read')).toBeVisible();
    await expect(figure(home, 'Flagged messages')).toHaveText('0');

    // The employee opens the memo from their inbox: read.
    const inbox = await openMarked(phone, `/${team.companyId}`);
    await inbox.getByRole('button', { name: new RegExp(`Unread: ${team.title}`) }).click();
    await expect(inbox.getByText('Fridays')).toBeVisible();
    await expect(stat('read')).toHaveText('1');
    await expect(bars.getByText('0 of 1 responded · 1 read')).toBeVisible();

    // Acknowledged: the detail's figures, its recipients table and Home's bars follow.
    await inbox.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expect(inbox.getByText(/You acknowledged this on/)).toBeVisible();
    await expect(stat('acknowledged')).toHaveText('1');
    await expect(stat('responseRate')).toHaveText('100%');
    await expect(bars.getByText('1 of 1 responded · 1 read')).toBeVisible();

    // Flagged with a note: the detail shows it awaiting a manager, Home counts it.
    await inbox.getByLabel('What should your manager know? (optional)').fill('The rota skips Bay 2');
    await inbox.getByRole('button', { name: 'Flag message' }).click();
    await expect(inbox.getByText(/You flagged this on/)).toBeVisible();
    await expect(stat('flagged')).toHaveText('1');
    const row = detail.getByRole('row').filter({ hasText: team.employee.name });
    await expect(row.getByText('Awaiting a manager')).toBeVisible();
    await expect(row.getByText('“The rota skips Bay 2”')).toBeVisible();
    await expect(figure(home, 'Flagged messages')).toHaveText('1');
    await expect(figure(home, 'Awaiting a manager')).toHaveText('1');

    expect(await sameDocument(detail)).toBe(true);
    expect(await sameDocument(home)).toBe(true);
    expect(await sameDocument(inbox)).toBe(true);
    expect.soft(await seriousViolations(detail)).toEqual([]);
    expect.soft(await seriousViolations(home)).toEqual([]);
  } finally {
    await close();
  }
});

test('the follow-up lifecycle shows the same truth on Follow-ups, Home, the Team list, the memo and the tray', async ({
  page,
  browser,
}) => {
  const team = await freshTeam(page);
  await call(page, team.employeeToken, 'POST', 'employee-message/flag', {
    company_id: team.companyId,
    id: team.memoId,
    note: 'The rota skips Bay 2',
    is_urgent: true,
  });
  const { desk, phone, close } = await contexts(browser, team.adminToken, team.employeeToken);
  try {
    const flags = await openMarked(desk, `/${team.companyId}/flags`);
    const home = await openMarked(desk, `/${team.companyId}`);
    const people = await openMarked(desk, `/${team.companyId}/employees`);
    const inbox = await openMarked(phone, `/${team.companyId}`);
    const employeeRow = people.getByRole('row').filter({ hasText: team.employee.name });
    const inboxItem = inbox.getByRole('listitem').filter({ hasText: team.title });
    const bell = inbox.getByRole('button', { name: /^Notifications/ });

    // Open: everywhere it awaits the manager.
    const item = flags.getByRole('region', { name: 'Flagged messages' }).getByRole('listitem');
    await expect(item.filter({ hasText: team.title })).toBeVisible();
    await expect(figure(home, 'Flagged messages')).toHaveText('1');
    await expect(employeeRow.getByRole('img', { name: 'Flagged message' })).toBeVisible();
    await expect(inboxItem.getByText('Flagged', { exact: true })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');

    // The manager answers: it leaves the Open tab, Home's count and the Team list's flag; the
    // employee's inbox says it was answered and their tray rings; all without a reload.
    await item.getByRole('button', { name: /^Acknowledge/ }).click();
    const dialog = flags.getByRole('dialog', { name: 'Acknowledge' });
    await dialog.getByLabel(/Note to the employee/).fill('Bay 2 is on the new rota');
    await dialog.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);
    await expect(figure(home, 'Flagged messages')).toHaveText('0');
    await expect(figure(home, 'Answered, waiting for employees')).toHaveText('1');
    await expect(employeeRow.getByRole('img', { name: 'Flagged message' })).toHaveCount(0);
    await expect(inboxItem.getByText('Flag answered', { exact: true })).toBeVisible();
    await expect(inboxItem.getByText('Flagged', { exact: true })).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(/1 unread/);

    // The Answered tab names who must close it.
    await flags.getByRole('tab', { name: /Answered/ }).click();
    const answered = flags
      .getByRole('region', { name: 'Flagged messages' })
      .getByRole('listitem')
      .filter({ hasText: team.title });
    await expect(answered.getByText(`Waiting for ${team.employee.name} to close it`)).toBeVisible();
    expect.soft(await seriousViolations(flags)).toEqual([]);

    // The employee's tray leads to the memo: the answer, Close flag and no Remove flag; the
    // notice is read.
    await bell.click();
    await inbox.getByRole('link', { name: 'Your flag was answered' }).click();
    await expect(inbox).toHaveURL(new RegExp(`[?&]memo=${team.memoId}`));
    const memo = inbox;
    const flagPanel = memo.getByRole('region', { name: 'Flag for your manager' });
    await expect(flagPanel.getByText('Bay 2 is on the new rota')).toBeVisible();
    await expect(memo.getByText('Flag answered', { exact: true })).toBeVisible();
    await expect(flagPanel.getByRole('button', { name: 'Remove flag' })).toHaveCount(0);
    await expect(bell).toHaveAccessibleName('Notifications');
    expect.soft(await seriousViolations(memo)).toEqual([]);

    // The employee closes it: history on the manager's side, nothing waits any more.
    await flagPanel.getByRole('button', { name: 'Close flag' }).click();
    await expect(flagPanel.getByRole('button', { name: 'Flag message' })).toBeVisible();
    await expect(answered.getByText(new RegExp(`^Closed by ${team.employee.name} on`))).toBeVisible();
    await expect(answered.getByRole('button')).toHaveCount(0);
    await expect(figure(home, 'Answered, waiting for employees')).toHaveText('0');
    for (const p of [flags, home, people, memo]) expect(await sameDocument(p)).toBe(true);
  } finally {
    await close();
  }
});
