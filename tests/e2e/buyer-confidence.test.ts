/**
 * Issue 27 in Chromium: the phone's first screen of a car page (photo, title, price with its rating
 * badge, key facts and a call link that dials, clear of the sticky bar), the gallery's counter and
 * 'Weitere Fotos' off the photo, and the page of all photos without JavaScript.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { openSearchPage } from './search-helpers.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { axeOn } from '../support/axe.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .boundingBox()
    .then((b) => {
      if (!b) throw new Error(`${selector} is not shown`);
      return b;
    });

async function expectNoAxeViolations(page: Page) {
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A dealer's car with several photos and a price rating, whose first number is not a call-tracking one. */
function ratedCar() {
  return pickCar(
    db(),
    `l.photo_count >= 3 AND s.type = 'D' AND EXISTS (SELECT 1 FROM listing_price_ratings r WHERE r.listing_id = l.id AND r.grade IS NOT NULL)`,
  );
}

function firstCallable(sellerId: number): string {
  const row = db()
    .prepare("SELECT call_to FROM seller_contacts WHERE seller_id = ? AND phone_type NOT IN ('Fax', 'Whatsapp', 'Tracker') ORDER BY position LIMIT 1")
    .get(sellerId) as { call_to: string };
  return row.call_to;
}

describe('car page first screen (issue 27 point 2)', () => {
  it('shows photo, title, price with badge, key facts and a dialling call link within 375×812, above the sticky bar', async () => {
    const car = ratedCar();
    const { page, context, problems } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}${car.path}`);
    const bar = await box(page, '.contact-bar');
    for (const part of ['.gallery__stage', '.detail h1', '.detail__price', '.detail__price-block .price-badge-link', '.detail__facts']) {
      const b = await box(page, part);
      expect(b.y, part).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height, `${part} ends above the sticky bar`).toBeLessThanOrEqual(bar.y);
    }
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
    const call = page.locator('.contact-bar').getByRole('link', { name: 'Anrufen' });
    await expect.poll(() => call.getAttribute('href')).toBe(`tel:${firstCallable(car.sellerId)}`);
    // counter and 'Weitere Fotos' lie below the photo, never on it
    const stage = await box(page, '.gallery__stage');
    for (const part of ['.gallery__counter', '.gallery__more']) expect((await box(page, part)).y, part).toBeGreaterThanOrEqual(stage.y + stage.height);
    await expect.poll(() => page.getByRole('link', { name: /Weitere Fotos/ }).getAttribute('href')).toBe(`${car.path}/fotos`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the counter off the photo at 1280 px', async () => {
    const car = ratedCar();
    const { page, context } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}${car.path}`);
    const stage = await box(page, '.gallery__stage');
    for (const part of ['.gallery__counter', '.gallery__more']) expect((await box(page, part)).y, part).toBeGreaterThanOrEqual(stage.y + stage.height);
    await context.close();
  });

  it.each([PHONE, DESKTOP])('without JavaScript at %o: the call link shows, Weitere Fotos opens the page of all photos and leads back', async (viewport) => {
    const car = ratedCar();
    const context = await browser().newContext({ viewport, locale: 'de-AT', javaScriptEnabled: false });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${car.path}`, { waitUntil: 'domcontentloaded' });
    // The phone's sticky bar, or the seller box beside the photos on a wide screen: a link that dials.
    const call = viewport === PHONE ? page.locator('.contact-bar').getByRole('link', { name: 'Anrufen' }) : page.locator('.seller-box a[href^="tel:"]').first();
    await expect.poll(() => call.isVisible()).toBe(true);
    expect(await call.getAttribute('href')).toBe(`tel:${firstCallable(car.sellerId)}`);
    await page.getByRole('link', { name: /Weitere Fotos/ }).click({ noWaitAfter: true });
    await page.waitForURL(`${baseUrl}${car.path}/fotos`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator('.photo-page__list img').count()).toBe(car.photoCount);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Fotos: ${car.title}`);
    await page.getByRole('link', { name: 'Zurück zum Fahrzeug' }).click({ noWaitAfter: true });
    await page.waitForURL(`${baseUrl}${car.path}`, { waitUntil: 'domcontentloaded' });
    await context.close();
    // axe runs as a script: the photo page is checked with JavaScript on
    const withJs = await openSearchPage(browser(), viewport);
    await withJs.page.goto(`${baseUrl}${car.path}/fotos`);
    await expectNoAxeViolations(withJs.page);
    await withJs.context.close();
  });
});

describe.each([PHONE, DESKTOP])('who sells, and buying safely (issue 27 points 6 and 8) at %o', (viewport) => {
  it('a dealer new to the marketplace: the calm Sicher kaufen note, the role box with company details, the report one click away', async () => {
    // The dealer with the highest id: other test files on this server visit the first dealers' cars.
    const car = pickCar(
      db(),
      `s.type = 'D' AND s.company_register IS NOT NULL AND s.id = (SELECT max(s2.id) FROM sellers s2 JOIN listings l2 ON l2.seller_id = s2.id
      WHERE s2.type = 'D' AND s2.company_register IS NOT NULL AND l2.status = 'active')`,
    );
    db()
      .prepare('UPDATE sellers SET created_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 2 * 86_400_000).toISOString(), car.sellerId);
    const { page, context, problems } = await openSearchPage(browser(), viewport);
    const contact = page.locator('#kontakt');
    const note = contact.getByRole('complementary', { name: 'Sicher kaufen' });
    // Seller records have no change feed: a page or seller record seen before lives up to 30 s each.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}${car.path}`);
          return note.count();
        },
        { timeout: 75_000, interval: 3_000 },
      )
      .toBe(1);
    await expect.poll(() => note.textContent()).toContain('erst seit wenigen Tagen');
    await expect.poll(() => note.getByRole('link', { name: 'Mehr zum sicheren Autokauf' }).getAttribute('href')).toBe('/sicher-kaufen/');
    const role = contact.getByRole('region', { name: /Wer verkauft\?/ });
    const text = (await role.textContent()) ?? '';
    for (const words of ['Händler', 'Gewährleistung', 'Garantie', 'Firmenbuch', 'FN ', 'UID', 'ATU', 'Arbeiterkammer']) expect(text).toContain(words);
    await expectNoAxeViolations(page);
    await note.getByRole('link', { name: 'Verdacht melden' }).click();
    await expect.poll(() => page.locator('#fehler-melden').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a private sale: Privatverkauf, no company details, no note without a signal; the Sicher kaufen page', async () => {
    const car = pickCar(
      db(),
      `s.type = 'P' AND s.created_at < ? AND EXISTS (SELECT 1 FROM listing_price_ratings r WHERE r.listing_id = l.id AND r.deviation > -0.25)`,
      [new Date(Date.now() - 30 * 86_400_000).toISOString()],
    );
    const { page, context } = await openSearchPage(browser(), viewport);
    await page.goto(`${baseUrl}${car.path}`);
    const role = page.locator('#kontakt').getByRole('region', { name: /Wer verkauft\?/ });
    await expect.poll(() => role.textContent()).toContain('Privatverkauf');
    await expect.poll(() => role.locator('dl').count()).toBe(0);
    await expect.poll(() => page.locator('.safe-buying').count()).toBe(0);
    await page.goto(`${baseUrl}/sicher-kaufen/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sicher kaufen');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
