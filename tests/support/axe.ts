import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's violations on the page as 'rule: selectors' lines; a test expects `[]`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
