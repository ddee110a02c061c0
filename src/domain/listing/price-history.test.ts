import { describe, expect, it } from 'vitest';
import { priceSteps, recentReduction } from './price-history.ts';

const now = new Date('2026-11-24T12:00:00Z');
const history = [
  { price: 22_990, validFrom: '2026-09-01T08:00:00Z', validTo: '2026-10-01T08:00:00Z' },
  { price: 21_990, validFrom: '2026-10-01T08:00:00Z', validTo: '2026-11-10T08:00:00Z' },
];

describe('price history', () => {
  it('lists every price oldest first, ending with the current one from the last change', () => {
    expect(priceSteps(history, { price: 20_490, since: '2026-09-01T08:00:00Z' })).toEqual([
      { price: 22_990, since: '2026-09-01T08:00:00Z' },
      { price: 21_990, since: '2026-10-01T08:00:00Z' },
      { price: 20_490, since: '2026-11-10T08:00:00Z' },
    ]);
    expect(priceSteps([], { price: 9_990, since: '2026-11-01T00:00:00Z' })).toEqual([{ price: 9_990, since: '2026-11-01T00:00:00Z' }]);
  });

  it("says 'reduced' only for a fall within the last 30 days", () => {
    expect(recentReduction(history, 20_490, now)).toEqual({ previousPrice: 21_990, since: '2026-11-10T08:00:00Z' });
    expect(recentReduction(history, 20_490, new Date('2026-12-11T08:00:01Z'))).toBeNull();
    expect(recentReduction(history, 23_490, now)).toBeNull();
    expect(recentReduction([], 20_490, now)).toBeNull();
  });
});
