import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, useBrowser } from '../support/browser.ts';
import { carPool, takeCars, type TestCar, useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
let pool: () => TestCar;

beforeAll(() => {
  pool = carPool(db(), 700);
});

const section = (page: Page) => page.locator('[data-testid="recently-viewed"]');
/** The detail paths the 'Zuletzt angesehen' section links to, in the order shown. */
const shownPaths = (page: Page) =>
  section(page)
    .locator('a')
    .evaluateAll((els) => els.map((el) => new URL((el as HTMLAnchorElement).href).pathname));

describe('Zuletzt angesehen (issue 19 point 16)', () => {
  it('shows the opened detail pages on home and watch list, newest first, with title, price and photo', async () => {
    const [first, second] = takeCars(pool, 2);
    if (!first || !second) throw new Error('the seeded database has too few cars');
    const { page, context, problems } = await openWatchedPage(browser());

    await page.goto(`${baseUrl}/`);
    await expect.poll(() => section(page).count()).toBe(0);

    for (const car of [first, second]) {
      await page.goto(`${baseUrl}${car.detailPath}`);
      await page.waitForFunction((id) => (window.localStorage.getItem('gw:recently-viewed') ?? '').includes(`"id":${id}`), car.id);
    }

    for (const path of ['/', '/merkliste/']) {
      await page.goto(`${baseUrl}${path}`);
      await section(page).waitFor();
      await expect.poll(() => section(page).locator('h2').textContent()).toBe('Zuletzt angesehen');
      expect(await shownPaths(page)).toEqual([second.detailPath, first.detailPath]);
      const text = await section(page).textContent();
      expect(text).toContain(second.title);
      expect(text).toContain(first.title);
      expect(text).toContain('€');
      if (second.photoCount > 0) await expect.poll(() => section(page).locator('a').first().locator('img').count()).toBe(1);
    }
    // On the home page it follows the search form right away (issue 27), at 375 px too.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(`${baseUrl}/`);
      await section(page).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.querySelector('.home-hero')?.nextElementSibling?.getAttribute('data-testid')))
        .toBe('recently-viewed');
    }
    expect(problems.filter((p) => !p.includes('net::ERR_ABORTED'))).toEqual([]);
    await context.close();
  });
});
