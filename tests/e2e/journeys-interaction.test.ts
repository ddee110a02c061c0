/**
 * Issue 19 points 8, 9, 10, 12, 14 and 18 and its 'Words': what a buyer does on the detail page
 * and in the filters, by mouse and keyboard, in Chromium against the seeded site.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { PRICE_OPTIONS } from '#src/domain/search/search-options.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { carPool, takeCars, type TestCar, useTestDb } from '../support/watch-list-fixtures.ts';
import { apiTotal, baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();
const db = useTestDb();
// Cars of their own (newest ids first, from 3200 on), apart from the other files' pools.
const pool = () => carPool(db(), 3200);

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
const focusedIn = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** A dealer's car: the seller box then has every dealer action. */
function dealerCar(): TestCar {
  const next = pool();
  for (;;) {
    const car = next();
    if (car.sellerType === 'D') return car;
  }
}

describe('point 8: links to a form move the focus into it', () => {
  it("'E-Mail senden' and 'Fehler melden' focus the form's first field (desktop)", async () => {
    const car = dealerCar();
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}${car.detailPath}`);
    await page.locator('.seller-box').getByRole('link', { name: 'E-Mail senden' }).click();
    await expect.poll(() => focusedName(page)).toBe('name');
    expect(await focusedIn(page, '#kontakt')).toBe(true);

    await page.locator('.detail__tools').getByRole('link', { name: 'Fehler melden' }).click();
    await expect.poll(() => focusedIn(page, '#fehler-melden form')).toBe(true);
    await expect.poll(() => page.locator('#fehler-melden').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // the first field of the report, not the hidden trap for bots
    const first = await page
      .locator('#fehler-melden form')
      .locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')
      .first()
      .evaluate((el) => el === document.activeElement);
    expect(first).toBe(true);
    await context.close();
  });

  it("the phone bar's 'E-Mail' focuses the name field", async () => {
    const [car] = takeCars(pool(), 1);
    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}${car?.detailPath}`);
    await page.locator('.contact-bar').getByRole('link', { name: 'E-Mail' }).click();
    await expect.poll(() => focusedName(page)).toBe('name');
    await context.close();
  });
});

describe('point 9: a suggested message', () => {
  it("starts the contact form with 'Ist das Fahrzeug noch verfügbar? …' and the car's title, editable and sendable as it is", async () => {
    const [car] = takeCars(pool(), 1);
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}${car?.detailPath}`);
    const form = page.locator('#kontakt form');
    const message = form.getByLabel('Nachricht', { exact: false }).first();
    const suggested = await message.inputValue();
    expect(suggested).toBe(`Ist das Fahrzeug noch verfügbar? Ich interessiere mich für ${car?.title}.`);
    expect(suggested.length).toBeGreaterThanOrEqual(30);
    await form.getByLabel('Name', { exact: false }).first().fill('Theresa Bauer');
    await form.getByLabel('E-Mail-Adresse', { exact: false }).first().fill('theresa.bauer@example.at');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await form.getByText('Anfrage erfolgreich gesendet!').waitFor();
    const row = db().prepare('SELECT comment FROM leads WHERE listing_id = ? ORDER BY id DESC LIMIT 1').get(car?.id) as { comment: string } | undefined;
    expect(row?.comment).toBe(suggested);
    // editable like any text
    await message.fill('Gibt es ein Serviceheft?'.padEnd(40, '!'));
    await expect.poll(() => message.inputValue()).toBe('Gibt es ein Serviceheft?'.padEnd(40, '!'));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('point 10: share menu', () => {
  it("closes on Escape and gives the focus back to 'Teilen'", async () => {
    const [car] = takeCars(pool(), 1);
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}${car?.detailPath}`);
    const menu = page.locator('details.share-menu');
    await menu.getByText('Teilen', { exact: true }).click();
    await expect.poll(() => menu.getByRole('link').first().isVisible()).toBe(true);
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Teilen');
    await context.close();
  });
});

describe('point 12: detail navigator', () => {
  it("says '21 von' the search's true total while stepping stays within 400", async () => {
    const total = await apiTotal('');
    expect(total).toBeGreaterThan(400);
    const [car] = takeCars(pool(), 1);
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}${car?.detailPath}?index=21&from=angebote`);
    await expect.poll(() => page.locator('.detail-navigator__position').textContent()).toBe(`21 von ${formatNumber(total)}`);
    await page.goto(`${baseUrl}${car?.detailPath}?index=400&from=angebote`);
    await expect.poll(() => page.locator('.detail-navigator__position').textContent()).toBe(`400 von ${formatNumber(total)}`);
    await expect
      .poll(() =>
        page
          .locator('.detail-navigator')
          .getByRole('link', { name: /Nächstes Fahrzeug/ })
          .count(),
      )
      .toBe(0);
    await page.goto(`${baseUrl}${car?.detailPath}?index=401&from=angebote`);
    await expect.poll(() => page.locator('.detail-navigator__position').count()).toBe(0);
    await context.close();
  });
});

describe('point 14: filters', () => {
  it('shows 0 and disables every value no car has, and only those', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/?fuel=E`);
    const choices = await page.locator('#search-filters .choice').evaluateAll((lis) =>
      lis.flatMap((li) => {
        const input = li.querySelector('input');
        const count = li.querySelector('.choice__count')?.textContent?.replace(/\D/g, '');
        return input && count !== undefined ? [{ name: input.name, zero: count === '0', checked: input.checked, disabled: input.disabled }] : [];
      }),
    );
    expect(choices.filter((c) => c.zero && !c.checked).length).toBeGreaterThan(0);
    // (the accident radios and 'Nur Händler' / 'Nur mit Bildern' are switches, not facet values)
    expect(choices.filter((c) => c.disabled !== (c.zero && !c.checked) && !['ustate', 'custtype', 'pic'].includes(c.name))).toEqual([]);
    const doors = await page
      .locator('#filter-doors option')
      .evaluateAll((options) => options.map((o) => ({ text: o.textContent ?? '', disabled: (o as HTMLOptionElement).disabled })));
    expect(doors.filter((o) => o.disabled !== o.text.endsWith('(0)'))).toEqual([]);
    await context.close();
  });

  it('takes a typed price and mileage besides the preset ones', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    const price = page.locator('#filter-priceto');
    const listId = await price.getAttribute('list');
    await expect.poll(() => page.locator(`datalist[id="${listId}"] option`).count()).toBe(PRICE_OPTIONS.length);
    await price.fill('17300');
    await page.waitForURL(/priceto=17300/);
    await page.locator('#filter-kmto').fill('123456');
    await page.waitForURL(/kmto=123456/);
    await expect.poll(() => page.locator('.filter-tag').count()).toBe(2);
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toContain('Preis bis € 17.300×');
    await context.close();
  });
});

describe('point 18: the dealer as a contact card', () => {
  it("offers 'Kontakt speichern (vCard)' as a .vcf download", async () => {
    const car = dealerCar();
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}${car.detailPath}`);
    const link = page.locator('.seller-box').getByRole('link', { name: 'Kontakt speichern (vCard)' });
    await expect.poll(() => link.getAttribute('download')).toMatch(/\.vcf$/);
    await expect.poll(() => link.getAttribute('href')).toMatch(/^data:text\/vcard/);
    await expect.poll(() => page.getByText('Händler merken').count()).toBe(0);
    await context.close();
  });
});

describe('words', () => {
  it("says 'Treibstoff', 'Serviceheft', doors '2-3' and '4-5', and the spec's price-estimation banner", async () => {
    const { page, context } = await openSearchPage(browser());
    const cars = takeCars(pool(), 3);
    await page.goto(`${baseUrl}/vergleichen/?carIds=${cars.map((c) => c.id).join(',')}`);
    await expect.poll(() => page.locator('.compare-table th[scope="row"]', { hasText: 'Treibstoff' }).count()).toBe(1);
    await expect.poll(() => page.locator('body').textContent()).not.toContain('Kraftstoff');

    const withService = db()
      .prepare("SELECT id FROM listings WHERE status = 'active' AND expires_at > ? AND (',' || equipment_ids || ',') LIKE '%,49,%' LIMIT 1")
      .get(new Date().toISOString()) as { id: number } | undefined;
    await page.goto(`${baseUrl}/fahrzeuge/${withService?.id}`);
    await expect.poll(() => page.getByText('Servicegepflegt (Serviceheft)').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('body').textContent()).not.toContain('Scheckheft');

    await page.goto(`${baseUrl}/detailsuche/`);
    const doors = await page.locator('#ds-doors option').allTextContents();
    expect(doors.some((t) => t.startsWith('2-3'))).toBe(true);
    expect(doors.some((t) => t.startsWith('4-5'))).toBe(true);

    await page.goto(`${baseUrl}/`);
    const banner = page.locator('.valuation-banner');
    await expect.poll(() => banner.getByRole('heading').textContent()).toBe('Bring dein Auto groß raus! Mit dem richtigen Preis.');
    const link = banner.getByRole('link', { name: /^Kostenlos Fahrzeugwert berechnen/ });
    await expect.poll(() => link.getAttribute('target')).toBe('_blank');
    await expect.poll(() => banner.textContent()).not.toMatch(/Was ist Ihr Auto wert|Jetzt bewerten/);
    await context.close();
  });
});
