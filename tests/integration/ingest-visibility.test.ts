import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#src/config/logger.server.ts';
import { createIngestionService } from '#src/ingestion/ingestion-service.server.ts';
import { findPartnerByName } from '#src/repositories/partner.repository.ts';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const DAY = 86_400_000;
const ORIGIN = 'http://127.0.0.1:3000';

describe.each(DIALECTS)('ingested changes in search, detail and contact on %s', (dialect) => {
  let h: IngestHarness;
  let sellerId: number;
  beforeAll(async () => {
    h = await createIngestHarness(dialect);
    const res = await h.call('PUT', '/api/ingest/sellers/SICHT-1', {
      type: 'D', companyName: 'Autohaus Sichtbar', email: 'verkauf@sichtbar.example.at', address: { zip: '1010', city: 'Wien' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 1 5551234' }],
    });
    sellerId = ((await res.json()) as { seller: { id: number } }).seller.id;
  });
  afterAll(async () => {
    await h.close();
  });

  const get = async <T,>(path: string) => {
    const res = await h.app.request(path);
    return { status: res.status, body: (await res.json()) as T };
  };
  const sellerCount = async () => (await get<{ totalCount: number }>(`/api/classified-search/totalcount?cid=${sellerId}`)).body.totalCount;
  const totalCount = async () => (await get<{ totalCount: number }>('/api/classified-search/totalcount')).body.totalCount;
  const makeCounter = async () => (await get<{ counters: { make: Record<string, number> } }>(`/api/classified-search/counters?cid=${sellerId}`)).body.counters.make['74'] ?? 0;

  /** Milliseconds until `probe` returns `expected` (polling every 20 ms); fails after 5 s. */
  async function timeUntil(probe: () => Promise<number>, expected: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      if ((await probe()) === expected) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`still ${await probe()} instead of ${expected} after 5 s`);
  }

  it('shows an ingested car in search within a second, and a sold one vanishes from search, counters and totals within a second', async () => {
    const totalBefore = await totalCount();
    const created = await h.call('PUT', '/api/ingest/sellers/SICHT-1/listings/VIS-1', carPayload());
    const { listing } = (await created.json()) as { listing: { id: number } };
    const visibleAfter = await timeUntil(sellerCount, 1);
    expect(visibleAfter).toBeLessThan(1000);
    expect(await makeCounter()).toBe(1);
    expect(await totalCount()).toBe(totalBefore + 1);
    const page = await get<{ listings: { id: number }[] }>(`/api/v2/search-listings?cid=${sellerId}`);
    expect(page.body.listings.map((l) => l.id)).toEqual([listing.id]);

    await h.call('POST', '/api/ingest/sellers/SICHT-1/listings/VIS-1/sold');
    const goneAfter = await timeUntil(sellerCount, 0);
    console.log(`[${dialect}] visible after ${visibleAfter} ms, gone after ${goneAfter} ms`);
    expect(goneAfter).toBeLessThan(1000);
    expect(await makeCounter()).toBe(0);
    expect(await totalCount()).toBe(totalBefore);
    expect((await get<{ listings: unknown[] }>(`/api/v2/search-listings?cid=${sellerId}`)).body.listings).toEqual([]);

    const detail = await get<{ error: { message: string } }>(`/api/v2/listings/${listing.id}`);
    expect(detail.status).toBe(410);
    expect(detail.body.error.message).toBe('Das gesuchte Fahrzeug ist leider nicht mehr verfügbar!');

    const contact = await h.app.request('/api/vendor-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        name: 'Max Mustermann', emailaddress: 'max@example.at', comment: 'Ist das Fahrzeug noch verfügbar? Ich würde es gern ansehen.',
        source: 'DetailPage-GW', classifiedGuid: listing.id, leadId: randomUUID(),
      }),
    });
    expect(contact.status).toBe(412);
    expect(((await contact.json()) as { error: { message: string } }).error.message).toBe('Dieses Fahrzeug ist leider nicht mehr verfügbar.');

    const watchList = await get<{ listings: { id: number; isSold: boolean }[] }>(`/api/v2/listings?listingIds=${listing.id}`);
    expect(watchList.body.listings).toMatchObject([{ id: listing.id, isSold: true }]);
  });

  it('hides a car 126 days after publication unless renewed', async () => {
    const partner = await findPartnerByName(h.t.handle.db, 'Testportal');
    if (!partner) throw new Error('partner missing');
    const publishedAt = (daysAgo: number) => createIngestionService({
      db: h.t.handle.db, taxonomy: h.services.taxonomy, dataDir: h.t.dataDir, logger: createLogger('silent'), now: () => new Date(Date.now() - daysAgo * DAY),
    });
    const expired = await publishedAt(127).upsertListing(partner, 'SICHT-1', 'EXP-1', carPayload());
    await publishedAt(125).upsertListing(partner, 'SICHT-1', 'FRESH-1', carPayload());
    await timeUntil(sellerCount, 1);
    const page = await get<{ listings: { id: number }[] }>(`/api/v2/search-listings?cid=${sellerId}`);
    expect(page.body.listings.map((l) => l.id)).not.toContain(expired.listing.id);
    expect((await h.app.request(`/api/v2/listings/${expired.listing.id}`)).status).toBe(410);

    const renewed = await h.call('PUT', '/api/ingest/sellers/SICHT-1/listings/EXP-1', carPayload({ renew: true }));
    expect(((await renewed.json()) as { result: string }).result).toBe('renewed');
    expect(await timeUntil(sellerCount, 2)).toBeLessThan(1000);
    expect((await h.app.request(`/api/v2/listings/${expired.listing.id}`)).status).toBe(200);
  });

  it('removes a deleted car from search', async () => {
    const before = await sellerCount();
    await h.call('PUT', '/api/ingest/sellers/SICHT-1/listings/DEL-1', carPayload());
    await timeUntil(sellerCount, before + 1);
    await h.call('DELETE', '/api/ingest/sellers/SICHT-1/listings/DEL-1');
    expect(await timeUntil(sellerCount, before)).toBeLessThan(1000);
  });
});
