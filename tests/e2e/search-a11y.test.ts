import type AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { atPhoneAndDesktop, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';
import { axeOn } from '../support/axe.ts';

const browser = useBrowser();

const violationsOf = (result: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );

const PAGES = [
  ['home', '/'],
  ['result list', '/angebote/vw/?fuel=D'],
  ['detailed search', '/detailsuche/'],
] as const;

describe('accessibility (axe) of the search pages', () => {
  // One load per page: axe at phone width, then at desktop width on the same document (atPhoneAndDesktop).
  for (const [name, path] of PAGES) {
    it(`${name} at phone and desktop width has no violations`, async () => {
      const { page, context } = await openSearchPage(browser(), PHONE);
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const found = await atPhoneAndDesktop(page, async () => violationsOf(await axeOn(page).analyze()));
      expect(found).toEqual({ phone: [], desktop: [] });
      await context.close();
    });
  }

  it('an open combobox list and an open filter overlay have no violations', async () => {
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Filtern' }).click();
    await page.getByRole('combobox', { name: 'Marke', exact: true }).click();
    expect(violationsOf(await axeOn(page).analyze())).toEqual([]);
    await context.close();
  });
});
