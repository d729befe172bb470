import { expect, test } from '@playwright/test';
import { createTeamViaApi, signedInWithTeam } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPerson } from '../support/people';

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Phone' })).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Email / Password' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);
  });

  test('team selection and Home', async ({ page, request }) => {
    const person = newPerson('axe');
    const team = `Axe Team ${person.name.slice(-5)}`;
    const { token } = await signedInWithTeam(request, page.context(), person, team);
    await createTeamViaApi(request, token, `${team} Two`);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Select a Team' })).toBeVisible();
    await expect(page.getByText('No pending team invitations')).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('button')
      .filter({ has: page.getByText(team, { exact: true }) })
      .click();
    await expect(page.getByText(`Logged in for ${team}`, { exact: true })).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);
  });
});
