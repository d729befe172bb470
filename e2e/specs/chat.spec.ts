import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { DEMO } from '../support/people';
import { samplePng } from '../support/sample-files';

/**
 * Chat (issue 16), live on both sides: the demo employee and manager, each in a browser of their
 * own, talk in a group of the employee's location — a message, a reply, a reaction (toasted to
 * the manager while the group is not open), an image and a read receipt, all without a reload.
 */

async function api<T>(request: APIRequestContext, token: string, path: string, data?: object): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const res = data
    ? await request.post(`/api/${path}`, { headers, data })
    : await request.get(`/api/${path}`, { headers });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

/** Opens a page and resolves once its realtime socket is up. */
async function openLive(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/socket.io/'),
    timeout: 60_000,
  });
  await page.goto(path);
  await socket;
  return page;
}

test('an employee and a manager chat live in a location group', async ({ browser, request }) => {
  const managerToken = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const employeeToken = await loginViaApi(request, DEMO.employee.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, managerToken)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  const locations = await api<Array<{ id: number; name: string }>>(
    request,
    managerToken,
    `locations-list?company_id=${demo.id}`,
  );
  const downtown = locations.find((l) => l.name === 'Downtown') ?? locations[0];
  if (!downtown) throw new Error('the demo company has no locations');
  const name = `Downtown crew ${Date.now().toString(36)}`;
  const group = await api<{ id: number }>(request, managerToken, 'chat/groups', {
    company_id: demo.id,
    name,
    icon: '☕',
    location_ids: [downtown.id],
  });

  const managerContext = await browser.newContext();
  const employeeContext = await browser.newContext();
  try {
    await useToken(managerContext, managerToken);
    await useToken(employeeContext, employeeToken);
    const manager = await openLive(managerContext, `/${demo.id}/chat?group=${group.id}`);
    const employee = await openLive(employeeContext, `/${demo.id}?tab=chat&group=${group.id}`);
    const managerLog = manager.getByRole('list', { name: 'Messages' });
    const employeeLog = employee.getByRole('list', { name: 'Messages' });
    await expect(manager.getByRole('heading', { name: `☕ ${name}` })).toBeVisible();
    await expect(employee.getByRole('heading', { name: `☕ ${name}` })).toBeVisible();

    // A message: pending, then sent; the manager, who has the group open, sees it and has read it.
    const hello = 'Truck is here, who can help unload? Call 555 123 4567';
    await employee.getByRole('textbox', { name: 'Message' }).fill(hello);
    await employee.getByRole('textbox', { name: 'Message' }).press('Enter');
    const sent = employeeLog.getByTestId('chat-message').filter({ hasText: 'Truck is here' });
    await expect(sent.getByTestId('chat-status')).toHaveText('Sent');
    const received = managerLog.getByTestId('chat-message').filter({ hasText: 'Truck is here' });
    await expect(received).toBeVisible();
    await expect(received.getByRole('link', { name: '555 123 4567' })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
    // The receipt: the manager read it, live on the employee's side.
    await expect(sent.getByText('Read by 1')).toBeVisible();

    // A reply, quoting the message.
    await received.getByRole('button', { name: 'Message actions' }).click();
    await manager.getByRole('menuitem', { name: 'Reply' }).click();
    await manager.getByRole('textbox', { name: 'Message' }).fill('On my way');
    await manager.getByRole('button', { name: 'Send' }).click();
    const reply = employeeLog.getByTestId('chat-message').filter({ hasText: 'On my way' });
    await expect(reply.getByTestId('chat-quote')).toContainText('Truck is here');

    // The manager leaves the conversation (in the app: no reload); the employee reacts to the reply.
    await manager
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(manager.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
    await reply.getByRole('button', { name: 'React', exact: true }).click();
    await employee.getByRole('button', { name: 'React with 👍' }).click();
    await expect(reply.getByRole('button', { name: '👍 1 reaction, yours included' })).toBeVisible();
    await expect(manager.getByTestId('toast').filter({ hasText: 'Reaction to your message.' })).toBeVisible();

    // Back in the group, the reaction is there; then an image arrives live.
    await manager
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Chat' })
      .click();
    await manager.getByTestId(`chat-group-${group.id}`).click();
    const mine = managerLog.getByTestId('chat-message').filter({ hasText: 'On my way' });
    await expect(mine.getByRole('button', { name: '👍 1 reaction' })).toBeVisible();
    await employee
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pallet.png', mimeType: 'image/png', buffer: samplePng() });
    const image = managerLog.getByRole('img', { name: `Image sent by ${DEMO.employee.name}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await managerContext.close();
    await employeeContext.close();
  }
});
