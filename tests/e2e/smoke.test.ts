import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, useBrowser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('the running product in Chromium', () => {
  it('serves the home page with the shared layout and no console errors', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de-AT');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const label of ['Suchen', 'Händlersuche', 'Auto verkaufen', 'Einloggen', 'Merkliste']) {
      await expect.poll(() => nav.getByRole('link', { name: label, exact: false }).count()).toBeGreaterThan(0);
    }
    await expect.poll(() => page.title()).toMatch(/ - Gebrauchtwagen\.at$/);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const { page, context } = await openWatchedPage(browser());
    const response = await page.goto(`${baseUrl}/gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
    await context.close();
  });
});
