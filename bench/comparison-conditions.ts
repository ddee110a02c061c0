/**
 * SearchFilters → plain conditions over ComparisonDoc fields, rendered by each reference system
 * (SQL for PostgreSQL, a where clause for Orama) with the engine's semantics: ranges include both
 * bounds, several values of one filter are alternatives, make/model pairs match a make or a model,
 * accident cars are hidden unless asked for, and a facet is counted without its own filter group.
 */
import { effectiveRadius, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { SEARCH_PAGE_SIZE } from '#src/domain/search/search-options.ts';
import type { ComparedFacet, ComparisonDoc } from './comparison-docs.ts';

export type Condition =
  | { group: string; kind: 'makeModel'; makes: number[]; models: number[] }
  | { group: string; kind: 'in'; field: 'fuel' | 'body' | 'gear' | 'state' | 'sellerId'; values: (number | string)[] }
  | { group: string; kind: 'range'; field: 'price' | 'km' | 'regYear' | 'kw' | 'ps'; from: number | null; to: number | null }
  | { group: string; kind: 'flag'; field: 'dealer' | 'photos' | 'warranty' | 'accident'; value: boolean }
  | { group: string; kind: 'allOf'; field: 'equipment'; values: number[] }
  | { group: string; kind: 'circle'; lat: number; lon: number; radiusKm: number };

/** The filter group each compared facet leaves out when it is counted. */
export const FACET_GROUP: Record<ComparedFacet, string> = { make: 'makeModel', fuel: 'fuel', construction: 'body', gearbox: 'gear', bundesland: 'state' };
/** The document field each compared facet counts. */
export const FACET_FIELD: Record<ComparedFacet, 'make' | 'fuel' | 'body' | 'gear' | 'state'> = {
  make: 'make',
  fuel: 'fuel',
  construction: 'body',
  gearbox: 'gear',
  bundesland: 'state',
};

export function conditionsOf(f: SearchFilters): Condition[] {
  const out: Condition[] = [];
  if (f.sellerId !== null) out.push({ group: 'seller', kind: 'in', field: 'sellerId', values: [f.sellerId] });
  if (f.makeModels.length > 0) {
    out.push({
      group: 'makeModel',
      kind: 'makeModel',
      makes: f.makeModels.filter((m) => m.model === null).map((m) => m.make),
      models: f.makeModels.flatMap((m) => (m.model === null ? [] : [m.model])),
    });
  }
  const range = (group: string, field: 'price' | 'km' | 'regYear' | 'kw' | 'ps', from: number | null, to: number | null) => {
    if (from !== null || to !== null) out.push({ group, kind: 'range', field, from, to });
  };
  range('price', 'price', f.priceFrom, f.priceTo);
  range('km', 'km', f.kmFrom, f.kmTo);
  range('reg', 'regYear', f.regFrom, f.regTo);
  range('power', f.powerUnit === 'ps' ? 'ps' : 'kw', f.powerFrom, f.powerTo);
  if (f.fuels.length > 0) out.push({ group: 'fuel', kind: 'in', field: 'fuel', values: f.fuels });
  if (f.bodyTypes.length > 0) out.push({ group: 'body', kind: 'in', field: 'body', values: f.bodyTypes });
  if (f.gearboxes.length > 0) out.push({ group: 'gear', kind: 'in', field: 'gear', values: f.gearboxes });
  if (f.state !== null) out.push({ group: 'state', kind: 'in', field: 'state', values: [f.state] });
  if (f.equipment.length > 0) out.push({ group: 'eq', kind: 'allOf', field: 'equipment', values: f.equipment });
  if (f.particularities.includes('warranty')) out.push({ group: 'particularities', kind: 'flag', field: 'warranty', value: true });
  if (f.dealerOnly) out.push({ group: 'dealer', kind: 'flag', field: 'dealer', value: true });
  if (f.withPhotos) out.push({ group: 'photos', kind: 'flag', field: 'photos', value: true });
  if (f.accident !== 'AN') out.push({ group: 'accident', kind: 'flag', field: 'accident', value: f.accident === 'A' });
  const radius = effectiveRadius(f);
  if (f.city?.lat != null && f.city.lon != null && radius !== null)
    out.push({ group: 'geo', kind: 'circle', lat: f.city.lat, lon: f.city.lon, radiusKm: radius });
  return out;
}

export type SortField = keyof Pick<ComparisonDoc, 'created' | 'regYear' | 'price' | 'km' | 'kw'> | 'distance';

/**
 * The order of the page. 'Beste Ergebnisse' (relevance with top ads on every fifth place) has no
 * counterpart in the reference systems; they list the newest first instead (same cost class: one sorted column).
 */
export function orderOf(f: SearchFilters): { field: SortField; descending: boolean } {
  switch (f.sort) {
    case 'standard':
      return { field: 'created', descending: !f.desc };
    case 'age':
      return { field: 'created', descending: f.desc };
    case 'year':
      return { field: 'regYear', descending: f.desc };
    case 'price':
      return { field: 'price', descending: f.desc };
    case 'mileage':
      return { field: 'km', descending: f.desc };
    case 'power':
      return { field: 'kw', descending: f.desc };
    // The reference documents carry no monthly cost: one more sorted numeric column, the same cost class as the price.
    case 'cost':
      return { field: 'price', descending: f.desc };
    case 'distance':
      return f.city?.lat != null ? { field: 'distance', descending: f.desc } : { field: 'created', descending: true };
  }
}

export const pageOffset = (f: SearchFilters) => (f.page - 1) * SEARCH_PAGE_SIZE;
