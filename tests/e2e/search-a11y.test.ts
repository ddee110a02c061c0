import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();

const PAGES = [
  ['home', '/'],
  ['result list', '/angebote/vw/?fuel=D'],
  ['detailed search', '/detailsuche/'],
] as const;

describe('accessibility (axe) of the search pages', () => {
  for (const [name, path] of PAGES) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`${name} at ${width} width has no violations`, async () => {
        const { page, context } = await openSearchPage(browser(), viewport);
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page }).analyze();
        expect(
          result.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          ),
        ).toEqual([]);
        await context.close();
      });
    }
  }

  it('an open combobox list and an open filter overlay have no violations', async () => {
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Filtern' }).click();
    await page.getByRole('combobox', { name: 'Marke', exact: true }).click();
    const result = await new AxeBuilder({ page }).analyze();
    expect(
      result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
    await context.close();
  });
});
