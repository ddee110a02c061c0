import { pathSlug } from '../domain/search/path-slug.ts';
import type { TaxonomyCity } from './taxonomy.server.ts';

/** How many suggestions the city field shows. */
export const MAX_CITY_SUGGESTIONS = 10;

/** The text of a suggestion: '8010 Graz'. The search understands it as a city value too. */
export const citySuggestionText = (c: Pick<TaxonomyCity, 'zip' | 'name'>) => `${c.zip} ${c.name}`;

/**
 * Cities for the text typed into the city field: a zip prefix ('80'), or the start of the name or
 * of any word in it ('graz', 'favoriten' → 'Wien Favoriten', 'st poelten' → 'St. Pölten').
 * Exact names first, then by population.
 */
export function suggestCities(cities: readonly TaxonomyCity[], text: string): TaxonomyCity[] {
  const typed = text.trim();
  if (typed === '') return [];
  const zip = /^\d+$/.test(typed) ? typed : null;
  const slug = pathSlug(typed);
  if (!zip && slug === '') return [];
  const matches = cities.filter((c) => (zip ? c.zip.startsWith(zip) : c.slug.startsWith(slug) || c.slug.includes(`-${slug}`)));
  return matches
    .sort((a, b) => Number(b.slug === slug) - Number(a.slug === slug) || b.population - a.population || a.name.localeCompare(b.name, 'de'))
    .slice(0, MAX_CITY_SUGGESTIONS);
}
