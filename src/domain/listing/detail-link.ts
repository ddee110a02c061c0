/**
 * The detail link of a search result (SPEC §2 route table: the query carries the index and the
 * search): `index` (list position), the pretty make/model as `safemake`/`safemodel` and every
 * other search value. `resultDetailHref` writes it; `navigationFilters` reads the search back for
 * the detail page's navigator (the back link is read in detail-back-link.ts).
 */
import { DEALER_CARS_DEFAULT_SORT } from '../dealers/dealer-cars-query.ts';
import { FROM_DEALER_CARS, searchQueryOf } from './detail-back-link.ts';
import { createFilters, toSearchQuery, type SearchFilters } from '../search/search-filters.ts';
import { parseSearchUrl } from '../search/search-params.ts';
import { applySearchPath, parseSearchPath, prettySearchPath, type SearchPathTaxonomy, type SlugSource } from '../search/search-path.ts';

/** `detailURL` is the car's detail path; `index` its 1-based position in the result list. */
export function resultDetailHref(detailURL: string, index: number, filters: SearchFilters, slugs: SlugSource): string {
  const { path, rest } = prettySearchPath({ ...filters, page: 1 }, slugs);
  const query = new URLSearchParams({ index: String(index) });
  const [, , safemake, safemodel] = path.split('/');
  if (rest.makeModels.length === 0 && filters.makeModels.length === 1 && safemake) {
    query.set('safemake', safemake);
    if (safemodel) query.set('safemodel', safemodel);
    for (const [key, value] of toSearchQuery(rest)) query.append(key, value);
  } else {
    for (const [key, value] of toSearchQuery({ ...filters, page: 1 })) query.append(key, value);
  }
  return `${detailURL}?${query.toString()}`;
}

/**
 * The search the visitor came from, rebuilt from the detail query: the search parameters plus the
 * pretty path's make/model (safemake, safemodel). A dealer's car list sorts by age, newest first,
 * unless the query says otherwise (SPEC §7 dealer cars list).
 */
export function navigationFilters(query: URLSearchParams, taxonomy: SearchPathTaxonomy): SearchFilters {
  const parsed = parseSearchUrl(searchQueryOf(query));
  let filters = parsed.ok ? parsed.filters : createFilters();
  const make = query.get('safemake');
  if (make) {
    const path = parseSearchPath([make, query.get('safemodel') ?? ''], taxonomy);
    if (path.kind !== 'unknown') filters = applySearchPath(filters, path);
  }
  if (query.get('from') === FROM_DEALER_CARS && !query.has('sort')) filters = { ...filters, ...DEALER_CARS_DEFAULT_SORT };
  return { ...filters, page: 1 };
}
