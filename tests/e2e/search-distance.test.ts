/** Issue 17 §4: a search with a place shows each car's distance, offers 'Entfernung', and the detail page says it too. */
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();
const GRAZ = '/angebote/?city=8010 Graz||47.0707||15.4395&radius=100';

const kmOf = (text: string | null) => {
  const match = /≈ ([\d.]+) km|< 1 km/.exec(text ?? '');
  if (!match) throw new Error(`no distance in '${text}'`);
  return match[1] === undefined ? 0 : Number(match[1].replace(/\./g, ''));
};

describe('distance from the search place', () => {
  it("shows '≈ n km' on every card, sorts nearest first with 'Entfernung', and carries it to the detail page", async () => {
    const { page, context, problems } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/angebote/`);
    await expect.poll(() => page.locator('#sort-key option[value="distance"]').count()).toBe(0);
    await expect.poll(() => page.locator('.listing-card__distance').count()).toBe(0);

    await page.goto(`${baseUrl}${GRAZ}&sort=distance`);
    await expect.poll(() => page.locator('#sort-key option[value="distance"]').textContent()).toBe('Entfernung');
    await expect.poll(() => page.locator('#sort-key').inputValue()).toBe('distance');
    const distances = (await page.locator('.listing-card__distance').allTextContents()).map(kmOf);
    expect(distances.length).toBe(await page.locator('article.listing-card').count());
    expect(distances.every((km) => km <= 100)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    const first = page.locator('article.listing-card').first();
    const km = (await first.locator('.listing-card__distance').textContent())?.replace(/\s*entfernt$/, '').replace(/^ · /, '');
    await first.locator('.listing-card__title a').click();
    await page.waitForURL(/\/fahrzeuge\//);
    await expect.poll(() => page.locator('.detail__distance').textContent()).toBe(`${km} von Graz entfernt`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
