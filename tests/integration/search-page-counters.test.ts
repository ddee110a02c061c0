/**
 * Issue 27 point 1: every result page carries the counts of every filter group, at every level
 * (make, model, several models, state, city, dealer), and they are the engine's counts for that
 * page's search (what the visitor gets by ticking the value), on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchPage, type SearchPageData } from '#app/features/search/search-page.server.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const ORIGIN = 'http://127.0.0.1:3000';

describe.each(DIALECTS)('result page counters on %s', (dialect) => {
  let h: ApiHarness;
  let dealerId: number;

  beforeAll(async () => {
    h = await createApiHarness(dialect, 600, 27);
    dealerId = (await h.database.db.selectFrom('sellers').select('id').where('type', '=', 'D').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function page(splat: string, query = ''): Promise<SearchPageData> {
    const request = new Request(`${ORIGIN}/angebote/${splat}${query}`);
    return (await loadSearchPage(request, splat, h.services, { databaseUnavailable: false }, null)) as SearchPageData;
  }

  /** Each count of the fuel, gearbox, body and rating groups is the total of the search with that value ticked. */
  function expectEngineCounts(data: SearchPageData, level: string) {
    const { counters, filters } = data;
    if (!counters) throw new Error(`no counters on the ${level} page`);
    const count = (change: Partial<SearchFilters>) => h.services.search.count({ ...filters, ...change });
    expect(Object.keys(counters.fuel).length, level).toBeGreaterThan(0);
    for (const [fuel, n] of Object.entries(counters.fuel)) expect(count({ fuels: [fuel] }), `${level} fuel ${fuel}`).toBe(n);
    for (const [gear, n] of Object.entries(counters.gearbox)) expect(count({ gearboxes: [Number(gear)] }), `${level} gearbox ${gear}`).toBe(n);
    for (const [body, n] of Object.entries(counters.construction)) expect(count({ bodyTypes: [Number(body)] }), `${level} body ${body}`).toBe(n);
    for (const grade of [1, 2, 3, 4, 5] as const)
      expect(count({ priceRatings: [grade] }), `${level} grade ${grade}`).toBe(counters.pricerating[String(grade)] ?? 0);
  }

  it('counts on make, model and several-model pages', async () => {
    expectEngineCounts(await page('skoda/'), 'make');
    expectEngineCounts(await page('skoda/octavia/'), 'make and model');
    expectEngineCounts(await page('', '?make=74&model=8401&make2=9&model2=1901'), 'several models');
  });

  it('counts on state, city and dealer pages', async () => {
    expectEngineCounts(await page('oberoesterreich/'), 'state');
    expectEngineCounts(await page('oberoesterreich/linz/'), 'city');
    expectEngineCounts(await page('', `?cid=${dealerId}`), 'dealer');
  });
});
