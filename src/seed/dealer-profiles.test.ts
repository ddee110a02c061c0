import { describe, expect, it } from 'vitest';
import { readDealerProfile } from '../domain/dealers/dealer-profile.ts';
import { demoDealerProfile, starDistribution } from './dealer-profiles.ts';

const mean = (counts: number[]) => counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / counts.reduce((a, b) => a + b, 0);

describe('demo dealer profiles', () => {
  it("distributes the count over the stars with the dealer's average", () => {
    for (const [stars, count] of [
      [4.5, 2],
      [4.5, 11],
      [3.7, 240],
      [5, 3],
      [1, 1],
      [4.2, 37],
    ] as const) {
      const counts = starDistribution(stars, count);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(count);
      expect(counts.every((n) => n >= 0)).toBe(true);
      expect(Math.abs(mean(counts) - stars)).toBeLessThanOrEqual(0.5 / count + 1e-9);
    }
  });

  it('gives ratings only with star levels the distribution has', () => {
    const profile = readDealerProfile(demoDealerProfile(7, { enabled: true, stars: 4.5, count: 2 }, new Date('2025-01-01T00:00:00Z')));
    expect(profile.distribution).toEqual([0, 0, 0, 1, 1]);
    expect(profile.reviews.map((r) => r.stars).sort()).toEqual([4, 5]);
    expect(readDealerProfile(demoDealerProfile(7, { enabled: false, stars: 0, count: 0 }, new Date())).reviews).toEqual([]);
  });
});
