import { describe, expect, it } from 'vitest';
import { parseNumberPool } from './number-pool.ts';

describe('parseNumberPool', () => {
  it('keeps the display form and derives the number to dial', () => {
    expect(parseNumberPool(' +43 800 201 100 ,+43 (0)1 234-56/78,, +43 800 201 100')).toEqual([
      { formatted: '+43 800 201 100', raw: '+43800201100' },
      { formatted: '+43 (0)1 234-56/78', raw: '+43012345678' },
    ]);
  });

  it('rejects entries that are not phone numbers', () => {
    expect(() => parseNumberPool('+43 800 CALL')).toThrow(/not a phone number/);
    expect(() => parseNumberPool('12345')).toThrow(/6 to 15 digits/);
  });
});
