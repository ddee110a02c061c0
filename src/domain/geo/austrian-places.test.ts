import { describe, it, expect } from 'vitest';
import { AUSTRIAN_CITIES } from './austrian-places.ts';
import { AUSTRIAN_STATES, STATE_SLUGS } from './austrian-states.ts';
import { pathSlug } from '../search/path-slug.ts';
import type { StateSlug } from './austrian-states.ts';

/**
 * Allowed postal-code prefixes per state, adapted to reality:
 * - Niederösterreich: 2xxx/3xxx, plus a few 4xxx towns on the Enns (St. Valentin 4300).
 * - Oberösterreich: 4xxx, Innviertel/Salzkammergut 5xxx (Braunau 5280, Mondsee 5310),
 *   a few 3xxx in the Ennstal (Weyer 3335).
 * - Salzburg: 5xxx.
 * - Tirol: 60xx–66xx, Osttirol 99xx.
 * - Vorarlberg: 67xx–69xx.
 * - Burgenland: 7xxx, northern towns on the Leitha 24xx (Kittsee, Bruckneudorf, Neufeld),
 *   southern Bezirk Jennersdorf 83xx.
 * - Steiermark: 8xxx.
 * - Kärnten: 90xx–98xx.
 */
const ZIP_RULES: Record<StateSlug, RegExp> = {
  wien: /^1\d{3}$/,
  niederoesterreich: /^(2\d{3}|3\d{3}|43\d{2})$/,
  oberoesterreich: /^(4\d{3}|5[0-3]\d{2}|33\d{2})$/,
  salzburg: /^5\d{3}$/,
  tirol: /^(6[0-6]\d{2}|99\d{2})$/,
  vorarlberg: /^6[7-9]\d{2}$/,
  burgenland: /^(7\d{3}|24\d{2}|83\d{2})$/,
  steiermark: /^8\d{3}$/,
  kaernten: /^9[0-8]\d{2}$/,
};

describe('austrian-places', () => {
  it('has the nine federal states with German names', () => {
    expect(AUSTRIAN_STATES).toHaveLength(9);
    expect(new Set(AUSTRIAN_STATES.map((s) => s.slug))).toEqual(new Set(STATE_SLUGS));
    const names = Object.fromEntries(AUSTRIAN_STATES.map((s) => [s.slug, s.name]));
    expect(names).toEqual({
      wien: 'Wien',
      vorarlberg: 'Vorarlberg',
      kaernten: 'Kärnten',
      niederoesterreich: 'Niederösterreich',
      oberoesterreich: 'Oberösterreich',
      salzburg: 'Salzburg',
      steiermark: 'Steiermark',
      tirol: 'Tirol',
      burgenland: 'Burgenland',
    });
  });

  it('lists each state capital as a city of that state', () => {
    for (const state of AUSTRIAN_STATES) {
      const city = AUSTRIAN_CITIES.find((c) => c.name === state.cityName);
      expect(city, state.cityName).toBeDefined();
      expect(city?.state).toBe(state.slug);
    }
  });

  it('has at least 190 cities outside Vienna and cities in every state', () => {
    expect(AUSTRIAN_CITIES.filter((c) => c.state !== 'wien').length).toBeGreaterThanOrEqual(190);
    for (const slug of STATE_SLUGS) {
      expect(
        AUSTRIAN_CITIES.some((c) => c.state === slug),
        slug,
      ).toBe(true);
    }
  });

  it('includes Vienna and its 23 districts', () => {
    const wien = AUSTRIAN_CITIES.find((c) => c.slug === 'wien');
    expect(wien).toMatchObject({ name: 'Wien', zip: '1010', state: 'wien' });
    const districts = AUSTRIAN_CITIES.filter((c) => c.state === 'wien' && c.slug !== 'wien');
    expect(districts).toHaveLength(23);
    const zips = districts.map((d) => d.zip).sort();
    expect(zips).toEqual(Array.from({ length: 23 }, (_, i) => `1${String(i + 1).padStart(2, '0')}0`));
    expect(AUSTRIAN_CITIES.find((c) => c.slug === 'wien-leopoldstadt')?.zip).toBe('1020');
  });

  it('has unique slugs that equal pathSlug(name)', () => {
    const slugs = AUSTRIAN_CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const city of AUSTRIAN_CITIES) {
      expect(city.slug, city.name).toBe(pathSlug(city.name));
      expect(city.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has 4-digit zips whose prefix matches the state', () => {
    for (const city of AUSTRIAN_CITIES) {
      expect(city.zip, city.name).toMatch(/^\d{4}$/);
      expect(ZIP_RULES[city.state].test(city.zip), `${city.name} ${city.zip} ${city.state}`).toBe(true);
    }
  });

  it('has coordinates inside Austria and positive populations', () => {
    for (const place of [...AUSTRIAN_CITIES, ...AUSTRIAN_STATES]) {
      expect(place.lat, place.name).toBeGreaterThanOrEqual(46.3);
      expect(place.lat, place.name).toBeLessThanOrEqual(49.1);
      expect(place.lon, place.name).toBeGreaterThanOrEqual(9.5);
      expect(place.lon, place.name).toBeLessThanOrEqual(17.2);
    }
    for (const city of AUSTRIAN_CITIES) {
      expect(Number.isInteger(city.population) && city.population > 0, city.name).toBe(true);
    }
  });
});
