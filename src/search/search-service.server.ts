/**
 * `services.search`: the engine's answers (ids, counts, counters, navigation) plus result pages
 * with full listing records. How a search is named and targeted (displayStrings, ad targeting) is
 * presentation, added by the page or API that shows it (src/domain/search/search-display.ts).
 */
import type { Listing, Seller } from '../domain/listing/listing-types.ts';
import type { SearchFilters } from '../domain/search/search-filters.ts';
import type { PageMetadata } from '../domain/search/search-response-types.ts';
import type { ListingReader } from '../listings/listing-reader.server.ts';
import type { FeedStatus, NavigationResult, PageRequest, SearchCounters, SearchEngine, SearchHits, SellerMakeCount } from './search-engine.server.ts';

/** One page of results: the cars, the paging metadata and, for one seller's cars (cid), the seller. */
export interface SearchPage<L = Listing> {
  listings: L[];
  metadata: PageMetadata;
  seller: Seller | null;
}

export interface SearchService {
  search(filters: SearchFilters, request?: PageRequest): Promise<SearchPage>;
  /**
   * `search` with each car as its JSON in UTF-8 bytes (the API's answer is assembled from the cached
   * bytes of each car), each with `distanceKm` from the search's place (null without one).
   */
  searchJson(filters: SearchFilters, request?: PageRequest): Promise<SearchPage<Uint8Array>>;
  /** km from the search's place to each car, in the order of `ids` (null without a place or coordinates). */
  distancesKm(filters: SearchFilters, ids: readonly number[]): (number | null)[];
  searchIds(filters: SearchFilters, request?: PageRequest): SearchHits;
  count(filters: SearchFilters): number;
  counters(filters: SearchFilters): SearchCounters;
  navigation(filters: SearchFilters, index: number): NavigationResult;
  sellerCarCount(sellerId: number): number;
  sellerMakes(sellerId: number): SellerMakeCount[];
  /** Changes whenever the searchable data changes (for caches of finished answers). */
  version(): number;
  /** How far this process's index has followed the `listing_changes` feed. */
  feedStatus(): FeedStatus;
  /** Applies every listing change written before the call, now (tests; production polls every 500 ms). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Times the engine's work for one result page (`startTimer` returns the stop); passed in, as the search
 * layer sits below src/observability/, whose `search_duration_seconds` histogram implements it.
 */
export interface SearchTimer {
  startTimer(): () => unknown;
}

export function createSearchService(engine: SearchEngine, reader: ListingReader, searchDuration: SearchTimer): SearchService {
  engine.onChange((ids) => reader.invalidate(ids));
  const timedSearch = (filters: SearchFilters, request: PageRequest | undefined) => {
    const stop = searchDuration.startTimer();
    try {
      return engine.search(filters, request);
    } finally {
      stop();
    }
  };
  return {
    async search(filters, request) {
      const hits = timedSearch(filters, request);
      const [listings, seller] = await Promise.all([
        reader.getListings(hits.ids),
        filters.sellerId === null ? Promise.resolve(null) : reader.getSeller(filters.sellerId),
      ]);
      return { listings, metadata: hits.metadata, seller };
    },
    async searchJson(filters, request) {
      const hits = timedSearch(filters, request);
      const [cars, seller] = await Promise.all([
        reader.getListingsJson(hits.ids),
        filters.sellerId === null ? Promise.resolve(null) : reader.getSeller(filters.sellerId),
      ]);
      const km = engine.distancesKm(filters, hits.ids);
      const distances = new Map(hits.ids.map((id, i) => [id, km[i] ?? null]));
      // The cached bytes are the car alone; the distance belongs to this search, so it takes the place of the closing brace.
      const listings = cars.map(({ id, json }) =>
        Buffer.concat([json.subarray(0, -1), Buffer.from(`,"distanceKm":${JSON.stringify(distances.get(id) ?? null)}}`)]),
      );
      return { listings, metadata: hits.metadata, seller };
    },
    distancesKm: (filters, ids) => engine.distancesKm(filters, ids),
    searchIds: (filters, request) => engine.search(filters, request),
    count: (filters) => engine.count(filters),
    counters: (filters) => engine.counters(filters),
    navigation: (filters, index) => engine.navigation(filters, index),
    sellerCarCount: (sellerId) => engine.sellerCarCount(sellerId),
    sellerMakes: (sellerId) => engine.sellerMakes(sellerId),
    version: () => engine.version,
    feedStatus: () => engine.feedStatus(),
    refresh: () => engine.catchUp(),
    close: () => engine.close(),
  };
}
