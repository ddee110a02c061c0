/**
 * SPEC §4 'Filters': how one change to the search values carries over to the others.
 * - a make that changes (or goes) takes its model with it; make2/make3 going clears model2/model3;
 * - a chosen city gets the preset radius; without a city there is no radius and no bundesland;
 * - any change other than the page starts again at page 1.
 */
import { DEFAULT_RADIUS_KM } from './search-options.ts';
import type { CityFilter, MakeModelPair, SearchFilters } from './search-filters.ts';

export function applyFilterRules(prev: SearchFilters, next: SearchFilters): SearchFilters {
  const out: SearchFilters = { ...next };
  // A pair that only moved up (an earlier make was removed) keeps its model.
  const unchanged = (pair: MakeModelPair, i: number) =>
    prev.makeModels[i]?.make === pair.make || prev.makeModels.some((p) => p.make === pair.make && p.model === pair.model);
  out.makeModels = next.makeModels.map((pair, i) => (unchanged(pair, i) ? pair : { make: pair.make, model: null }));
  if (!out.city) {
    out.radius = null;
    if (prev.city) out.state = null;
  } else if (out.radius === null) {
    out.radius = DEFAULT_RADIUS_KM;
  }
  if (out.page === prev.page && !sameSearch(prev, out)) out.page = 1;
  return out;
}

function sameSearch(a: SearchFilters, b: SearchFilters): boolean {
  return JSON.stringify({ ...a, page: 0 }) === JSON.stringify({ ...b, page: 0 });
}

/** Sets (or with null removes) the make of pair `index`; later pairs move up when one goes. */
export function withMake(filters: SearchFilters, index: number, make: number | null): SearchFilters {
  const pairs = [...filters.makeModels];
  if (make === null) pairs.splice(index, 1);
  else if (index < pairs.length) pairs[index] = { make, model: pairs[index]?.make === make ? (pairs[index]?.model ?? null) : null };
  else pairs.push({ make, model: null });
  return applyFilterRules(filters, { ...filters, makeModels: pairs });
}

export function withModel(filters: SearchFilters, index: number, model: number | null): SearchFilters {
  const pairs = filters.makeModels.map((pair, i) => (i === index ? { ...pair, model } : pair));
  return applyFilterRules(filters, { ...filters, makeModels: pairs });
}

export function withCity(filters: SearchFilters, city: CityFilter | null): SearchFilters {
  return applyFilterRules(filters, { ...filters, city, radius: city ? filters.radius : null });
}

/** Any other change: the patch, then the rules. */
export function withChange(filters: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  return applyFilterRules(filters, { ...filters, ...patch });
}
