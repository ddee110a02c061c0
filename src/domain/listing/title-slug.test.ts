import { describe, expect, it } from 'vitest';
import { detailPath, titleSlug } from './title-slug.ts';

describe('titleSlug', () => {
  it('lower-cases and replaces umlauts', () => {
    expect(titleSlug('VW Golf Variant Kombi Österreich-Paket')).toBe('vw-golf-variant-kombi-oesterreich-paket');
    expect(titleSlug('Mercedes-Benz C 220 d Ü-Wagen Ä')).toBe('mercedes-benz-c-220-d-ue-wagen-ae');
  });
  it('collapses other characters into one dash and drops the trailing dash', () => {
    expect(titleSlug('BMW 320d xDrive (G21) / M-Sport!!')).toBe('bmw-320d-xdrive-g21-m-sport');
    expect(titleSlug('Škoda Octavia 2.0 TDI')).toBe('koda-octavia-2-0-tdi');
  });
  it('falls back to a dash', () => {
    expect(titleSlug('!!!')).toBe('-');
    expect(detailPath('Audi A4', 12)).toBe('/fahrzeuge/audi-a4/12');
  });
});
