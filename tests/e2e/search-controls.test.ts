import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { apiTotal, baseUrl, documentStillMarked, headlineCount, markDocument, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();

/** Path and query of the page, decoded ('+' and %7C back to space and '|'). */
const path = (page: Page) => {
  const url = new URL(page.url());
  const query = [...url.searchParams].map(([k, v]) => `${k}=${v}`).join('&');
  return query ? `${url.pathname}?${query}` : url.pathname;
};

describe('dropdown select (SPEC §4, §5)', () => {
  it('is an ARIA combobox: typing filters, arrows move, Enter picks, 300 px list of 30 px rows', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    const make = page.getByRole('combobox', { name: 'Marke', exact: true });
    const list = page.getByRole('listbox', { name: 'Marke' });
    await expect.poll(() => make.getAttribute('aria-expanded')).toBe('false');
    await make.click();
    await expect.poll(() => make.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => make.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    await expect
      .poll(() =>
        list
          .getByRole('group')
          .evaluateAll((groups) =>
            groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent),
          ),
      )
      .toEqual(['TOP MARKEN', 'ANDERE MARKEN']);
    const box = await list.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(302);
    expect(Math.round((await list.getByRole('option').first().boundingBox())?.height ?? 0)).toBe(30);

    await make.fill('o');
    const labels = (await list.getByRole('option').allTextContents()).map((t) => t.replace(/[\d.]+$/, '').replace(/\s*\(.*$/, ''));
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label.toLowerCase()).toContain('o');
    // Typed text filters; the first match is highlighted, ArrowDown/ArrowUp move the highlight.
    await make.fill('');
    await make.pressSequentially('Mer');
    const first = list.getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => make.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await make.fill('');
    await make.pressSequentially('S');
    await make.press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    await make.press('ArrowUp');
    await expect.poll(() => list.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await make.press('ArrowDown');
    const picked = (await second.locator('span').first().textContent()) ?? '';
    await make.press('Enter');
    await expect.poll(() => make.inputValue()).toBe(picked);
    await expect.poll(() => make.getAttribute('aria-expanded')).toBe('false');
    await page.waitForURL((url) => url.pathname !== '/angebote/');
    await expect.poll(() => page.locator('h1').textContent()).toContain(picked);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks unmatched text invalid on leaving, Escape clears the field', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/vw/`);
    await waitForHydration(page);
    const model = page.getByRole('combobox', { name: 'Modell', exact: true });
    await model.fill('Kein Modell');
    await model.press('Tab');
    await expect.poll(() => model.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('Unbekannte Modell', { exact: true }).count()).toBe(1);

    const make = page.getByRole('combobox', { name: 'Marke', exact: true });
    await make.fill('Xyz');
    await make.press('Tab');
    await expect.poll(() => page.getByText('Unbekannte Marke', { exact: true }).count()).toBe(1);
    await make.click();
    await make.press('Escape');
    await expect.poll(() => make.inputValue()).toBe('');
    await page.waitForURL((url) => url.pathname === '/angebote/');
    await context.close();
  });
});

describe('filter behaviour (SPEC §4)', () => {
  it('opens the model field only after a make and resets the model with the make', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Modell', exact: true }).isDisabled()).toBe(true);

    await page.goto(`${baseUrl}/angebote/vw/golf/`);
    await waitForHydration(page);
    const model = page.getByRole('combobox', { name: 'Modell', exact: true });
    await expect.poll(() => model.isDisabled()).toBe(false);
    await expect.poll(() => model.inputValue()).toBe('Golf');
    const make = page.getByRole('combobox', { name: 'Marke', exact: true });
    await make.fill('');
    await make.pressSequentially('Audi');
    await make.press('Enter');
    await page.waitForURL((url) => url.pathname === '/angebote/audi/');
    await expect.poll(() => model.inputValue()).toBe('');
    // enabled again once the new make's models have arrived with the results
    await expect.poll(() => model.isDisabled()).toBe(false);
    await context.close();
  });

  it('clears model2 with make2', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/?make=74&model=8401&make2=9&model2=1901`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toEqual(expect.arrayContaining(['VW×', 'Golf×', 'Audi×']));
    await page.getByRole('link', { name: 'Filter Audi entfernen' }).click();
    await page.waitForURL((url) => !url.search.includes('make2'));
    expect(path(page)).toBe('/angebote/vw/golf/');
    await context.close();
  });

  it('debounces changes: two quick clicks make one request and one history entry', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('.data')) dataRequests.push(r.url());
    });
    await markDocument(page);
    await page.evaluate(() => {
      for (const value of ['D', 'E']) document.querySelector<HTMLInputElement>(`#filter-fuel-${value}`)?.click();
    });
    await page.waitForURL(/fuel=D&fuel=E/);
    await expect.poll(() => headlineCount(page)).toBe(await apiTotal('fuel=D,E'));
    expect(dataRequests).toHaveLength(1);
    expect(await documentStillMarked(page)).toBe(true);
    // The scroll position stays where the visitor was.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('checkbox', { name: /^Automatik/ }).check();
    await page.waitForURL(/gearbox=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await context.close();
  });

  it('shows the counts of every filter group at every level, with and without JavaScript (issue 27)', async () => {
    const dealer = ((await (await fetch(`${baseUrl}/api/v2/dealers`)).json()) as { dealers: { Id: number }[] }).dealers[0];
    const levels = [
      '/angebote/skoda/',
      '/angebote/skoda/octavia/',
      '/angebote/?make=74&model=8401&make2=9&model2=1901',
      '/angebote/oberoesterreich/',
      '/angebote/oberoesterreich/linz/',
      `/angebote/?cid=${dealer?.Id}`,
    ];
    const groups = ['Treibstoff', 'Getriebe', 'Aufbau', 'Preisbewertung'];
    // The same loader data renders every variant: at 375 and 1280 px, with and without JavaScript, each
    // variant sees three levels and each level is seen twice (page loads are few).
    const variants = [
      { viewport: DESKTOP, javaScript: true, levels: levels.slice(0, 3) },
      { viewport: PHONE, javaScript: true, levels: levels.slice(3) },
      { viewport: PHONE, javaScript: false, levels: levels.slice(1, 4) },
      { viewport: DESKTOP, javaScript: false, levels: [...levels.slice(4), levels[0] ?? ''] },
    ];
    for (const { viewport, javaScript, levels: shown } of variants) {
      const watched = javaScript ? await openSearchPage(browser(), viewport) : null;
      const context = watched?.context ?? (await browser().newContext({ viewport, locale: 'de-AT', javaScriptEnabled: false }));
      const page = watched?.page ?? (await context.newPage());
      for (const level of shown) {
        await page.goto(`${baseUrl}${level}`);
        for (const legend of groups) {
          const counts = page
            .locator('fieldset', { has: page.locator('legend', { hasText: legend }) })
            .first()
            .locator('.choice__count');
          await expect
            .poll(() => counts.count(), { message: `${legend} on ${level} at ${viewport.width} px, JavaScript ${javaScript ? 'on' : 'off'}` })
            .toBeGreaterThan(0);
        }
      }
      expect(watched?.problems ?? []).toEqual([]);
      await context.close();
    }
  });

  it('refreshes ad slots about 3 s after the search changes; targeting carries a random number', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    const slot = page.locator('[data-ad-slot="list-2"]');
    await expect.poll(async () => JSON.parse((await slot.getAttribute('data-ad-targeting')) ?? '{}').rnd).toMatch(/^\d{1,2}$/);
    await expect.poll(() => slot.getAttribute('data-ad-refreshes')).toBe('0');
    await page.getByRole('checkbox', { name: /^Diesel/ }).check();
    await page.waitForURL(/fuel=D/);
    const changedAt = Date.now();
    await expect.poll(() => slot.getAttribute('data-ad-refreshes'), { timeout: 8000 }).toBe('1');
    expect(Date.now() - changedAt).toBeGreaterThan(2000);
    expect(JSON.parse((await slot.getAttribute('data-ad-targeting')) ?? '{}').fuel).toBe('D');
    await context.close();
  });
});

describe('city field (SPEC §4, §5)', () => {
  it('suggests places, stores the picked city with coordinates and enables the radius (preset 50 km)', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    const city = page.getByRole('combobox', { name: 'Ort oder PLZ' });
    const radius = page.locator('#filter-radius');
    await expect.poll(() => city.getAttribute('placeholder')).toBe('z.B. Wien oder 1010');
    await expect.poll(() => city.getAttribute('maxlength')).toBe('50');
    await expect.poll(() => radius.isDisabled()).toBe(true);

    await city.pressSequentially('Gra');
    const suggestions = page.getByRole('listbox', { name: 'Ort oder PLZ' }).getByRole('option');
    await suggestions.first().waitFor();
    await expect.poll(() => suggestions.first().textContent()).toBe('8010 Graz');
    await suggestions.first().click();
    await page.waitForURL(/city=/);
    expect(path(page)).toBe('/angebote/?city=8010 Graz||47.0707||15.4395&radius=50');
    await expect.poll(() => radius.isDisabled()).toBe(false);
    await expect.poll(() => radius.inputValue()).toBe('50');
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toEqual(['8010 Graz (50 km)×']);
    const near = await apiTotal('zip=8010 Graz&lat=47.0707&lon=15.4395&zipr=50');
    await expect.poll(() => headlineCount(page)).toBe(near);

    await radius.selectOption('150');
    await page.waitForURL(/radius=150/);
    await expect.poll(() => headlineCount(page)).toBeGreaterThan(near);

    await city.fill('');
    await city.press('Tab');
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => radius.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows 'Unbekannte Stadt oder PLZ' for text without suggestions or when suggestions fail", async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    const city = page.getByRole('combobox', { name: 'Ort oder PLZ' });
    await city.pressSequentially('Qxqxq');
    await page.getByText('Unbekannte Stadt oder PLZ', { exact: true }).waitFor();
    await expect.poll(() => city.getAttribute('aria-invalid')).toBe('true');

    await page.route('**/api/geocode/suggestions/**', (route) => route.fulfill({ status: 503, body: '' }));
    await city.fill('');
    await city.pressSequentially('Linz');
    await page.getByText('Unbekannte Stadt oder PLZ', { exact: true }).waitFor();
    await context.close();
  });

  it('keeps the city without coordinates when the coordinate lookup fails', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.route('**/api/geocode/latLon/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    const city = page.getByRole('combobox', { name: 'Ort oder PLZ' });
    await city.pressSequentially('Linz');
    const first = page.getByRole('listbox', { name: 'Ort oder PLZ' }).getByRole('option').first();
    await first.waitFor();
    const label = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/city=/);
    expect(path(page)).toBe(`/angebote/?city=${label}&radius=50`);
    expect(await headlineCount(page)).toBeGreaterThan(0);
    await context.close();
  });
});
