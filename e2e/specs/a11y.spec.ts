import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createTeamViaApi, signedInWithTeam } from '../support/api';
import { newPerson } from '../support/people';

/**
 * Serious and critical axe violations of the page as it is now, one line each for a readable failure.
 * Soft assertions, so one run reports every page.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        // For contrast, the measured ratio says how far off the element is.
        const ratio = /contrast of ([\d.]+)/.exec(n.any[0]?.message ?? '')?.[1];
        return `${n.target.join(' ')}${ratio ? ` (${ratio}:1)` : ''}`;
      });
      return `${v.impact} ${v.id}: ${v.help} — ${nodes.join(', ')}`;
    });
}

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
