import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from '../support/browser.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();

describe('browser history on the result page (issue 19 point 11)', () => {
  it('three filter changes replace one history entry: one Back returns to the page before the list', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: /^Diesel/ }).check();
    await page.waitForURL(/fuel=D/);
    await page.locator('#filter-priceto').fill('10000');
    await page.waitForURL(/priceto=10000/);
    await page.getByRole('checkbox', { name: /^Automatik/ }).check();
    await page.waitForURL(/gearbox=2/);
    await expect.poll(() => page.locator('.filter-tag').count()).toBe(3);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
    // Leaving the list cancels the thumbnails still loading (net::ERR_ABORTED): the browser's doing, not a fault.
    expect(problems.filter((p) => !p.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await context.close();
  });
});
