/**
 * Data of the detailed search (/detailsuche/): the values from the query (so a shared link or
 * the home form's values prefill it), the form choices, the live total and counters for the choices
 * (always, like the result pages: issue 27).
 */
import type { AppServices } from '#src/app-services.server.ts';
import { parseSearchUrl } from '#src/domain/search/search-params.ts';
import { createFilters, type SearchFilters } from '#src/domain/search/search-filters.ts';
import type { SearchCounters } from '#src/search/search-engine.server.ts';
import { filterOptionsFor } from './filter-options.server.ts';
import { formCounters } from './form-counters.ts';
import type { FilterOptions } from './filter-options.ts';

export interface DetailedSearchData {
  filters: SearchFilters;
  options: FilterOptions;
  counters: SearchCounters['counters'];
  totalCount: number;
}

export function loadDetailedSearch(request: Request, services: AppServices): DetailedSearchData {
  const { search, taxonomy } = services;
  const parsed = parseSearchUrl(new URL(request.url).searchParams);
  const filters = { ...(parsed.ok ? parsed.filters : createFilters()), page: 1 };
  const options = filterOptionsFor(taxonomy, filters);
  const { totalCount, counters } = search.counters(filters);
  return { filters, options, counters: formCounters(counters, options), totalCount };
}
