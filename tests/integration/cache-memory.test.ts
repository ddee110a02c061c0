/**
 * Issue 34 point 1: the heap limit of a serving process is derived from what its caches hold
 * (src/config/memory-budget.ts), so what each cache counts must be what it holds. Each cache is
 * filled to its share of the budget the way a busy process fills it (API searches, result pages,
 * sellers, free text), then emptied alone: the memory that frees (V8 heap and buffers outside it,
 * after full collections) must match the bytes the cache counted within ±25 %.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheBytes, emptyEveryCache, type CacheName } from '#src/caching/byte-bounded-cache.ts';
import { databaseOf } from '#src/create-services.server.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { createPageAppHarness, type PageAppHarness } from '../support/page-app-harness.ts';

v8.setFlagsFromString('--expose-gc');
// Repeated full collections would otherwise drop the bytecode of functions idle meanwhile, which the
// next call compiles again: hundreds of KB of noise in either direction.
v8.setFlagsFromString('--no-flush-bytecode');
const gc = vm.runInNewContext('gc') as () => void;

/** What the process holds in data: the V8 heap but its compiled code, and the buffers outside it, after full collections. */
function liveBytes(): number {
  for (let i = 0; i < 3; i++) gc();
  const data = v8.getHeapSpaceStatistics().filter((space) => !space.space_name.startsWith('code'));
  return data.reduce((sum, space) => sum + space.space_used_size, 0) + process.memoryUsage().arrayBuffers;
}

const MEMORY_BUDGET_MB = 16;
const LISTINGS = 2000;
/** Far more rounds of requests than any cache needs to fill at this budget. */
const FILL_ROUNDS = 300;

describe('the caches of a serving process', () => {
  let h: PageAppHarness;
  let budget: Record<CacheName, number>;
  const counted = (name: CacheName) => cacheBytes().get(name) ?? 0;
  const full = (name: CacheName) => counted(name) >= 0.85 * budget[name];

  beforeAll(async () => {
    h = await createPageAppHarness('sqlite', { listings: LISTINGS, env: { MEMORY_BUDGET_MB: String(MEMORY_BUDGET_MB) } });
    budget = h.services.env.caches;
    const { services } = h;
    // Unique API searches (each answer is kept, with the cars it was made of) and result pages.
    for (let i = 0; (!full('apiAnswers') || !full('pages')) && i < FILL_ROUNDS; i++) {
      const query = `priceto=${200_000 + i}${i % 3 === 0 ? '' : `&page=${1 + (i % 3)}`}`;
      if (!full('apiAnswers')) expect((await h.request(`/api/v2/search-listings?${query}`, { headers: { 'accept-encoding': 'gzip' } })).status).toBe(200);
      if (!full('pages')) expect((await h.request(`/angebote/?${query}`)).status).toBe(200);
    }
    // Result pages of other cars each (page 1 is the address without a page): every card's fragment is kept once.
    for (let page = 2; page <= LISTINGS / 20 && !full('cardFragments'); page++)
      expect((await h.request(`/angebote/?sort=price&order=asc&page=${page}`)).status).toBe(200);
    // Every car once, twenty at a time, as the API asks for them.
    for (let id = 1; id <= LISTINGS && !full('listingCars'); id += 20) await services.listings.getListingsJson(Array.from({ length: 20 }, (_, i) => id + i));
    const sellers = await databaseOf(services).db.selectFrom('sellers').select('id').execute();
    for (const { id } of sellers) if (!full('listingSellers')) await services.listings.getSeller(id);
    // Searches with filters of their own: counts, counters and ids (search results), their bitsets, and words.
    for (let i = 0; (!full('searchResults') || !full('searchBits') || !full('searchText')) && i < 50 * FILL_ROUNDS; i++) {
      const filters = createFilters({ priceTo: 300_000 + i, kmTo: i % 2 === 0 ? 100_000 : null, fuels: i % 3 === 0 ? ['D'] : [] });
      services.search.counters(filters);
      services.search.searchIds(filters, { page: 1, pageSize: 20 });
      if (!full('searchText')) services.search.count(createFilters({ text: `wort${i}` }));
    }
    // Nothing else allocates while the heap is measured: not the change feed's poll, and not the
    // optimising compilers, whose code (and its metadata in the heap) arrives whenever a job finishes.
    await services.search.close();
    v8.setFlagsFromString('--no-opt');
  }, 600_000);

  afterAll(async () => {
    // Node's defaults again for whatever this worker runs next.
    v8.setFlagsFromString('--opt');
    v8.setFlagsFromString('--flush-bytecode');
    await h.close();
  });

  it.each<CacheName>(['pages', 'cardFragments', 'apiAnswers', 'listingCars', 'listingSellers', 'searchResults', 'searchBits', 'searchText'])(
    '%s is filled to its share of the budget and holds what it counts, within a quarter',
    (name) => {
      expect(counted(name)).toBeGreaterThanOrEqual(0.85 * budget[name]);
      const before = liveBytes();
      const countedBytes = emptyEveryCache(name);
      const freed = before - liveBytes();
      const measured = `${name}: freed ${freed} bytes, counted ${countedBytes}`;
      expect(freed / countedBytes, measured).toBeGreaterThanOrEqual(0.75);
      expect(freed / countedBytes, measured).toBeLessThanOrEqual(1.25);
    },
  );
});
