import type { SearchCounters } from '#src/domain/search/search-response-types.ts';
import type { FilterOptions } from './filter-options.ts';

type Counters = SearchCounters['counters'];

/**
 * The counters a search form shows, for its page's loader data: model counts only for the models
 * the form lists (those of the chosen makes). The engine counts every model (~900), and all of them
 * went into each page's HTML and hydration data although the form shows a few dozen at most.
 */
export function formCounters(counters: Counters, options: Pick<FilterOptions, 'models'>): Counters {
  const model: Record<string, number> = {};
  for (const m of options.models) {
    const count = counters.model[String(m.id)];
    if (count !== undefined) model[String(m.id)] = count;
  }
  return { ...counters, model };
}
