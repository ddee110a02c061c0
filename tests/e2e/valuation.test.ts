/**
 * Issue 28 as a seller and a buyer see it: 'Fahrzeugwert berechnen' step by step without JavaScript
 * at 320 px and in place with JavaScript at 1280 px (the same answer, axe on both), the comparables
 * it links to, saving it in the browser; the private-sale contract PDF filled from the inputs; a
 * 'Wertalarm' set and confirmed by the mail's link and unsubscribed by the page's button (these two on
 * both databases); the sell page led by the valuation; and for 200 random rated cars the comparables list's total is the
 * rating's count.
 */
import fs from 'node:fs';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DialectName } from '#src/db/connect.server.ts';
import type { Database } from '#src/db/schema.ts';
import { comparablesFiltersOf } from '#src/domain/pricing/comparables.ts';
import type { VehicleDetail } from '#src/domain/listing/listing-types.ts';
import { toBackendQuery } from '#src/domain/search/search-filters.ts';
import { MAKES } from '#src/domain/taxonomy/vehicle-catalogue.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { startDialectServer, type DialectServer } from '../support/dialect-server.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { headlineCount } from './search-helpers.ts';
import { axeOn } from '../support/axe.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
const NARROW = { width: 320, height: 800 } as const;
const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

interface Subject {
  makeId: number;
  modelId: number;
  freg: string;
  fuel: string;
  powerKw: number;
  gearbox: number;
  bodyType: number;
  mileage: number;
}

/** The inputs of a car for sale that has a grade like for like: a valuation of the same car finds comparables too. */
async function subjectOf(database: Kysely<Database>): Promise<Subject> {
  const car = await database
    .selectFrom('listings as l')
    .innerJoin('listing_price_ratings as r', 'r.listing_id', 'l.id')
    .select([
      'l.make_id as makeId',
      'l.model_id as modelId',
      'l.first_registration as freg',
      'l.fuel',
      'l.power_kw as powerKw',
      'l.transmission_id as gearbox',
      'l.body_type_id as bodyType',
      'l.mileage',
    ])
    .where('l.status', '=', 'active')
    .where('r.grade', 'is not', null)
    .where('r.match_level', '=', 'like-for-like')
    .where('r.comparables_count', '>=', 12)
    .where('l.transmission_id', 'is not', null)
    .orderBy('r.comparables_count', 'desc')
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...car, freg: car.freg ?? '', gearbox: car.gearbox ?? 0, bodyType: car.bodyType ?? 0 };
}

/** The subject car on the shared server's database. */
const subject = () => subjectOf(new Kysely<Database>({ dialect: new SqliteDialect({ database: db() }) }));

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await axeOn(page).include('main').analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * The closest comparables the answer names (issue 36 §5): a table under its own heading with 3–5 cars
 * of the model, each with year, km, price and days online, linked while for sale, 'verkauft am' once
 * sold; a link opens the car's detail page.
 */
async function expectClosestComparables(page: Page, car: Subject): Promise<void> {
  const region = page.getByRole('region', { name: 'Die ähnlichsten Vergleichsfahrzeuge' });
  const rows = region.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  const name = `${MAKES.find((m) => m.id === car.makeId)?.name} ${MAKES.find((m) => m.id === car.makeId)?.models.find((m) => m.id === car.modelId)?.name}`;
  for (const cells of await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')))) {
    expect(cells[0]).toBe(name);
    expect(cells[1]).toMatch(/^(19|20)\d\d$/);
    expect(cells[2]).toMatch(/^[\d.]+ km$/);
    expect(cells[3]).toMatch(/^€ [\d.]+$/);
    expect(cells[4]).toMatch(/^\d+$/);
    expect(cells[5]).toMatch(/^(verkauft am \d\d\.\d\d\.\d{4}|im Angebot)$/);
  }
  expect(await region.locator('tbody th a').count()).toBe(await region.getByRole('cell', { name: 'im Angebot' }).count());
}

describe('Fahrzeugwert berechnen', () => {
  it('values a car step by step without JavaScript at 320 px, and in place with JavaScript at 1280 px, with the same answer', async () => {
    const car = await subject();
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
    // What moved the value (issue 36 §5): the largest effects, each with its figures.
    const factors = await p.locator('.valuation-answer__factors li strong').allTextContents();
    expect(factors.length).toBeGreaterThanOrEqual(1);
    for (const f of factors) expect(f).toMatch(/^[^:]+: [+−]€ [\d.]+00$/);
    // The page's address is the permalink: it names every input.
    const permalink = new URL(p.url());
    expect(Object.fromEntries(['freg', 'km', 'fuel', 'powerkw', 'gear', 'body'].map((k) => [k, permalink.searchParams.get(k)]))).toEqual({
      freg: car.freg,
      km: String(car.mileage),
      fuel: car.fuel,
      powerkw: String(car.powerKw),
      gear: String(car.gearbox),
      body: String(car.bodyType),
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

/** The valuation's permalink query of a subject car. */
const inputsOf = (car: Subject) =>
  new URLSearchParams({
    mmm: `${car.makeId}|${car.modelId}`,
    freg: car.freg,
    km: String(car.mileage),
    fuel: car.fuel,
    powerkw: String(car.powerKw),
    gear: String(car.gearbox),
    body: String(car.bodyType),
  }).toString();

/**
 * The text a PDF draws: pdf-lib compresses its page streams and writes standard-font text as hex
 * strings (WinAnsi), so each stream is inflated and its `<…> Tj` strings decoded.
 */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe('selling with the valuation', () => {
  it('leads the sell page with the valuation: its short form opens the valuation with the make', async () => {
    const car = await subject();
    const plain = await browser().newContext({ viewport: { width: 320, height: 800 }, locale: 'de-AT', javaScriptEnabled: false });
    const p = await plain.newPage();
    await p.goto(`${baseUrl}/auto-verkaufen/`);
    expect(await p.locator('main').getByRole('heading', { level: 2 }).first().textContent()).toBe('Wie finde ich den richtigen Preis?');
    expect(await p.getByRole('heading', { name: 'Drei Wege, Ihr Auto zu verkaufen' }).count()).toBe(1);
    await p.getByLabel('Marke Ihres Autos').selectOption(String(car.makeId));
    await p.getByRole('button', { name: 'Fahrzeugwert berechnen' }).click();
    await p.waitForURL(/\/fahrzeugbewertung\/\?make=/);
    expect(await p.locator('form.valuation-form').getByLabel('Modell', { exact: true }).count()).toBe(1);
    await plain.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`passes axe on the valuation result and the sell page at ${viewport.width} px`, async () => {
      const car = await subject();
      const { page, context, problems } = await openWatchedPage(browser(), viewport);
      for (const path of [`/fahrzeugbewertung/?${inputsOf(car)}`, '/auto-verkaufen/']) {
        await page.goto(`${baseUrl}${path}`);
        if (path.startsWith('/fahrzeugbewertung/')) await expectClosestComparables(page, car);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

/**
 * Selling with the valuation on both databases (each run has its own server with the e2e seed): the
 * private-sale contract and a 'Wertalarm' confirmed by its e-mail's link.
 */
describe.each(DIALECTS)('selling with the valuation (%s)', (dialect) => {
  let site: DialectServer & { subject(): Promise<Subject> };
  beforeAll(async () => {
    const server = await startDialectServer(dialect, { SEED_LISTINGS: '4000' });
    site = { ...server, subject: () => subjectOf(server.db) };
  }, 300_000);
  afterAll(async () => {
    await site?.close();
  });

  it('downloads the private-sale contract as a PDF carrying the inputs', async () => {
    const car = await site.subject();
    const make = MAKES.find((m) => m.id === car.makeId);
    const model = make?.models.find((m) => m.id === car.modelId);
    const { page, context, problems } = await openWatchedPage(browser(), DESKTOP);
    await page.goto(`${site.url}/fahrzeugbewertung/?${inputsOf(car)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Kaufvertrag für den Privatverkauf (PDF)' }).click()]);
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const res = await fetch(`${site.url}/fahrzeugbewertung/kaufvertrag.pdf?${inputsOf(car)}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // It opens (a PDF reader parses it) and names the car.
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Kaufvertrag ${make?.name} ${model?.name}`);
    const text = pdfText(bytes);
    const [year, month] = car.freg.split('-');
    expect(text).toContain(make?.name);
    expect(text).toContain(model?.name);
    expect(text).toContain(`${month}/${year}`);
    expect(text).toContain(`${car.mileage.toLocaleString('de-AT').replace(/\s/g, '.')} km`);
    // Umlauts and the warranty clause print in WinAnsi.
    expect(text).toContain('Gewährleistung');
    expect(text).toContain('Käufer');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sets a 'Wertalarm', confirms it by the e-mail's link and unsubscribes by the page's button", async () => {
    const car = await site.subject();
    const mail = `wertalarm-${Date.now()}@example.at`;
    const { page, context, problems } = await openWatchedPage(browser(), PHONE);
    await page.goto(`${site.url}/fahrzeugbewertung/?${inputsOf(car)}`);
    await page.getByLabel('E-Mail-Adresse für den Wertalarm').fill(mail);
    await page.getByRole('button', { name: 'Wertalarm aktivieren' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Ihr Wertalarm wurde gespeichert!' }).count()).toBe(1);
    const confirmationText = async () =>
      (
        await site.db
          .selectFrom('outbox_messages')
          .select('text_body')
          .where('kind', '=', 'value-alert-confirmation')
          .where('recipient', '=', mail)
          .executeTakeFirst()
      )?.text_body ?? '';
    await expect.poll(confirmationText, { timeout: 10_000, interval: 100 }).toContain('/fahrzeugbewertung/wertalarm/bestaetigen/');
    const confirmPath = /https?:\/\/[^/\s]+(\/fahrzeugbewertung\/wertalarm\/bestaetigen\/[A-Za-z0-9_-]+)/.exec(await confirmationText())?.[1];
    expect(confirmPath).toBeDefined();
    await page.goto(`${site.url}${confirmPath}`);
    // Opening the link confirms nothing (issue 37 point 7); the page's button does.
    await page.getByRole('button', { name: 'Wertalarm bestätigen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ihr Wertalarm ist bestätigt');
    expect(problems).toEqual([]);
    await context.close();

    // The unsubscribe page without JavaScript: a plain POST button.
    const plain = await browser().newContext({ viewport: PHONE, locale: 'de-AT', javaScriptEnabled: false });
    const p = await plain.newPage();
    await p.goto(`${site.url}${confirmPath?.replace('/bestaetigen/', '/abbestellen/')}`);
    await p.getByRole('button', { name: 'Wertalarm abbestellen' }).click();
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('Wertalarm abbestellt');
    await plain.close();
  });
});

describe('like-for-like price rating', () => {
  it("lists exactly the rating's count of cars behind 'Vergleichbare Fahrzeuge ansehen', for 200 random rated cars", async () => {
    const ids = (
      db()
        .prepare(
          `SELECT r.listing_id AS id FROM listing_price_ratings r JOIN listings l ON l.id = r.listing_id WHERE r.grade IS NOT NULL AND l.status = 'active' ORDER BY random() LIMIT 200`,
        )
        .all() as { id: number }[]
    ).map((r) => r.id);
    expect(ids.length).toBe(200);
    const mismatches: string[] = [];
    for (const id of ids) {
      const detail = (await (await fetch(`${baseUrl}/api/v2/listings/${id}`)).json()) as VehicleDetail;
      const filters = comparablesFiltersOf(detail);
      if (!filters || detail.priceRating.grade === null) {
        mismatches.push(`${id}: no comparables search`);
        continue;
      }
      const search = (await (await fetch(`${baseUrl}/api/v2/search-listings?${toBackendQuery(filters, { pageSize: 1 }).toString()}`)).json()) as {
        metadata: { totalItems: number };
      };
      if (search.metadata.totalItems !== detail.priceRating.listedCount)
        mismatches.push(`${id}: list ${search.metadata.totalItems}, rating ${detail.priceRating.listedCount}`);
    }
    expect(mismatches).toEqual([]);
  });
});
