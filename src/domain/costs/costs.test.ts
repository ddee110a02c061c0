import { describe, expect, it } from 'vitest';
import { energyCost, parseKmPerYear } from './energy-cost.ts';
import { ENERGY_PRICES, electricityMixPrice } from './energy-prices.ts';
import { nova } from './nova.ts';
import { ownershipCosts, type CarCostFacts } from './ownership-costs.ts';
import { monthsUntil, nextPickerlDue } from './pickerl.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('NoVA', () => {
  const input = { fuel: 'B', firstRegistration: '2024-03', price: 36_000, wltpCo2: 150, wltpCo2Weighted: null };
  it('2024 formula: (CO₂ − 97) / 5 % of the net price, minus 350 €', () => {
    // Formula: § 6 NoVAG as quoted on Porsche Austria's marketplace (97 g, 80 %, malus above 155 g at 80 €,
    // 350 € Abzugsbetrag). Figures computed: 53 / 5 = 10,6 → 11 % of 30.000 = 3.300 − 350.
    expect(nova(input, NOW)).toMatchObject({ amount: 2950 });
  });
  it('the malus is added per gram above the threshold, the rate is capped', () => {
    // 2021 (opel.at): 112 g, 50 %, malus above 200 g at 50 €: 400 g → rate 58 → 50 % of 60.000 + 200 × 50 − 350.
    expect(nova({ ...input, firstRegistration: '2021-05', price: 72_000, wltpCo2: 400 }, NOW)).toMatchObject({ amount: 39_650 });
  });
  it('never below 0, none for electric cars, no formula before 2020', () => {
    expect(nova({ ...input, wltpCo2: 98 }, NOW)).toMatchObject({ amount: 0 });
    expect(nova({ ...input, fuel: 'E' }, NOW)).toMatchObject({ amount: 0 });
    expect(nova({ ...input, firstRegistration: '2018-01' }, NOW)).toEqual({ reason: 'Erstzulassung vor 2020: die NoVA-Formel braucht WLTP-Werte' });
  });
  it('years after 2025 keep the 2025 values', () => {
    // (144 − 94) / 5 = 10 % of 30.000 − 350.
    expect(nova({ ...input, firstRegistration: '2026-02', wltpCo2: 144 }, NOW)).toMatchObject({ amount: 2650 });
  });
});

describe('energy cost', () => {
  it('consumption × km × price, per month', () => {
    expect(energyCost({ fuel: 'D', consumption: 5, consumptionWeighted: null, electricConsumptionWeighted: null }, 12_000)).toMatchObject({ monthly: 77 });
    expect(energyCost({ fuel: 'B', consumption: 6, consumptionWeighted: null, electricConsumptionWeighted: null }, 13_000)).toHaveProperty(
      'basis',
      '6,0 l/100 km × € 1,52/l bei 13.000 km/Jahr',
    );
  });
  it('electric cars pay the home/public charging mix', () => {
    expect(electricityMixPrice()).toBeCloseTo(ENERGY_PRICES.electricityHome * 0.8 + ENERGY_PRICES.electricityPublic * 0.2, 10);
    const cost = energyCost({ fuel: 'E', consumption: 16, consumptionWeighted: null, electricConsumptionWeighted: null }, 12_000);
    expect(cost).toMatchObject({ monthly: Math.round(((16 * 120 * electricityMixPrice()) / 12) * 100) / 100 });
  });
  it('doubling the mileage doubles the cost', () => {
    const at = (km: number) =>
      (energyCost({ fuel: 'B', consumption: 6.3, consumptionWeighted: null, electricConsumptionWeighted: null }, km) as { monthly: number }).monthly;
    expect(at(26_000)).toBeCloseTo(2 * at(13_000), 1);
  });
  it('reads the page parameter kmjahr, falling back to 13,000 km', () => {
    expect(['26000', ' 8000', '12345', '', null, '-5', '500', '999999', 'abc'].map(parseKmPerYear)).toEqual([
      26_000, 8_000, 12_300, 13_000, 13_000, 13_000, 13_000, 13_000, 13_000,
    ]);
  });
  it('no average price for CNG/LPG', () => {
    expect(energyCost({ fuel: 'O', consumption: 5, consumptionWeighted: null, electricConsumptionWeighted: null }, 13_000)).toHaveProperty('reason');
  });
});

describe('Pickerl (3-2-1)', () => {
  it('three years after first registration, then two, then every year', () => {
    expect(nextPickerlDue('2025-03', NOW)).toBe('2028-03');
    expect(nextPickerlDue('2023-12', NOW)).toBe('2026-12');
    expect(nextPickerlDue('2023-10', NOW)).toBe('2028-10');
    expect(nextPickerlDue('2021-05', NOW)).toBe('2027-05');
    expect(nextPickerlDue('2015-11', NOW)).toBe('2026-11');
    expect(nextPickerlDue(null, NOW)).toBeNull();
    expect(monthsUntil('2027-05', NOW)).toBe(6);
  });
});

describe('ownership costs', () => {
  const golf: CarCostFacts = {
    fuel: 'B',
    firstRegistration: '2022-06',
    powerKw: 110,
    combustionPowerKw: null,
    wltpCo2: 140,
    wltpCo2Weighted: null,
    continuousPowerKw: null,
    kerbWeightKg: 1350,
    consumption: 6.2,
    consumptionWeighted: null,
    electricConsumptionWeighted: null,
    price: 25_000,
    registeredInAustria: true,
  };
  it('adds tax and energy; a registered car owes no NoVA', () => {
    const costs = ownershipCosts(golf, NOW);
    expect(costs.kmPerYear).toBe(13_000);
    expect(costs.motorTax?.monthly).toBe(56.16);
    expect(costs.totalMonthly).toBe(Math.round((56.16 + (costs.energy?.monthly ?? 0)) * 100) / 100);
    expect(costs.nova).toBeNull();
    expect(costs.reasons.nova).toBe('Bereits in Österreich zugelassen');
    expect(costs.pickerlDue).toBe('2027-06');
  });
  it('an unregistered import carries its NoVA', () => {
    expect(ownershipCosts({ ...golf, registeredInAustria: false }, NOW).nova?.amount).toBeGreaterThan(0);
  });
});
