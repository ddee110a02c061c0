/**
 * Trim lines and versions buyers add to a model ('Golf GTI', 'Octavia RS', 'A4 S line', 'Model Y
 * Long Range', issue 36): no filter takes them, so the parser searches them in the ad's title (the
 * `q` field of the search, SPEC §3) under the spelling the ads use, and never drops one silently.
 * A weak trim is a common word ('Style', 'Sport', 'Plus'): it counts only right after a model or
 * make ('Polo Style'), elsewhere it stays in `unrecognized`. Body variants with a filter of their own
 * (Avant, Touring, Variant, Kombi) are body words of the vocabulary, drives (quattro, xDrive,
 * 4MATIC) the four-wheel-drive equipment.
 */

/** typed phrase → the ad-text term, and whether it counts only after a model or make */
type TrimEntry = readonly [phrase: string, term: string, weak?: 'weak'];

const strong = (term: string, ...phrases: string[]): TrimEntry[] => [term.toLowerCase(), ...phrases].map((p) => [p, term] as const);
const weak = (term: string, ...phrases: string[]): TrimEntry[] => [term.toLowerCase(), ...phrases].map((p) => [p, term, 'weak'] as const);

export const TRIMS: readonly TrimEntry[] = [
  // sport versions named by the makers
  ...strong('GTI'),
  ...strong('GTD'),
  ...strong('GTE'),
  ...strong('GTS'),
  ...strong('GTX'),
  ...strong('RS', 'vrs', 'v-rs'),
  ...strong('AMG'),
  ...strong('AMG Line', 'amg-line', 'amgline', 'amg paket', 'amg-paket'),
  ...strong('M Sport', 'msport', 'm-sport', 'm sportpaket', 'm-sportpaket', 'm paket', 'm-paket'),
  ...strong('S line', 'sline', 's-line'),
  ...strong('R-Line', 'rline', 'r line'),
  ...strong('N Line', 'n-line', 'nline'),
  ...strong('ST-Line', 'st line', 'stline'),
  ...strong('GT Line', 'gt-line', 'gtline'),
  ...strong('Sportline', 'sport line', 'sport-line'),
  ...strong('Luxury Line', 'luxury-line'),
  ...strong('OPC'),
  ...strong('GSi'),
  ...strong('Nismo'),
  ...strong('Type R', 'type-r'),
  ...strong('John Cooper Works', 'jcw'),
  ...strong('Competition'),
  ...strong('Performance'),
  ...strong('Plaid'),
  ...strong('Long Range', 'long-range', 'longrange'),
  ...strong('Standard Range', 'standard-range'),
  ...strong('Dual Motor', 'dual-motor'),
  ...strong('Sportback'),
  ...strong('Gran Coupé', 'gran coupe', 'grancoupe'),
  ...strong('Allspace'),
  ...strong('Cross Country', 'cross-country', 'crosscountry'),
  ...strong('Scout'),
  // the makers' trim lines
  ...strong('Highline'),
  ...strong('Comfortline'),
  ...strong('Trendline'),
  ...strong('Titanium'),
  ...strong('Avantgarde'),
  ...strong('Ambition'),
  ...strong('Elegance'),
  ...strong('Xcellence'),
  ...strong('Laurin & Klement', 'laurin klement', 'l&k', 'l und k'),
  ...weak('R'),
  ...weak('S'),
  ...weak('ST'),
  ...weak('FR'),
  ...weak('VZ'),
  ...weak('GT'),
  ...weak('Style'),
  ...weak('Sport'),
  ...weak('Active'),
  ...weak('Plus'),
  ...weak('Cross'),
  ...weak('Life'),
  ...weak('Comfort'),
  ...weak('Business'),
  ...weak('Edition'),
  ...weak('Limited'),
  ...weak('Premium'),
  ...weak('Luxury'),
  ...weak('Exclusive'),
  ...weak('Ambiente'),
  ...weak('Advantage'),
  ...weak('Design'),
  ...weak('Selection'),
];

/** 'Leon ST', 'Ibiza ST': after these makes the trim word names the estate body, not a version. */
export const TRIM_BODY_BY_MAKE: readonly (readonly [term: string, make: string, bodyId: number])[] = [['ST', 'Seat', 5]];
