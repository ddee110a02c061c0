import type { NewSeller, PhoneType, SellerType, Tier } from '../db/schema.ts';
import { AUSTRIAN_CITIES, type AustrianCity } from '../domain/geo/austrian-places.ts';
import { createWeightedPicker, type SeededRandom } from '../domain/random/seeded-random.ts';
import { AGENT_NAME_PATTERNS, AREA_CODES, DEALER_NAME_PATTERNS, FIRST_NAMES, MOBILE_PREFIXES, STREETS, SURNAMES } from './austrian-names.ts';

export interface GeneratedContact { phone_type: PhoneType; formatted_number: string; call_to: string }
export interface GeneratedSeller { row: NewSeller & { id: number }; contacts: GeneratedContact[]; city: AustrianCity; /** relative share of listings */ size: number }

const pickCity = createWeightedPicker(AUSTRIAN_CITIES, (c) => Math.sqrt(c.population));

function slug(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function digits(random: SeededRandom, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(random.int(0, 9));
  return s;
}

function landline(random: SeededRandom, state: string): GeneratedContact['formatted_number'] {
  const area = AREA_CODES[state] ?? '1';
  return `+43 ${area} ${digits(random, area.length === 1 ? 7 : 5)}`;
}

function mobile(random: SeededRandom): string {
  return `+43 ${random.pick(MOBILE_PREFIXES)} ${digits(random, 7)}`;
}

const contact = (phone_type: PhoneType, formatted_number: string): GeneratedContact => ({ phone_type, formatted_number, call_to: formatted_number.replace(/\s+/g, '') });

function tierFor(random: SeededRandom, type: SellerType): Tier {
  if (type === 'P') return random.chance(0.12) ? 'T20' : 'T10';
  const r = random.next();
  return r < 0.5 ? 'T10' : r < 0.75 ? 'T20' : r < 0.9 ? 'T30' : 'T40';
}

/** About 3,000 sellers: dealers (D), private sellers (P) and agents (C) over the whole country. */
export function generateSellers(random: SeededRandom, count: number, now: Date): GeneratedSeller[] {
  const sellers: GeneratedSeller[] = [];
  for (let id = 1; id <= count; id++) {
    const r = random.next();
    const type: SellerType = r < 0.62 ? 'D' : r < 0.95 ? 'P' : 'C';
    const city = pickCity(random);
    const surname = random.pick(SURNAMES);
    const firstName = random.pick(FIRST_NAMES);
    const tier = tierFor(random, type);
    const contactName = `${firstName} ${surname}`;
    let companyName: string | null = null;
    if (type !== 'P') {
      const pattern = random.pick(type === 'D' ? DEALER_NAME_PATTERNS : AGENT_NAME_PATTERNS);
      companyName = pattern.replace('{surname}', surname).replace('{surname2}', random.pick(SURNAMES)).replace('{city}', city.name);
    }
    const urlName = companyName ? slug(companyName) : null;
    const jitter = () => (random.next() - 0.5) * 0.04;
    const contacts: GeneratedContact[] = [];
    if (type === 'P') {
      contacts.push(contact(random.chance(0.8) ? 'Mobile' : 'Private', random.chance(0.8) ? mobile(random) : landline(random, city.state)));
      if (random.chance(0.3)) contacts.push(contact('Whatsapp', mobile(random)));
    } else {
      contacts.push(contact('Office', landline(random, city.state)));
      if (random.chance(0.6)) contacts.push(contact('Mobile', mobile(random)));
      if (random.chance(0.35)) contacts.push(contact('Fax', landline(random, city.state)));
      if (random.chance(0.2)) contacts.push(contact('Whatsapp', mobile(random)));
    }
    const ratingsEnabled = type === 'D' && random.chance(0.7);
    const ratingsCount = ratingsEnabled ? Math.floor(Math.pow(random.next(), 2) * 320) : 0;
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
        street: type === 'P' ? null : `${random.pick(STREETS)} ${random.int(1, 180)}`,
        zip: city.zip,
        city: city.name,
        state_slug: city.state,
        lat: Math.round((city.lat + jitter()) * 1e5) / 1e5,
        lon: Math.round((city.lon + jitter()) * 1e5) / 1e5,
        homepage: type === 'D' && random.chance(0.75) ? `www.${urlName ?? 'autohaus'}.at` : null,
        logo_url: type === 'D' && tier !== 'T10' ? `/images/logos/${id}.svg` : null,
        email: type === 'P' ? `${slug(firstName)}.${slug(surname)}${id}@example.at` : `verkauf@${urlName ?? 'haendler'}.example.at`,
        ratings_count: ratingsCount,
        ratings_stars: ratingsEnabled ? Math.round(Math.min(5, Math.max(2.5, random.normal(4.4, 0.45))) * 10) / 10 : 0,
        ratings_enabled: ratingsEnabled ? 1 : 0,
        ratings_review_url: ratingsEnabled ? `https://bewertungen.example.at/haendler/${id}` : null,
        call_tracking: type !== 'P' && random.chance(0.45) ? 1 : 0,
        created_at: created.toISOString(),
      },
    });
  }
  return sellers;
}
