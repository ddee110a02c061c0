import { describe, expect, it } from 'vitest';
import type { Seller } from '#src/domain/listing/listing-types.ts';
import { dealerVCard, homepageUrl, mapLink, phoneLines, sellerBoxParts, starRating } from './seller-display.ts';

function seller(overrides: Partial<Seller> = {}): Seller {
  return {
    id: 7,
    type: 'D',
    tier: 'T10',
    companyName: 'Autohaus Huber',
    address: { street: 'Hauptstraße 1', zip: '8010', city: 'Graz' },
    coordinates: { lat: 47.07, lon: 15.44 },
    homepage: 'www.huber.at',
    contactName: 'Anna Huber',
    isPrivateSeller: false,
    logo: '/logo.svg',
    dealerRatings: { ratingsCount: 12, ratingsStars: 4.3, ratingsEnabled: true, ratingsReviewUrl: null },
    answerTimes: { enquiries: 0, medianMinutes: null, withinDayPercent: null },
    callTracking: true,
    companyRegister: null,
    vatId: null,
    memberSince: '2024-01-01T00:00:00.000Z',
    contacts: [
      { phoneType: 'Fax', formattedNumber: '+43 316 1', callTo: '+433161', display: true },
      { phoneType: 'Office', formattedNumber: '+43 316 2', callTo: '+433162', display: true },
      { phoneType: 'Whatsapp', formattedNumber: '+43 660 3', callTo: '+436603', display: true },
      { phoneType: 'Mobile', formattedNumber: '+43 664 4', callTo: '+436644', display: true },
    ],
    ...overrides,
  };
}

describe('sellerBoxParts by tier and type (SPEC §2)', () => {
  it('T40/T30: company, ratings, contact name (with call tracking), location, all-vehicles link', () => {
    for (const tier of ['T40', 'T30'] as const) {
      const p = sellerBoxParts(seller({ tier }));
      expect(p).toMatchObject({
        privateLabel: false,
        companyName: 'Autohaus Huber',
        logo: null,
        contactName: 'Anna Huber',
        location: 'Hauptstraße 1, 8010 Graz',
        allVehiclesLink: true,
      });
      expect(p.ratings).toEqual({ stars: 4.5, count: 12, fillPercent: 90, reviewUrl: null });
    }
    expect(sellerBoxParts(seller({ tier: 'T40', callTracking: false })).contactName).toBeNull();
  });
  it('T20: logo, company name and location only', () => {
    expect(sellerBoxParts(seller({ tier: 'T20' }))).toEqual({
      privateLabel: false,
      companyName: 'Autohaus Huber',
      logo: '/logo.svg',
      contactName: null,
      ratings: null,
      location: 'Hauptstraße 1, 8010 Graz',
      allVehiclesLink: false,
    });
  });
  it('T10: company name and location', () => {
    expect(sellerBoxParts(seller())).toMatchObject({ companyName: 'Autohaus Huber', logo: null, contactName: null, ratings: null, allVehiclesLink: false });
  });
  it('private seller: label and optional location, nothing else', () => {
    const p = sellerBoxParts(seller({ type: 'P', isPrivateSeller: true, tier: 'T40', address: { street: null, zip: null, city: null } }));
    expect(p).toEqual({ privateLabel: true, companyName: null, logo: null, contactName: null, ratings: null, location: null, allVehiclesLink: false });
  });
  it('ratings only when enabled and counted', () => {
    expect(
      sellerBoxParts(seller({ tier: 'T40', dealerRatings: { ratingsCount: 0, ratingsStars: 4, ratingsEnabled: true, ratingsReviewUrl: null } })).ratings,
    ).toBeNull();
    expect(
      sellerBoxParts(seller({ tier: 'T40', dealerRatings: { ratingsCount: 5, ratingsStars: 4, ratingsEnabled: false, ratingsReviewUrl: null } })).ratings,
    ).toBeNull();
  });
});

describe('starRating', () => {
  it('rounds to halves, fills 20 % per point, caps at 5', () => {
    expect(starRating(4.24, 1)).toMatchObject({ stars: 4, fillPercent: 80 });
    expect(starRating(4.25, 1)).toMatchObject({ stars: 4.5, fillPercent: 90 });
    expect(starRating(7, 1)).toMatchObject({ stars: 5, fillPercent: 100 });
  });
});

describe('phones', () => {
  it('labels Tel./Fax/Mob. and never links Fax or Whatsapp', () => {
    expect(phoneLines(seller().contacts)).toEqual([
      { label: 'Fax', number: '+43 316 1', href: null, whatsapp: false },
      { label: 'Tel.', number: '+43 316 2', href: 'tel:+433162', whatsapp: false },
      { label: 'Mob.', number: '+43 660 3', href: null, whatsapp: true },
      { label: 'Mob.', number: '+43 664 4', href: 'tel:+436644', whatsapp: false },
    ]);
  });
});

describe('links', () => {
  it('adds http:// to a homepage without scheme', () => {
    expect(homepageUrl('www.huber.at')).toBe('http://www.huber.at');
    expect(homepageUrl('https://huber.at')).toBe('https://huber.at');
  });
  it('opens the address per platform', () => {
    expect(mapLink('ios', seller())?.href).toBe('https://maps.apple.com/?q=Hauptstra%C3%9Fe%201%2C%208010%20Graz&ll=47.07,15.44');
    expect(mapLink('android', seller())?.href).toBe('geo:47.07,15.44?q=Hauptstra%C3%9Fe%201%2C%208010%20Graz');
    expect(mapLink('desktop', seller())).toEqual({
      href: 'https://www.google.com/maps/search/?api=1&query=Hauptstra%C3%9Fe%201%2C%208010%20Graz',
      newTab: true,
    });
  });
});

describe('dealerVCard', () => {
  it('writes name, address, phones (no Whatsapp) and homepage', () => {
    const card = dealerVCard(seller({ companyName: 'Huber, Söhne; KG' }), 'https://x.at/fahrzeuge/a/1');
    expect(card).toContain('FN:Huber\\, Söhne\\; KG\r\n');
    expect(card).toContain('ADR;TYPE=WORK:;;Hauptstraße 1;Graz;;8010;Österreich');
    expect(card).toContain('TEL;TYPE=FAX:+433161');
    expect(card).toContain('TEL;TYPE=CELL:+436644');
    expect(card).not.toContain('+436603');
    expect(card).toContain('URL:http://www.huber.at');
    expect(card.startsWith('BEGIN:VCARD\r\n')).toBe(true);
  });
});
