/**
 * `services.search`: the engine's answers (ids, counts, counters, navigation) plus result pages
 * with full listing records, in the response shape of SPEC §3 'Search response'.
 */
import { formatNumber } from '../domain/format/number-format.ts';
import type { SearchFilters } from '../domain/search/search-params.ts';
import type { Seller } from '../domain/listing/listing-types.ts';
import type { DisplayStrings, PageMetadata, SearchListingsResult } from '../domain/search/search-response-types.ts';
import type { ListingReader } from '../listings/listing-reader.server.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import type { NavigationResult, PageRequest, SearchCounters, SearchEngine, SearchHits, SellerMakeCount } from './search-engine.server.ts';

export type { DisplayStrings, SearchListingsResult };

export interface SearchService {
  search(filters: SearchFilters, request?: PageRequest): Promise<SearchListingsResult>;
  /** `search` as a JSON text (the API's answer), assembled from cached per-car JSON. */
  searchJson(filters: SearchFilters, request?: PageRequest): Promise<string>;
  searchIds(filters: SearchFilters, request?: PageRequest): SearchHits;
  count(filters: SearchFilters): number;
  counters(filters: SearchFilters): SearchCounters;
  navigation(filters: SearchFilters, index: number): NavigationResult;
  sellerCarCount(sellerId: number): number;
  sellerMakes(sellerId: number): SellerMakeCount[];
  /** Changes whenever the searchable data changes (for caches of finished answers). */
  version(): number;
  /** Applies pending listing changes now (tests; production polls every 500 ms). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

export function displayStrings(filters: SearchFilters, taxonomy: Taxonomy, total: number): DisplayStrings {
  const pairs = filters.makeModels.map(({ make, model }) => {
    const makeName = taxonomy.makeById.get(make)?.name ?? '';
    const modelName = model === null ? '' : (taxonomy.modelById.get(model)?.name ?? '');
    return `${makeName} ${modelName}`.trim();
  }).filter((s) => s !== '');
  const offers = filters.offerTypes.map((o) => taxonomy.names.offerType.get(o)).filter((s): s is string => Boolean(s));
  const place = filters.city?.value || (filters.state ? (taxonomy.names.state.get(filters.state) ?? null) : null);
  return { makeModel: pairs.length > 0 ? pairs.join(', ') : null, offerType: offers.length > 0 ? offers.join(', ') : null, place: place || null, totalCount: formatNumber(total) };
}

function adTargeting(filters: SearchFilters, taxonomy: Taxonomy): Record<string, string> {
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

export function createSearchService(engine: SearchEngine, reader: ListingReader, taxonomy: Taxonomy): SearchService {
  engine.onChange((ids) => reader.invalidate(ids));
  const frame = (filters: SearchFilters, metadata: PageMetadata, seller: Seller | null): Omit<SearchListingsResult, 'listings'> => ({
    metadata,
    displayStrings: displayStrings(filters, taxonomy, metadata.totalItems),
    seller,
    ad_targeting: adTargeting(filters, taxonomy),
  });
  return {
    async search(filters, request) {
      const hits = engine.search(filters, request);
      const [listings, seller] = await Promise.all([
        reader.getListings(hits.ids),
        filters.sellerId === null ? Promise.resolve(null) : reader.getSeller(filters.sellerId),
      ]);
      return { listings, ...frame(filters, hits.metadata, seller) };
    },
    async searchJson(filters, request) {
      const hits = engine.search(filters, request);
      const [listings, seller] = await Promise.all([
        reader.getListingsJson(hits.ids),
        filters.sellerId === null ? Promise.resolve(null) : reader.getSeller(filters.sellerId),
      ]);
      // Same keys and order as `search` would serialise to.
      return `{"listings":[${listings.join(',')}],${JSON.stringify(frame(filters, hits.metadata, seller)).slice(1)}`;
    },
    searchIds: (filters, request) => engine.search(filters, request),
    count: (filters) => engine.count(filters),
    counters: (filters) => engine.counters(filters),
    navigation: (filters, index) => engine.navigation(filters, index),
    sellerCarCount: (sellerId) => engine.sellerCarCount(sellerId),
    sellerMakes: (sellerId) => engine.sellerMakes(sellerId),
    version: () => engine.version,
    refresh: () => engine.poll(),
    close: () => engine.close(),
  };
}
