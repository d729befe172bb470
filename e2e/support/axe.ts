import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations of the page as it is now, one line each for a readable failure.
 * Specs assert them softly, so one run reports every page.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
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
