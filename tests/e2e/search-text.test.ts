/** Issue 29: 'Was suchen Sie?' — a sentence typed on the home page, with and without JavaScript. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { apiTotal, baseUrl, headlineCount, openSearchPage } from './search-helpers.ts';
import { axeOn } from '../support/axe.ts';

const browser = useBrowser();
const SENTENCE = 'VW Diesel mit Wärmepumpe bis 30.000 Euro';
const NARROW = { width: 320, height: 720 } as const;

const textOptions = (page: Page) => page.locator('.text-search__list').getByRole('option');
const tagLabels = (page: Page) => page.locator('.filter-tag__label').allTextContents();

/** Whole pages at 375 and 1280 px are search-a11y.test.ts's; here the open field (`within`) and 320 px. */
async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = axeOn(page);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** The result page of SENTENCE: the understood filters as tags, the unused word, the text kept, the right count. */
async function expectSentenceResult(page: Page) {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/angebote/vw/');
  const query = new URL(page.url()).searchParams;
  expect(query.get('fuel')).toBe('D');
  expect(query.get('priceto')).toBe('30000');
  expect(query.get('suchtext')).toBe(SENTENCE);
  await expect.poll(() => tagLabels(page)).toEqual(['VW', 'Preis bis € 30.000', 'Diesel']);
  expect(await page.locator('.text-search__unused').textContent()).toBe('Nicht berücksichtigt: Wärmepumpe');
  expect(await page.locator('#search-text').inputValue()).toBe(SENTENCE);
  expect(await headlineCount(page)).toBe(await apiTotal('mmm=74|&fuel=D&priceto=30000'));
}

describe("'Was suchen Sie?'", () => {
  it('with JavaScript: chips and live total while typing, Enter opens the result page, a removed tag leaves the search, the text is offered again; axe passes with the list open and at 320 px', async () => {
    const { page, context, problems } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/`);
    const field = page.getByRole('combobox', { name: 'Was suchen Sie?' });
    await field.fill(SENTENCE);
    const preview = textOptions(page);
    await expect.poll(() => preview.locator('.text-search__chip').allTextContents()).toEqual(['VW', 'Diesel', 'Preis bis € 30.000']);
    const total = await apiTotal('mmm=74|&fuel=D&priceto=30000');
    await expect.poll(() => preview.locator('.text-search__total').textContent()).toBe(`${String(total).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} Fahrzeuge`);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await field.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await preview.getAttribute('id'));
    expect(await axeViolations(page, '.text-search')).toEqual([]);
    await field.press('Enter');
    await expectSentenceResult(page);

    // removing a tag: that filter and the typed text leave the search
    await page.locator('.filter-tag', { hasText: 'Diesel' }).click();
    await expect.poll(() => tagLabels(page)).toEqual(['VW', 'Preis bis € 30.000']);
    const after = new URL(page.url());
    expect(after.searchParams.get('fuel')).toBeNull();
    expect(after.searchParams.get('suchtext')).toBeNull();
    expect(await headlineCount(page)).toBe(await apiTotal('mmm=74|&priceto=30000'));
    await expect.poll(() => page.locator('#search-text').inputValue()).toBe('');

    await page.setViewportSize(NARROW);
    expect(await axeViolations(page), 'result list at 320 px').toEqual([]);
    expect((await page.locator('.text-search').boundingBox())?.width).toBeLessThanOrEqual(NARROW.width);

    // 'Zuletzt gesucht': the sentence is offered on the next visit's empty field
    await page.goto(`${baseUrl}/`);
    await page.setViewportSize(NARROW);
    await page.getByRole('combobox', { name: 'Was suchen Sie?' }).focus();
    await expect.poll(() => textOptions(page).allTextContents()).toEqual([`Zuletzt gesucht ${SENTENCE}`]);
    expect(await axeViolations(page), 'home at 320 px').toEqual([]);
    await textOptions(page).click();
    await expectSentenceResult(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('without JavaScript: the GET form leads to the same result page with tags, count and the unused word; a tag link removes its filter', async () => {
    const context = await browser().newContext({ viewport: NARROW, locale: 'de-AT', javaScriptEnabled: false });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('#home-search-text').fill(SENTENCE);
    await Promise.all([page.waitForURL(/\/angebote\/vw\//), page.getByRole('button', { name: 'Suchen', exact: true }).click()]);
    await expectSentenceResult(page);
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('fuel')), page.locator('.filter-tag', { hasText: 'Diesel' }).click()]);
    expect(await tagLabels(page)).toEqual(['VW', 'Preis bis € 30.000']);
    expect(new URL(page.url()).searchParams.get('suchtext')).toBeNull();
    await context.close();
  });

  it('a trim is searched in the ad title and an impossible number is shown back with its note, with and without JavaScript (issue 36)', async () => {
    const text = 'octavia rs bis 99999999999999999999999999 €';
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled });
      await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      if (javaScriptEnabled) {
        const field = page.getByRole('combobox', { name: 'Was suchen Sie?' });
        await field.fill(text);
        await Promise.all([page.waitForURL(/\/angebote\/skoda\/octavia\//), field.press('Enter')]);
      } else {
        await page.locator('#home-search-text').fill(text);
        await Promise.all([page.waitForURL(/\/angebote\/skoda\/octavia\//), page.getByRole('button', { name: 'Suchen', exact: true }).click()]);
      }
      const query = new URL(page.url()).searchParams;
      expect(query.get('q')).toBe('RS');
      expect(query.get('priceto')).toBeNull();
      await expect.poll(() => tagLabels(page)).toContain('„RS“');
      expect(await page.locator('.text-search__unused').textContent()).toBe(
        'Nicht berücksichtigt: bis 99999999999999999999999999 € (Preis höchstens € 100.000.000)',
      );
      expect(await headlineCount(page)).toBe(await apiTotal('mmm=60|7001&q=RS'));
      await context.close();
    }
  });
});
