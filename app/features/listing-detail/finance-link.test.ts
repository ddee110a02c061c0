import { describe, expect, it } from 'vitest';
import { withClickTime } from './finance-link.ts';

describe('withClickTime', () => {
  it('replaces the last underscore part with the time', () => {
    expect(withClickTime('https://f.example/rechner?betrag=1&ref=gw_12_0', 1700000000000)).toBe('https://f.example/rechner?betrag=1&ref=gw_12_1700000000000');
    expect(withClickTime('https://f.example/r?ref=gw_12_0&x=1', 5)).toBe('https://f.example/r?ref=gw_12_5&x=1');
    expect(withClickTime('https://f.example/r', 5)).toBe('https://f.example/r');
  });
});
