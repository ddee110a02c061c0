import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { carPool, takeCars, type TestCar, useTestDb } from '../support/watch-list-fixtures.ts';
import { axeOn } from '../support/axe.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
let pool: () => TestCar;

beforeAll(() => {
  pool = carPool(db(), 600);
});

const comparePath = (cars: readonly TestCar[]) => {
  const ids = cars.map((c) => c.id).join(',');
  return `/vergleichen/?carIds=${ids}&selectedIds=${ids}`;
};
/** Console errors and failed requests, without requests cut off by the test navigating on (net::ERR_ABORTED). */
const realProblems = (problems: string[]) => problems.filter((p) => !p.includes('net::ERR_ABORTED'));
const columnIds = (page: Page) => page.locator('[data-compare-car]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-compare-car'))));

/** Cars whose equipment differs, so the union is larger than any single car's list. */
function carsWithDifferentEquipment(n: number): TestCar[] {
  const picked: TestCar[] = [];
  while (picked.length < n) {
    const car = pool();
    if (car.equipmentIds.length > 0 && !picked.some((p) => p.equipmentIds.join() === car.equipmentIds.join())) picked.push(car);
  }
  return picked;
}

describe('compare page', () => {
  it('shows one column per car with the spec rows, the equipment union and the best values', async () => {
    const cars = carsWithDifferentEquipment(4);
    const { page, context, problems } = await openWatchedPage(browser());
    const response = await page.goto(`${baseUrl}${comparePath(cars)}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('4 Fahrzeuge im Vergleich');
    expect(await columnIds(page)).toEqual(cars.map((c) => c.id));

    // Soft hyphens (where long labels may break) are not part of what a reader sees or hears.
    const rowLabels = (await page.locator('tbody th[scope="row"]').allTextContents()).map((label) => label.replaceAll('\u00AD', ''));
    for (const label of [
      'Erstzulassung',
      'Kilometerstand',
      'Leistung',
      'Treibstoff',
      'Aufbau',
      'Getriebe',
      'CO₂-Emissionen',
      'Verbrauch (kombiniert)',
      'MwSt.',
    ]) {
      expect(rowLabels).toContain(label);
    }
    const power = await page.locator('tr[data-row="power"] td').allTextContents();
    expect(power[0]).toMatch(/^\d[\d.]* PS \(\d[\d.]* kW\)/);

    // what each car costs to keep (issue 26): tax, energy at 13,000 km, their sum, NoVA and Pickerl
    for (const label of ['Versicherungssteuer/Monat', 'Energie/Monat (13.000 km/Jahr)', 'Steuer und Energie/Monat', 'NoVA bei Zulassung', 'Pickerl']) {
      expect(rowLabels).toContain(label);
    }
    const monthly = await page.locator('tr[data-row="monthly-costs"] td').allTextContents();
    expect(monthly).toHaveLength(4);
    for (const cell of monthly) expect(cell).toMatch(/^(€ \d[\d.]*,\d\d|–)/);

    const union = new Set(cars.flatMap((c) => c.equipmentIds));
    await expect.poll(() => page.getByRole('columnheader', { name: 'Ausstattung' }).count()).toBe(1);
    await expect.poll(() => page.locator('tr[data-equipment]').count()).toBe(union.size);
    const checks = await page.locator('tr[data-equipment] td').evaluateAll((tds) => tds.filter((td) => td.textContent?.includes('✓')).length);
    expect(checks).toBe(cars.reduce((n, c) => n + c.equipmentIds.length, 0));

    // beyond the spec: lowest price and mileage, highest power are marked
    const cheapest = cars.findIndex((c) => c.price === Math.min(...cars.map((x) => x.price)));
    const priceCell = page.locator('[data-compare-car]').nth(cheapest).locator('.compare-car__price');
    if (new Set(cars.map((c) => c.price)).size > 1) await expect.poll(() => priceCell.textContent()).toContain('Bester Wert');
    const strongest = cars.findIndex((c) => c.powerKw === Math.max(...cars.map((x) => x.powerKw)));
    if (new Set(cars.map((c) => c.powerKw)).size > 1) {
      await expect.poll(() => page.locator('tr[data-row="power"] td').nth(strongest).getAttribute('class')).toContain('is-best');
    }

    // the detail link opens a new tab and remembers the origin
    const detail = page
      .locator('[data-compare-car]')
      .first()
      .getByRole('link', { name: /Zur Detailansicht/ });
    await expect.poll(() => detail.getAttribute('target')).toBe('_blank');
    await expect.poll(() => detail.getAttribute('href')).toContain(`${cars[0]!.detailPath}?from=vergleichen`);

    await expect.poll(() => page.locator('tr[data-row="dealer"] td').count()).toBe(4);
    const axe = await axeOn(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('leaves out the equipment header when no car has equipment', async () => {
    const cars = takeCars(pool, 2);
    const at = new Date().toISOString();
    for (const car of cars) {
      db().prepare(`UPDATE listings SET equipment_ids = '', updated_at = ? WHERE id = ?`).run(at, car.id);
      db().prepare('INSERT INTO listing_changes (listing_id, changed_at) VALUES (?, ?)').run(car.id, at);
    }
    const { page, context } = await openWatchedPage(browser());
    // the listing cache follows the change feed within a second
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}${comparePath(cars)}`);
          return page.locator('tr[data-equipment]').count();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    await expect.poll(() => page.locator('.compare-table__equipment').count()).toBe(0);
    await expect.poll(() => page.locator('tr[data-row="mileage"]').count()).toBe(1);
    await context.close();
  });

  it('removes cars with a new history entry and blocks removal at 3 cars', async () => {
    const cars = takeCars(pool, 4);
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${comparePath(cars)}`);
    const remove = (i: number) =>
      page
        .locator('[data-compare-car]')
        .nth(i)
        .getByRole('button', { name: /Entfernen/ });
    await expect.poll(() => remove(1).isEnabled()).toBe(true);
    await remove(1).click();
    const rest = [cars[0]!, cars[2]!, cars[3]!];
    await expect.poll(() => new URL(page.url()).searchParams.get('carIds')).toBe(rest.map((c) => c.id).join(','));
    expect(new URL(page.url()).searchParams.get('selectedIds')).toBe(rest.map((c) => c.id).join(','));
    await expect.poll(() => columnIds(page)).toEqual(rest.map((c) => c.id));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('3 Fahrzeuge im Vergleich');
    for (let i = 0; i < 3; i++) await expect.poll(() => remove(i).isDisabled()).toBe(true);

    await page.goBack();
    await expect.poll(() => columnIds(page)).toEqual(cars.map((c) => c.id));
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('is shareable: the same URL in a fresh browser context shows the same cars', async () => {
    const cars = takeCars(pool, 3);
    const first = await openWatchedPage(browser());
    await first.page.goto(`${baseUrl}${comparePath(cars)}`);
    const url = first.page.url();
    const shown = await columnIds(first.page);
    await first.page.getByRole('button', { name: 'Vergleich teilen' }).isVisible();
    await first.context.close();

    const fresh = await browser().newContext({ javaScriptEnabled: false });
    const page = await fresh.newPage();
    await page.goto(url);
    expect(await columnIds(page)).toEqual(shown);
    expect(shown).toEqual(cars.map((c) => c.id));
    await fresh.close();
  });

  it('hides header and footer on desktop only', async () => {
    const cars = takeCars(pool, 2);
    for (const [viewport, visible] of [
      [DESKTOP, false],
      [PHONE, true],
    ] as const) {
      const { page, context } = await openWatchedPage(browser(), viewport);
      await page.goto(`${baseUrl}${comparePath(cars)}`);
      await expect.poll(() => page.locator('header.site-header').isVisible()).toBe(visible);
      await expect.poll(() => page.locator('footer').first().isVisible()).toBe(visible);
      await expect.poll(() => page.getByRole('link', { name: /Zurück zur Merkliste/ }).isVisible()).toBe(!visible);
      await context.close();
    }
  });

  it('opens the full-screen gallery from a photo on desktop', async () => {
    const car = takeCars(pool, 2);
    const multi = car.find((c) => c.photoCount > 1) ?? car[0]!;
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${comparePath(car)}`);
    const column = page.locator(`[data-compare-car="${multi.id}"]`);
    const opener = column.getByRole('button', { name: /in Vollbild anzeigen/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    if (multi.photoCount > 1) {
      await expect.poll(() => dialog.textContent()).toContain(`Foto 1 von ${multi.photoCount}`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.textContent()).toContain(`Foto 2 von ${multi.photoCount}`);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('sends an e-mail to the seller from the contact popup and stores the lead', async () => {
    const cars = takeCars(pool, 2);
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${comparePath(cars)}`);
    const target = cars[1]!;
    const opener = page
      .locator('tr[data-row="dealer"] td')
      .nth(1)
      .getByRole('button', { name: /E-Mail senden/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const email = `vergleich-${Date.now()}@example.at`;
    await dialog.getByLabel('Name').fill('Maria Musterfrau');
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Nachricht').fill('Ist das Fahrzeug noch verfügbar? Ich würde es gerne am Samstag ansehen.');
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain('Anfrage erfolgreich gesendet!');

    const lead = db().prepare('SELECT listing_id, name, source FROM leads WHERE email = ?').get(email) as
      { listing_id: number; name: string; source: string } | undefined;
    expect(lead).toMatchObject({ listing_id: target.id, name: 'Maria Musterfrau', source: 'ComparePage-GW' });

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows an empty state without cars', async () => {
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/vergleichen/?carIds=abc`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('0 Fahrzeuge im Vergleich');
    await expect.poll(() => page.getByRole('link', { name: 'Zur Merkliste', exact: true }).count()).toBe(1);
    await context.close();
  });
});
