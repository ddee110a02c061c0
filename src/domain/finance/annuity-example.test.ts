import { describe, expect, it } from 'vitest';
import { annuityExample, annuityRate, effectiveAnnualRate } from './annuity-example.ts';

describe('annuity finance example', () => {
  it('computes the textbook annuity rate', () => {
    // 10,000 at 6 % nominal over 12 months: 860.67 per month (standard annuity table).
    expect(annuityRate(10_000, 0.06, 12)).toBe(860.67);
    expect(annuityRate(1200, 0, 12)).toBe(100);
  });

  it('derives deposit, credit, rate, total and effective interest from the price', () => {
    const ex = annuityExample(20_000);
    expect(ex).not.toBeNull();
    if (!ex) return;
    expect(ex.deposit).toBe(4000);
    expect(ex.creditAmount).toBe(16_000);
    expect(ex.months).toBe(60);
    expect(ex.debitInterest).toBe(6.99);
    // 16,000 at 6.99 % over 60 months ≈ 316.7 a month.
    expect(ex.monthlyRate).toBeGreaterThan(316);
    expect(ex.monthlyRate).toBeLessThan(317.5);
    expect(ex.processingFee).toBe(320);
    expect(ex.totalAmount).toBeCloseTo(4000 + ex.monthlyRate * 60 + 320, 2);
    // The fee pushes the effective rate above the compounded nominal rate (7.22 %).
    expect(ex.effectiveInterest).toBeGreaterThan(7.22);
    expect(ex.effectiveInterest).toBeLessThan(8.5);
  });

  it('without fees the effective rate is the compounded nominal rate', () => {
    const rate = annuityRate(10_000, 0.06, 48);
    expect(effectiveAnnualRate(10_000, rate, 48)).toBeCloseTo(Math.pow(1.005, 12) - 1, 4);
  });

  it('offers no example for tiny credits or invalid prices', () => {
    expect(annuityExample(1500)).toBeNull();
    expect(annuityExample(0)).toBeNull();
    expect(annuityExample(Number.NaN)).toBeNull();
  });
});
