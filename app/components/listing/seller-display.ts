/**
 * What the seller box shows, by seller type and tier (SPEC §2 'Seller section', 'Phone types'),
 * and the links of its actions. Pure, so the rules are tested without rendering.
 */
import type { Platform } from '#src/domain/device/user-agent.ts';
import type { Seller, SellerContact } from '#src/domain/listing/listing-types.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';

export interface SellerBoxParts {
  /** 'Privater Anbieter' instead of a company name */
  privateLabel: boolean;
  companyName: string | null;
  logo: string | null;
  contactName: string | null;
  ratings: StarRating | null;
  location: string | null;
  /** the tier's all-vehicles link in the heading block (T30/T40) */
  allVehiclesLink: boolean;
}

export interface StarRating {
  stars: number;
  count: number;
  fillPercent: number;
  reviewUrl: string | null;
}

export const STAR_MAX = 5;

/** Ratings rounded to halves, 20 % star fill per point, at most 5. */
export function starRating(value: number, count: number, reviewUrl: string | null = null): StarRating {
  const stars = Math.min(STAR_MAX, Math.max(0, Math.round(value * 2) / 2));
  return { stars, count, fillPercent: stars * (100 / STAR_MAX), reviewUrl };
}

export function sellerLocation(seller: Pick<Seller, 'address'>): string | null {
  const { street, zip, city } = seller.address;
  const place = [zip, city].filter(Boolean).join(' ');
  const text = [street, place].filter(Boolean).join(', ');
  return text === '' ? null : text;
}

/**
 * Tier display: T40 and T30 show company name, ratings, contact name, location and an
 * all-vehicles link; T20 logo, company name and location; others company name and location.
 * Private sellers: 'Privater Anbieter' with optional location. The contact name only for
 * non-private sellers with call tracking; ratings only when enabled and counted.
 */
export function sellerBoxParts(seller: Seller): SellerBoxParts {
  const location = sellerLocation(seller);
  if (seller.isPrivateSeller) {
    return { privateLabel: true, companyName: null, logo: null, contactName: null, ratings: null, location, allVehiclesLink: false };
  }
  const top = seller.tier === 'T40' || seller.tier === 'T30';
  const r = seller.dealerRatings;
  return {
    privateLabel: false,
    companyName: seller.companyName,
    logo: seller.tier === 'T20' ? seller.logo : null,
    contactName: top && seller.callTracking ? seller.contactName : null,
    ratings: top && r.ratingsEnabled && r.ratingsCount > 0 ? starRating(r.ratingsStars, r.ratingsCount, r.ratingsReviewUrl) : null,
    location,
    allVehiclesLink: top,
  };
}

export type PhoneLabel = 'Tel.' | 'Fax' | 'Mob.';

const PHONE_LABELS: Record<SellerContact['phoneType'], PhoneLabel> = {
  Tracker: 'Tel.',
  Office: 'Tel.',
  Private: 'Tel.',
  Fax: 'Fax',
  Mobile: 'Mob.',
  Whatsapp: 'Mob.',
};

export interface PhoneLine {
  label: PhoneLabel;
  number: string;
  /** tel: link, or null for Fax and Whatsapp */ href: string | null;
  whatsapp: boolean;
}

/** The seller's displayable numbers; Whatsapp and Fax are never call links. */
export function phoneLines(contacts: readonly SellerContact[]): PhoneLine[] {
  return contacts
    .filter((c) => c.display)
    .map((c) => ({
      label: PHONE_LABELS[c.phoneType],
      number: c.formattedNumber,
      href: c.phoneType === 'Fax' || c.phoneType === 'Whatsapp' ? null : `tel:${c.callTo}`,
      whatsapp: c.phoneType === 'Whatsapp',
    }));
}

/** Homepage link: http:// is put in front when the address has no scheme. */
export function homepageUrl(homepage: string): string {
  const trimmed = homepage.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/**
 * 'Adresse anzeigen': Apple Maps on iOS, the geo: scheme (any installed map app) on Android,
 * Google Maps in a new tab on desktop.
 */
export function mapLink(platform: Platform, seller: Pick<Seller, 'address' | 'coordinates'>): { href: string; newTab: boolean } | null {
  const address = sellerLocation(seller);
  const coords = seller.coordinates;
  if (!address && !coords) return null;
  const query = encodeURIComponent(address ?? `${coords?.lat},${coords?.lon}`);
  switch (platform) {
    case 'ios':
      return { href: coords ? `https://maps.apple.com/?q=${query}&ll=${coords.lat},${coords.lon}` : `https://maps.apple.com/?q=${query}`, newTab: false };
    case 'android':
      return { href: coords ? `geo:${coords.lat},${coords.lon}?q=${query}` : `geo:0,0?q=${query}`, newTab: false };
    case 'desktop':
      return { href: `https://www.google.com/maps/search/?api=1&query=${query}`, newTab: true };
  }
}

/** The dealer's car list (SPEC §2 'all cars (dealer cars with cid)'). */
export function dealerCarsPath(sellerId: number): string {
  return `${ROUTE_PATHS.dealerCars}?cid=${sellerId}`;
}

/** vCard text values escape backslash, comma, semicolon and line breaks (RFC 6350 §3.4). */
const vcardText = (value: string) => value.replace(/[\\,;]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, '\\n');

/**
 * 'Kontakt speichern (vCard)': the dealer as a vCard the visitor keeps in the address book (the product has
 * no accounts to remember a dealer in, SPEC §6).
 */
export function dealerVCard(seller: Seller, pageUrl: string): string {
  const name = seller.companyName ?? seller.contactName ?? 'Händler';
  const { street, zip, city } = seller.address;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${vcardText(name)}`,
    `ORG:${vcardText(name)}`,
    `ADR;TYPE=WORK:;;${vcardText(street ?? '')};${vcardText(city ?? '')};;${vcardText(zip ?? '')};Österreich`,
    ...seller.contacts
      .filter((c) => c.display && c.phoneType !== 'Whatsapp')
      .map((c) => `TEL;TYPE=${c.phoneType === 'Fax' ? 'FAX' : c.phoneType === 'Mobile' ? 'CELL' : 'WORK'}:${c.callTo}`),
    ...(seller.homepage ? [`URL:${homepageUrl(seller.homepage)}`] : []),
    `NOTE:${vcardText(`Gemerkt auf ${pageUrl}`)}`,
    'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
