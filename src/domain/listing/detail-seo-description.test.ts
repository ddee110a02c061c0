import { describe, expect, it } from 'vitest';
import { detailSeoDescription } from './detail-seo-description.ts';

const base = { title: 'VW Golf 1.6 TDI', firstRegistrationDate: '03/2018', mileageKm: 45000, powerInPS: 116, price: 14990, location: 'Graz' };

describe('detailSeoDescription (SPEC §2)', () => {
  it('writes the full sentence', () => {
    expect(detailSeoDescription(base)).toBe('Den VW Golf 1.6 TDI (EZ: 2018) mit 45.000 km und 116 PS für € 14.990 in Graz kaufen.');
  });
  it('leaves out the location when there is none', () => {
    expect(detailSeoDescription({ ...base, location: null })).toBe('Den VW Golf 1.6 TDI (EZ: 2018) mit 45.000 km und 116 PS für € 14.990 kaufen.');
    expect(detailSeoDescription({ ...base, location: '  ' })).toBe('Den VW Golf 1.6 TDI (EZ: 2018) mit 45.000 km und 116 PS für € 14.990 kaufen.');
  });
  it('says 0 PS without power, and leaves out a zero mileage and a missing registration', () => {
    expect(detailSeoDescription({ ...base, powerInPS: 0, mileageKm: 0, firstRegistrationDate: null, price: 1250000 })).toBe(
      'Den VW Golf 1.6 TDI mit 0 PS für € 1.250.000 in Graz kaufen.',
    );
  });
});
