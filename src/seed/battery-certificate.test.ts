import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../domain/random/seeded-random.ts';
import { demoBatteryCertificate, expectedStateOfHealth } from './battery-certificate.ts';

const LISTED = new Date('2026-10-15T09:00:00Z');

describe('demo battery certificates (issue 37 point 5)', () => {
  const draw = (id: number, ageYears: number, mileage: number) =>
    demoBatteryCertificate(createSeededRandom(id * 7919 + 375), {
      ageYears,
      mileage,
      firstRegistration: `${2026 - Math.floor(ageYears)}-03`,
      listedAt: LISTED,
    });

  it('gives about half the used electric cars a certificate, and few new ones', () => {
    const used = Array.from({ length: 2000 }, (_, i) => draw(i + 1, 4, 60_000));
    const share = used.filter(Boolean).length / used.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
    const fresh = Array.from({ length: 2000 }, (_, i) => draw(i + 1, 0, 20));
    expect(fresh.filter(Boolean).length / fresh.length).toBeLessThan(0.2);
  });

  it('states a health that falls with age and mileage, within a few percent of the expected one, never below 70 %', () => {
    const mean = (ageYears: number, mileage: number) => {
      const values = Array.from({ length: 3000 }, (_, i) => draw(i + 1, ageYears, mileage)?.stateOfHealthPercent).filter((v) => v !== undefined);
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    expect(mean(2, 30_000)).toBeCloseTo(expectedStateOfHealth(2, 30_000), 0);
    expect(mean(2, 30_000)).toBeGreaterThan(mean(6, 90_000));
    expect(mean(6, 90_000)).toBeGreaterThan(mean(10, 200_000));
    for (let i = 1; i <= 500; i++) {
      const c = draw(i, 14, 300_000);
      if (c) expect(c.stateOfHealthPercent).toBeGreaterThanOrEqual(70);
      const young = draw(i, 1, 10_000);
      if (young) expect(young.stateOfHealthPercent).toBeLessThanOrEqual(100);
    }
  });

  it('dates the test within three months before the ad, never before the registration, and names a provider', () => {
    for (let i = 1; i <= 300; i++) {
      const c = draw(i, 3, 40_000);
      if (!c) continue;
      expect(c.testedOn <= '2026-10-15').toBe(true);
      expect(c.testedOn >= '2026-07-16').toBe(true);
      expect(c.testProvider.length).toBeGreaterThan(2);
    }
    // A car registered this month was tested no earlier than its registration.
    const recent = Array.from({ length: 50 }, (_, i) =>
      demoBatteryCertificate(createSeededRandom(i + 1), { ageYears: 0, mileage: 3000, firstRegistration: '2026-10', listedAt: LISTED }),
    ).filter((c) => c !== null);
    expect(recent.length).toBeGreaterThan(0);
    for (const c of recent) expect(c.testedOn >= '2026-10-01' && c.testedOn <= '2026-10-15').toBe(true);
  });
});
