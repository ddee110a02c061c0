import fc from 'fast-check';
import { parseSearchUrl } from '#src/domain/search/search-params.ts';
import type { MakeModelPair, SearchFilters } from '#src/domain/search/search-filters.ts';
import { DEFAULT_RADIUS_KM } from '#src/domain/search/search-options.ts';
import { AUSTRIAN_CITIES } from '#src/domain/geo/austrian-places.ts';
import { applySearchPath, parseSearchPath, type SearchPathTaxonomy, type SlugSource } from '#src/domain/search/search-path.ts';
import { anyMakeModels } from './search-filters-arbitrary.ts';

/** A small taxonomy for the search-path formats (ids as in the demo data). */
export const taxonomy: SearchPathTaxonomy = {
  makes: [
    {
      id: 74,
      name: 'VW',
      safeValue: 'vw',
      models: [
        { id: 8401, name: 'Golf', safeValue: 'golf' },
        { id: 8402, name: 'Tiguan', safeValue: 'tiguan' },
      ],
    },
    { id: 9, name: 'Audi', safeValue: 'audi', models: [{ id: 1901, name: 'A4', safeValue: 'a4' }] },
    { id: 47, name: 'Mercedes-Benz', safeValue: 'mercedes-benz', models: [{ id: 5703, name: 'C-Klasse', safeValue: 'c-klasse' }] },
  ],
};

export const slugs: SlugSource = {
  makes: taxonomy.makes,
  models: taxonomy.makes.flatMap((make) => make.models.map((m) => ({ ...m, makeId: make.id }))),
};

const knownMakeIds = taxonomy.makes.map((m) => m.id);
const knownModelIds = taxonomy.makes.flatMap((m) => m.models.map((model) => model.id));

/**
 * Make/model choices: those that can become a path (a known make, with one of its models or none),
 * known makes and models mixed up (a model of another make must stay in the query) and any others.
 */
export const pathMakeModels: fc.Arbitrary<MakeModelPair[]> = fc.oneof(
  fc.constantFrom(...taxonomy.makes.flatMap((make) => [null, ...make.models.map((m) => m.id)].map((model) => [{ make: make.id, model }]))),
  fc.array(fc.record({ make: fc.constantFrom(...knownMakeIds, 5), model: fc.constantFrom(null, ...knownModelIds, 4444) }), { minLength: 1, maxLength: 3 }),
  anyMakeModels,
);

/** What the search page loader does: path + query → filters. */
export function filtersOf(href: string): SearchFilters {
  const url = new URL(href, 'http://x');
  const parsed = parseSearchUrl(url.searchParams);
  if (!parsed.ok) throw new Error(`unparsable: ${href}`);
  return applySearchPath(parsed.filters, parseSearchPath(url.pathname.split('/'), taxonomy));
}

/**
 * A built-in city searched without a radius is written as its city path, which always searches
 * the default radius (SPEC §2): the one place where reading back adds a value.
 */
export function withPathRadius(f: SearchFilters): SearchFilters {
  const city = f.city;
  const builtIn =
    city && f.makeModels.length === 0 && AUSTRIAN_CITIES.some((c) => c.state === f.state && c.name === city.value && c.lat === city.lat && c.lon === city.lon);
  return builtIn && f.radius === null ? { ...f, radius: DEFAULT_RADIUS_KM } : f;
}
