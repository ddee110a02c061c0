import { describe, expect, it } from 'vitest';
import { ADMISSION_LIMITS } from './admission-limits.ts';
import { cacheBudgets, heapLimitMb, inFlightMb } from './memory-budget.ts';

describe('memory budget', () => {
  it('splits MEMORY_BUDGET_MB among the caches without exceeding it, and 0 leaves every cache without bytes', () => {
    const budgets = Object.values(cacheBudgets(64));
    expect(budgets.every((bytes) => bytes > 0)).toBe(true);
    expect(budgets.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(Object.values(cacheBudgets(0))).toEqual(budgets.map(() => 0));
  });

  it('gives a serving process a heap limit that grows with the budget and the cars', () => {
    expect(heapLimitMb(64, 104_000)).toBeGreaterThan(heapLimitMb(32, 104_000));
    expect(heapLimitMb(64, 1_000_000)).toBeGreaterThan(heapLimitMb(64, 104_000));
  });

  it('counts what the requests admission control lets in at once hold', () => {
    const doubled = Object.fromEntries(Object.entries(ADMISSION_LIMITS).map(([kind, limit]) => [kind, { ...limit, inProgress: limit.inProgress * 2 }]));
    expect(inFlightMb(doubled as typeof ADMISSION_LIMITS)).toBeCloseTo(2 * inFlightMb(), 6);
    expect(inFlightMb()).toBeGreaterThan(0);
  });
});
