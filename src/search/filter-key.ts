/**
 * The one encoding of a search's filters for caches: the canonical backend query without the page
 * (the same search, any page). A request hands the same filters object to search, counters and
 * navigation, so the text is made once per object and remembered with it; filters are values that
 * are copied, never changed in place, so the remembered text stays true.
 */
import { toBackendQuery, type SearchFilters } from '../domain/search/search-filters.ts';

const keys = new WeakMap<SearchFilters, string>();

export function filterKey(filters: SearchFilters): string {
  let key = keys.get(filters);
  if (key === undefined) {
    key = toBackendQuery({ ...filters, page: 1 }).toString();
    keys.set(filters, key);
  }
  return key;
}
