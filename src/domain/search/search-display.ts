/**
 * What a search is called where people read it (SPEC §3 'Search response' displayStrings, the ad
 * targeting of result pages): presentation of `SearchFilters`, done at the edge that shows it —
 * the result page loader, the search API's response and the search-agent mails. The search
 * service itself returns ids, counts and listings only.
 */
import { formatNumber } from '../format/number-format.ts';
import type { SearchFilters } from './search-filters.ts';
import type { DisplayStrings } from './search-response-types.ts';

/** The names a search is shown with (the taxonomy service provides them). */
export interface SearchNames {
  makeById: ReadonlyMap<number, { name: string; safeValue: string }>;
  modelById: ReadonlyMap<number, { name: string; safeValue: string }>;
  names: { offerType: ReadonlyMap<string, string>; state: ReadonlyMap<string, string> };
}

export function displayStrings(filters: SearchFilters, taxonomy: SearchNames, total: number): DisplayStrings {
  const pairs = filters.makeModels
    .map(({ make, model }) => {
      const makeName = taxonomy.makeById.get(make)?.name ?? '';
      const modelName = model === null ? '' : (taxonomy.modelById.get(model)?.name ?? '');
      return `${makeName} ${modelName}`.trim();
    })
    .filter((s) => s !== '');
  const offers = filters.offerTypes.map((o) => taxonomy.names.offerType.get(o)).filter((s): s is string => Boolean(s));
  const place = filters.city?.value || (filters.state ? (taxonomy.names.state.get(filters.state) ?? null) : null);
  return {
    makeModel: pairs.length > 0 ? pairs.join(', ') : null,
    offerType: offers.length > 0 ? offers.join(', ') : null,
    place: place || null,
    totalCount: formatNumber(total),
  };
}

/** Key/values the ad slots of a result page are targeted with (first make/model, price, fuel, body, state). */
export function adTargeting(filters: SearchFilters, taxonomy: SearchNames): Record<string, string> {
  const first = filters.makeModels[0];
  const out: Record<string, string> = {};
  if (first) {
    out.make = taxonomy.makeById.get(first.make)?.safeValue ?? '';
    if (first.model !== null) out.model = taxonomy.modelById.get(first.model)?.safeValue ?? '';
  }
  if (filters.priceFrom !== null) out.pricefrom = String(filters.priceFrom);
  if (filters.priceTo !== null) out.priceto = String(filters.priceTo);
  if (filters.fuels.length > 0) out.fuel = filters.fuels.join(',');
  if (filters.bodyTypes.length > 0) out.body = filters.bodyTypes.join(',');
  if (filters.state) out.bundesland = filters.state;
  return out;
}
