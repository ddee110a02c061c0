import { writeDealerProfile } from '../domain/dealers/dealer-profile.ts';
import { demoDealerProfile } from './dealer-profiles.ts';
import type { NewSeller, PhoneType, SellerType, Tier } from '../db/schema.ts';
import { AUSTRIAN_CITIES, type AustrianCity } from '../domain/geo/austrian-places.ts';
import { createWeightedPicker, type SeededRandom } from '../domain/random/seeded-random.ts';
import { AREA_CODES } from './austrian-area-codes.ts';
import { postcodesOf } from './city-streets.ts';
import { AGENT_NAME_PATTERNS, DEALER_CHAINS, DEALER_NAME_PATTERNS, FIRST_NAMES, MOBILE_PREFIXES, STREETS, SURNAMES } from './austrian-names.ts';

export interface GeneratedContact {
  phone_type: PhoneType;
  formatted_number: string;
  call_to: string;
}
export interface GeneratedSeller {
  row: NewSeller & { id: number };
  contacts: GeneratedContact[];
  city: AustrianCity;
  /** relative share of listings */ size: number;
}

/** The town's own area code; Vienna's districts share 1. */
export function areaCodeOf(city: AustrianCity): string | undefined {
  return city.state === 'wien' ? '1' : AREA_CODES[city.name];
}

const pickCity = createWeightedPicker(AUSTRIAN_CITIES, (c) => Math.sqrt(c.population));
// Dealers only sit in towns whose area code is known, so their landline always fits the town.
const pickDealerCity = createWeightedPicker(
  AUSTRIAN_CITIES.filter((c) => areaCodeOf(c) !== undefined),
  (c) => Math.sqrt(c.population),
);

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function digits(random: SeededRandom, n: number): string {
  let s = String(random.int(2, 9));
  for (let i = 1; i < n; i++) s += String(random.int(0, 9));
  return s;
}

function landline(random: SeededRandom, area: string): string {
  return `+43 ${area} ${digits(random, area.length === 1 ? 7 : area.length === 3 ? 6 : 5)}`;
}

function mobile(random: SeededRandom): string {
  return `+43 ${random.pick(MOBILE_PREFIXES)} ${digits(random, 7)}`;
}

const contact = (phone_type: PhoneType, formatted_number: string): GeneratedContact => ({
  phone_type,
  formatted_number,
  call_to: formatted_number.replace(/\s+/g, ''),
});

/** The seller's advertising package (shown in the seller box); single ads carry their own tier. */
function packageFor(random: SeededRandom, type: SellerType): Tier {
  if (type === 'P') return random.chance(0.08) ? 'T20' : 'T10';
  const r = random.next();
  return r < 0.55 ? 'T10' : r < 0.85 ? 'T20' : r < 0.94 ? 'T30' : 'T40';
}

const VIENNA_DISTRICTS = new Map(AUSTRIAN_CITIES.filter((c) => c.state === 'wien' && c.name !== 'Wien').map((c) => [c.zip, c]));

interface Address {
  street: string;
  zip: string;
  lat: number;
  lon: number;
}

/**
 * A dealer's address: in the big cities a postcode of the city and a real street of that district
 * (a Vienna dealer at a district's own coordinates), elsewhere a common street name of the town.
 */
function dealerAddress(random: SeededRandom, city: AustrianCity): Address {
  const postcodes = postcodesOf(city.name, city.zip);
  if (!postcodes) return { street: streetIn(random, city), zip: city.zip, lat: city.lat, lon: city.lon };
  const district = random.pick(postcodes);
  const centre = VIENNA_DISTRICTS.get(district.zip) ?? city;
  return { street: `${random.pick(district.streets)} ${random.int(1, 180)}`, zip: district.zip, lat: centre.lat, lon: centre.lon };
}

/** A street of the town: no 'Grazer Straße' in Graz. */
function streetIn(random: SeededRandom, city: AustrianCity): string {
  const own = city.name.split(/[ -]/)[0] ?? city.name;
  let street = random.pick(STREETS);
  while (street.startsWith(own.slice(0, Math.max(4, own.length - 1)))) street = random.pick(STREETS);
  return `${street} ${random.int(1, 180)}`;
}

/** The company's web address: its name without the legal form, as a .at domain. */
/**
 * A business's Firmenbuch and UID numbers (issue 27), derived from the id rather than drawn, so the
 * rest of the demo inventory stays as it was. Format only: 'FN 123456a', 'ATU12345678'.
 */
function businessRegistration(type: SellerType, id: number): { company_register: string | null; vat_id: string | null } {
  if (type === 'P') return { company_register: null, vat_id: null };
  const register = 100_000 + ((id * 7_919) % 900_000);
  const letter = 'abcdfghikmpstvwxyz'[id % 18] ?? 'a';
  return { company_register: `FN ${register}${letter}`, vat_id: `ATU${String(10_000_000 + ((id * 104_729) % 90_000_000))}` };
}

function homepageFor(companyName: string): string {
  return `www.${slug(companyName.replace(/\b(GmbH|e\.U\.|KG|OG)\b/g, '').replace(/&/g, 'und'))}.at`;
}

/** Dealer ratings: most between 4 and 5 stars, few dealers with many reviews. */
function ratings(random: SeededRandom): { count: number; stars: number } {
  const count = Math.min(1800, Math.max(1, Math.round(Math.exp(random.normal(Math.log(22), 1.1)))));
  const stars = Math.min(5, Math.max(2.4, random.normal(4.5, 0.32)));
  return { count, stars: Math.round(stars * 10) / 10 };
}

export interface SellerCounts {
  traders: number;
  privates: number;
}

/**
 * Dealers (D) and agents (C) first, then the private sellers (P). Company names are unique;
 * chains have one branch per town, named after it.
 */
export function generateSellers(random: SeededRandom, counts: SellerCounts, now: Date): GeneratedSeller[] {
  const sellers: GeneratedSeller[] = [];
  const usedNames = new Set<string>();
  const total = counts.traders + counts.privates;
  for (let id = 1; id <= total; id++) {
    const type: SellerType = id > counts.traders ? 'P' : random.chance(0.93) ? 'D' : 'C';
    const city = type === 'P' ? pickCity(random) : pickDealerCity(random);
    const surname = random.pick(SURNAMES);
    const firstName = random.pick(FIRST_NAMES);
    const tier = packageFor(random, type);
    const contactName = `${firstName} ${surname}`;
    let companyName: string | null = null;
    if (type !== 'P') {
      for (let attempt = 0; companyName === null || usedNames.has(companyName); attempt++) {
        if (type === 'D' && random.chance(0.06)) companyName = `${random.pick(DEALER_CHAINS)} ${city.name}`;
        else {
          const pattern = random.pick(type === 'D' ? DEALER_NAME_PATTERNS : AGENT_NAME_PATTERNS);
          companyName = pattern.replace('{surname}', random.pick(SURNAMES)).replace('{surname2}', random.pick(SURNAMES)).replace('{city}', city.name);
          // Common names run out in big inventories: a first name makes them unique again.
          if (attempt > 3) companyName = companyName.replace(/(Autohaus|Auto|Autocenter|Gebrauchtwagen) /, `$1 ${random.pick(FIRST_NAMES)} `);
          if (attempt > 12) companyName = `${companyName} ${id}`;
        }
      }
      usedNames.add(companyName);
    }
    const urlName = companyName ? slug(companyName) : null;
    const area = areaCodeOf(city);
    const jitter = () => (random.next() - 0.5) * 0.04;
    const address = type === 'P' ? null : dealerAddress(random, city);
    const contacts: GeneratedContact[] = [];
    if (type === 'P') {
      const landlineOk = area !== undefined && random.chance(0.2);
      contacts.push(landlineOk ? contact('Private', landline(random, area)) : contact('Mobile', mobile(random)));
      if (random.chance(0.3)) contacts.push(contact('Whatsapp', mobile(random)));
    } else {
      const code = area as string;
      contacts.push(contact('Office', landline(random, code)));
      if (random.chance(0.6)) contacts.push(contact('Mobile', mobile(random)));
      if (random.chance(0.35)) contacts.push(contact('Fax', landline(random, code)));
      if (random.chance(0.2)) contacts.push(contact('Whatsapp', mobile(random)));
    }
    const ratingsEnabled = type === 'D' && random.chance(0.7);
    const rating = ratingsEnabled ? ratings(random) : { count: 0, stars: 0 };
    const created = new Date(now.getTime() - random.int(30, 3000) * 86_400_000);
    sellers.push({
      city,
      contacts,
      size: type === 'D' ? Math.pow(random.next(), 2.2) * 60 + 1.5 : type === 'C' ? 6 : 0,
      row: {
        id,
        type,
        tier,
        company_name: companyName,
        contact_name: contactName,
        url_name: urlName,
        street: address?.street ?? null,
        zip: address?.zip ?? city.zip,
        city: city.name,
        state_slug: city.state,
        lat: Math.round(((address?.lat ?? city.lat) + jitter()) * 1e5) / 1e5,
        lon: Math.round(((address?.lon ?? city.lon) + jitter()) * 1e5) / 1e5,
        homepage: type === 'D' && companyName && random.chance(0.8) ? homepageFor(companyName) : null,
        logo_url: type === 'D' && tier !== 'T10' ? `/images/logos/${id}.svg` : null,
        email: type === 'P' ? `${slug(firstName)}.${slug(surname)}${id}@example.at` : `verkauf@${urlName ?? 'haendler'}.example.at`,
        ratings_count: rating.count,
        ratings_stars: rating.stars,
        ratings_enabled: ratingsEnabled ? 1 : 0,
        ratings_review_url: ratingsEnabled ? `https://bewertungen.example.at/haendler/${id}` : null,
        call_tracking: type !== 'P' && random.chance(0.45) ? 1 : 0,
        created_at: created.toISOString(),
        ...businessRegistration(type, id),
        ...(type === 'D' ? demoDealerProfile(id, { enabled: ratingsEnabled, ...rating }, created) : writeDealerProfile({})),
      },
    });
  }
  return sellers;
}
