import { describe, expect, it } from 'vitest';
import { nearness } from './closest-comparables.ts';
import type { PricedCar } from './comparables.ts';
import { pricingGroups } from './market-value.ts';
import { ADJUSTMENT_FEATURES, type PriceAdjustment } from './price-adjustment.ts';
import { NO_TIME_TO_SALE } from './time-to-sale.ts';
import { valueCar, type Valuation } from './valuation.ts';
import type { ValuationInput } from './valuation-input.ts';
import { valueFactorLines } from './valuation-text.ts';

const NOW = new Date('2026-11-15T12:00:00Z');

/** −8 % a year, −3 % per 10,000 km, nothing else. */
const ADJUSTMENT: PriceAdjustment = {
  features: ADJUSTMENT_FEATURES,
  coefficients: ADJUSTMENT_FEATURES.map((f) => (f === 'age' ? -0.08 : f === 'km/10000' ? -0.03 : 0)),
};

const REGISTRATIONS = ['2018-06', '2019-06', '2020-06'];
const SOLD_IDS = new Set([3, 6, 9]);

/** Ten automatic diesel saloons of one model priced exactly by the adjustment; 3, 6 and 9 sold. */
const CARS: PricedCar[] = Array.from({ length: 10 }, (_, i) => {
  const firstRegistration = REGISTRATIONS[i % 3] as string;
  const mileage = 85_000 + i * 2_000;
  const age = 2026 + 10 / 12 - (Number(firstRegistration.slice(0, 4)) + 5 / 12);
  const id = i + 1;
  return {
    id,
    makeId: 74,
    modelId: 2084,
    firstRegistration,
    mileage,
    powerKw: 110,
    fuel: 'D',
    price: Math.round(30_000 * Math.exp(-0.08 * age - 0.03 * (mileage / 10_000))),
    offerType: 'U',
    hadAccident: false,
    privateSeller: true,
    equipmentCount: 10,
    allWheelDrive: false,
    sold: SOLD_IDS.has(id),
    gearbox: 2,
    bodyType: 6,
    daysOnline: SOLD_IDS.has(id) ? 20 : null,
    soldAt: SOLD_IDS.has(id) ? '2026-10-01T10:00:00Z' : null,
    valueItems: 0,
  };
});

const GROUPS = pricingGroups(CARS, ADJUSTMENT, NOW);
const MODEL = { adjustment: ADJUSTMENT, timeToSale: NO_TIME_TO_SALE, errorBands: [] };

function value(firstRegistration: string, mileage: number): Valuation {
  const input: ValuationInput = {
    makeId: 74,
    modelId: 2084,
    firstRegistration,
    mileage,
    fuel: 'D',
    powerKw: 110,
    gearbox: 2,
    bodyType: 6,
    equipment: [],
    zip: null,
  };
  const result = valueCar(input, GROUPS, MODEL, NOW);
  if (!result.ok) throw new Error(result.reason);
  return result.valuation;
}

describe('what moved the value (issue 36 §5)', () => {
  // A year older and 31,000 km more than the comparables' typical car (2019-06, 94,000 km).
  const v = value('2018-06', 125_000);

  it("splits the difference to the typical car's value into the factors' effects, exactly", () => {
    expect(v.factors.reduce((sum, f) => sum + f.effect, 0)).toBe(v.marketValue - v.typicalValue);
    // The typical car valued on its own is worth the typical value (the market value is rounded to 100).
    expect(Math.abs(value('2019-06', 94_000).marketValue - v.typicalValue)).toBeLessThanOrEqual(50);
    expect(v.marketValue).toBeLessThan(v.typicalValue);
  });

  it('lowers the value for the higher mileage and age, and says so with the largest effect first', () => {
    const byKind = Object.fromEntries(v.factors.map((f) => [f.kind, f.effect]));
    expect(byKind.mileage).toBeLessThan(0);
    expect(byKind.age).toBeLessThan(0);
    expect(byKind.power).toBe(0);
    // e^(−0.03·3.1) and e^(−0.08): the mileage moves the value a little more than the year.
    expect(Math.abs(byKind.mileage as number)).toBeGreaterThan(Math.abs(byKind.age as number));
    const lines = valueFactorLines(v.factors);
    expect(lines.map((l) => l.kind)).toEqual(['mileage', 'age']);
    expect(lines[0]?.text).toMatch(/^Kilometerstand über dem Schnitt: −€ [\d.]+00$/);
    expect(lines[1]?.text).toMatch(/^Älter als der Schnitt: −€ [\d.]+00$/);
    // A car with little mileage: a plus.
    expect(valueFactorLines(value('2019-06', 70_000).factors)[0]?.text).toMatch(/^Kilometerstand unter dem Schnitt: \+€ [\d.]+00$/);
  });

  it('names the sold comparables nearest the car, nearest first', () => {
    expect(v.closest.map((c) => c.id).sort()).toEqual([3, 6, 9]);
    const distances = v.closest.map((c) => nearness({ firstRegistration: '2018-06', mileage: 125_000 }, c));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
