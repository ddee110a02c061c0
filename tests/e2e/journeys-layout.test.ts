/**
 * Issue 19 points 2–7: a buyer's pages on a 375 px phone and a 1024–1280 px desktop, measured in
 * Chromium (boxes, order, what is visible), not only rendered.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { carPool, seedWatchList, takeCars, useTestDb } from '../support/watch-list-fixtures.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();
const db = useTestDb();
// Cars of their own (newest ids first, from 3000 on), apart from the other files' pools.
const pool = () => carPool(db(), 3000);
const PHONE = { width: 375, height: 740 };
const EIGHT_FILTERS = '/angebote/?fuel=D&gearbox=1&pricefrom=5000&priceto=40000&kmto=150000&fregfrom=2015&construction=2&bodycolor=1';

/** Whether every box of the selector lies within the viewport's width. */
function insideWidth(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluateAll((els) =>
    els.every((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= 0 && r.right <= document.documentElement.clientWidth;
    }),
  );
}

describe('point 2: dealer directory on a phone', () => {
  it('shows the Firmenname, Ort and PLZ inputs whole, without sideways scrolling', async () => {
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    expect(await insideWidth(page, '.dealer-search input, .dealer-search button, .dealer-item')).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.getByLabel('Firmenname').fill('Auto');
    await page.getByRole('button', { name: 'Händler suchen' }).click();
    await page.waitForURL(/name=Auto/);
    await context.close();
  });
});

describe('point 3: home search button', () => {
  for (const width of [320, 1024, 1280]) {
    it(`keeps its text off the button's edges at ${width} px`, async () => {
      const { page, context } = await openSearchPage(browser(), { width, height: 900 });
      await page.goto(`${baseUrl}/`);
      const gaps = await page.getByRole('button', { name: /Fahrzeuge anzeigen$/ }).evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const text = range.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return { left: text.left - box.left, right: box.right - text.right, overflow: button.scrollWidth - button.clientWidth };
      });
      expect(gaps.left).toBeGreaterThanOrEqual(12);
      expect(gaps.right).toBeGreaterThanOrEqual(12);
      expect(gaps.overflow).toBe(0);
      await context.close();
    });
  }
});

describe('point 4: compare page', () => {
  it('fits four cars at 1280 px, breaks labels only between words, and shows only the differences on request', async () => {
    const cars = takeCars(pool(), 5);
    const { page, context } = await openSearchPage(browser(), { width: 1280, height: 900 });
    await page.goto(`${baseUrl}/vergleichen/?carIds=${cars.map((c) => c.id).join(',')}`);
    const region = await page.getByRole('region', { name: 'Vergleichstabelle' }).boundingBox();
    const columns = await page.locator('.compare-table__car').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().right));
    expect(columns.filter((right) => right <= (region?.x ?? 0) + (region?.width ?? 0)).length).toBeGreaterThanOrEqual(4);

    // No label is split inside a word (a break after a hyphen is a break between words).
    expect(await labelsSplitInsideWords(page)).toEqual([]);

    // 'Nur Unterschiede anzeigen' hides the rows where every car has the same value, and only those.
    const rows = () =>
      page.locator('.compare-table tbody tr:visible').evaluateAll((trs) =>
        trs.map((tr) => ({
          label: tr.querySelector('th')?.textContent ?? '',
          values: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
        })),
      );
    const before = await rows();
    const same = before.filter((r) => r.values.length > 1 && r.values.every((v) => v === r.values[0])).map((r) => r.label);
    expect(same.length).toBeGreaterThan(0);
    await page.getByLabel('Nur Unterschiede anzeigen').check();
    await expect.poll(async () => (await rows()).length).toBeLessThan(before.length);
    const after = (await rows()).map((r) => r.label);
    expect(after.filter((label) => same.includes(label))).toEqual([]);
    expect(after).toEqual(before.map((r) => r.label).filter((label) => !same.includes(label)));
    await page.getByLabel('Nur Unterschiede anzeigen').uncheck();
    await expect.poll(async () => (await rows()).length).toBe(before.length);
    await context.close();
  });

  it('shows a car beside narrow labels on a 320 px phone, breaking compound words only at their joints', async () => {
    const cars = takeCars(pool(), 5);
    const { page, context } = await openSearchPage(browser(), { width: 320, height: 800 });
    await page.goto(`${baseUrl}/vergleichen/?carIds=${cars.map((c) => c.id).join(',')}`);
    const label = await page.locator('.compare-table th[scope="row"]').first().boundingBox();
    expect(label?.width ?? 320).toBeLessThanOrEqual(130);
    expect(await labelsSplitInsideWords(page)).toEqual([]);
    await context.close();
  });

  it('hides the same rows without JavaScript', async () => {
    const cars = takeCars(pool(), 3);
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/vergleichen/?carIds=${cars.map((c) => c.id).join(',')}`);
    const visible = () => page.locator('.compare-table tbody tr:visible').count();
    const before = await visible();
    await page.getByLabel('Nur Unterschiede anzeigen').check();
    await expect.poll(visible).toBeLessThan(before);
    await context.close();
  });
});

describe('point 5: detail page on a phone', () => {
  it('shows photo, title, price and the key data first, the seller right after the data, the photo clear of the contact bar', async () => {
    const [car] = takeCars(pool(), 1);
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}${car?.detailPath}`);
    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const order = [
      await top('.gallery'),
      await top('.detail h1'),
      await top('.detail__price'),
      await top('.basic-info'),
      await top('.seller-box'),
      await top('.detail__tools'),
      await top('.contact'),
      await top('.error-report'),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const photo = await page.locator('.gallery__stage').boundingBox();
    const bar = await page.locator('.contact-bar').boundingBox();
    expect((photo?.y ?? 0) + (photo?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await context.close();
  });
});

describe('point 6: result list on a phone', () => {
  it('puts eight filters on one line with "+7 weitere", which shows the rest', async () => {
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}${EIGHT_FILTERS}`);
    const tags = page.locator('.filter-tags');
    const more = tags.getByRole('button', { name: '+7 weitere' });
    await expect.poll(() => more.isVisible()).toBe(true);
    const tops = () => tags.locator('li:visible').evaluateAll((lis) => new Set(lis.map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(await tops()).toBe(1);
    await expect.poll(() => tags.locator('.filter-tag:visible').count()).toBe(1);
    await more.click();
    await expect.poll(() => tags.locator('.filter-tag:visible').count()).toBe(8);
    expect(await tops()).toBeGreaterThan(1);
    // the focus goes on to the first tag that appeared
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-filter-tag')))
      .toBe(await tags.locator('.filter-tag').nth(1).getAttribute('data-filter-tag'));
    await context.close();
  });

  it('shows larger photos and whole dealer names', async () => {
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/angebote/?custtype=D`);
    const widths = await page.locator('.listing-card__media').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThan(140);
    const cut = await page.locator('.listing-card__seller-type').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).length);
    expect(cut).toBe(0);
    await context.close();
  });
});

describe('point 7: dropdowns, back link and values on a phone', () => {
  const looksLikeTheSite = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((selects) =>
      selects.map((s) => {
        const style = getComputedStyle(s);
        return { appearance: style.appearance, radius: style.borderRadius, arrow: style.backgroundImage };
      }),
    );

  it('styles the watch list and dealer-cars dropdowns like the search form', async () => {
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/angebote/`);
    const search = (await looksLikeTheSite(page, '#search-filters select.field__control'))[0];
    expect(search?.appearance).toBe('none');
    await seedWatchList(
      page,
      takeCars(pool(), 4).map((c) => c.id),
    );
    await page.goto(`${baseUrl}/merkliste/`);
    await page.getByLabel('Sortieren nach:').waitFor();
    expect(await looksLikeTheSite(page, '.watch-list__sort select')).toEqual([search]);
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    const dealer = await page.locator('.dealer-item h2 a').first().getAttribute('href');
    await page.goto(`${baseUrl}${dealer}`);
    expect(await looksLikeTheSite(page, '.dealer-filters select')).toEqual([search, search, search, search]);
    await context.close();
  });

  it('writes "‹ Zurück zur Suche" with a space and keeps "Gebrauchtwagen" inside its row', async () => {
    const [car] = takeCars(pool(), 1);
    const { page, context } = await openSearchPage(browser(), { width: 320, height: 700 });
    await page.goto(`${baseUrl}${car?.detailPath}?index=1&from=angebote`);
    const back = page.locator('.detail .back-link');
    const gap = await back.evaluate((link) => {
      const arrow = link.querySelector('[aria-hidden="true"]')?.getBoundingClientRect();
      const range = document.createRange();
      range.setStart(link.lastChild ?? link, 0);
      range.setEnd(link.lastChild ?? link, 1);
      return range.getBoundingClientRect().left - (arrow?.right ?? 0);
    });
    await expect.poll(() => back.textContent()).toBe('‹ Zurück zur Suche');
    expect(gap).toBeGreaterThanOrEqual(3);
    const overflowing = await page.locator('.basic-info__row').evaluateAll((rows) =>
      rows
        .filter((row) => {
          const box = row.getBoundingClientRect();
          return [...row.querySelectorAll('dd, dt')].some(
            (cell) => cell.scrollWidth > cell.clientWidth || cell.getBoundingClientRect().right > box.right + 0.5,
          );
        })
        .map((row) => row.getAttribute('data-label')),
    );
    expect(overflowing).toEqual([]);
    await expect.poll(() => page.locator('.basic-info__row[data-label="Kategorie"] dd').textContent()).toBeTruthy();
    await context.close();
  });
});

/** Row labels of the compare table broken inside a word; a break after a hyphen or at a soft hyphen is between parts. */
function labelsSplitInsideWords(page: Page): Promise<string[]> {
  return page.locator('.compare-table th[scope="row"]').evaluateAll((ths) =>
    ths.flatMap((th) => {
      const text = th.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const words = [...(text.textContent ?? '').matchAll(/[^\s\u00AD-]+[-\u00AD]?/g)];
      const range = document.createRange();
      // Each letter's own line: a piece is split when its letters sit on more than one line. The first
      // letter after a soft hyphen also reports the hyphen drawn at the end of the line before: its last box counts.
      const lineOf = (at: number) => {
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        const boxes = [...range.getClientRects()];
        return Math.round(boxes[boxes.length - 1]?.top ?? 0);
      };
      return words
        .filter((w) => {
          const letters = [...w[0]].map((ch, i) => (/[\s\u00AD-]/.test(ch) ? null : lineOf(w.index + i))).filter((top) => top !== null);
          return new Set(letters).size > 1;
        })
        .map((w) => w[0]);
    }),
  );
}
