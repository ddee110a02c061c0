import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format.ts';
import { parseAustrianNumber } from './number-parse.ts';

const EURO = ['€', 'EUR'];

describe('reading Austrian number formats', () => {
  it.each([
    ['19000', [], 19000],
    ['19.000', [], 19000],
    ['19.000,00', [], 19000],
    ['19 000', [], 19000],
    ['19\u00a0000', [], 19000],
    ['19\u202f000', [], 19000],
    ["19'000", [], 19000],
    ['€ 19.000,-', EURO, 19000],
    ['€19.000,--', EURO, 19000],
    ['19.000 €', EURO, 19000],
    ['EUR 19.000', EURO, 19000],
    ['19.000,- EUR', EURO, 19000],
    ['84.000 km', ['km'], 84000],
    ['84.000KM', ['km'], 84000],
    ['1.234.567,89', [], 1234567.89],
    ['5,4', [], 5.4],
    ['5.4', [], 5.4],
    ['0,125', [], 0.125],
    ['0.125', [], 0.125],
    ['12.50', [], 12.5],
    ['-1.500', [], -1500],
    ['  990  ', [], 990],
  ] as const)('%j → %d', (text, units, expected) => {
    expect(parseAustrianNumber(text, units)).toBe(expected);
  });

  it.each([
    // Would be 19 in Austria and 19000 in an English export: refused, never guessed.
    '19,000',
    '84,000',
    '19,000.00',
    '1,234,567',
    // Not numbers, or separators used inconsistently.
    '',
    'billig',
    '19.00.0',
    '19.000.00',
    '19 000.000',
    '1e3',
    '0x10',
    '19.000 km',
    '€ 19.000',
    'Infinity',
    '-',
    '12,',
    ',5',
  ])('%j is refused', (text) => {
    expect(parseAustrianNumber(text)).toBeUndefined();
  });

  it('reads back what the site writes (number-format.ts), with and without decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        expect(parseAustrianNumber(formatNumber(whole))).toBe(whole);
        const value = whole + (Math.sign(whole || 1) * cents) / 100;
        expect(parseAustrianNumber(formatNumber(value, 2))).toBeCloseTo(value, 2);
      }),
    );
  });
});
