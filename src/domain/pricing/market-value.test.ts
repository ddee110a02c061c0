import { describe, expect, it } from 'vitest';
import { comparablesFilters, comparablesFiltersOf, ineligibility, type PricedCar } from './comparables.ts';
import { appraise, MIN_COMPARABLES, pricingGroups } from './market-value.ts';
import { ADJUSTMENT_FEATURES, features, featureEffect, fitPriceAdjustment, NO_ADJUSTMENT, type PriceAdjustment } from './price-adjustment.ts';
import { crossValidate, foldOf } from './price-evaluation.ts';
import { priceRatingOf } from './price-rating-view.ts';
import { gradeFor } from './price-rating.ts';

const NOW = new Date('2026-11-15T12:00:00Z');

function car(overrides: Partial<PricedCar> = {}): PricedCar {
  return {
    id: 1,
    makeId: 74,
    modelId: 2084,
    firstRegistration: '2019-04',
    mileage: 84_000,
    powerKw: 110,
    fuel: 'D',
    price: 20_000,
    offerType: 'U',
    hadAccident: false,
    privateSeller: false,
    equipmentCount: 10,
    allWheelDrive: false,
    sold: false,
    gearbox: 1,
    bodyType: 6,
    daysOnline: null,
    soldAt: null,
    valueItems: 2,
    ...overrides,
  };
}

/** An adjustment with only an age and a mileage effect: −8 % a year, −3 % per 10,000 km. */
const AGE_AND_KM: PriceAdjustment = {
  features: ADJUSTMENT_FEATURES,
  coefficients: ADJUSTMENT_FEATURES.map((f) => (f === 'age' ? -0.08 : f === 'km/10000' ? -0.03 : 0)),
};

describe('comparables', () => {
  it('are found by an ordinary search: model, fuel, registration years, mileage band, power in kW, used cars without accident', () => {
    const subject = { makeId: 74, modelId: 2084, fuel: 'D', registrationYear: 2019, mileage: 84_000, powerKw: 110, gearbox: 3, bodyType: 1 };
    const filters = comparablesFilters(subject, 2, 'like-for-like');
    expect(filters).toMatchObject({
      makeModels: [{ make: 74, model: 2084 }],
      fuels: ['D'],
      regFrom: 2017,
      regTo: 2021,
      kmFrom: 54_000,
      kmTo: 114_000,
      powerFrom: 88,
      powerTo: 132,
      powerUnit: 'kw',
      offerTypes: ['U', 'J', 'D'],
      accident: 'N',
      gearboxes: [2, 3],
      bodyTypes: [1, 6],
    });
    // The fallback leaves gearbox and body open.
    expect(comparablesFilters(subject, 3, 'model-fuel')).toMatchObject({ gearboxes: [], bodyTypes: [] });
    // A young car keeps a band of at least ±20,000 km, and no lower bound below zero.
    expect(comparablesFilters({ ...subject, fuel: 'B', registrationYear: 2025, mileage: 9_000, powerKw: 85 }, 3, 'like-for-like')).toMatchObject({
      regFrom: 2022,
      regTo: 2028,
      kmFrom: null,
      kmTo: 29_000,
    });
  });

  it('give no search for a listing without a grade', () => {
    const listing = {
      make: { raw: 74, formatted: 'VW', safeValue: 'vw' },
      model: { raw: 2084, formatted: 'Golf', safeValue: 'golf' },
      fuel: { raw: 'D', formatted: 'Diesel' },
      firstRegistrationDate: '04/2019',
      mileage: { raw: 84_000, formatted: '84.000 km' },
      powerInKW: 110,
      gearboxId: 2,
      bodyType: { id: 5, name: 'Kombi' },
    };
    expect(comparablesFiltersOf({ ...listing, priceRating: priceRatingOf(undefined) })).toBeNull();
    const rated = priceRatingOf({
      grade: 3,
      marketValue: 20_000,
      deviation: 0,
      reason: null,
      comparablesCount: 9,
      rangeLow: 18_000,
      rangeHigh: 22_000,
      yearSpan: 3,
      match: 'like-for-like',
      forSaleCount: 6,
      spread: 0.2,
    });
    expect(comparablesFiltersOf({ ...listing, priceRating: rated })).toMatchObject({
      regFrom: 2016,
      regTo: 2022,
      fuels: ['D'],
      gearboxes: [2, 3],
      bodyTypes: [5],
    });
  });

  it('leave out accident cars, Oldtimer and new cars, which get no rating either', () => {
    expect(ineligibility(car(), NOW)).toBeNull();
    expect(ineligibility(car({ hadAccident: true }), NOW)).toBe('accident');
    expect(ineligibility(car({ offerType: 'O' }), NOW)).toBe('oldtimer');
    expect(ineligibility(car({ firstRegistration: '1996-10' }), NOW)).toBe('oldtimer');
    expect(ineligibility(car({ offerType: 'N', firstRegistration: null }), NOW)).toBe('new-car');
    expect(ineligibility(car({ offerType: 'S', firstRegistration: '2026-09' }), NOW)).toBe('new-car');
    expect(ineligibility(car({ offerType: 'J', firstRegistration: '2025-09' }), NOW)).toBeNull();
  });
});

describe('appraise', () => {
  /** Comparables priced exactly by AGE_AND_KM from a level of 40,000 for a new car without km, one of them 10 % dear. */
  function market(): PricedCar[] {
    const priced = (id: number, reg: string, km: number, markup = 1) => {
      const c = car({ id, firstRegistration: reg, mileage: km });
      return { ...c, price: Math.round(40_000 * Math.exp(featureEffect(features(c, NOW), AGE_AND_KM)) * markup) };
    };
    return [
      priced(2, '2018-04', 100_000),
      priced(3, '2020-04', 70_000),
      priced(4, '2019-04', 66_000),
      priced(5, '2021-01', 90_000),
      priced(6, '2017-06', 110_000, 1.1),
    ];
  }

  it('is the median of the comparables moved to this car, graded by the deviation of the asking price', () => {
    const target = car({ id: 1, price: 17_990 });
    const expected = 40_000 * Math.exp(featureEffect(features(target, NOW), AGE_AND_KM));
    const a = appraise(target, pricingGroups(market(), AGE_AND_KM, NOW), AGE_AND_KM, NOW);
    expect(a.comparablesCount).toBe(5);
    expect(a.marketValue).toBe(Math.round(expected / 100) * 100);
    expect(a.deviation).toBeCloseTo((17_990 - (a.marketValue as number)) / (a.marketValue as number), 3);
    expect(a.grade).toBe(gradeFor(a.deviation as number).grade);
    expect(a.rangeLow).toBe(Math.min(...market().map((c) => c.price)));
    expect(a.rangeHigh).toBe(Math.max(...market().map((c) => c.price)));
    expect(a.yearSpan).toBe(2);
  });

  it('never compares a car with itself, and says why when fewer than five comparables remain', () => {
    const cars = market();
    const own = cars[0] as PricedCar;
    const a = appraise(own, pricingGroups(cars, AGE_AND_KM, NOW), AGE_AND_KM, NOW);
    expect(a).toMatchObject({ grade: null, reason: 'too-few-comparables', comparablesCount: MIN_COMPARABLES - 1, marketValue: null });
  });

  it('widens the registration window to ±3 years when ±2 finds too few', () => {
    const cars = market().map((c, i) => (i === 0 ? { ...c, firstRegistration: '2016-02' } : c));
    const a = appraise(car({ id: 1 }), pricingGroups(cars, AGE_AND_KM, NOW), AGE_AND_KM, NOW);
    expect(a).toMatchObject({ comparablesCount: 5, yearSpan: 3 });
  });

  it('compares only the same fuel and leaves out accident cars among the comparables', () => {
    const cars = market().map((c, i) => (i === 0 ? { ...c, fuel: 'B' } : i === 1 ? { ...c, hadAccident: true } : c));
    expect(appraise(car({ id: 1 }), pricingGroups(cars, AGE_AND_KM, NOW), AGE_AND_KM, NOW).comparablesCount).toBe(3);
  });

  it('rates no accident car, whatever its comparables', () => {
    expect(appraise(car({ id: 1, hadAccident: true }), pricingGroups(market(), AGE_AND_KM, NOW), AGE_AND_KM, NOW)).toMatchObject({
      grade: null,
      reason: 'accident',
      comparablesCount: 0,
    });
  });
});

describe('fitPriceAdjustment', () => {
  it('learns the effects of age, mileage and a private seller from prices within each model', () => {
    const truth = ADJUSTMENT_FEATURES.map((f) => (f === 'age' ? -0.07 : f === 'km/10000' ? -0.025 : f === 'private' ? -0.1 : 0));
    const cars: PricedCar[] = [];
    let id = 1;
    for (const [modelId, level] of [
      [1, 20_000],
      [2, 45_000],
    ] as const) {
      for (let year = 2012; year <= 2024; year++) {
        for (const km of [20_000, 60_000, 120_000]) {
          for (const privateSeller of [false, true]) {
            const c = car({
              id: id++,
              modelId,
              firstRegistration: `${year}-06`,
              mileage: km + (year % 3) * 7_000,
              privateSeller,
              equipmentCount: (id % 7) + 3,
              powerKw: 80 + (id % 5) * 10,
            });
            cars.push({ ...c, price: level * Math.exp(featureEffect(features(c, NOW), { features: ADJUSTMENT_FEATURES, coefficients: truth })) });
          }
        }
      }
    }
    const learnt = fitPriceAdjustment(cars, NOW).coefficients;
    expect(learnt[ADJUSTMENT_FEATURES.indexOf('km/10000')]).toBeCloseTo(-0.025, 3);
    expect(learnt[ADJUSTMENT_FEATURES.indexOf('private')]).toBeCloseTo(-0.1, 3);
    // The age curve: slope −0.07 everywhere (the knots add nothing).
    const age = (years: number) =>
      featureEffect(features(car({ firstRegistration: `${2026 - years}-11`, mileage: 0, powerKw: 1, equipmentCount: 0 }), NOW), fitPriceAdjustment(cars, NOW));
    expect(age(8) - age(4)).toBeCloseTo(-0.28, 2);
  });

  it('adjusts nothing without data', () => {
    expect(fitPriceAdjustment([], NOW).coefficients.every((c) => c === 0)).toBe(true);
    expect(NO_ADJUSTMENT.coefficients).toHaveLength(ADJUSTMENT_FEATURES.length);
  });
});

describe('crossValidate', () => {
  it('spreads every kind of car over the folds, also cars whose ids follow a pattern (every fifth a private seller)', () => {
    const sizes = new Int32Array(5);
    const privates = new Set<number>();
    for (let id = 1; id <= 10_000; id++) {
      sizes[foldOf(id, 5)] = (sizes[foldOf(id, 5)] as number) + 1;
      if (id % 5 === 1) privates.add(foldOf(id, 5));
    }
    expect(Math.min(...sizes)).toBeGreaterThan(1900);
    expect(privates.size).toBe(5);
  });

  it('rates each car for sale from the other folds and reports the error, the share within ±10 % and the grades', () => {
    const cars: PricedCar[] = [];
    for (let id = 1; id <= 60; id++) {
      const c = car({ id, firstRegistration: `${2016 + (id % 6)}-0${1 + (id % 9)}`, mileage: 50_000 + (id % 5) * 5_000 });
      cars.push({ ...c, price: Math.round(30_000 * Math.exp(featureEffect(features(c, NOW), AGE_AND_KM)) * (id % 10 === 0 ? 1.2 : 1)) });
    }
    const figures = crossValidate(cars, NOW, 5);
    expect(figures.sampleSize).toBeGreaterThan(40);
    expect(figures.mdape).toBeLessThan(0.05);
    expect(figures.within10).toBeGreaterThan(0.8);
    const graded = Object.values(figures.gradeDistribution).reduce((a, b) => a + b, 0);
    expect(graded).toBe(figures.sampleSize);
    expect(figures.gradeDistribution[5]).toBeGreaterThan(0);
  });
});

describe('priceRatingOf', () => {
  it('shows the grade with its figures, or no rating with the reason in words', () => {
    expect(priceRatingOf(undefined)).toEqual({
      grade: null,
      label: 'Keine Preisbewertung',
      reason: 'pending',
      reasonText: 'Die Bewertung wird gerade berechnet.',
    });
    const none = { grade: null, marketValue: null, deviation: null, rangeLow: null, rangeHigh: null, yearSpan: null, match: null, forSaleCount: 0 };
    expect(priceRatingOf({ ...none, reason: 'too-few-comparables', comparablesCount: 2, spread: null })).toMatchObject({
      grade: null,
      reason: 'too-few-comparables',
      reasonText: 'Zu wenige vergleichbare Fahrzeuge für eine verlässliche Bewertung.',
    });
    expect(priceRatingOf({ ...none, reason: 'uncertain', comparablesCount: 6, spread: 0.9 })).toMatchObject({
      grade: null,
      reason: 'uncertain',
      reasonText: 'Unsichere Bewertung: nur 6 vergleichbare Fahrzeuge, große Preisspanne. Unter unserer Sicherheitsschwelle vergeben wir keine Note.',
    });
    expect(
      priceRatingOf({
        grade: 2,
        marketValue: 21_400,
        deviation: -0.07,
        reason: null,
        comparablesCount: 37,
        rangeLow: 17_990,
        rangeHigh: 24_990,
        yearSpan: 2,
        match: 'model-fuel',
        forSaleCount: 30,
        spread: 0.3,
      }),
    ).toEqual({
      grade: 2,
      label: 'Guter Preis',
      marketValue: 21_400,
      deviation: -0.07,
      comparablesCount: 37,
      range: { low: 17_990, high: 24_990 },
      registrationYearSpan: 2,
      match: 'model-fuel',
      listedCount: 31,
      uncertainty: null,
    });
    // Few comparables with a grade: said, not hidden.
    expect(
      priceRatingOf({
        grade: 3,
        marketValue: 10_000,
        deviation: 0,
        reason: null,
        comparablesCount: 6,
        rangeLow: 9_000,
        rangeHigh: 11_000,
        yearSpan: 3,
        match: 'like-for-like',
        forSaleCount: 6,
        spread: 0.1,
      }),
    ).toMatchObject({ grade: 3, uncertainty: 'Unsichere Bewertung: nur 6 vergleichbare Fahrzeuge' });
  });
});
