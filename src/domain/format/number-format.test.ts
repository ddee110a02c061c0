import { describe, expect, it } from 'vitest';
import { formatKm, formatNumber, formatPercent, formatPrice } from './number-format.ts';

describe('number formatting (dot thousands, comma decimals)', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(104000)).toBe('104.000');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(-45000)).toBe('-45.000');
  });
  it('writes decimals with a comma', () => {
    expect(formatNumber(6.99, 2)).toBe('6,99');
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
  });
  it('formats prices, kilometres and percentages', () => {
    expect(formatPrice(14990)).toBe('€ 14.990');
    expect(formatPrice(214.37)).toBe('€ 214,37');
    expect(formatKm(45000)).toBe('45.000 km');
    expect(formatPercent(7.23)).toBe('7,23 %');
  });
});
