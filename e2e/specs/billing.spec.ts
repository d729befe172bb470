import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInWithTeam } from '../support/api';
import { expectAccessible, settled } from '../support/axe';
import { newPerson } from '../support/people';

/**
 * Billing through the local fake Stripe (docs/billing-testing.md): the spec's banner on trial,
 * the Subscription page, checkout and back to /payment/success, and the 'more locations' banner
 * until a new location is covered.
 */

// Each test pays on a second origin (the fake checkout) and comes back: more than the default 30 s here.
test.setTimeout(180_000);

const NEED =
  'In order to use the product you will need an active subscription - click here to manage subscription.';
const MORE = 'You need to add more locations to your subscription - click here to manage subscription.';

async function addLocationViaApi(request: APIRequestContext, token: string, companyId: number, name: string) {
  const res = await request.post('/api/company/location', {
    headers: { authorization: `Bearer ${token}` },
    data: { company_id: companyId, name },
  });
  if (!res.ok()) throw new Error(`company/location answered ${res.status()}: ${await res.text()}`);
}

/** On the Subscription page: Subscribe, pay on the fake checkout, land on /payment/success. */
async function subscribeThroughCheckout(page: Page, companyId: number) {
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/${companyId}/payment/success\\?session_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing' })).toBeVisible();
  await expect(page.getByText('Your payment went through and your subscription is active.')).toBeVisible();
}

test('an admin on trial sees the banner, subscribes through checkout, and the banner is gone', async ({
  page,
  request,
}) => {
  const admin = newPerson('billing-admin');
  const { token, companyId } = await signedInWithTeam(
    request,
    page.context(),
    admin,
    `Billing ${admin.name}`,
  );
  await addLocationViaApi(request, token, companyId, 'Harbor');

  await page.goto(`/${companyId}`);
  const banner = page.getByTestId('app-banner');
  await expect(banner).toHaveText(NEED);
  await expect(page.locator('[data-kind="subscription"]')).toHaveAttribute('data-level', 'alarm');

  await banner.click();
  await expect(page).toHaveURL(new RegExp(`/${companyId}/settings/subscription$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByTestId('trial-left')).toContainText('14 days left in your free trial');
  await expect(page.getByText('$9.00 per location per month')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Harbor' })).toBeChecked();

  await expectAccessible(page, 'Subscription on trial');

  await subscribeThroughCheckout(page, companyId);
  await expect(page.getByTestId('app-banner')).toHaveCount(0);
  await settled(page);
  await expectAccessible(page, '/payment/success');

  await page.getByRole('link', { name: 'Back to Subscription' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('covered-count')).toHaveText('1 of 1 locations covered');
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  // Subscribed: the price, covered locations, the next invoice, the card and the invoices.
  await expect(page.getByRole('row', { name: /Paid/ })).toBeVisible();
  await expectAccessible(page, 'Subscription, subscribed');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByTestId('app-banner')).toHaveCount(0);
});

test('an admin who adds a location sees the more-locations banner until it is covered', async ({
  page,
  request,
}) => {
  const admin = newPerson('billing-more');
  const { token, companyId } = await signedInWithTeam(request, page.context(), admin, `More ${admin.name}`);
  await addLocationViaApi(request, token, companyId, 'Harbor');
  await page.goto(`/${companyId}/settings/subscription`);
  await subscribeThroughCheckout(page, companyId);
  await expect(page.getByTestId('app-banner')).toHaveCount(0);

  // A new location is not covered until the admin adds it to the subscription.
  await page.goto(`/${companyId}/settings/new-location`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Uptown');
  await page.getByRole('button', { name: 'New Location' }).click();
  await expect(page.getByText('Location created.')).toBeVisible();
  await page.goto(`/${companyId}`);
  const banner = page.getByTestId('app-banner');
  await expect(banner).toHaveText(MORE);
  await expect(page.locator('[data-kind="subscription"]')).toHaveAttribute('data-level', 'warn');
  // It stays on every page until the location is covered.
  await page.goto(`/${companyId}/settings/locations`);
  await expect(banner).toHaveText(MORE);

  await banner.click();
  await expect(page).toHaveURL(new RegExp(`/${companyId}/settings/subscription$`));
  await expect(page.getByTestId('covered-count')).toHaveText('1 of 2 locations covered');
  const uptown = page.getByRole('listitem').filter({ hasText: 'Uptown' });
  await expect(uptown.getByText('Not covered')).toBeVisible();
  await expectAccessible(page, 'Subscription with a location not covered');
  await page.getByRole('checkbox', { name: 'Uptown' }).check();
  await page.getByRole('button', { name: 'Update covered locations' }).click();
  await expect(page.getByText('Covered locations updated.')).toBeVisible();
  await expect(page.getByTestId('covered-count')).toHaveText('2 of 2 locations covered');
  await expect(page.getByTestId('app-banner')).toHaveCount(0);
  await page.goto(`/${companyId}`);
  await expect(page.getByText(`Hi, ${admin.name}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('app-banner')).toHaveCount(0);
});

test('when the trial has ended, the admin sees the day it ended and Publish is paused before trying', async ({
  page,
  request,
}) => {
  const admin = newPerson('billing-ended');
  const { companyId } = await signedInWithTeam(request, page.context(), admin, `Ended ${admin.name}`);
  // The test server moves the trial's end (docs/billing-testing.md): it ended at noon UTC on 2026-03-04.
  const moved = await request.post('/api/test/billing/trial', {
    data: { company_id: companyId, ends_at: '2026-03-04T12:00:00.000Z' },
  });
  expect(moved.ok()).toBe(true);

  await page.goto(`/${companyId}/memos/new?kind=message`);
  await expect(page.getByTestId('app-banner')).toHaveText(
    `Your free trial of the product ended on March 4, 2026. ${NEED}`,
  );
  await expect(page.locator('[data-kind="subscription"]')).toHaveAttribute('data-level', 'warn');
  await expect(page.getByTestId('publishing-paused')).toContainText('Publishing is paused');
  await expect(page.getByRole('link', { name: 'Renew the subscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await settled(page);
  await expectAccessible(page, 'compose with publishing paused');
});
