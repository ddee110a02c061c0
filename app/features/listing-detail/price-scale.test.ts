import { describe, expect, it } from 'vitest';
import { gradeFor, PRICE_GRADES } from '#src/domain/pricing/price-rating.ts';
import { scalePosition, scaleThresholds } from './price-scale.ts';

const at = (deviation: number) => scalePosition(gradeFor(deviation).grade, deviation);

describe('scalePosition', () => {
  it("marks a price inside its grade's segment, in proportion to the grade's bounds", () => {
    expect(at(0)).toBe(50); // the middle of 'Fairer Preis' (−5 % … +5 %)
    expect(at(-0.075)).toBe(30); // halfway through 'Guter Preis' (−10 % … −5 %)
    expect(at(0.075)).toBe(70);
    expect(at(-0.125)).toBe(10); // 'Sehr guter Preis' is drawn from −15 % (as wide as 'Guter Preis')
  });

  it('keeps a segment border price in the segment of its grade', () => {
    expect(at(-0.1)).toBe(20);
    expect(at(0.05)).toBe(60);
    for (const deviation of [-0.3, -0.1, -0.0999, -0.05, 0, 0.05, 0.0501, 0.1, 0.5]) {
      const grade = gradeFor(deviation).grade;
      const position = scalePosition(grade, deviation);
      expect(position).toBeGreaterThanOrEqual((grade - 1) * 20);
      expect(position).toBeLessThanOrEqual(grade * 20);
    }
  });

  it('keeps far-off prices inside the scale', () => {
    expect(at(-0.6)).toBe(1.5);
    expect(at(0.9)).toBe(98.5);
  });
});

describe('scaleThresholds', () => {
  it('puts the published thresholds on the borders between the segments', () => {
    expect(scaleThresholds()).toEqual(PRICE_GRADES.slice(0, 4).map((g, i) => ({ atPercent: (i + 1) * 20, deviation: g.maxDeviation })));
  });
});
