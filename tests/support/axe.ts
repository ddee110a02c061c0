import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's violations on the page (or within `scope`, a selector) as 'rule: selectors' lines; a test expects `[]`. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (scope === undefined ? builder : builder.include(scope)).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
