/**
 * Data of the home page: the live total of all cars, the form choices with make counters for the
 * hero search, and the top makes with their counts.
 */
import type { AppServices } from '#src/app-services.server.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { filterOptionsFor } from './filter-options.server.ts';
import { formCounters } from './form-counters.ts';
import { splitTopMakes, type FilterOptions } from './filter-options.ts';
import type { Counters } from './filter-fields/field-parts.tsx';

/** SPEC §2 Home: the count shown when none can be read. */
export const DEFAULT_TOTAL_COUNT = 104_000;

export interface HomePageData {
  totalCount: number;
  options: FilterOptions;
  counters: Counters | null;
  topMakes: { name: string; safeValue: string; count: number }[];
}

export function loadHomePage(services: AppServices): HomePageData {
  const { search, taxonomy, logger } = services;
  const filters = createFilters();
  const options = filterOptionsFor(taxonomy, filters);
  try {
    const { totalCount, counters } = search.counters(filters);
    const topMakes = splitTopMakes(options.makes).top.map((m) => ({ name: m.name, safeValue: m.safeValue, count: counters.make[String(m.id)] ?? 0 }));
    return { totalCount, options, counters: formCounters(counters, options), topMakes };
  } catch (error) {
    logger.error({ err: error }, 'home page counts failed');
    return {
      totalCount: DEFAULT_TOTAL_COUNT,
      options,
      counters: null,
      topMakes: splitTopMakes(options.makes).top.map((m) => ({ name: m.name, safeValue: m.safeValue, count: 0 })),
    };
  }
}
