/**
 * Issue 17 §1: each car's price rating, computed in the background from its comparables. A price
 * change through the partner API reaches the history, 'Preis gesenkt' and the rating with the next
 * run of the rating job (every 5 s in production; driven here); a car with too few comparables says
 * why it has none; the comparables search finds every comparable the market value was learnt from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf } from '#src/create-services.server.ts';
import { comparableGroupKey, comparablesFiltersOf, type PricedCar } from '#src/domain/pricing/comparables.ts';
import { findComparables, pricingGroups } from '#src/domain/pricing/market-value.ts';
import type { PriceRating } from '#src/domain/pricing/price-rating.ts';
import type { VehicleDetail } from '#src/domain/listing/listing-types.ts';
import { NO_ADJUSTMENT } from '#src/domain/pricing/price-adjustment.ts';
import { createFilters, toBackendQuery, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { loadPricedCars } from '#src/pricing/price-ratings.server.ts';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

type ApiListing = VehicleDetail & { distanceKm?: number | null };

/** Six cars like the rated one (same model, fuel, year, km, power, equipment, seller): the median of their prices is its market value. */
const COMPARABLE_PRICES = [18_990, 19_490, 19_990, 19_990, 20_490, 20_990];

describe.each(DIALECTS)('price ratings on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect);
    await h.call('PUT', '/api/ingest/sellers/BEWERTUNG-1', {
      type: 'D',
      companyName: 'Autohaus Marktwert',
      email: 'verkauf@marktwert.example.at',
      address: { zip: '8010', city: 'Graz' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 316 555124' }],
    });
    for (const [i, price] of COMPARABLE_PRICES.entries()) {
      expect((await h.call('PUT', `/api/ingest/sellers/BEWERTUNG-1/listings/VERGLEICH-${i}`, carPayload({ price }))).status).toBe(201);
    }
  });
  afterAll(async () => {
    await h.close();
  });

  const put = async (reference: string, body: Record<string, unknown>) => {
    const res = await h.call('PUT', `/api/ingest/sellers/BEWERTUNG-1/listings/${reference}`, body);
    expect([200, 201]).toContain(res.status);
    return ((await res.json()) as { listing: { id: number } }).listing.id;
  };
  /** One run of the rating job, then the search index follows the change feed (both run on timers in production). */
  const settle = async () => {
    await h.services.pricing.runPending();
    await h.services.search.refresh();
  };
  const apiListing = async (id: number) => (await (await h.app.request(`/api/v2/listings/${id}`)).json()) as ApiListing;
  const searchApi = async (query: URLSearchParams) =>
    (await (await h.app.request(`/api/v2/search-listings?${query.toString()}`)).json()) as { listings: ApiListing[]; metadata: { totalItems: number } };
  const ratingIn = async (path: string, id: number): Promise<PriceRating | undefined> => {
    const body = (await (await h.app.request(path)).json()) as { listings: ApiListing[] };
    return body.listings.find((l) => l.id === id)?.priceRating;
  };
  /** Every id a search finds, page by page. */
  const allIds = (filters: SearchFilters): number[] => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const hits = h.services.search.searchIds(filters, { page, pageSize: 50 });
      ids.push(...hits.ids);
      if (page >= hits.metadata.totalPages) return ids;
    }
  };

  it('rates a new car from its comparables, and a partner price cut updates history, "Preis gesenkt" and the grade in one job run', async () => {
    const id = await put('BEWERTET-1', carPayload({ price: 19_990 }));
    // Before the job has run, the car says its rating is being computed.
    expect((await apiListing(id)).priceRating).toMatchObject({ grade: null, reason: 'pending', reasonText: 'Die Bewertung wird gerade berechnet.' });
    await settle();
    const first = (await apiListing(id)).priceRating;
    expect(first).toMatchObject({
      grade: 3,
      label: 'Fairer Preis',
      marketValue: 20_000,
      comparablesCount: COMPARABLE_PRICES.length,
      range: { low: 18_990, high: 20_990 },
      registrationYearSpan: 2,
    });

    await put('BEWERTET-1', carPayload({ price: 16_990 }));
    await settle();
    const history = await databaseOf(h.services).db.selectFrom('listing_price_history').select('price').where('listing_id', '=', id).execute();
    expect(history.map((r) => r.price)).toEqual([19_990]);
    const after = await apiListing(id);
    expect(after.priceReduction?.previousPrice.raw).toBe(19_990);
    expect(after.priceRating).toMatchObject({ grade: 1, label: 'Sehr guter Preis', marketValue: 20_000, deviation: -0.15 });
    // The grade change is logged with its reason for the price history.
    const detail = await h.services.listings.getDetail(id);
    expect(detail.status === 'ok' && detail.ratingChanges.map((c) => c.text)).toEqual([
      'Bewertung geändert: Fairer Preis → Sehr guter Preis (Preis von € 19.990 auf € 16.990 gesenkt)',
    ]);
    // Every listing answer carries the same rating: search, several by id, details (compare).
    const query = new URLSearchParams({ pricefrom: '16990', priceto: '16990', pricerating: '1' });
    expect(await ratingIn(`/api/v2/search-listings?${query.toString()}`, id)).toEqual(after.priceRating);
    expect(await ratingIn(`/api/v2/listings?listingIds=${id}`, id)).toEqual(after.priceRating);
    expect(await ratingIn(`/api/v2/listings-details?listingIds=${id}`, id)).toEqual(after.priceRating);
    // The grade is a column of the search index: the filter and its counter see the new grade.
    expect(h.services.search.counters(createFilters({ priceFrom: 16_990, priceTo: 16_990 })).counters.pricerating['1']).toBeGreaterThanOrEqual(1);
    expect((await searchApi(new URLSearchParams({ pricefrom: '16990', priceto: '16990', pricerating: '3,4,5' }))).listings.map((l) => l.id)).not.toContain(id);
  });

  it('lists exactly the active comparables the market value was learnt from, and the car, with the "Vergleichbare Fahrzeuge ansehen" search', async () => {
    const id = await put('BEWERTET-2', carPayload({ price: 20_990, mileage: 90_000 }));
    await settle();
    const listing = await apiListing(id);
    const rating = listing.priceRating;
    if (rating.grade === null) throw new Error(`no grade: ${rating.reason}`);
    const filters = comparablesFiltersOf(listing) as SearchFilters;
    // The comparables as the estimate chose them (the adjustment does not change which cars they are).
    const now = new Date();
    const cars = await loadPricedCars(databaseOf(h.services).db, now);
    const target = cars.find((c) => c.id === id) as PricedCar;
    const group = pricingGroups(cars, NO_ADJUSTMENT, now).get(comparableGroupKey(target));
    if (!group) throw new Error('no comparables group');
    const chosen = findComparables(target, group);
    expect(chosen).toMatchObject({ yearSpan: rating.registrationYearSpan, match: rating.match });
    const used = chosen.indices.map((i) => group.cars[i] as PricedCar);
    expect(used.length).toBe(rating.comparablesCount);
    const active = used.filter((c) => !c.sold).map((c) => c.id);
    expect(active.length).toBeGreaterThanOrEqual(COMPARABLE_PRICES.length);
    // One definition: the list holds the active comparables and the car itself, nothing else, and the rating says how many.
    expect(new Set(allIds(filters))).toEqual(new Set([...active, id]));
    expect(rating.listedCount).toBe(active.length + 1);
    // The link is an ordinary result-list address: the API answers the same search.
    const api = await searchApi(toBackendQuery(filters, { pageSize: 50 }));
    expect(api.metadata.totalItems).toBe(rating.listedCount);
  });

  it('says why a car has no rating: too few comparables, an accident car', async () => {
    const lonely = await put('SELTEN-1', carPayload({ price: 4_990, firstRegistrationDate: '2009-03', mileage: 251_000, powerInKW: 59, fuel: 'Benzin' }));
    const crashed = await put('UNFALL-1', carPayload({ price: 9_990, hadAccident: true }));
    await settle();
    const lonelyRating = (await apiListing(lonely)).priceRating;
    expect(lonelyRating).toEqual({
      grade: null,
      label: 'Keine Preisbewertung',
      reason: 'too-few-comparables',
      reasonText: 'Zu wenige vergleichbare Fahrzeuge für eine verlässliche Bewertung.',
    });
    expect((await apiListing(crashed)).priceRating).toMatchObject({
      grade: null,
      reason: 'accident',
      reasonText: 'Unfallfahrzeuge bewerten wir nicht: ihr Preis hängt vom Schaden ab.',
    });
    // A car without a grade is in no bucket of the filter.
    const all = h.services.search.counters(createFilters({ accident: 'AN', priceFrom: 4_990, priceTo: 4_990 }));
    expect(Object.values(all.counters.pricerating).reduce((a, b) => a + b, 0)).toBeLessThan(all.totalCount);
  });

  it('announces on the change feed only cars whose grade or market value changed: computing again writes nothing', async () => {
    const db = databaseOf(h.services).db;
    const announced = async () =>
      Number(
        (
          await db
            .selectFrom('listing_changes')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('origin', '=', 'price-rating')
            .executeTakeFirstOrThrow()
        ).n,
      );
    await h.services.pricing.recomputeAll();
    await settle();
    const before = await announced();
    await h.services.pricing.recomputeAll();
    await settle();
    expect(await announced()).toBe(before);
  });

  it('publishes the method, the thresholds and the evaluation with its date', async () => {
    await h.services.pricing.ensureEvaluation();
    const m = await h.services.pricing.methodology();
    expect(m.grades.map((g) => g.label)).toEqual(['Sehr guter Preis', 'Guter Preis', 'Fairer Preis', 'Erhöhter Preis', 'Hoher Preis']);
    expect(m.minComparables).toBe(5);
    expect(m.evaluation).toMatchObject({ method: '5-fache Kreuzvalidierung über die angebotenen Fahrzeuge' });
    expect(Date.parse(m.evaluation?.computedAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
  });
});
