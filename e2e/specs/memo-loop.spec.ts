import { expect, type Page, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { openLive } from '../support/live';
import { DEMO } from '../support/people';

/**
 * Issue 4's loop in two browser contexts: a manager sends a survey to a location (through the API:
 * compose is its own screen), the employee of that location sees it arrive without a reload,
 * answers it and flags a flaggable message; the manager sees the flag in Follow-ups and
 * acknowledges it with a note; the employee gets the notification in the tray.
 */

async function call<T>(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: object) {
  const res = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

/** Opens the company area live, and marks the document to tell a reload later. */
async function openMarked(page: Page, path: string) {
  await openLive(page, path);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

// Two browsers, three pages and a dozen round trips: more than the default 30 s on a busy CI box.
test.setTimeout(180_000);

test('a survey reaches the employee live; they answer it and flag a message; the manager answers the flag', async ({
  page,
  browser,
}) => {
  const managerToken = await loginViaApi(page.request, DEMO.manager.email, DEMO.password);
  const employeeToken = await loginViaApi(page.request, DEMO.employee.email, DEMO.password);
  const demo = (await userCompaniesViaApi(page.request, managerToken)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  const me = await call<{ id: number; location_ids: number[] }>(
    page,
    employeeToken,
    'GET',
    `app/company/get-employee/${demo.id}`,
  );
  const location = me.location_ids[0];
  if (!location) throw new Error('the demo employee has no location');

  // The employee's phone-sized browser: their inbox, live.
  const employee = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await useToken(employee, employeeToken);
    const phone = await employee.newPage();
    await openMarked(phone, `/${demo.id}`);
    const inbox = phone.getByRole('list', { name: 'Inbox' }).or(phone.getByText('No memos yet'));
    await expect(inbox.first()).toBeVisible();

    // The manager sends a survey to the employee's location and a flaggable message to them.
    const stamp = Date.now().toString(36);
    const survey = `Shift survey ${stamp}`;
    await call(page, managerToken, 'POST', 'survey/new', {
      company_id: demo.id,
      title: survey,
      content: '<p>Tell us which shift suits you.</p>',
      options: [{ question: 'Which shift suits you?', options: ['Morning', 'Evening'] }],
      location_ids: [location],
      publish: true,
    });
    const message = `Price change ${stamp}`;
    await call(page, managerToken, 'POST', 'message/new', {
      company_id: demo.id,
      title: message,
      content: '<p>Lattes cost <strong>$4.50</strong> from Monday.</p>',
      type: 'standard',
      recipient_ids: [me.id],
      publish: true,
    });

    // Both arrive without a reload, unread.
    const surveyItem = phone.getByRole('button', { name: new RegExp(`Unread: ${survey}`) });
    await expect(surveyItem).toBeVisible();
    await expect(phone.getByRole('button', { name: new RegExp(`Unread: ${message}`) })).toBeVisible();
    expect(await sameDocument(phone)).toBe(true);
    expect.soft(await seriousViolations(phone)).toEqual([]);

    // The manager's desk: Follow-ups, live.
    const manager = await browser.newContext();
    await useToken(manager, managerToken);
    const desk = await manager.newPage();
    await openMarked(desk, `/${demo.id}/flags`);
    await expect(desk.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible();

    // The survey: open, answer, sent.
    await surveyItem.click();
    await expect(phone.getByRole('heading', { name: survey })).toBeVisible();
    await phone.getByRole('radio', { name: 'Evening' }).check();
    await phone.getByRole('button', { name: 'Send answers' }).click();
    await expect(phone.getByText(/You answered this survey on/)).toBeVisible();
    expect.soft(await seriousViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Back to inbox' }).first().click();

    // The message: open, flag with a note.
    await phone.getByRole('button', { name: new RegExp(message) }).click();
    await expect(phone.getByText('$4.50')).toBeVisible();
    await phone
      .getByLabel('What should your manager know? (optional)')
      .fill('The menu board still says $4.00');
    await phone.getByRole('button', { name: 'Flag message' }).click();
    await expect(phone.getByText(/You flagged this on/)).toBeVisible();
    expect.soft(await seriousViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Back to inbox' }).first().click();
    await expect(phone.getByRole('button', { name: new RegExp(`^(?!Unread).*${message}`) })).toBeVisible();

    // The flag reaches Follow-ups without a reload; the manager answers it with a note.
    const flags = desk.getByRole('region', { name: 'Flagged messages' });
    const flagged = flags.getByRole('listitem').filter({ hasText: message });
    await expect(flagged).toBeVisible();
    await expect(flagged.getByText('“The menu board still says $4.00”')).toBeVisible();
    expect(await sameDocument(desk)).toBe(true);
    expect.soft(await seriousViolations(desk)).toEqual([]);
    await flagged.getByRole('button', { name: /^Acknowledge/ }).click();
    const dialog = desk.getByRole('dialog', { name: 'Acknowledge' });
    await dialog.getByLabel(/Note to the employee/).fill('Board fixed, thanks for telling us');
    expect.soft(await seriousViolations(desk)).toEqual([]);
    await dialog.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(dialog).toBeHidden();
    await expect(flagged).toHaveCount(0);

    // The employee's tray rings with the answer, and the message shows it.
    const bell = phone.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await expect(phone.getByText('Your flag was answered')).toBeVisible();
    await bell.click();
    await expect(phone.getByText('Your flag was answered')).toBeHidden();
    await phone.getByRole('button', { name: new RegExp(message) }).click();
    await expect(phone.getByText('Board fixed, thanks for telling us')).toBeVisible();
    expect(await sameDocument(phone)).toBe(true);
    await manager.close();

    // What the manager's side reads: the answer is recorded.
    const memos = await call<{ memos: Array<{ id: number; title: string }> }>(
      page,
      managerToken,
      'POST',
      'memos/list',
      {
        company_id: demo.id,
        terms: stamp,
      },
    );
    const sent = memos.memos.find((m) => m.title === survey);
    if (!sent) throw new Error('the survey is not in the sent list');
    const detail = await call<{ stats: { answered: number } }>(
      page,
      managerToken,
      'GET',
      `memos/get?company_id=${demo.id}&id=${sent.id}`,
    );
    expect(detail.stats.answered).toBeGreaterThanOrEqual(1);
    expect(await sameDocument(phone)).toBe(true);
  } finally {
    await employee.close();
  }
});
