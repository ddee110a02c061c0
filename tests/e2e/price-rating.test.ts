/**
 * Issue 17 §1–2 as a buyer sees it: the grade badge on cards, the detail page's scale with market
 * value and comparables, the comparables' result list, the 'Preisbewertung' filter with its tag (also
 * without JavaScript), the compare row and the methodology page with the published figures (issue 36:
 * with the days to sell's calibration per price band).
 */
import type SQLite from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { formatNumber, formatPrice } from '#src/domain/format/number-format.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { bodyGroupOf, comparableWindow, gearboxGroupOf } from '#src/domain/pricing/comparables.ts';
import { gradeDefinition, NO_RATING_LABEL, type PriceGrade } from '#src/domain/pricing/price-rating.ts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { headlineCount, openSearchPage } from './search-helpers.ts';
import { axeOn } from '../support/axe.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

interface RatedCar {
  id: number;
  title: string;
  price: number;
  grade: PriceGrade;
  marketValue: number;
  comparables: number;
  makeId: number;
  modelId: number;
  fuel: string;
  firstRegistration: string;
  mileage: number;
  powerKw: number;
  yearSpan: number;
  match: string;
  gearbox: number | null;
  bodyType: number;
  forSale: number;
}

const ACTIVE = `l.status = 'active' AND l.expires_at > @now`;

/** A car for sale with a grade of the given kind, lowest id first (other files pick from the newest ids). */
function ratedCar(database: SQLite.Database, where = 'r.grade IS NOT NULL'): RatedCar {
  const row = database
    .prepare(
      `SELECT l.id, l.title, l.price, r.grade, r.market_value AS marketValue, r.comparables_count AS comparables, l.make_id AS makeId, l.model_id AS modelId, l.fuel,
              l.first_registration AS firstRegistration, l.mileage, l.power_kw AS powerKw, r.year_span AS yearSpan,
              r.match_level AS match, l.transmission_id AS gearbox, l.body_type_id AS bodyType, r.for_sale_count AS forSale
         FROM listings l JOIN listing_price_ratings r ON r.listing_id = l.id
        WHERE ${ACTIVE} AND ${where} ORDER BY l.id LIMIT 1`,
    )
    .get({ now: new Date().toISOString() }) as RatedCar | undefined;
  if (!row) throw new Error(`the seed has no rated car where ${where}`);
  return row;
}

/** The car's comparables for sale now, by the published rule (same model and fuel, like for like the gearbox and body group, the window of its stored year span). */
function activeComparableIds(database: SQLite.Database, car: RatedCar): number[] {
  const w = comparableWindow({ registrationYear: Number(car.firstRegistration.slice(0, 4)), mileage: car.mileage, powerKw: car.powerKw }, car.yearSpan);
  const gearboxes = car.match === 'like-for-like' ? gearboxGroupOf(car.gearbox) : null;
  const kind =
    car.match === 'like-for-like'
      ? ` AND l.body_type_id IN (${bodyGroupOf(car.bodyType).join(',')})${gearboxes ? ` AND l.transmission_id IN (${gearboxes.join(',')})` : ''}`
      : '';
  const rows = database
    .prepare(
      `SELECT l.id FROM listings l
        WHERE ${ACTIVE} AND l.model_id = @model AND l.fuel = @fuel AND l.id <> @id AND l.had_accident = 0 AND l.offer_type IN ('U', 'J', 'D')
          AND CAST(substr(l.first_registration, 1, 4) AS INTEGER) BETWEEN @regFrom AND @regTo
          AND l.mileage BETWEEN @kmFrom AND @kmTo AND l.power_kw BETWEEN @powerFrom AND @powerTo${kind}`,
    )
    .all({ now: new Date().toISOString(), model: car.modelId, fuel: car.fuel, id: car.id, ...w }) as { id: number }[];
  return rows.map((r) => r.id);
}

/** Every car id of a result list, page by page (server HTML, 20 per page). */
async function resultIds(href: string, pages: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let p = 1; p <= pages; p++) {
    const url = new URL(href, baseUrl);
    if (p > 1) url.searchParams.set('page', String(p));
    const html = await (await fetch(url)).text();
    for (const m of html.matchAll(/data-listing-id="(\d+)"/g)) ids.add(Number(m[1]));
  }
  return ids;
}

describe('price rating', () => {
  it('shows the grade as a text badge on the result card', async () => {
    const car = ratedCar(db());
    const { page, context, problems } = await openSearchPage(browser(), PHONE);
    // its model at its price: a short list that holds it (the address redirects to the model's path)
    await page.goto(`${baseUrl}/angebote/?make=${car.makeId}&model=${car.modelId}&pricefrom=${car.price}&priceto=${car.price}`);
    const badge = page.locator(`article[data-listing-id="${car.id}"] .price-badge`);
    const label = gradeDefinition(car.grade).label;
    // words for everyone (a screen reader hears what the badge is about), and a colour
    expect((await badge.textContent())?.replace(/\s+/g, ' ').trim()).toBe(`Preisbewertung: ${label}`);
    await expect.poll(() => badge.evaluate((el) => getComputedStyle(el).getPropertyValue('background-color'))).not.toBe('rgba(0, 0, 0, 0)');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the scale with the market value and the comparables on the detail page, and they pass axe', async () => {
    const car = ratedCar(db());
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, problems } = await openSearchPage(browser(), viewport);
      await page.goto(`${baseUrl}${detailPath(car.title, car.id)}`);
      const section = page.getByRole('region', { name: 'Preisbewertung' });
      const label = gradeDefinition(car.grade).label;
      // The scale is a list of the five grades, the car's one marked: what a screen reader hears.
      const scale = section.getByRole('list', { name: /Skala der Preisbewertung/ });
      await expect.poll(() => scale.getByRole('listitem').count()).toBe(5);
      expect((await scale.locator('[aria-current="true"]').textContent())?.trim()).toBe(`${label} (dieses Fahrzeug)`);
      await expect.poll(() => section.getByText(`Marktwert ca. ${formatPrice(car.marketValue)}`).count()).toBe(1);
      await expect.poll(() => section.getByText(`Basierend auf ${formatNumber(car.comparables)} vergleichbaren Fahrzeugen`).count()).toBe(1);
      await expect.poll(() => section.locator('.price-scale__mark').isVisible()).toBe(true);
      // the badge beside the price leads down to the scale
      await expect.poll(() => page.locator('.detail__price-block a.price-badge-link').getAttribute('href')).toBe('#preisbewertung');
      await expect.poll(() => section.getByRole('link', { name: 'So bewerten wir Preise', exact: true }).getAttribute('href')).toBe('/so-bewerten-wir-preise/');
      const axe = await axeOn(page).include('#preisbewertung').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('leads to a result list that holds exactly the car and its comparables for sale', async () => {
    const car = ratedCar(db());
    const comparables = activeComparableIds(db(), car);
    expect(comparables.length).toBe(car.forSale);
    const { page, context, problems } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}${detailPath(car.title, car.id)}`);
    await page.getByRole('link', { name: 'Vergleichbare Fahrzeuge ansehen' }).click();
    await page.waitForURL(/\/angebote\//);
    const total = await headlineCount(page);
    expect(total).toBe(comparables.length + 1);
    const shown = await resultIds(page.url(), Math.ceil(total / 20));
    expect(comparables.filter((id) => !shown.has(id))).toEqual([]);
    expect(shown.has(car.id)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("says 'Keine Preisbewertung' and why for a car without a grade", async () => {
    const car = ratedCar(db(), `r.grade IS NULL AND r.reason = 'too-few-comparables'`);
    const { page, context } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}${detailPath(car.title, car.id)}`);
    const section = page.getByRole('region', { name: 'Preisbewertung' });
    await expect.poll(() => section.getByText(NO_RATING_LABEL, { exact: true }).count()).toBe(1);
    await expect.poll(() => section.getByText('Zu wenige vergleichbare Fahrzeuge für eine verlässliche Bewertung.').count()).toBe(1);
    await context.close();
  });

  it("narrows the result list by 'Preisbewertung', shows a tag and keeps it in the URL", async () => {
    const { page, context, problems } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/angebote/`);
    const all = await headlineCount(page);
    const group = page.getByRole('group', { name: 'Preisbewertung' });
    await expect.poll(() => group.getByRole('checkbox').count()).toBe(5);
    await group.getByRole('checkbox', { name: /^Sehr guter Preis/ }).check();
    await page.waitForURL(/pricerating=1/);
    await expect.poll(() => headlineCount(page)).toBeLessThan(all);
    const tag = page.locator('[data-filter-tag="pricerating-1"]');
    expect((await tag.textContent())?.replace('×', '').trim()).toBe('Sehr guter Preis');
    const badges = await page.locator('.result-list article .price-badge').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((b) => b.includes('Sehr guter Preis'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters by grade without JavaScript too', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/angebote/`);
    await page
      .getByRole('group', { name: 'Preisbewertung' })
      .getByRole('checkbox', { name: /^Hoher Preis/ })
      .check();
    await page
      .locator('#search-filters')
      .getByRole('button', { name: /Treffer anzeigen/ })
      .click();
    await page.waitForURL(/pricerating=5/);
    await expect.poll(() => page.locator('[data-filter-tag="pricerating-5"]').count()).toBe(1);
    const badges = await page.locator('.result-list article .price-badge').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((b) => b.includes('Hoher Preis'))).toBe(true);
    await context.close();
  });

  it('has a grade row on the compare page', async () => {
    const ids = (
      db()
        .prepare(
          `SELECT l.id FROM listings l JOIN listing_price_ratings r ON r.listing_id = l.id WHERE ${ACTIVE} AND r.grade IS NOT NULL ORDER BY l.id LIMIT 3`,
        )
        .all({ now: new Date().toISOString() }) as { id: number }[]
    ).map((r) => r.id);
    const { page, context } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/vergleichen/?carIds=${ids.join(',')}`);
    const row = page.locator('tr[data-row="price-rating"]');
    await expect.poll(() => row.getByRole('rowheader').textContent()).toBe('Preisbewertung');
    await expect.poll(() => row.locator('.price-badge').count()).toBe(3);
    await context.close();
  });

  it("publishes the method, the thresholds and the evaluation's figures on 'So bewerten wir Preise'", async () => {
    const { page, context, problems } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/so-bewerten-wir-preise/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('So bewerten wir Preise');
    const grades = page.getByRole('region', { name: 'Die fünf Bewertungen' });
    await expect.poll(() => grades.getByRole('row').count()).toBe(6);
    const accuracy = page.getByRole('region', { name: 'Wie genau die Schätzung ist' });
    await expect.poll(() => accuracy.locator('dd').first().textContent()).toMatch(/^\d+,\d %$/);
    await expect.poll(() => accuracy.getByText(/^Stand:/).count()).toBe(1);
    await expect.poll(() => accuracy.getByRole('table').getByRole('row').count()).toBe(6);
    // Issue 36 §1: the days to sell's calibration per price band, from the evaluation.
    const days = page
      .getByRole('region', { name: 'Wie genau die Fahrzeugbewertung und die Verkaufsdauer sind' })
      .getByRole('table', { name: /^Verkaufsdauer nach Preis/ });
    await expect
      .poll(() => days.getByRole('rowheader').allTextContents())
      .toEqual(['Unter dem Marktwert (mehr als 2,5 % darunter)', 'Am Marktwert (±2,5 %)', 'Über dem Marktwert (mehr als 2,5 % darüber)']);
    await expect.poll(() => days.getByRole('cell').first().textContent()).toMatch(/^\d+,\d %$/);
    await expect.poll(() => page.locator('footer').getByRole('link', { name: 'So bewerten wir Preise' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
