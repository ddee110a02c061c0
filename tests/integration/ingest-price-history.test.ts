/** Issue 17 §3: every price change through the partner API is kept; cards say 'Preis gesenkt', the detail has 'Preisverlauf'. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf } from '#src/create-services.server.ts';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

interface ApiListing {
  id: number;
  price: { raw: number };
  priceReduction: { previousPrice: { raw: number; formatted: string }; since: string } | null;
}

describe.each(DIALECTS)('price history through the partner API on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect);
    await h.call('PUT', '/api/ingest/sellers/PREIS-1', {
      type: 'D',
      companyName: 'Autohaus Preisverlauf',
      email: 'verkauf@preisverlauf.example.at',
      address: { zip: '8010', city: 'Graz' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 316 555123' }],
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const apiListing = async (id: number) => (await (await h.app.request(`/api/v2/listings/${id}`)).json()) as ApiListing;
  /** The car as a result list shows it (search API, filtered to its price so it is on page 1). */
  const searchedListing = async (id: number, price: number) => {
    const res = await h.app.request(`/api/v2/search-listings?pricefrom=${price}&priceto=${price}&sort=age&desc=1`);
    return ((await res.json()) as { listings: ApiListing[] }).listings.find((l) => l.id === id);
  };

  it('keeps each earlier price with its dates and shows a reduction on cards and the detail within a second', async () => {
    const created = await h.call('PUT', '/api/ingest/sellers/PREIS-1/listings/PV-1', carPayload({ price: 21_990 }));
    const { listing } = (await created.json()) as { listing: { id: number } };
    expect((await apiListing(listing.id)).priceReduction).toBeNull();

    await h.call('PUT', '/api/ingest/sellers/PREIS-1/listings/PV-1', carPayload({ price: 20_490 }));
    const history = await databaseOf(h.services)
      .db.selectFrom('listing_price_history')
      .select(['price', 'valid_from', 'valid_to'])
      .where('listing_id', '=', listing.id)
      .execute();
    expect(history.map((r) => r.price)).toEqual([21_990]);
    expect(Date.parse(history[0]?.valid_to ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Cards (search API) follow the change feed: the reduction appears as soon as the index has the new price.
    await expect.poll(async () => (await searchedListing(listing.id, 20_490))?.priceReduction?.previousPrice.raw, { timeout: 2000, interval: 50 }).toBe(21_990);
    expect((await apiListing(listing.id)).priceReduction?.previousPrice.formatted).toBe('€ 21.990');
    const detail = await h.services.listings.getDetail(listing.id);
    expect(detail.status === 'ok' && detail.detail.priceHistory.map((s) => s.price.raw)).toEqual([21_990, 20_490]);

    // A rise is history too, but not a reduction; an unchanged price writes nothing.
    await h.call('PUT', '/api/ingest/sellers/PREIS-1/listings/PV-1', carPayload({ price: 20_990 }));
    await h.call('PUT', '/api/ingest/sellers/PREIS-1/listings/PV-1', carPayload({ price: 20_990 }));
    await expect.poll(async () => (await searchedListing(listing.id, 20_990))?.priceReduction, { timeout: 2000, interval: 50 }).toBeNull();
    const steps = await h.services.listings.getDetail(listing.id);
    expect(steps.status === 'ok' && steps.detail.priceHistory.map((s) => s.price.raw)).toEqual([21_990, 20_490, 20_990]);
  });
});
