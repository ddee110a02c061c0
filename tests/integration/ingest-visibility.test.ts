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
      type: 'D',
      companyName: 'Autohaus Sichtbar',
      email: 'verkauf@sichtbar.example.at',
      address: { zip: '1010', city: 'Wien' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 1 5551234' }],
    });
    sellerId = ((await res.json()) as { seller: { id: number } }).seller.id;
  });
  afterAll(async () => {
    await h.close();
  });

  const get = async <T>(path: string) => {
    const res = await h.app.request(path);
    return { status: res.status, body: (await res.json()) as T };
  };
  const sellerCount = async () => (await get<{ totalCount: number }>(`/api/classified-search/totalcount?cid=${sellerId}`)).body.totalCount;
  const totalCount = async () => (await get<{ totalCount: number }>('/api/classified-search/totalcount')).body.totalCount;
  const makeCounter = async () =>
    (await get<{ counters: { make: Record<string, number> } }>(`/api/classified-search/counters?cid=${sellerId}`)).body.counters.make['74'] ?? 0;

  /**
   * What `probe` says once the search index has applied every change so far. The index applies the feed
   * at its next poll (every 500 ms: search-engine.test.ts checks that on a fake clock), so this is what a
   * visitor sees at most a second after the write; no clock is read here.
   */
  async function afterNextPoll(probe: () => Promise<number>): Promise<number> {
    // The second refresh starts after any poll already running, so every change so far is applied.
    await h.services.search.refresh();
    await h.services.search.refresh();
    return probe();
  }

  it('shows an ingested car in search at the next poll of the feed, and a sold one vanishes from search, counters and totals at the next poll', async () => {
    const totalBefore = await totalCount();
    const created = await h.call('PUT', '/api/ingest/sellers/SICHT-1/listings/VIS-1', carPayload());
    const { listing } = (await created.json()) as { listing: { id: number } };
    expect(await afterNextPoll(sellerCount)).toBe(1);
    expect(await makeCounter()).toBe(1);
    expect(await totalCount()).toBe(totalBefore + 1);
    const page = await get<{ listings: { id: number }[] }>(`/api/v2/search-listings?cid=${sellerId}`);
    expect(page.body.listings.map((l) => l.id)).toEqual([listing.id]);

    await h.call('POST', '/api/ingest/sellers/SICHT-1/listings/VIS-1/sold');
    expect(await afterNextPoll(sellerCount)).toBe(0);
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
        name: 'Max Mustermann',
        emailaddress: 'max@example.at',
        comment: 'Ist das Fahrzeug noch verfügbar? Ich würde es gern ansehen.',
        source: 'DetailPage-GW',
        classifiedGuid: listing.id,
        leadId: randomUUID(),
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
    const publishedAt = (daysAgo: number) =>
      createIngestionService({
        db: h.t.handle.db,
        taxonomy: h.services.taxonomy,
        dataDir: h.t.dataDir,
        logger: createLogger('silent'),
        now: () => new Date(Date.now() - daysAgo * DAY),
      });
    const expired = await publishedAt(127).upsertListing(partner, 'SICHT-1', 'EXP-1', carPayload());
    await publishedAt(125).upsertListing(partner, 'SICHT-1', 'FRESH-1', carPayload());
    expect(await afterNextPoll(sellerCount)).toBe(1);
    const page = await get<{ listings: { id: number }[] }>(`/api/v2/search-listings?cid=${sellerId}`);
    expect(page.body.listings.map((l) => l.id)).not.toContain(expired.listing.id);
    expect((await h.app.request(`/api/v2/listings/${expired.listing.id}`)).status).toBe(410);

    const renewed = await h.call('PUT', '/api/ingest/sellers/SICHT-1/listings/EXP-1', carPayload({ renew: true }));
    expect(((await renewed.json()) as { result: string }).result).toBe('renewed');
    expect(await afterNextPoll(sellerCount)).toBe(2);
    expect((await h.app.request(`/api/v2/listings/${expired.listing.id}`)).status).toBe(200);
  });

  it('removes a deleted car from search', async () => {
    const before = await sellerCount();
    await h.call('PUT', '/api/ingest/sellers/SICHT-1/listings/DEL-1', carPayload());
    expect(await afterNextPoll(sellerCount)).toBe(before + 1);
    await h.call('DELETE', '/api/ingest/sellers/SICHT-1/listings/DEL-1');
    expect(await afterNextPoll(sellerCount)).toBe(before);
  });
});
