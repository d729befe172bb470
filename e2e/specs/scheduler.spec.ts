import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { DEMO } from '../support/people';

/**
 * Issue 13 on the web: the demo manager schedules a template from Memos › Scheduler for a few
 * minutes from now; it shows on the calendar; when the test server's clock (TEST_CLOCK) reaches
 * it, the every-minute job sends it, and the past send in the list opens the memo it produced.
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

interface Schedule {
  id: number;
  next_at: string | null;
  sendable: { name: string } | null;
  runs: { status: string; memo_ids: number[] }[];
}

/**
 * The job clock's "now": the e2e server's clock may already have been moved forward by another
 * spec (reminders move it by hours), and the Scheduler judges "in the future" by it.
 */
async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/test/clock', { data: { advance_minutes: 0 } });
  if (!res.ok()) throw new Error(`test/clock answered ${res.status()}: ${await res.text()}`);
  return Date.parse(((await res.json()) as { data: { content: { now: string } } }).data.content.now);
}

/** The local date and time in the demo company's zone, `minutes` after `from`. */
function localIn(zone: string, minutes: number, from: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(from + minutes * 60_000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

test.setTimeout(240_000);

test('a scheduled send goes out when the clock reaches it, and its past send opens the memo', async ({
  page,
  request,
}) => {
  const title = `Fryer check ${Date.now().toString(36)}`;
  const token = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  await call(request, token, 'POST', 'memo-templates/create', {
    company_id: demo.id,
    kind: 'message',
    title,
    content: '<p>Check the fryer oil before opening.</p>',
  });
  await useToken(page.context(), token);

  await page.goto(`/${demo.id}/memo-scheduler?view=week`);
  await expect(page.getByRole('heading', { name: 'Scheduler', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule a send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a send' });
  await dialog.getByRole('combobox', { name: 'What to send' }).fill(title.slice(0, 14));
  await page.getByRole('option', { name: title }).click();
  await dialog.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option', { name: 'Downtown' }).click();
  await dialog.getByRole('combobox', { name: 'Locations' }).press('Escape');
  const when = localIn('America/Chicago', 5, await serverNow(request));
  await dialog.getByLabel('Date').fill(when.date);
  await dialog.getByLabel(/^Time(\s\*)?$/).fill(when.time);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // On the calendar (today's week, or next if it falls after Saturday midnight).
  const found = async () =>
    (
      await call<{ scheduled_sends: Schedule[] }>(request, token, 'POST', 'scheduled-sends/list', {
        company_id: demo.id,
      })
    ).scheduled_sends.find((s) => s.sendable?.name === title);
  const schedule = await found();
  if (!schedule?.next_at) throw new Error('the schedule was not saved with a next send');
  const sends = page.getByTestId('calendar-send').filter({ hasText: title });
  if (!(await sends.count())) await page.getByRole('button', { name: 'Next' }).click();
  await expect(sends).toHaveCount(1);

  // The test server's clock reaches it: the every-minute job sends it.
  const moved = await request.post('/api/test/clock', {
    data: { at: new Date(Date.parse(schedule.next_at) + 5_000).toISOString() },
  });
  expect(moved.ok()).toBe(true);
  await expect
    .poll(async () => (await found())?.runs.map((r) => r.status), { timeout: 60_000, intervals: [500] })
    .toEqual(['sent']);
  const memoId = (await found())?.runs[0]?.memo_ids[0];

  // The list names the past send; it opens the memo it produced.
  await page.goto(`/${demo.id}/memo-scheduler?view=list`);
  const row = page.getByTestId('schedule-row').filter({ hasText: title });
  await expect(row.getByText('No more sends')).toBeVisible();
  await row.getByRole('link', { name: /Open the memo sent on/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${demo.id}/memo/${memoId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
