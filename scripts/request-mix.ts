/**
 * The fixed, realistic mix of searches the benchmark replays (deterministic: same seed, same mix):
 * make/model, price and mileage ranges, city + radius, many filters at once, every sort, deep
 * pages, states, free text and dealer stock. Paths use the backend query format of the API.
 */
import { AUSTRIAN_CITIES } from '#src/domain/geo/austrian-places.ts';
import { STATE_SLUGS } from '#src/domain/geo/austrian-states.ts';
import { createSeededRandom, createWeightedPicker, type SeededRandom } from '#src/domain/random/seeded-random.ts';
import { MILEAGE_OPTIONS, PRICE_OPTIONS, RADIUS_OPTIONS, SORT_KEYS } from '#src/domain/search/search-options.ts';
import { createFilters, toBackendQuery, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { MAKES } from '#src/domain/taxonomy/vehicle-catalogue.ts';

const pickMake = createWeightedPicker(MAKES, (m) => m.weight);
const pickCity = createWeightedPicker(AUSTRIAN_CITIES, (c) => Math.sqrt(c.population));

function makeModel(r: SeededRandom, withModel: boolean) {
  const make = pickMake(r);
  const model = withModel ? createWeightedPicker(make.models, (m) => m.weight)(r) : null;
  return { make: make.id, model: model?.id ?? null };
}

function priceRange(r: SeededRandom): Pick<SearchFilters, 'priceFrom' | 'priceTo'> {
  const i = r.int(0, PRICE_OPTIONS.length - 6);
  return { priceFrom: r.chance(0.6) ? (PRICE_OPTIONS[i] ?? null) : null, priceTo: PRICE_OPTIONS[i + r.int(2, 5)] ?? null };
}

function kmRange(r: SeededRandom): Pick<SearchFilters, 'kmFrom' | 'kmTo'> {
  return { kmFrom: r.chance(0.2) ? 5000 : null, kmTo: MILEAGE_OPTIONS[r.int(2, MILEAGE_OPTIONS.length - 1)] ?? null };
}

function city(r: SeededRandom): Pick<SearchFilters, 'city' | 'radius'> {
  const c = pickCity(r);
  return { city: { value: `${c.zip} ${c.name}`, lat: c.lat, lon: c.lon }, radius: r.pick(RADIUS_OPTIONS) };
}

/** About 220 searches as filters, each tagged with what kind of search it is. */
export function searchMix(seed = 2026): { kind: string; filters: SearchFilters }[] {
  const r = createSeededRandom(seed);
  const out: { kind: string; filters: SearchFilters }[] = [];
  const add = (kind: string, n: number, build: () => Partial<SearchFilters>) => {
    for (let i = 0; i < n; i++) out.push({ kind, filters: createFilters(build()) });
  };
  add('make', 30, () => ({ makeModels: [makeModel(r, false)] }));
  add('make-model', 30, () => ({ makeModels: [makeModel(r, true)] }));
  add('price-km', 30, () => ({ ...priceRange(r), ...kmRange(r) }));
  add('city-radius', 30, () => ({ ...city(r), ...(r.chance(0.5) ? { makeModels: [makeModel(r, false)] } : {}) }));
  add('many-filters', 30, () => ({
    makeModels: r.chance(0.7) ? [makeModel(r, r.chance(0.5))] : [],
    ...priceRange(r),
    ...kmRange(r),
    regFrom: r.int(2008, 2020),
    fuels: r.chance(0.6) ? [r.pick(['B', 'D', 'E', 'H'])] : [],
    gearboxes: r.chance(0.5) ? [r.pick([1, 2])] : [],
    bodyTypes: r.chance(0.4) ? [r.pick([1, 4, 5, 6])] : [],
    equipment: r.chance(0.5) ? [r.pick([16, 18, 38, 54, 55])] : [],
    particularities: r.chance(0.3) ? ['warranty'] : [],
    dealerOnly: r.chance(0.3),
    withPhotos: r.chance(0.3),
    ...(r.chance(0.3) ? city(r) : {}),
  }));
  for (const sort of SORT_KEYS)
    for (const desc of [false, true]) add('sort', 2, () => ({ sort, desc, ...(r.chance(0.5) ? { makeModels: [makeModel(r, false)] } : {}) }));
  add('deep-page', 15, () => ({ page: r.int(10, 60), sort: r.pick(SORT_KEYS), ...(r.chance(0.3) ? { makeModels: [makeModel(r, false)] } : {}) }));
  add('state', 10, () => ({ state: r.pick(STATE_SLUGS) }));
  add('free-text', 10, () => ({
    text: r.pick(['golf', 'a4 avant', 'octavia combi', 'tiguan', '3er touring', 'hybrid', 'diesel', 'sport', 'c-klasse', 'clio']),
  }));
  add('dealer', 5, () => ({ sellerId: r.int(1, 2000), accident: 'AN', sort: 'age', desc: true }));
  return out;
}

/**
 * Makes every request of a cache-busting round unique without changing its meaning: an upper
 * bound no car reaches (power in PS, mileage or price) that differs per request.
 */
export function uncachedVariant(filters: SearchFilters, k: number): SearchFilters {
  if (filters.powerTo === null) return { ...filters, powerTo: 9_000_000 - k };
  if (filters.kmTo === null) return { ...filters, kmTo: 90_000_000 - k };
  return { ...filters, priceTo: 90_000_000 - k };
}

export interface EndpointMix {
  name: string;
  paths: string[];
}

/** Request paths per measured endpoint; `unique` repeats the mix with cache-busting variants. */
export function endpointMixes(options: { listings: number; unique: boolean; rounds?: number }): EndpointMix[] {
  const searches = searchMix();
  const r = createSeededRandom(77);
  const rounds = options.unique ? (options.rounds ?? 30) : 1;
  const variants: SearchFilters[] = [];
  for (let round = 0; round < rounds; round++) {
    searches.forEach(({ filters }, i) => variants.push(options.unique ? uncachedVariant(filters, round * 1000 + i) : filters));
  }
  const q = (f: SearchFilters, page = true) => toBackendQuery(page ? f : { ...f, page: 1 }).toString();
  return [
    { name: 'search-listings', paths: variants.map((f) => `/api/v2/search-listings?${q(f)}`) },
    { name: 'counters', paths: variants.map((f) => `/api/classified-search/counters?${q(f, false)}`) },
    { name: 'totalcount', paths: variants.map((f) => `/api/classified-search/totalcount?${q(f, false)}`) },
    { name: 'navigation', paths: variants.map((f) => `/api/navigation/${r.int(1, 400)}?${q(f, false)}`) },
    ...(options.unique ? [] : [{ name: 'listing-detail', paths: Array.from({ length: 500 }, () => `/api/v2/listings/${r.int(1, options.listings)}`) }]),
  ];
}
