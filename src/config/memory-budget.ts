import { ADMISSION_LIMITS, type AdmissionKind, type AdmissionLimit } from './admission-limits.ts';

/**
 * One memory budget per serving process (`MEMORY_BUDGET_MB`, issue 30 point 2): every cache a
 * serving process keeps in memory is bounded by bytes, and this is the one place that splits the
 * budget among them. The split follows what a hit saves: a kept page saves the whole render, a
 * mapped car its row, seller and rating reads; search results and bitsets are cheap to compute
 * again (the engine answers in a few ms) and small, text tokens are per distinct word searched.
 *
 * Everything else in a process is not a cache and is not in the budget: the code, the search index
 * (about 7 MB of heap and 31 MB of typed arrays at 104k cars, ten times that at 1M) and what requests in
 * flight hold. The V8 heap limit of a serving process (`heapLimitMb`) is derived from all of these as
 * measured, so the collector works before the heap grows far beyond what is live.
 */
export interface CacheBudgets {
  /** finished pages (server/page-cache.ts) */
  pages: number;
  /** result cards as HTML, once per version of what they show (app/features/search/result-card-html.server.tsx) */
  cardFragments: number;
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
  pages: 0.28,
  cardFragments: 0.04,
  apiAnswers: 0.08,
  listingCars: 0.28,
  listingSellers: 0.02,
  searchResults: 0.15,
  searchBits: 0.05,
  searchText: 0.05,
  photos: 0.05,
};

/** Sized so that a serving process stays under 300 MB RSS at 104k cars after varied traffic (docs/operations.md). */
export const DEFAULT_MEMORY_BUDGET_MB = 64;

/*
 * The heap limit is derived from what a serving process holds live (after full collections), measured by
 * `npx tsx bench/memory-in-flight.ts` (docs/operations.md "Memory", 29 Nov 2026, SQLite, 20k and 104k cars):
 *   code, React build, taxonomy and services without cars     ~59 MB  (60.9 MB at 20k, 66.4 MB at 104k)
 *   search index in the heap                                    ~70 B a car (its typed arrays, ~300 B a car, are outside)
 *   full caches                                                 ~55 % of the budget in the heap (31.4 MB of 56 MB
 *                                                               counted; kept pages, API answers and the cars' JSON
 *                                                               are Buffers outside it)
 *   one request in flight at its highest                        API search 48 KB, result page 138 KB, detail page
 *                                                               100 KB, photo 39 KB (+16 KB of buffers)
 */
const HEAP_FIXED_MB = 59;
const HEAP_PER_CAR_BYTES = 70;
const HEAP_SHARE_OF_BUDGET = 0.55;
/** Measured peak per request in flight (KB); writes and uploads hold a small body or a stream's chunk. */
const IN_FLIGHT_KB: Record<AdmissionKind, number> = { api: 48, page: 138, photo: 39, write: 48, upload: 64 };
/**
 * The share of the limit the live set may fill when every cache is full and every place of admission
 * control is taken: the collector works with room to spare, and heap pressure (80 % of the limit after a
 * collection, server/load-pressure.ts) is left for what no measure foresaw, not reached by a busy process.
 */
const LIVE_SHARE_OF_LIMIT = 0.6;

/** What the requests admission control lets in at once hold at most (MB). */
export function inFlightMb(limits: Readonly<Record<AdmissionKind, AdmissionLimit>> = ADMISSION_LIMITS): number {
  return (Object.keys(limits) as AdmissionKind[]).reduce((sum, kind) => sum + limits[kind].inProgress * IN_FLIGHT_KB[kind], 0) / 1024;
}

/** The budget in bytes per cache; 0 turns every cache off. */
export function cacheBudgets(budgetMb: number): CacheBudgets {
  const bytes = Math.max(0, budgetMb) * 1024 * 1024;
  const out = {} as CacheBudgets;
  for (const key of Object.keys(SHARES) as (keyof CacheBudgets)[]) out[key] = Math.floor(bytes * SHARES[key]);
  return out;
}

/**
 * The V8 old-space limit (`--max-old-space-size`, MB) of a serving process holding `cars` searchable
 * cars: its live set at the most (fixed part, index, full caches, every admitted request) as
 * LIVE_SHARE_OF_LIMIT of the limit. 170 MB at 104k cars and the default budget, 270 MB at 1M.
 */
export function heapLimitMb(budgetMb: number, cars: number): number {
  const live = HEAP_FIXED_MB + (cars * HEAP_PER_CAR_BYTES) / (1024 * 1024) + Math.max(0, budgetMb) * HEAP_SHARE_OF_BUDGET + inFlightMb();
  return Math.ceil(live / LIVE_SHARE_OF_LIMIT);
}

/**
 * What a serving process may hold resident when busy for minutes (docs/operations.md "Memory"; `npm run soak`
 * checks it): measured 503–606 MB under the soak's mix, which draws demo photos on first view (librsvg and
 * libvips memory outside the V8 heap); issue 34's goal of 400 MB is not reached yet.
 */
export const SERVING_PROCESS_RSS_BOUND_MB = 640;

/**
 * The same at 1M cars (`npm run soak -- --large`): the index's typed arrays and the cars' JSON outside the heap
 * grow tenfold (measured 1,444 MB, 29 Nov 2026); issue 30's bound for 1M.
 */
export const SERVING_PROCESS_RSS_BOUND_LARGE_MB = 1536;

/** The young generation's semi-space (`--max-semi-space-size`, MB): Node's 16 MB default triples into 48 MB of RSS per process. */
export const SEMI_SPACE_MB = 8;
