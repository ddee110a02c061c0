import { describe, expect, it } from 'vitest';
import { chooseAutomatchDealers, priceBand, type CandidateCar } from './automatch-selection.ts';

const WIEN = { lat: 48.2082, lon: 16.3738 };
const enquired = { modelId: 10, price: 20_000, ...WIEN };
let nextId = 1;
const car = (sellerId: number, overrides: Partial<CandidateCar> = {}): CandidateCar => ({
  id: nextId++,
  title: `Auto ${nextId}`,
  price: 20_000,
  modelId: 10,
  lat: WIEN.lat,
  lon: WIEN.lon,
  sellerId,
  ...overrides,
});

describe('chooseAutomatchDealers', () => {
  it('uses a ±25 % price band', () => {
    expect(priceBand(20_000)).toEqual({ min: 15_000, max: 25_000 });
  });

  it('picks at most 3 dealers: same model first, then nearest, then more similar cars', () => {
    const chosen = chooseAutomatchDealers(enquired, [
      car(1, { modelId: 11 }), // same make only
      car(2, { lat: 48.3 }), // same model, ~10 km
      car(3), // same model, here
      car(4, { lat: 48.5 }), // same model, ~32 km
      car(5, { lat: 48.5 }),
      car(5, { lat: 48.5 }), // same distance as 4 but two cars
      car(6, { price: 30_000 }), // outside the band
      car(7, { lat: 50.5 }), // >150 km
    ]);
    expect(chosen.map((d) => d.dealerId)).toEqual([3, 2, 5]);
    expect(chosen[2]?.similarCars).toBe(2);
  });

  it('falls back to other models of the make when too few dealers have the model', () => {
    const chosen = chooseAutomatchDealers(enquired, [car(1, { modelId: 11, lat: 48.21 }), car(2), car(3, { modelId: 12 })]);
    expect(chosen.map((d) => d.dealerId)).toEqual([2, 3, 1]);
  });

  it('returns nobody without candidates', () => {
    expect(chooseAutomatchDealers(enquired, [])).toEqual([]);
  });
});
