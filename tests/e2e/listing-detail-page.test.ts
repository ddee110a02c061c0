/**
 * The car detail page in Chromium: address and canonical link, not-found and sold answers, SEO data,
 * the empty-row rule, the seller box of every tier and of a private seller, sharing and printing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { titleSlug } from '#src/domain/listing/title-slug.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { pickCar, updateCar } from '../support/listing-detail-fixtures.ts';
import { markSold, useTestDb } from '../support/watch-list-fixtures.ts';

/** The schema.org Car node's fields the assertions read. */
interface StructuredCar {
  name: string;
  offers: { '@type': string; priceCurrency: string };
  aggregateRating: { '@type': string; reviewCount: number };
}

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

const attr = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);
const sellerBox = (page: Page) => page.locator('.seller-box');

describe('address, canonical link and errors', () => {
  it('serves the slugged address, a dash and a wrong title alike, with the canonical link built from the car', async () => {
    const car = pickCar(db(), "l.title GLOB '*[^A-Za-z0-9 ]*'");
    const expected = `/fahrzeuge/${titleSlug(car.title)}/${car.id}`;
    expect(expected).toMatch(/^\/fahrzeuge\/[a-z0-9]+(-[a-z0-9]+)*\/\d+$/);
    const { page, context, problems } = await openWatchedPage(browser());
    for (const path of [car.path, `/fahrzeuge/-/${car.id}`, `/fahrzeuge/ganz-anderer-titel/${car.id}`]) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      expect(new URL((await attr(page, 'link[rel="canonical"]', 'href')) ?? '').pathname).toBe(expected);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(car.title);
      // Leaving while photos still load would abort them and count as failed requests.
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("answers an unknown car with 'Fahrzeug nicht gefunden' (404, noindex) and a sold one with 410", async () => {
    const { page, context } = await openWatchedPage(browser());
    const missing = await page.goto(`${baseUrl}/fahrzeuge/-/987654321`);
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Fahrzeug nicht gefunden');
    expect(await attr(page, 'meta[name="robots"]', 'content')).toBe('noindex,follow');
    expect((await page.goto(`${baseUrl}/fahrzeuge/-/abc`))?.status()).toBe(404);

    const car = pickCar(db());
    markSold(db(), car.id);
    const gone = await page.goto(`${baseUrl}${car.path}`);
    expect(gone?.status()).toBe(410);
    await expect.poll(() => page.getByText('Das gesuchte Fahrzeug ist leider nicht mehr verfügbar!').count()).toBe(1);
    expect(await attr(page, 'meta[name="robots"]', 'content')).toBe('noindex,follow');
    await context.close();
  });
});

describe('SEO data', () => {
  it('writes the description sentence, Open Graph image and Car/Offer/AggregateRating JSON-LD', async () => {
    const car = pickCar(
      db(),
      'l.photo_count > 0 AND EXISTS (SELECT 1 FROM model_ratings r WHERE r.make_id = l.make_id AND r.model_id = l.model_id AND r.count > 0) AND l.mileage > 0',
    );
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    const description = await attr(page, 'meta[name="description"]', 'content');
    expect(description).toMatch(
      new RegExp(`^Den ${car.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(EZ: \\d{4}\\) mit [\\d.]+ km und [\\d.]+ PS für € [\\d.]+( in .+)? kaufen\\.$`),
    );
    expect(await attr(page, 'meta[property="og:image"]', 'content')).toMatch(new RegExp(`^https?://.+/images/listings/${car.id}/0-big\\.jpeg`));

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.flatMap((text) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph']);
    const vehicle = graph.find((n) => n['@type'] === 'Car') as unknown as StructuredCar;
    expect(vehicle.name).toBe(car.title);
    expect(vehicle.offers['@type']).toBe('Offer');
    expect(vehicle.offers.priceCurrency).toBe('EUR');
    expect(vehicle.aggregateRating['@type']).toBe('AggregateRating');
    expect(vehicle.aggregateRating.reviewCount).toBeGreaterThan(0);
    expect(graph.some((n) => n['@type'] === 'BreadcrumbList')).toBe(true);
    // The visible rating agrees with the structured one.
    await expect.poll(() => page.locator('.detail__rating .star-rating__count').textContent()).toContain(String(vehicle.aggregateRating.reviewCount));
    await context.close();
  });
});

describe('vehicle data', () => {
  it('shows a row only when its value is non-empty, power as PS (kW)', async () => {
    const car = pickCar(db(), 'l.body_color_id IS NOT NULL AND l.doors IS NOT NULL');
    updateCar(db(), car.id, { body_color_id: null, doors: null, empty_weight: 0, offer_reference: '', co2: null, upholstery_id: null, original_market: null });
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    const labels = await page.locator('.basic-info dt').allTextContents();
    for (const shown of ['Erstzulassung', 'Leistung', 'Treibstoff', 'Aufbau', 'Unfallfahrzeug']) expect(labels).toContain(shown);
    for (const hidden of ['Farbe', 'Türen', 'Leergewicht', 'Angebotsnummer', 'CO₂-Emissionen', 'Innenausstattung', 'Ursprungsmarkt'])
      expect(labels).not.toContain(hidden);
    await expect.poll(() => page.locator('.basic-info__row[data-label="Leistung"] dd').textContent()).toMatch(/^[\d.]+ PS \([\d.]+ kW\)$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Innenraum und Herkunft' }).count()).toBe(0);
    await context.close();
  });

  it('shows the description, or the no-description text, the finance example and the valuation banner', async () => {
    const car = pickCar(db(), 'l.price > 5000');
    updateCar(db(), car.id, { description: null });
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    await expect.poll(() => page.getByText('Es tut uns leid, es liegen keine Weiteren Informationen vor').count()).toBe(1);
    const finance = page.locator('.finance-box');
    await expect.poll(() => finance.locator('.finance-box__rate').textContent()).toMatch(/^ab € [\d.]+,\d\d mtl\.$/);
    await expect
      .poll(() => finance.locator('dt').allTextContents())
      .toEqual(['Gesamtbetrag', 'Anzahlung', 'Laufzeit', 'Kreditbetrag', 'Effektiver Jahreszins', 'Sollzinssatz (fix)', 'Monatliche Rate']);
    await expect.poll(() => finance.locator('.finance-widget--insurance').count()).toBe(1);
    await expect.poll(() => page.getByText('Bring dein Auto groß raus! Mit dem richtigen Preis.').count()).toBe(1);
    const valuation = page.getByRole('link', { name: 'Kostenlos Fahrzeugwert berechnen' });
    await expect.poll(() => valuation.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});

interface SellerCase {
  name: string;
  where: string;
  company: boolean;
  logo: boolean;
  ratings: boolean;
  /** shown with call tracking only */
  contactName: 'with call tracking' | false;
  allVehicles: boolean;
}

const sellerCases: SellerCase[] = [
  {
    name: 'T40 dealer with ratings',
    where: "s.type = 'D' AND s.tier = 'T40' AND s.ratings_enabled = 1 AND s.ratings_count > 0",
    company: true,
    logo: false,
    ratings: true,
    contactName: 'with call tracking',
    allVehicles: true,
  },
  {
    name: 'T30 dealer with ratings',
    where: "s.type = 'D' AND s.tier = 'T30' AND s.ratings_enabled = 1 AND s.ratings_count > 0",
    company: true,
    logo: false,
    ratings: true,
    contactName: 'with call tracking',
    allVehicles: true,
  },
  {
    name: 'T20 dealer',
    where: "s.type = 'D' AND s.tier = 'T20' AND s.logo_url IS NOT NULL AND s.ratings_count > 0",
    company: true,
    logo: true,
    ratings: false,
    contactName: false,
    allVehicles: false,
  },
  { name: 'T10 dealer', where: "s.type = 'D' AND s.tier = 'T10'", company: true, logo: false, ratings: false, contactName: false, allVehicles: false },
];

describe('seller box by tier and type (SPEC §2)', () => {
  it.each(sellerCases)('$name', async (c) => {
    const car = pickCar(db(), c.where);
    const seller = db().prepare('SELECT * FROM sellers WHERE id = ?').get(car.sellerId) as Record<string, string | number | null>;
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    const box = sellerBox(page);
    await expect.poll(() => box.locator('.seller-box__name').textContent()).toBe(seller.company_name);
    await expect.poll(() => box.locator('.seller-box__logo').count()).toBe(c.logo ? 1 : 0);
    await expect.poll(() => box.locator('.star-rating').count()).toBe(c.ratings ? 1 : 0);
    if (c.ratings) {
      const stars = Math.min(5, Math.round(Number(seller.ratings_stars) * 2) / 2);
      await expect.poll(() => box.locator('.star-rating__fill').evaluate((el) => (el as HTMLElement).style.width)).toBe(`${stars * 20}%`);
    }
    const contactNameShown = c.contactName === 'with call tracking' && seller.call_tracking === 1;
    await expect.poll(() => box.getByText(`Ansprechpartner: ${seller.contact_name}`).count()).toBe(contactNameShown ? 1 : 0);
    await expect.poll(() => box.locator('.seller-box__location').textContent()).toContain(`${seller.zip} ${seller.city}`);
    await expect.poll(() => box.locator('.seller-box__all a').count()).toBe(c.allVehicles ? 1 : 0);
    const allCars = box.getByRole('link', { name: /^Alle .*Fahrzeuge/ }).first();
    await expect.poll(() => allCars.getAttribute('href')).toBe(`/handlerwagen/?cid=${car.sellerId}`);
    for (const action of ['E-Mail senden', 'Kontakt speichern (vCard)', 'Sicherheitshinweise', 'Adresse anzeigen']) {
      await expect.poll(() => box.getByRole('link', { name: action }).count()).toBe(1);
    }
    await expect
      .poll(() => box.getByRole('link', { name: 'Adresse anzeigen' }).getAttribute('href'))
      .toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    if (seller.homepage) {
      const expected = String(seller.homepage).startsWith('http') ? seller.homepage : `http://${seller.homepage}`;
      await expect.poll(() => box.getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe(expected);
    }
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("private seller: 'Privater Anbieter' with location, no dealer actions", async () => {
    const car = pickCar(db(), "s.type = 'P'");
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    const box = sellerBox(page);
    await expect.poll(() => box.getByRole('heading', { name: 'Privater Anbieter' }).count()).toBe(1);
    await expect.poll(() => box.locator('.seller-box__name, .seller-box__logo, .star-rating').count()).toBe(0);
    for (const dealerOnly of ['Kontakt speichern (vCard)', 'Adresse anzeigen', 'Alle Fahrzeuge']) {
      await expect.poll(() => box.getByRole('link', { name: dealerOnly }).count()).toBe(0);
    }
    await expect.poll(() => box.getByRole('link', { name: 'E-Mail senden' }).getAttribute('href')).toBe('#kontakt');
    await context.close();
  });

  it('keeps the seller box in view on desktop and shows the call/e-mail bar on phones only', async () => {
    const car = pickCar(db(), "s.type = 'D'");
    const { page, context } = await openWatchedPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}${car.path}`);
    await expect.poll(() => page.locator('.contact-bar').isVisible()).toBe(false);
    await page.locator('#kontakt').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await sellerBox(page).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expect.poll(() => sellerBox(page).isVisible()).toBe(true);
    expect((await sellerBox(page).boundingBox())?.y).toBeLessThan(50);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.locator('.contact-bar').isVisible()).toBe(true);
    await context.close();
  });

  it('opens the address in the platform’s map app', async () => {
    const car = pickCar(db(), "s.type = 'D'");
    const context = await browser().newContext({
      viewport: PHONE,
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${car.path}`);
    await expect.poll(() => sellerBox(page).getByRole('link', { name: 'Adresse anzeigen' }).getAttribute('href')).toMatch(/^geo:/);
    await context.close();
  });
});

describe('share and print', () => {
  it('offers e-mail, Facebook, Whatsapp (web on desktop, app on phones) and SMS', async () => {
    const car = pickCar(db());
    const { page, context } = await openWatchedPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}${car.path}`);
    await page.locator('.share-menu summary').click();
    const links = page.locator('.share-menu__list a');
    await expect.poll(() => links.allTextContents()).toEqual(['E-Mail', 'Facebook', 'Whatsapp', 'SMS']);
    const canonical = (await attr(page, 'link[rel="canonical"]', 'href')) ?? '';
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs[0]).toMatch(/^mailto:\?subject=/);
    expect(hrefs[1]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
    expect(hrefs[2]).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?text=/);
    expect(hrefs[3]).toMatch(/^sms:\?&body=/);
    expect(decodeURIComponent(hrefs[3] ?? '')).toContain(canonical);
    await context.close();

    const phone = await browser().newContext({
      viewport: PHONE,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseUrl}${car.path}`);
    await expect.poll(() => phonePage.locator('.share-menu__list a[data-share="whatsapp"]').getAttribute('href')).toMatch(/^whatsapp:\/\/send\?text=/);
    await phone.close();
  });

  it('prints a clean one-page listing', async () => {
    const car = pickCar(db(), "l.photo_count > 3 AND s.type = 'D' AND length(l.equipment_ids) > 60 AND length(l.description) > 200");
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      '.site-header',
      '.site-footer',
      '.contact-form',
      '.gallery__thumbs',
      '.detail__top',
      '.seller-box__call',
      '.error-report',
      '.price-estimation',
    ]) {
      await expect.poll(() => page.locator(hidden).first().isVisible(), { message: hidden }).toBe(false);
    }
    for (const shown of ['h1', '.detail__price', '.basic-info', '.seller-box', '.slides__slide[aria-hidden="false"] img']) {
      await expect.poll(() => page.locator(shown).first().isVisible(), { message: shown }).toBe(true);
    }
    await expect.poll(() => page.locator('.seller-box .print-only .seller-box__phones li').count()).toBeGreaterThan(0);
    // Let the main photo arrive before the PDF is made.
    await page.locator('.slides__slide[aria-hidden="false"] img').evaluate((img: HTMLImageElement) => img.decode());
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBe(1);
    await context.close();
  });
});
