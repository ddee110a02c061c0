/**
 * Issue 26 as a buyer sees it: the detail section 'Was kostet das Auto im Monat?' (axe at 375 and 1280 px),
 * the yearly mileage changed with and without JavaScript, and the electric-car filters of the filter form.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { euros } from '#src/domain/costs/cost-texts.ts';
import { ownershipCosts } from '#src/domain/costs/ownership-costs.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { headlineCount, openSearchPage } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

interface Car { id: number; title: string; fuel: string; first_registration: string; power_kw: number; wltp_co2_combined: number; consumption: number; wltp_consumption_combined: number; price: number }

/** A petrol car first registered 2022 with WLTP values, lowest id first. */
function petrolCar(): Car {
  return db()
    .prepare(`SELECT * FROM listings WHERE status = 'active' AND expires_at > @now AND fuel = 'B' AND wltp_co2_combined IS NOT NULL
               AND first_registration LIKE '2022-%' AND registered_in_austria = 1 ORDER BY id LIMIT 1`)
    .get({ now: new Date().toISOString() }) as Car;
}

function expectedCosts(car: Car, kmPerYear: number) {
  return ownershipCosts({
    fuel: car.fuel, firstRegistration: car.first_registration, powerKw: car.power_kw, combustionPowerKw: null, wltpCo2: car.wltp_co2_combined, wltpCo2Weighted: null,
    continuousPowerKw: null, kerbWeightKg: null, consumption: car.wltp_consumption_combined, consumptionWeighted: null, electricConsumptionWeighted: null,
    price: car.price, registeredInAustria: true,
  }, new Date(), kmPerYear);
}

describe('ownership costs on the detail page', () => {
  it('shows tax and energy, passes axe at 375 and 1280 px, and recomputes the energy for another mileage with JavaScript', async () => {
    const car = petrolCar();
    const at13 = expectedCosts(car, 13_000);
    const at26 = expectedCosts(car, 26_000);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, problems } = await openWatchedPage(browser(), viewport);
      await page.goto(`${baseUrl}${detailPath(car.title, car.id)}`);
      const section = page.getByRole('region', { name: 'Was kostet das Auto im Monat?' });
      await expect.poll(() => section.locator('[data-cost="motor-tax"]').textContent()).toContain(euros(at13.motorTax!.monthly));
      expect(await section.locator('[data-cost="energy"]').textContent()).toContain(euros(at13.energy!.monthly));
      expect(await section.locator('[data-cost="total"]').textContent()).toBe(euros(at13.totalMonthly!));
      expect(await section.getByRole('link', { name: 'So berechnen wir die Kosten' }).getAttribute('href')).toBe('/so-berechnen-wir-die-kosten/');
      const axe = await new AxeBuilder({ page }).include('#kosten').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      if (viewport === DESKTOP) {
        await section.getByLabel('Kilometer pro Jahr').fill('26000');
        await section.getByRole('button', { name: 'Neu berechnen' }).click();
        await expect.poll(() => section.locator('[data-cost="energy"]').textContent()).toContain(euros(at26.energy!.monthly));
        expect(new URL(page.url()).searchParams.get('kmjahr')).toBe('26000');
        expect(await page.locator('html').getAttribute('data-hydrated')).not.toBeNull();
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('takes ?kmjahr= without JavaScript, keeping the page\'s other parameters', async () => {
    const car = petrolCar();
    const context = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${detailPath(car.title, car.id)}?from=angebote`);
    const section = page.getByRole('region', { name: 'Was kostet das Auto im Monat?' });
    await section.getByLabel('Kilometer pro Jahr').fill('26000');
    await section.getByRole('button', { name: 'Neu berechnen' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('kmjahr')).toBe('26000');
    expect(new URL(page.url()).searchParams.get('from')).toBe('angebote');
    const energy = await section.locator('[data-cost="energy"]').textContent();
    expect(energy).toContain(euros(expectedCosts(car, 26_000).energy!.monthly));
    expect(energy).toContain('26.000 km/Jahr');
    await context.close();
  });
});

describe('electric-car filters', () => {
  it("'Reichweite ab' in the filter form narrows the electric cars and shows its tag", async () => {
    const evs = db().prepare(`SELECT electric_range AS r FROM listings WHERE status = 'active' AND expires_at > @now AND fuel = 'E' AND had_accident = 0`)
      .all({ now: new Date().toISOString() }) as { r: number }[];
    const { page, context, problems } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/angebote/?fuel=E`);
    expect(await headlineCount(page)).toBe(evs.length);
    await page.getByRole('group', { name: 'Elektroauto' }).first().getByLabel('Reichweite ab (km)').fill('400');
    await expect.poll(() => new URL(page.url()).searchParams.get('rangefrom')).toBe('400');
    await expect.poll(() => headlineCount(page)).toBe(evs.filter((e) => e.r >= 400).length);
    expect(await page.getByText('Reichweite ab 400 km').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
