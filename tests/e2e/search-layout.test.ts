import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();

/** Cumulative layout shift of the page so far (shifts right after input do not count). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

describe('layout of the search pages', () => {
  for (const path of ['/', '/angebote/', '/detailsuche/']) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`${path} does not shift while it loads and hydrates (${width})`, async () => {
        const { page, context } = await openSearchPage(browser(), viewport);
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page)).toBeLessThan(0.02);
        await context.close();
      });
    }
  }

  it('puts the filters into a 25 % side column next to a 73 % main column on a desktop', async () => {
    const { page, context } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/angebote/`);
    const layout = await page.locator('.search-layout').boundingBox();
    const side = await page.locator('.search-layout__filters').boundingBox();
    const main = await page.locator('.search-layout__main').boundingBox();
    expect(Math.round(((side?.width ?? 0) / (layout?.width ?? 1)) * 100)).toBe(25);
    expect(Math.round(((main?.width ?? 0) / (layout?.width ?? 1)) * 100)).toBe(73);
    await expect.poll(() => page.locator('[data-ad-slot="sky"]').isVisible()).toBe(true);
    await context.close();
  });

  it('hides the sky banner below 730 px and keeps the space of list ads reserved', async () => {
    const { page, context } = await openSearchPage(browser(), { width: 729, height: 900 });
    await page.goto(`${baseUrl}/angebote/`);
    await expect.poll(() => page.locator('[data-ad-slot="sky"]').isVisible()).toBe(false);
    const slot = await page.locator('[data-ad-slot="list-2"]').boundingBox();
    expect(slot?.height).toBeGreaterThanOrEqual(250);
    await context.close();
  });
});
