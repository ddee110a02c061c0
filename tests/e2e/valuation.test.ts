/**
 * Issue 28 as a seller and a buyer see it: 'Fahrzeugwert berechnen' step by step without JavaScript
 * at 320 px and in place with JavaScript at 1280 px (the same answer, axe on both), the comparables
 * it links to, saving it in the browser; and for 200 random rated cars the comparables list's total
 * is the rating's count.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { comparablesFiltersOf } from '#src/domain/pricing/comparables.ts';
import type { VehicleDetail } from '#src/domain/listing/listing-types.ts';
import { toBackendQuery } from '#src/domain/search/search-filters.ts';
import { DESKTOP, openWatchedPage, useBrowser } from '../support/browser.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { headlineCount } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
const NARROW = { width: 320, height: 800 } as const;

interface Subject { makeId: number; modelId: number; freg: string; fuel: string; powerKw: number; gearbox: number; bodyType: number; mileage: number }

/** The inputs of a car for sale that has a grade like for like: a valuation of the same car finds comparables too. */
function subject(): Subject {
  return db()
    .prepare(
      `SELECT l.make_id AS makeId, l.model_id AS modelId, l.first_registration AS freg, l.fuel, l.power_kw AS powerKw, l.transmission_id AS gearbox,
              l.body_type_id AS bodyType, l.mileage
         FROM listings l JOIN listing_price_ratings r ON r.listing_id = l.id
        WHERE l.status = 'active' AND r.grade IS NOT NULL AND r.match_level = 'like-for-like' AND r.comparables_count >= 12 AND l.transmission_id IS NOT NULL
        ORDER BY r.comparables_count DESC, l.id LIMIT 1`,
    )
    .get() as Subject;
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('Fahrzeugwert berechnen', () => {
  it('values a car step by step without JavaScript at 320 px, and in place with JavaScript at 1280 px, with the same answer', async () => {
    const car = subject();
    // Without JavaScript: each 'Weiter' asks the server for the next step.
    const plain = await browser().newContext({ viewport: NARROW, locale: 'de-AT', javaScriptEnabled: false });
    const p = await plain.newPage();
    p.setDefaultTimeout(10_000);
    await p.goto(`${baseUrl}/fahrzeugbewertung/`);
    await p.locator('form.valuation-form').getByLabel('Marke', { exact: true }).selectOption(String(car.makeId));
    await p.getByRole('button', { name: 'Weiter' }).click();
    await p.locator('form.valuation-form').getByLabel('Modell', { exact: true }).selectOption(`${car.makeId}|${car.modelId}`);
    await p.getByRole('button', { name: 'Weiter' }).click();
    await p.locator('form.valuation-form').getByLabel('Erstzulassung (Monat/Jahr)', { exact: true }).fill(car.freg);
    await p.locator('form.valuation-form').getByLabel('Treibstoff', { exact: true }).selectOption(car.fuel);
    await p.getByRole('button', { name: 'Weiter' }).click();
    await p.locator('form.valuation-form').getByLabel('Version (Leistung)', { exact: true }).selectOption(String(car.powerKw));
    await p.locator('form.valuation-form').getByLabel('Getriebe', { exact: true }).selectOption(String(car.gearbox));
    await p.locator('form.valuation-form').getByLabel('Aufbau', { exact: true }).selectOption(String(car.bodyType));
    await p.locator('form.valuation-form').getByLabel('Kilometerstand', { exact: true }).fill(String(car.mileage));
    await p.getByRole('button', { name: 'Fahrzeugwert berechnen' }).click();
    const value = await p.getByTestId('valuation-value').textContent();
    expect(value).toMatch(/^€ [\d.]+$/);
    const range = await p.getByTestId('valuation-range').textContent();
    expect(await p.locator('.valuation-days tbody tr').count()).toBe(3);
    expect(await p.getByText(/^Kilometerstand [\d.]+ km, Vergleichsfahrzeuge im Mittel/).count()).toBe(1);
    // The page's address is the permalink: it names every input.
    const permalink = new URL(p.url());
    expect(Object.fromEntries(['freg', 'km', 'fuel', 'powerkw', 'gear', 'body'].map((k) => [k, permalink.searchParams.get(k)]))).toEqual({
      freg: car.freg, km: String(car.mileage), fuel: car.fuel, powerkw: String(car.powerKw), gear: String(car.gearbox), body: String(car.bodyType),
    });
    // Nothing is wider than the phone.
    expect(await p.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    await plain.close();

    // The permalink at 320 px with JavaScript: the same answer, and axe passes.
    const narrow = await openWatchedPage(browser(), NARROW);
    await narrow.page.goto(permalink.toString());
    expect(await narrow.page.getByTestId('valuation-value').textContent()).toBe(value);
    expect(await axeViolations(narrow.page)).toEqual([]);
    expect(narrow.problems).toEqual([]);
    await narrow.context.close();

    // With JavaScript: every choice updates the same form in place, no full page load.
    const { page, context, problems } = await openWatchedPage(browser(), DESKTOP);
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/fahrzeugbewertung/`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('form.valuation-form').getByLabel('Marke', { exact: true }).selectOption(String(car.makeId));
    await page.locator('form.valuation-form').getByLabel('Modell', { exact: true }).selectOption(`${car.makeId}|${car.modelId}`);
    await page.locator('form.valuation-form').getByLabel('Erstzulassung (Monat/Jahr)', { exact: true }).fill(car.freg);
    await page.locator('form.valuation-form').getByLabel('Treibstoff', { exact: true }).selectOption(car.fuel);
    await page.locator('form.valuation-form').getByLabel('Version (Leistung)', { exact: true }).selectOption(String(car.powerKw));
    await page.locator('form.valuation-form').getByLabel('Getriebe', { exact: true }).selectOption(String(car.gearbox));
    await page.locator('form.valuation-form').getByLabel('Aufbau', { exact: true }).selectOption(String(car.bodyType));
    await page.locator('form.valuation-form').getByLabel('Kilometerstand', { exact: true }).fill(String(car.mileage));
    await page.getByRole('button', { name: 'Fahrzeugwert berechnen' }).click();
    await expect.poll(() => page.getByTestId('valuation-value').textContent()).toBe(value);
    expect(await page.getByTestId('valuation-range').textContent()).toBe(range);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // 'Bewertung speichern' keeps it in this browser.
    await page.getByRole('button', { name: 'Bewertung speichern' }).click();
    await expect.poll(() => page.locator('.saved-valuations__list li').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('.saved-valuations__list li').count()).toBe(1);

    // The comparables: a result list with as many cars as the answer says are for sale.
    const link = page.getByRole('link', { name: /^Vergleichsfahrzeuge im Angebot ansehen/ });
    const forSale = Number((await link.textContent())?.match(/\((\d+)\)/)?.[1]);
    await link.click();
    await page.waitForURL(/\/angebote\//);
    expect(await headlineCount(page)).toBe(forSale);
    expect(problems).toEqual([]);
    await context.close();
    // Two journeys of a dozen page loads each, on a shared machine.
  }, 120_000);

  it('is what the home banner opens, in a new tab', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toMatch(/<a class="button valuation-banner__cta" href="\/fahrzeugbewertung\/" target="_blank"/);
  });
});

describe('like-for-like price rating', () => {
  it("lists exactly the rating's count of cars behind 'Vergleichbare Fahrzeuge ansehen', for 200 random rated cars", async () => {
    const ids = (db().prepare(`SELECT r.listing_id AS id FROM listing_price_ratings r JOIN listings l ON l.id = r.listing_id WHERE r.grade IS NOT NULL AND l.status = 'active' ORDER BY random() LIMIT 200`).all() as { id: number }[]).map((r) => r.id);
    expect(ids.length).toBe(200);
    const mismatches: string[] = [];
    for (const id of ids) {
      const detail = (await (await fetch(`${baseUrl}/api/v2/listings/${id}`)).json()) as VehicleDetail;
      const filters = comparablesFiltersOf(detail);
      if (!filters || detail.priceRating.grade === null) {
        mismatches.push(`${id}: no comparables search`);
        continue;
      }
      const search = (await (await fetch(`${baseUrl}/api/v2/search-listings?${toBackendQuery(filters, { pageSize: 1 }).toString()}`)).json()) as { metadata: { totalItems: number } };
      if (search.metadata.totalItems !== detail.priceRating.listedCount) mismatches.push(`${id}: list ${search.metadata.totalItems}, rating ${detail.priceRating.listedCount}`);
    }
    expect(mismatches).toEqual([]);
  });
});
