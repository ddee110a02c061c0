/**
 * The filter tags above a result list (SPEC §4): one tag per chosen value, worded by
 * `filterLabels` (the one module that names a search's filters); removing a tag clears that
 * value (the city tag clears city and radius). Each tag carries the filters without it.
 */
import { filterLabels, type FilterNames } from './filter-labels.ts';
import type { Particularity } from './search-options.ts';
import type { SearchFilters } from './search-filters.ts';
import { withChange, withCity, withMake, withModel } from './filter-rules.ts';

export interface FilterTag {
  /** stable key, e.g. 'fuel-D' */
  id: string;
  label: string;
  without: SearchFilters;
}

/** The search without the value a label's id names. */
function without(filters: SearchFilters, id: string): SearchFilters {
  const dash = id.indexOf('-');
  const field = dash < 0 ? id : id.slice(0, dash);
  const value = dash < 0 ? '' : id.slice(dash + 1);
  const n = Number(value);
  const drop = <T>(list: readonly T[], v: T) => list.filter((x) => x !== v);
  switch (field) {
    case 'make':
      return withMake(filters, n, null);
    case 'model':
      return withModel(filters, n, null);
    case 'pricefrom':
      return withChange(filters, { priceFrom: null });
    case 'priceto':
      return withChange(filters, { priceTo: null });
    case 'pricerating':
      return withChange(filters, { priceRatings: filters.priceRatings.filter((g) => g !== n) });
    case 'fregfrom':
      return withChange(filters, { regFrom: null });
    case 'fregto':
      return withChange(filters, { regTo: null });
    case 'kmfrom':
      return withChange(filters, { kmFrom: null });
    case 'kmto':
      return withChange(filters, { kmTo: null });
    case 'rangefrom':
      return withChange(filters, { rangeFrom: null });
    case 'batteryfrom':
      return withChange(filters, { batteryFrom: null });
    case 'dcfrom':
      return withChange(filters, { dcFrom: null });
    case 'sohfrom':
      return withChange(filters, { sohFrom: null });
    case 'costto':
      return withChange(filters, { costTo: null });
    case 'newsince':
      return withChange(filters, { newSince: null });
    case 'powerfrom':
      return withChange(filters, { powerFrom: null });
    case 'powerto':
      return withChange(filters, { powerTo: null });
    case 'fuel':
      return withChange(filters, { fuels: drop(filters.fuels, value) });
    case 'custtype':
      return withChange(filters, { dealerOnly: false });
    case 'pic':
      return withChange(filters, { withPhotos: false });
    case 'construction':
      return withChange(filters, { bodyTypes: drop(filters.bodyTypes, n) });
    case 'doors':
      return withChange(filters, { doors: null });
    case 'seats':
      return withChange(filters, { seats: null });
    case 'gearbox':
      return withChange(filters, { gearboxes: drop(filters.gearboxes, n) });
    case 'bodycolor':
      return withChange(filters, { bodyColors: drop(filters.bodyColors, n) });
    case 'offer':
      return withChange(filters, { offerTypes: drop(filters.offerTypes, value) });
    case 'eq':
      return withChange(filters, { equipment: drop(filters.equipment, n) });
    case 'particularities':
      return withChange(filters, { particularities: drop(filters.particularities, value as Particularity) });
    case 'bundesland':
      return withChange(filters, { state: null });
    case 'city':
      return withCity(filters, null);
    case 'ustate':
      return withChange(filters, { accident: 'N' });
    case 'uph':
      return withChange(filters, { upholstery: drop(filters.upholstery, n) });
    case 'emclass':
      return withChange(filters, { emissionClasses: drop(filters.emissionClasses, n) });
    case 'q':
      return withChange(filters, { text: null });
    default:
      return filters;
  }
}

export function filterTags(filters: SearchFilters, names: FilterNames): FilterTag[] {
  return filterLabels(filters, names).map(({ id, label }) => ({ id, label, without: without(filters, id) }));
}
