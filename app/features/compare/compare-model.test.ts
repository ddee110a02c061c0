import { describe, expect, it } from 'vitest';
import { gradeFor, NO_RATING_LABEL, NO_RATING_REASONS, type PriceRating } from '#src/domain/pricing/price-rating.ts';
import { createVehicleDetail } from '../../../tests/support/vehicle-detail-factory.ts';
import { bestConsumption, bestIndexes, bestPrice, compareRows, equipmentUnion, sameForAll, type CompareCar } from './compare-model.ts';

const NO_RATING: PriceRating = { grade: null, label: NO_RATING_LABEL, reason: 'too-few-comparables', reasonText: NO_RATING_REASONS['too-few-comparables'] };

function rated(deviation: number): PriceRating {
  const { grade, label } = gradeFor(deviation);
  return {
    grade,
    label,
    marketValue: 10000,
    deviation,
    comparablesCount: 12,
    range: { low: 8000, high: 12000 },
    registrationYearSpan: 2,
    match: 'like-for-like',
    listedCount: 9,
    uncertainty: null,
  };
}

function car(id: number, over: Partial<CompareCar> = {}): CompareCar {
  return {
    id,
    title: `Auto ${id}`,
    makeModel: 'VW Golf',
    detailURL: `/fahrzeuge/auto-${id}/${id}`,
    images: [],
    price: { raw: 10000, formatted: '€ 10.000' },
    firstRegistration: '01/2020',
    mileage: { raw: 50000, formatted: '50.000 km' },
    power: { kw: 100, ps: 136 },
    fuel: 'Benzin',
    construction: 'Limousine',
    transmission: 'Schaltgetriebe',
    co2: 120,
    consumption: { value: 5.5, unit: 'l/100 km' },
    vatDeductible: false,
    equipment: [],
    seller: { type: 'D', isPrivateSeller: false, companyName: 'Autohaus', contactName: null, street: null, zipCity: '1010 Wien' },
    isSold: false,
    priceRating: NO_RATING,
    ownershipCosts: createVehicleDetail().ownershipCosts,
    ...over,
  };
}

describe('best values (beyond the spec)', () => {
  it('marks the lowest or highest of at least two differing values', () => {
    expect([...bestIndexes([3, 1, 2, 1], 'low')]).toEqual([1, 3]);
    expect([...bestIndexes([3, null, 5], 'high')]).toEqual([2]);
    expect(bestIndexes([2, 2], 'low').size).toBe(0);
    expect(bestIndexes([2, null], 'low').size).toBe(0);
  });
  it('compares consumption only within one unit', () => {
    const cars = [
      car(1, { consumption: { value: 6, unit: 'l/100 km' } }),
      car(2, { consumption: { value: 15, unit: 'kWh/100 km' } }),
      car(3, { consumption: { value: 5, unit: 'l/100 km' } }),
    ];
    expect([...bestConsumption(cars)]).toEqual([2]);
  });
  it('highlights lowest mileage and highest power in the rows', () => {
    const rows = compareRows([car(1, { mileage: { raw: 9000, formatted: '9.000 km' } }), car(2, { power: { kw: 150, ps: 204 } })]);
    expect([...rows.find((r) => r.key === 'mileage')!.best]).toEqual([0]);
    expect([...rows.find((r) => r.key === 'power')!.best]).toEqual([1]);
    expect(rows.find((r) => r.key === 'power')!.cells[1]).toBe('204 PS (150 kW)');
  });
});

describe('price rating (issue 17)', () => {
  it('has a row with each grade and its distance from the market value, best where the price lies lowest against it', () => {
    const rows = compareRows([car(1, { priceRating: rated(0.02) }), car(2, { priceRating: rated(-0.12) }), car(3)]);
    const row = rows.find((r) => r.key === 'price-rating')!;
    expect(row.label).toBe('Preisbewertung');
    expect(row.cells).toEqual(['Fairer Preis · 2 % über dem Marktwert', 'Sehr guter Preis · 12 % unter dem Marktwert', 'Keine Preisbewertung']);
    expect([...row.best]).toEqual([1]);
  });

  it('gives the best-value price mark to the best rating, not the lowest price, once two cars are rated', () => {
    const cheapButHigh = car(1, { price: { raw: 8000, formatted: '€ 8.000' }, priceRating: rated(0.15) });
    const dearButGood = car(2, { price: { raw: 15000, formatted: '€ 15.000' }, priceRating: rated(-0.06) });
    expect([...bestPrice([cheapButHigh, dearButGood])]).toEqual([1]);
  });

  it('falls back to the lowest price while fewer than two cars are rated', () => {
    const cheap = car(1, { price: { raw: 8000, formatted: '€ 8.000' } });
    const dear = car(2, { price: { raw: 15000, formatted: '€ 15.000' }, priceRating: rated(-0.06) });
    expect([...bestPrice([cheap, dear])]).toEqual([0]);
  });
});

describe('cost rows (issue 26)', () => {
  it('shows tax, energy, their sum, NoVA and Pickerl, best where the monthly costs are lowest', () => {
    const costs = createVehicleDetail().ownershipCosts;
    const cheaper = { ...costs, motorTax: { ...costs.motorTax!, monthly: 7.2 }, totalMonthly: 83.94, nova: { amount: 1234.5, basis: '' } };
    const rows = compareRows([car(1), car(2, { ownershipCosts: cheaper })]);
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect(row('motor-tax').cells).toEqual(['€ 42,97', '€ 7,20']);
    expect(row('energy').label).toBe('Energie/Monat (13.000 km/Jahr)');
    expect(row('monthly-costs').cells).toEqual(['€ 119,71', '€ 83,94']);
    expect([...row('monthly-costs').best]).toEqual([1]);
    expect(row('nova').cells).toEqual(['–', '€ 1.234,50']);
    expect(row('pickerl').cells[0]).toBe('Pickerl fällig in 4 Monaten (03/2027)');
  });
});

describe('equipment union (SPEC §2)', () => {
  it('has one row per item found on any car, with who has it', () => {
    const rows = equipmentUnion([
      car(1, { equipment: [{ id: 2, name: 'Navi' }] }),
      car(2, {
        equipment: [
          { id: 1, name: 'Klima' },
          { id: 2, name: 'Navi' },
        ],
      }),
    ]);
    expect(rows).toEqual([
      { id: 1, name: 'Klima', has: [false, true] },
      { id: 2, name: 'Navi', has: [true, true] },
    ]);
  });
});

describe("'Nur Unterschiede anzeigen' (issue 19)", () => {
  it('hides a row only when every car has the same value', () => {
    const rows = compareRows([car(1), car(2, { fuel: 'Diesel' }), car(3)]);
    const same = (key: string) => sameForAll(rows.find((r) => r.key === key)?.cells ?? []);
    expect(same('registration')).toBe(true);
    expect(same('fuel')).toBe(false);
    expect(sameForAll([true, true])).toBe(true);
    expect(sameForAll([true, false])).toBe(false);
    // one car alone has nothing to differ from
    expect(sameForAll(['a'])).toBe(false);
  });
});
