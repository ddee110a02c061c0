/**
 * Issue 26 as a buyer sees it, on both databases (each run has its own server on its own database):
 * the detail section 'Was kostet das Auto im Monat?' (axe at 375 and 1280 px), the yearly mileage
 * changed with and without JavaScript, and the electric-car filters of the filter form and the URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '#src/db/connect.server.ts';
import { euros } from '#src/domain/costs/cost-texts.ts';
import { ownershipCosts } from '#src/domain/costs/ownership-costs.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser, type WatchedPage } from '../support/browser.ts';
import { startDialectServer, type DialectServer } from '../support/dialect-server.ts';
import { headlineCount } from './search-helpers.ts';

const browser = useBrowser();
const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

interface Car {
  id: number;
  title: string;
  fuel: string;
  first_registration: string;
  power_kw: number;
  wltp_co2_combined: number | null;
  wltp_consumption_combined: number | null;
  price: number;
}

function expectedCosts(car: Car, kmPerYear: number) {
  return ownershipCosts(
    {
      fuel: car.fuel,
      firstRegistration: car.first_registration,
      powerKw: car.power_kw,
      combustionPowerKw: null,
      wltpCo2: car.wltp_co2_combined,
      wltpCo2Weighted: null,
      continuousPowerKw: null,
      kerbWeightKg: null,
      consumption: car.wltp_consumption_combined,
      consumptionWeighted: null,
      electricConsumptionWeighted: null,
      price: car.price,
      registeredInAustria: true,
    },
    new Date(),
    kmPerYear,
  );
}

describe.each(DIALECTS)('ownership costs and electric-car filters (%s)', (dialect) => {
  let site: DialectServer;
  beforeAll(async () => {
    site = await startDialectServer(dialect);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  const forSale = () => site.db.selectFrom('listings').where('status', '=', 'active').where('expires_at', '>', new Date().toISOString());

  /** A petrol car first registered 2022 with WLTP values and Austrian papers, lowest id first. */
  const petrolCar = async (): Promise<Car> => {
    const car = await forSale()
      .select(['id', 'title', 'fuel', 'first_registration', 'power_kw', 'wltp_co2_combined', 'wltp_consumption_combined', 'price'])
      .where('fuel', '=', 'B')
      .where('wltp_co2_combined', 'is not', null)
      .where('first_registration', 'like', '2022-%')
      .where('registered_in_austria', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { ...car, first_registration: car.first_registration ?? '' };
  };

  /** A visitor who already answered the cookie question, so no banner covers the page. */
  async function openVisitorPage(viewport: { width: number; height: number }): Promise<WatchedPage> {
    const watched = await openWatchedPage(browser(), viewport);
    await watched.context.addCookies([{ name: 'gw_consent', value: 'denied', url: site.url }]);
    return watched;
  }

  it('shows tax and energy, passes axe at 375 and 1280 px, and recomputes the energy for another mileage with JavaScript', async () => {
    const car = await petrolCar();
    const at13 = expectedCosts(car, 13_000);
    const at26 = expectedCosts(car, 26_000);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, problems } = await openVisitorPage(viewport);
      await page.goto(`${site.url}${detailPath(car.title, car.id)}`);
      const section = page.getByRole('region', { name: 'Was kostet das Auto im Monat?' });
      await expect.poll(() => section.locator('[data-cost="motor-tax"]').textContent()).toContain(euros(at13.motorTax!.monthly));
      await expect.poll(() => section.locator('[data-cost="energy"]').textContent()).toContain(euros(at13.energy!.monthly));
      await expect.poll(() => section.locator('[data-cost="total"]').textContent()).toBe(euros(at13.totalMonthly!));
      expect(await section.getByRole('link', { name: 'So berechnen wir die Kosten' }).getAttribute('href')).toBe('/so-berechnen-wir-die-kosten/');
      expect(await axeViolations(page, '#kosten')).toEqual([]);
      if (viewport === DESKTOP) {
        await section.getByLabel('Kilometer pro Jahr').fill('26000');
        await section.getByRole('button', { name: 'Neu berechnen' }).click();
        await expect.poll(() => section.locator('[data-cost="energy"]').textContent()).toContain(euros(at26.energy!.monthly));
        expect(new URL(page.url()).searchParams.get('kmjahr')).toBe('26000');
        await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).not.toBeNull();
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("takes ?kmjahr= without JavaScript, keeping the page's other parameters", async () => {
    const car = await petrolCar();
    const context = await browser().newContext({ viewport: PHONE, locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}${detailPath(car.title, car.id)}?from=angebote`);
    const section = page.getByRole('region', { name: 'Was kostet das Auto im Monat?' });
    await section.getByLabel('Kilometer pro Jahr').fill('26000');
    await section.getByRole('button', { name: 'Neu berechnen' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('kmjahr')).toBe('26000');
    expect(new URL(page.url()).searchParams.get('from')).toBe('angebote');
    const energy = section.locator('[data-cost="energy"]');
    await expect.poll(() => energy.textContent()).toContain(euros(expectedCosts(car, 26_000).energy!.monthly));
    expect(await energy.textContent()).toContain('26.000 km/Jahr');
    await context.close();
  });

  it("'Reichweite ab' in the filter form narrows the electric cars and shows its tag; 'Batterie ab' and 'DC-Laden ab' narrow by URL", async () => {
    // The result list leaves out accident cars unless asked (SPEC §3).
    const evs = await forSale().select(['electric_range', 'battery_kwh', 'dc_charge_kw']).where('fuel', '=', 'E').where('had_accident', '=', 0).execute();
    expect(evs.filter((e) => (e.electric_range ?? 0) >= 400).length).toBeGreaterThan(0);
    const { page, context, problems } = await openVisitorPage(DESKTOP);
    await page.goto(`${site.url}/angebote/?fuel=E`);
    expect(await headlineCount(page)).toBe(evs.length);
    await page.getByRole('group', { name: 'Elektroauto' }).first().getByLabel('Reichweite ab (km)').fill('400');
    await expect.poll(() => new URL(page.url()).searchParams.get('rangefrom')).toBe('400');
    await expect.poll(() => headlineCount(page)).toBe(evs.filter((e) => (e.electric_range ?? 0) >= 400).length);
    await expect.poll(() => page.getByText('Reichweite ab 400 km').count()).toBeGreaterThan(0);

    await page.goto(`${site.url}/angebote/?fuel=E&batteryfrom=60&dcfrom=100`);
    expect(await headlineCount(page)).toBe(evs.filter((e) => (e.battery_kwh ?? 0) >= 60 && (e.dc_charge_kw ?? 0) >= 100).length);
    await expect.poll(() => page.getByText('Batterie ab 60 kWh').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('DC-Laden ab 100 kW').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
