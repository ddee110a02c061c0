import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyCostCents } from '#src/domain/costs/ownership-costs.ts';
import { costFactsOf } from '#src/listings/cost-facts.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read as loose JSON; each assertion checks the shape it reads
type Json = Record<string, any>;

describe.each(DIALECTS)('ownership costs in the API on %s', (dialect) => {
  let h: ApiHarness;
  const getJson = async (path: string) => {
    const res = await h.get(path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as Json;
  };
  beforeAll(async () => {
    h = await createApiHarness(dialect, 1500);
  });
  afterAll(async () => {
    await h.close();
  });

  const activeCars = () =>
    h.database.db.selectFrom('listings').selectAll().where('status', '=', 'active').where('expires_at', '>', new Date().toISOString()).orderBy('id').execute();

  it("taxes every car first registered 2021–2024 with WLTP CO₂ by the law's formula, to the cent", async () => {
    const cars = (await activeCars()).filter(
      (r) =>
        r.fuel !== 'E' &&
        r.fuel !== 'H' &&
        r.wltp_co2_combined !== null &&
        r.first_registration !== null &&
        r.first_registration >= '2021' &&
        r.first_registration < '2025',
    );
    expect(cars.length).toBeGreaterThan(20);
    const details = await getJson(
      `/api/v2/listings-details?listingIds=${cars
        .slice(0, 50)
        .map((r) => r.id)
        .join(',')}`,
    );
    for (const [i, detail] of details.listings.entries()) {
      const row = cars[i]!;
      const steps = Number(row.first_registration!.slice(0, 4)) - 2020;
      // § 6 Abs. 3 VersStG: (kW − (65 − steps), at least 5) × 0,72 + (CO₂ − (115 − 3 steps), at least 5) × 0,72
      const expected = Math.round((Math.max(5, row.power_kw - (65 - steps)) + Math.max(5, row.wltp_co2_combined! - (115 - 3 * steps))) * 72) / 100;
      expect(detail.ownershipCosts.motorTax, `car ${row.id}`).toMatchObject({ monthly: expected, rule: 'leistung-co2-ab-10-2020' });
      expect(detail.ownershipCosts.motorTax.yearly).toBeCloseTo(expected * 12, 2);
    }
  });

  it('gives electric and pre-October-2020 cars their own rules, and imports their NoVA', async () => {
    const cars = await activeCars();
    const ev = cars.find((r) => r.fuel === 'E' && r.continuous_power_kw !== null);
    const old = cars.find((r) => r.fuel === 'D' && r.first_registration !== null && r.first_registration < '2020-10');
    const imported = cars.find((r) => r.registered_in_austria === 0 && r.fuel === 'B');
    expect(ev && old && imported).toBeTruthy();
    const [evCosts, oldCosts, importCosts] = await Promise.all(
      [ev!, old!, imported!].map(async (r) => (await getJson(`/api/v2/listings/${r.id}`)).ownershipCosts),
    );
    expect(evCosts.motorTax.rule).toBe('elektro-ab-04-2025');
    expect(evCosts.motorTax.basis).toContain(`Dauerleistung ${ev!.continuous_power_kw} kW`);
    expect(oldCosts.motorTax.rule).toBe('leistung-vor-10-2020');
    expect(oldCosts.nova).toBeNull();
    expect(oldCosts.reasons.nova).toBe('Bereits in Österreich zugelassen');
    expect(importCosts.nova.amount).toBeGreaterThanOrEqual(0);
    expect(importCosts.nova.basis).toContain('g/km');
    const evDetail = await getJson(`/api/v2/listings/${ev!.id}`);
    expect(evDetail.electric).toMatchObject({
      continuousPowerInKW: ev!.continuous_power_kw,
      batteryCapacityKWh: ev!.battery_kwh,
      maxDcChargingKW: ev!.dc_charge_kw,
    });
  });

  it('narrows electric cars by range, battery and DC charging (fuel=E&rangefrom=400)', async () => {
    // the search leaves accident cars out by default (ustate=N)
    const evs = (await activeCars()).filter((r) => r.fuel === 'E' && r.had_accident === 0);
    const total = async (query: string) => (await getJson(`/api/classified-search/totalcount?${query}`)).totalCount as number;
    const all = await total('fuel=E');
    expect(all).toBe(evs.length);
    expect(await total('fuel=E&rangefrom=400')).toBe(evs.filter((r) => (r.electric_range ?? 0) >= 400).length);
    expect(await total('fuel=E&rangefrom=400')).toBeLessThan(all);
    expect(await total('rangefrom=400')).toBe(await total('fuel=E&rangefrom=400'));
    expect(await total('batteryfrom=60&dcfrom=100')).toBe(evs.filter((r) => (r.battery_kwh ?? 0) >= 60 && (r.dc_charge_kw ?? 0) >= 100).length);
    const page = await getJson('/api/v2/search-listings?rangefrom=400&size=50');
    for (const listing of page.listings) expect(listing.fuel.raw).toBe('E');
    expect((await h.get('/api/v2/search-listings?dcfrom=0')).status).toBe(400);
  });

  it("sorts by 'Monatliche Kosten' (unknown costs last either way) and narrows by 'Kosten bis € … im Monat' (costto)", async () => {
    const totals = async (query: string) => {
      const page = await getJson(`/api/v2/search-listings?${query}&size=40`);
      const ids = (page.listings as Json[]).map((l) => l.id as number);
      const details = await getJson(`/api/v2/listings-details?listingIds=${ids.join(',')}`);
      return (details.listings as Json[]).map((d) => d.ownershipCosts.totalMonthly as number | null);
    };
    const ascending = await totals('sort=cost');
    expect(ascending.every((t) => t !== null)).toBe(true);
    expect(ascending).toEqual([...ascending].sort((x, y) => (x as number) - (y as number)));
    const descending = await totals('sort=cost&desc=1');
    expect(descending.every((t) => t !== null)).toBe(true);
    expect(descending).toEqual([...descending].sort((x, y) => (y as number) - (x as number)));
    expect(descending[0] as number).toBeGreaterThan(ascending[ascending.length - 1] as number);

    // the search leaves accident cars out by default (ustate=N); a car whose cost is unknown never matches a bound
    const cars = (await activeCars()).filter((r) => r.had_accident === 0);
    const costs = cars.map((r) => monthlyCostCents(costFactsOf(r), new Date(r.created_at)));
    expect(costs.some((c) => c === null)).toBe(true);
    const total = async (query: string) => (await getJson(`/api/classified-search/totalcount?${query}`)).totalCount as number;
    const all = await total('');
    for (const euros of [60, 150]) {
      const narrowed = await total(`costto=${euros}`);
      expect(narrowed, `costto=${euros}`).toBe(costs.filter((c) => c !== null && c <= euros * 100).length);
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(all);
    }
    for (const t of await totals('costto=60&sort=cost&desc=1')) expect(t).toBeLessThanOrEqual(60);
    expect((await h.get('/api/v2/search-listings?costto=0')).status).toBe(400);
  });

  it('doubles the energy cost at 26,000 km a year and refuses a mileage out of range', async () => {
    const car = (await activeCars()).find((r) => r.fuel === 'B' && r.consumption !== null)!;
    const at13 = (await getJson(`/api/v2/listings/${car.id}?kmPerYear=13000`)).ownershipCosts;
    const at26 = (await getJson(`/api/v2/listings/${car.id}?kmPerYear=26000`)).ownershipCosts;
    expect(at13.kmPerYear).toBe(13_000);
    expect(at26.kmPerYear).toBe(26_000);
    expect(at26.energy.monthly).toBeCloseTo(2 * at13.energy.monthly, 1);
    expect(at26.motorTax).toEqual(at13.motorTax);
    expect((await getJson(`/api/v2/listings/${car.id}`)).ownershipCosts).toEqual(at13);
    const bad = await h.get(`/api/v2/listings/${car.id}?kmPerYear=5`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'kmPerYear' } });
    expect((await h.get(`/api/v2/listings-details?listingIds=${car.id}&kmPerYear=abc`)).status).toBe(400);
  });
});
