/**
 * One memory budget per serving process (`MEMORY_BUDGET_MB`, issue 30 point 2): every cache a
 * serving process keeps in memory is bounded by bytes, and this is the one place that splits the
 * budget among them. The split follows what a hit saves: a kept page saves the whole render, a
 * mapped car its row, seller and rating reads; search results and bitsets are cheap to compute
 * again (the engine answers in a few ms) and small, text tokens are per distinct word searched.
 *
 * Everything else in a process is not a cache and is not in the budget: the code, the search index
 * (about 37 MB at 104k cars, ten times that at 1M) and what requests in flight hold. The V8 heap
 * limit of a serving process (`heapLimitMb`) is the budget plus room for those, so the garbage
 * collector works before the heap grows far beyond what is live.
 */
export interface CacheBudgets {
  /** finished pages (server/page-cache.ts) */
  pages: number;
  /** finished answers of the search API (server/api/search-api.ts) */
  apiAnswers: number;
  /** cars mapped to their public shape for result pages and the API, with their JSON (src/listings/listing-reader.server.ts) */
  listingCars: number;
  /** sellers with their contacts for dealer pages (the cars bring their own, read with them) */
  listingSellers: number;
  /** answers of the search engine: pages of ids, totals, counters (src/search/search-engine.server.ts) */
  searchResults: number;
  /** the engine's evaluated filters, reused by the page, total and counters of one request */
  searchBits: number;
  /** the engine's per-word matches of free-text searches */
  searchText: number;
  /** sharp's (libvips) memory cache of decoded images while photos are drawn (src/images/render-photo.server.ts) */
  photos: number;
}

const SHARES: Record<keyof CacheBudgets, number> = {
  pages: 0.32,
  apiAnswers: 0.08,
  listingCars: 0.28,
  listingSellers: 0.02,
  searchResults: 0.15,
  searchBits: 0.05,
  searchText: 0.05,
  photos: 0.05,
};

/** The shares of caches whose entries are Buffers outside the V8 heap. */
const SHARES_OUTSIDE_HEAP = SHARES.pages;

/** Sized so that a serving process stays under 300 MB RSS at 104k cars after varied traffic (docs/operations.md). */
export const DEFAULT_MEMORY_BUDGET_MB = 64;

/**
 * The heap of a serving process besides its caches and index: code, React, taxonomy (~25 MB), and
 * room for requests in flight and garbage between collections.
 */
const HEAP_BASE_MB = 96;
/** Heap of the search index per searchable car (Maps and arrays; its typed arrays are outside the heap): ~50 MB used at 104k cars in all. */
const HEAP_PER_CAR_BYTES = 300;
/** The caches' share that lives in the heap: kept pages are Buffers outside it. */
const HEAP_SHARE_OF_BUDGET = 1 - SHARES_OUTSIDE_HEAP;

/** The budget in bytes per cache; 0 turns every cache off. */
export function cacheBudgets(budgetMb: number): CacheBudgets {
  const bytes = Math.max(0, budgetMb) * 1024 * 1024;
  const out = {} as CacheBudgets;
  for (const key of Object.keys(SHARES) as (keyof CacheBudgets)[]) out[key] = Math.floor(bytes * SHARES[key]);
  return out;
}

/**
 * The V8 old-space limit (`--max-old-space-size`, MB) of a serving process holding `cars` searchable
 * cars: the heap without caches plus the caches' share in the heap. V8 collects harder as the heap
 * nears its limit instead of growing: with 1.5 times the whole budget on top (447 MB at 104k cars) a
 * serving process's heap held ~160 MB of mostly garbage and its RSS passed 500 MB.
 */
export function heapLimitMb(budgetMb: number, cars: number): number {
  return Math.ceil(HEAP_BASE_MB + (cars * HEAP_PER_CAR_BYTES) / (1024 * 1024) + budgetMb * HEAP_SHARE_OF_BUDGET);
}

/**
 * What a serving process may hold resident when busy for minutes (docs/operations.md "Memory"; `npm run soak`
 * checks it): measured 503–606 MB under the soak's mix, which draws demo photos on first view (librsvg and
 * libvips memory outside the V8 heap); issue 34's goal of 400 MB is not reached yet.
 */
export const SERVING_PROCESS_RSS_BOUND_MB = 640;

/** The young generation's semi-space (`--max-semi-space-size`, MB): Node's 16 MB default triples into 48 MB of RSS per process. */
export const SEMI_SPACE_MB = 8;
