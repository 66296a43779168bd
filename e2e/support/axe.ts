import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets every page is held to: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface ScanOptions {
  /** Only this part of the page (a selector). */
  include?: string;
  /** Rule tags; every rule axe runs by default when null. */
  tags?: string[] | null;
}

/**
 * Serious and critical axe violations on the current page, as readable lines. The same rules as axe's default run,
 * done cheaply, as ~100 checks across the journeys add up (measured on /marketplace: 9.5 s -> 2.5 s):
 * - legacy mode runs axe.run in the page. The default runs axe per frame and then finishes in a new blank page,
 *   injecting axe's 550 KB once more there; the app has no frames.
 * - only violations are gathered with every node (resultTypes), so axe does not build a selector for every
 *   element that passes.
 */
export async function seriousA11yViolations(page: Page, { include, tags = WCAG_TAGS }: ScanOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  if (tags) builder = builder.withTags(tags);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** No serious or critical axe violations on the page (or inside `include`). */
export async function expectAccessible(page: Page, include?: string) {
  expect(await seriousA11yViolations(page, { include })).toEqual([]);
}
