import { describe, expect, it } from 'vitest';
import { noRating } from '../pricing/price-rating-view.ts';
import type { PriceRating } from '../pricing/price-rating.ts';
import { scamSignals } from './scam-signals.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const rated = (marketValue: number): PriceRating => ({
  grade: 1,
  label: 'Sehr guter Preis',
  marketValue,
  deviation: 0,
  comparablesCount: 20,
  range: { low: 1, high: 2 },
  registrationYearSpan: 2,
  match: 'like-for-like',
  listedCount: 15,
  uncertainty: null,
});
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('scam signals (issue 27 point 8)', () => {
  it('flags a price 30 % or more below the market value, not one just above that line', () => {
    expect(scamSignals({ price: 7_000, priceRating: rated(10_000), sellerSince: daysAgo(400), now: NOW })).toEqual(['far-below-market']);
    expect(scamSignals({ price: 7_001, priceRating: rated(10_000), sellerSince: daysAgo(400), now: NOW })).toEqual([]);
  });

  it('flags a seller who joined within 14 days', () => {
    expect(scamSignals({ price: 9_000, priceRating: rated(10_000), sellerSince: daysAgo(13.9), now: NOW })).toEqual(['new-seller']);
    expect(scamSignals({ price: 9_000, priceRating: rated(10_000), sellerSince: daysAgo(14), now: NOW })).toEqual([]);
  });

  it('says nothing about the price without a rating; both signals together', () => {
    expect(scamSignals({ price: 100, priceRating: noRating('pending'), sellerSince: daysAgo(400), now: NOW })).toEqual([]);
    expect(scamSignals({ price: 1_000, priceRating: rated(10_000), sellerSince: daysAgo(1), now: NOW })).toEqual(['far-below-market', 'new-seller']);
  });
});
