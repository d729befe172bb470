import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Serious and critical axe violations of the page as it is now, one line each for a readable failure.
 * Specs assert them softly, so one run reports every page. Besides axe's default rules it runs
 * `label-content-name-mismatch` (experimental in axe): a control's name must contain its visible text.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await atRest(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
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

/**
 * Waits (up to 2 s) for the page's finite animations and transitions to end — a dialog fading in,
 * a button's hover — so colours are measured as they settle, not half-blended. Endless ones
 * (spinners) are not waited for.
 */
async function atRest(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/** Asserts (softly) that the page as it is now has no serious or critical violation; `what` names it. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await seriousViolations(page), what).toEqual([]);
}

/** Waits until a page of the app has loaded what it shows: no request pending, no spinner left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens a dialog by clicking `opener`, checks it, and closes it with Escape. */
export async function checkDialog(page: Page, opener: Locator, what: string): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Mantine moves focus in once its transition has run.
  await page.waitForTimeout(300);
  await expectAccessible(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
