import { expect, test } from '@playwright/test';
import { joinCodeViaApi, loginViaApi, signUpViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { waitForMessage, waitForPhoneCode } from '../support/outbox';
import { DEMO, newPerson, newPhone } from '../support/people';
import { expectCompanyHome } from '../support/ui';

async function demoCompanyId(request: Parameters<typeof loginViaApi>[0]) {
  const token = await loginViaApi(request, DEMO.admin.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo admin does not belong to the demo company');
  return { token, companyId: demo.id };
}

test('the demo admin invites by phone; the invitee logs in by phone, accepts and enters the team', async ({
  page,
  browser,
  request,
}) => {
  const { token, companyId } = await demoCompanyId(request);
  const invitee = newPhone();
  const inviteeName = `Invitee ${invitee.national.slice(-4)}`;

  await useToken(page.context(), token);
  await page.goto(`/${companyId}/settings/team-invitations`);
  await expect(page.getByRole('heading', { name: 'Team Invitations' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(inviteeName);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(invitee.national);
  const invitedAt = new Date();
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${inviteeName}.`)).toBeVisible();
  // The invitation itself goes out by SMS, naming the team.
  const sms = await waitForMessage(invitee.stored, { since: invitedAt, channel: 'sms' });
  expect(sms.text).toContain(DEMO.company);

  // The invitee, in a browser of their own, has no account yet: logging in by phone makes one.
  const inviteeContext = await browser.newContext();
  try {
    const invitePage = await inviteeContext.newPage();
    await invitePage.goto('/login');
    await invitePage.getByRole('textbox', { name: 'Phone number', exact: true }).fill(invitee.national);
    const since = new Date();
    await invitePage.getByRole('button', { name: 'Send code' }).click();
    const code = await waitForPhoneCode(invitee.stored, since);
    await invitePage.getByRole('textbox', { name: 'Auth code', exact: true }).fill(code);
    await invitePage.getByRole('button', { name: 'Log in' }).click();

    await expect(invitePage.getByRole('heading', { name: 'Select a Team' })).toBeVisible();
    const pending = invitePage.getByRole('region', { name: 'Pending Team Invitations' });
    await expect(pending).toBeVisible();
    const invitation = pending.getByRole('listitem').filter({ hasText: DEMO.company });
    await expect(invitation).toBeVisible();
    await invitation.getByRole('button', { name: /^Accept/ }).click();

    await expect(invitePage).toHaveURL(new RegExp(`/${companyId}$`));
    await expect(invitePage.getByText(`Logged in for ${DEMO.company}`, { exact: true })).toBeVisible();

    // An account made by phone has no name yet: 'Hi, User', and the banner asks for the profile.
    await expect(invitePage.getByText('Hi, User', { exact: true })).toBeVisible();
    const banner = invitePage.getByTestId('app-banner');
    await expect(banner).toHaveText('Incomplete Profile. Click here to complete user profile.');
    await banner.click();
    await expect(invitePage).toHaveURL(/\/profile$/);
    await invitePage.getByRole('textbox', { name: 'Name' }).fill(inviteeName);
    await invitePage.getByRole('button', { name: 'Save Profile' }).click();
    await expect(invitePage.getByText('Profile saved.')).toBeVisible();
    await invitePage.goto(`/${companyId}`);
    await expect(invitePage.getByText(`Hi, ${inviteeName}`, { exact: true })).toBeVisible();
    await expect(invitePage.getByTestId('app-banner')).toHaveCount(0);
  } finally {
    await inviteeContext.close();
  }
});

test('a signed-in user without a team joins one by its code on /join-team', async ({ page, request }) => {
  const { token: adminToken, companyId } = await demoCompanyId(request);
  const code = await joinCodeViaApi(request, adminToken, companyId);
  const person = newPerson('joiner');
  await useToken(page.context(), await signUpViaApi(request, person));

  await page.goto('/');
  await expect(page.getByText("You don't belong to any teams yet")).toBeVisible();
  await page.getByRole('link', { name: 'Join a Team by Code' }).click();
  await expect(page).toHaveURL(/\/join-team$/);

  await page.getByRole('textbox', { name: 'Team code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Find team' }).click();
  await expect(page.getByText(DEMO.company)).toBeVisible();
  await page.getByRole('button', { name: `Join ${DEMO.company}` }).click();

  await expectCompanyHome(page, { name: person.name, team: DEMO.company, companyId });
});
