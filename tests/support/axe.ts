import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * An axe run on `page`'s document. Legacy mode runs `axe.run` in the page itself; the default mode runs
 * each frame's part and then opens a blank page to put the parts together (a renderer and a second
 * injection of axe per check), which only pages with cross-origin frames need, and the site has no frames.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe's violations on the page (or within `scope`, a selector) as 'rule: selectors' lines; a test expects `[]`. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = axeOn(page);
  const result = await (scope === undefined ? builder : builder.include(scope)).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
