import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginViaApi, signUpViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { waitForLink, waitForMessage } from '../support/outbox';
import { DEMO, newPerson, newPhone } from '../support/people';

/**
 * Issue 13, reminders and escalation: a late employee who has not opened the app since the memo
 * was sent gets the reminder in the tray and by SMS (the outbox) with the link to the memo; after
 * the escalation delay their manager gets the digest. The server runs with TEST_CLOCK, so the
 * test moves the job runner's clock instead of waiting (jobs/test-clock.ts).
 */

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data: object,
) {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    method === 'get'
      ? await request.get(`/api/${path}`, {
          headers,
          params: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        })
      : await request.post(`/api/${path}`, { headers, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

async function advance(request: APIRequestContext, minutes: number) {
  const res = await request.post('/api/test/clock', { data: { advance_minutes: minutes } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a late employee is reminded in the tray and by SMS, and their manager gets the digest', async ({
  page,
  browser,
  request,
}) => {
  const admin = await loginViaApi(request, DEMO.admin.email, DEMO.password);
  const manager = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, admin)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo admin does not belong to the demo company');
  const company_id = demo.id;
  const locations = await call<{ id: number; name: string }[]>(request, admin, 'get', 'locations-list', {
    company_id,
  });
  // Airport, not Downtown: other specs count Downtown's people while this one runs beside them.
  const airport = locations.find((l) => l.name === 'Airport');
  const staff = await call<{ employees: { id: number; name: string }[] }>(
    request,
    admin,
    'get',
    'employees',
    {
      company_id,
      terms: 'Morgan',
    },
  );
  const morgan = staff.employees.find((e) => e.name === DEMO.manager.name);
  if (!airport || !morgan) throw new Error('the demo company has no Airport or no Morgan');

  // A new employee at Airport, managed by Morgan, with a phone; they join, then leave the app.
  const person = newPerson('late');
  const phone = newPhone();
  const since = new Date();
  const invited = await call<{ id: number }>(request, admin, 'post', 'employees/invite', {
    company_id,
    name: person.name,
    email: person.email,
  });
  const token = new URL(await waitForLink(person.email, since, 'mail')).searchParams.get('token');
  const employeeToken = await signUpViaApi(request, person);
  await call(request, employeeToken, 'post', 'accept-invite', { token });
  await call(request, admin, 'post', 'company/employee', {
    company_id,
    id: invited.id,
    phone: phone.national,
    location_ids: [airport.id],
    manager_ids: [morgan.id],
  });

  // Morgan sends a memo due in 30 minutes: remind at due, escalate an hour later.
  const title = `Fryer safety ${person.name.split(' ').at(-1)}`;
  const memo = await call<{ id: number; reminder_steps: number[] }>(request, manager, 'post', 'message/new', {
    company_id,
    title,
    recipient_ids: [invited.id],
    due_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    reminder_steps: [0],
    escalate_after_hours: 1,
    publish: true,
  });
  expect(memo.reminder_steps).toEqual([0]);

  // The due date comes: the SMS goes to who has not opened the app, with the link to the memo.
  const due = new Date();
  await advance(request, 31);
  const sms = await waitForMessage(phone.stored, { since: due, channel: 'sms' });
  expect(sms.text).toContain(`Please acknowledge "${title}" (due now)`);
  expect(sms.text).toContain(`/${company_id}?memo=${memo.id}`);

  // The employee opens the app: the reminder is in their tray.
  const employee = await browser.newContext();
  try {
    await useToken(employee, employeeToken);
    const employeePage = await employee.newPage();
    await employeePage.goto(`/${company_id}`);
    await employeePage.getByRole('button', { name: /^Notifications/ }).click();
    const item = employeePage.getByRole('listitem').filter({ hasText: 'Reminder: due now' });
    await expect(item.getByText(title)).toBeVisible();
  } finally {
    await employee.close();
  }

  // An hour past due, still not acknowledged: Morgan's digest, in the tray and by e-mail.
  const late = new Date();
  await advance(request, 61);
  const mail = await waitForMessage(DEMO.manager.email, { since: late, channel: 'mail' });
  expect(mail.subject).toBe(`Overdue: ${title}`);
  expect(mail.text).toContain(`Airport: 1 of 1 has not acknowledged ${title}: ${person.name}.`);
  await useToken(page.context(), manager);
  await page.goto(`/${company_id}`);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const digest = page.getByRole('listitem').filter({ hasText: `Overdue: ${title}` });
  await expect(digest.getByText(`Airport: 1 of 1 has not acknowledged ${title}`)).toBeVisible();
  // It leads to the memo's detail, where the history shows the reminder and the digest.
  await digest.getByText(`Overdue: ${title}`).click();
  await expect(page).toHaveURL(new RegExp(`/${company_id}/memo/${memo.id}$`));
  const history = page.getByRole('region', { name: 'Reminders and escalation' });
  await expect(history.getByText('1 person reminded')).toBeVisible();
  await expect(history.getByText('1 by SMS')).toBeVisible();
  await expect(history.getByText(/^Digest to Morgan Manager, /)).toBeVisible();
});
