import { expect, test } from '@playwright/test';
import { useToken } from '../support/api';
import { demoScene } from '../support/scene';

/**
 * Issue 11: Sent (the spec's MemoSendsList) lists every kind and finds a scheduled one under
 * Scheduled; a follow-up's Acknowledge button is whole at 1366 px.
 */

test('Sent: the old address leads to memo-sends; All kinds and Scheduled find a scheduled message and celebration', async ({
  page,
  request,
}) => {
  const scene = await demoScene(request);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/${path}`, {
      headers: { authorization: `Bearer ${scene.tokens.manager}` },
      data: { company_id: scene.companyId, ...data },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const message = `Scheduled note ${scene.stamp}`;
  const celebration = `Scheduled cheers ${scene.stamp}`;
  await post('message/new', {
    title: message,
    location_ids: [scene.locationId],
    start_at: later,
    publish: true,
  });
  await post('company/celebration/new', {
    title: celebration,
    celebrated_employee_id: scene.employeeId,
    celebration_type: 'birthday',
    start_at: later,
    publish: true,
  });
  await useToken(page.context(), scene.tokens.manager);

  await page.goto(`/${scene.companyId}/memos?terms=${scene.stamp}`);
  await expect(page).toHaveURL(new RegExp(`/${scene.companyId}/memo-sends\\?terms=${scene.stamp}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sent/ })).toHaveAttribute('aria-current', 'page');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: celebration })).toContainText('Celebration');
  await expect(rows.filter({ hasText: message })).toContainText('Message');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await expect(page).toHaveURL(/status=scheduled/);
  await expect(rows.filter({ hasText: celebration })).toContainText('Scheduled');
  await expect(rows.filter({ hasText: message })).toContainText('Scheduled');
  await expect(page.getByText('2 memos')).toBeVisible();

  // On a phone the table scrolls sideways rather than clip its badges ('CELEBRA…').
  await page.setViewportSize({ width: 390, height: 844 });
  const badge = rows.filter({ hasText: celebration }).locator('.mantine-Badge-label').first();
  await expect(badge).toHaveText('Celebration');
  const fits = await badge.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Expired' }).click();
  await expect(page.getByText('No memos match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/${scene.companyId}/memo-sends$`));
});

test("Follow-ups at 1366 px: a flag's Acknowledge button shows its whole label", async ({
  page,
  request,
}) => {
  const scene = await demoScene(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await useToken(page.context(), scene.tokens.manager);
  await page.goto(`/${scene.companyId}/flags`);
  const button = page
    .getByRole('listitem')
    .filter({ hasText: `Axe message ${scene.stamp}` })
    .getByRole('button', { name: /^Acknowledge/ });
  await expect(button).toBeVisible();
  const label = button.locator('.mantine-Button-label');
  await expect(label).toHaveText('Acknowledge');
  const { scrollWidth, clientWidth } = await label.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
