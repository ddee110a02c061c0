import { describe, expect, it } from 'vitest';
import { firstCallableNumber } from './callable-number.ts';
import type { SellerContact } from './listing-types.ts';

const contact = (phoneType: SellerContact['phoneType'], n: string, display = true): SellerContact => ({
  phoneType,
  formattedNumber: `+43 316 ${n}`,
  callTo: `+43316${n}`,
  display,
});

describe('firstCallableNumber', () => {
  it('skips fax, WhatsApp and hidden numbers', () => {
    expect(
      firstCallableNumber([contact('Fax', '1'), contact('Whatsapp', '2'), contact('Tracker', '3', false), contact('Office', '4'), contact('Mobile', '5')]),
    ).toEqual({ formatted: '+43 316 4', raw: '+433164' });
    expect(firstCallableNumber([])).toBeNull();
  });
});
