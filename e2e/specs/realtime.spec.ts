import { expect, type Page, test } from '@playwright/test';
import { loginViaApi, signUpViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { DEMO, newPerson } from '../support/people';

/** Counts the ringtone's tones: playRingtone makes two oscillators per ring. */
async function countTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__tones += 1;
      return create.call(this);
    };
  });
}

/** Opens the company area and resolves once its realtime socket is up (upgraded to a WebSocket). */
async function openLive(page: Page, path: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto(path);
  const ws = await socket;
  await expect(page.getByText(`Logged in for ${DEMO.company}`, { exact: true })).toBeVisible();
  return ws;
}

test("the admin's tray shows a new member's arrival without a reload, with the badge and the ringtone", async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await loginViaApi(request, DEMO.admin.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, adminToken)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo admin does not belong to the demo company');

  // The admin's browser: the company home, live.
  await useToken(page.context(), adminToken);
  await countTones(page);
  await openLive(page, `/${demo.id}`);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // Other specs may notify the demo admin meanwhile: count up from here rather than to a number.
  const unread = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  const before = await unread();

  // The admin invites a new employee by e-mail; the employee, in a browser of their own, accepts.
  const person = newPerson('realtime');
  const invited = await request.post('/api/employees/invite', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { company_id: demo.id, name: person.name, email: person.email },
  });
  expect(invited.ok()).toBe(true);
  const employee = await browser.newContext();
  try {
    await useToken(employee, await signUpViaApi(request, person));
    const employeePage = await employee.newPage();
    await employeePage.goto('/');
    const invitation = employeePage
      .getByRole('region', { name: 'Pending Team Invitations' })
      .getByRole('listitem')
      .filter({ hasText: DEMO.company });
    await invitation.getByRole('button', { name: /^Accept/ }).click();
    await expect(employeePage.getByText(`Logged in for ${DEMO.company}`, { exact: true })).toBeVisible();
  } finally {
    await employee.close();
  }

  // The admin's page learns of it by itself: the badge counts one more, the tray lists it, it rang.
  await expect.poll(unread).toBeGreaterThan(before);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tones: number }).__tones))
    .toBeGreaterThan(0);
  await bell.click();
  await expect(page.getByText(`${person.name} joined your team`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('logging out closes the realtime socket', async ({ page, request }) => {
  const token = await loginViaApi(request, DEMO.employee.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo employee does not belong to the demo company');
  await useToken(page.context(), token);
  const ws = await openLive(page, `/${demo.id}`);
  const closed = ws.waitForEvent('close');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await closed;
  await expect(page).toHaveURL(/\/login/);
});
