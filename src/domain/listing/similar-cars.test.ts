import { describe, expect, it } from 'vitest';
import { similarCarSearches } from './similar-cars.ts';

describe('similarCarSearches', () => {
  it('looks for the same model within a quarter of the price and two years, then the model alone', () => {
    const [strict, wide] = similarCarSearches({ makeId: 74, modelId: 2084, price: 20_000, firstRegistrationDate: '06/2019' });
    expect(strict).toMatchObject({ makeModels: [{ make: 74, model: 2084 }], priceFrom: 15_000, priceTo: 25_000, regFrom: 2017, regTo: 2021 });
    expect(wide).toMatchObject({ makeModels: [{ make: 74, model: 2084 }], priceFrom: null, priceTo: null, regFrom: null, regTo: null });
  });

  it('leaves price and year open when the car had none', () => {
    const [strict] = similarCarSearches({ makeId: 9, modelId: null, price: 0, firstRegistrationDate: null });
    expect(strict).toMatchObject({ priceFrom: null, priceTo: null, regFrom: null, regTo: null });
  });
});
