/**
 * No dead end (issue 36 point 4): a search with no result offers the two or three smallest changes
 * that bring cars back, each with its count — one chosen value less ('ohne Automatik — 214
 * Fahrzeuge'), or the price ceiling one step up ('Preis bis € 17.500 — 38 Fahrzeuge'). What the
 * buyer named first (make, model, their own words) is given up only when nothing else helps.
 */
import { formatNumber, formatPrice } from '../format/number-format.ts';
import { withChange } from './filter-rules.ts';
import type { FilterNames } from './filter-labels.ts';
import { filterTags } from './filter-tags.ts';
import type { SearchFilters } from './search-filters.ts';
import { PRICE_OPTIONS } from './search-options.ts';

export interface SearchRelaxation {
  /** 'ohne Automatik', 'Preis bis € 17.500' */
  label: string;
  count: number;
  /** '214 Fahrzeuge' */
  countText: string;
  filters: SearchFilters;
}

export const MAX_RELAXATIONS = 3;

/** Values a buyer gives up last, the narrowest first: the model, their own words, the make. */
const CORE_ORDER = ['model', 'q', 'make'];
const coreRank = (tagId: string) => CORE_ORDER.indexOf(tagId.split('-')[0] ?? '');

export function searchRelaxations(filters: SearchFilters, names: FilterNames, count: (filters: SearchFilters) => number): SearchRelaxation[] {
  // core: -1 for any other value, else its place in CORE_ORDER
  const candidates: { label: string; core: number; filters: SearchFilters }[] = filterTags(filters, names).map((tag) => ({
    label: `ohne ${tag.label}`,
    core: coreRank(tag.id),
    filters: tag.without,
  }));
  const nextPrice = filters.priceTo === null ? undefined : PRICE_OPTIONS.find((p) => p > (filters.priceTo ?? 0));
  if (nextPrice !== undefined)
    candidates.unshift({ label: `Preis bis ${formatPrice(nextPrice)}`, core: -1, filters: withChange(filters, { priceTo: nextPrice }) });
  const counted = candidates.map((c) => ({ ...c, count: count(c.filters) })).filter((c) => c.count > 0);
  // Keep the buyer's intent: every other change first, most cars first; the core ones only to fill up.
  const ranked = [
    ...counted.filter((c) => c.core < 0).sort((a, b) => b.count - a.count),
    ...counted.filter((c) => c.core >= 0).sort((a, b) => a.core - b.core),
  ];
  return ranked.slice(0, MAX_RELAXATIONS).map(({ label, count: n, filters: relaxed }) => ({
    label,
    count: n,
    countText: `${formatNumber(n)} ${n === 1 ? 'Fahrzeug' : 'Fahrzeuge'}`,
    filters: relaxed,
  }));
}
