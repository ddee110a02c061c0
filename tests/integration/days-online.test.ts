/**
 * Issue 27 §7, days on market: a car counts its days from its first appearance, also when its seller
 * deletes it and lists it again under the same offer reference; 'Neu seit' (newsince) narrows the
 * search to cars first seen within 1, 3 or 7 Vienna days, and the search agent's new cars read the same date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf } from '#src/create-services.server.ts';
import { daysOnline, newSinceCutoff } from '#src/domain/listing/days-online.ts';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

interface ApiListing {
  id: number;
  firstSeenAt: string;
  daysOnline: number;
}
const DAY = 86_400_000;

describe.each(DIALECTS)('days on market on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect, 300);
    await h.call('PUT', '/api/ingest/sellers/TAGE-1', {
      type: 'D',
      companyName: 'Autohaus Standzeit',
      email: 'verkauf@standzeit.example.at',
      address: { zip: '4020', city: 'Linz' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 732 555123' }],
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const db = () => databaseOf(h.services).db;
  const apiListing = async (id: number) => (await (await h.app.request(`/api/v2/listings/${id}`)).json()) as ApiListing;
  const put = async (ref: string, price: number) => {
    const res = await h.call('PUT', `/api/ingest/sellers/TAGE-1/listings/${ref}`, carPayload({ price }));
    expect(res.status).toBeLessThan(300);
    return ((await res.json()) as { listing: { id: number } }).listing.id;
  };
  /** The ids a search finds at that exact price (so the test's cars are on page 1). */
  const found = async (query: string, price: number) => {
    const res = await h.app.request(`/api/v2/search-listings?pricefrom=${price}&priceto=${price}&size=50&${query}`);
    return ((await res.json()) as { listings: ApiListing[] }).listings.map((l) => l.id);
  };

  it('keeps the first appearance when the seller deletes a car and lists it again under the same reference', async () => {
    const first = await put('STAND-1', 17_777);
    expect((await apiListing(first)).daysOnline).toBe(0);
    // The car first appeared twelve days ago (as if listed then).
    const twelveDaysAgo = new Date(Date.now() - 12 * DAY).toISOString();
    await db().updateTable('listing_first_sightings').set({ first_seen_at: twelveDaysAgo }).where('offer_reference', '=', 'STAND-1').execute();
    await db().updateTable('listings').set({ first_seen_at: twelveDaysAgo }).where('id', '=', first).execute();

    expect((await h.call('DELETE', '/api/ingest/sellers/TAGE-1/listings/STAND-1')).status).toBe(200);
    const again = await put('STAND-1', 17_777);
    expect(again).not.toBe(first);
    const listed = await apiListing(again);
    expect(listed.firstSeenAt).toBe(twelveDaysAgo);
    expect(listed.daysOnline).toBe(daysOnline(twelveDaysAgo, new Date()));
    expect(listed.daysOnline).toBeGreaterThanOrEqual(11);

    // Sold and sent again: the same car, the same date.
    await h.call('POST', '/api/ingest/sellers/TAGE-1/listings/STAND-1/sold');
    await put('STAND-1', 17_777);
    expect((await apiListing(again)).firstSeenAt).toBe(twelveDaysAgo);

    // Another reference of the same seller is a new car.
    const other = await put('STAND-2', 17_777);
    expect((await apiListing(other)).daysOnline).toBe(0);

    // 'Neu seit 7 Tagen' keeps the new car and leaves out the re-listed one; without the filter both are found.
    await expect.poll(() => found('', 17_777), { timeout: 3000, interval: 50 }).toEqual(expect.arrayContaining([again, other]));
    expect(await found('newsince=7', 17_777)).toEqual([other]);
    expect(await found('newsince=1', 17_777)).toEqual([other]);
  });

  it("narrows the search to the cars first seen since Vienna midnight n days ago ('Neu seit' 1, 3, 7)", async () => {
    const rows = await db().selectFrom('listings').select(['first_seen_at', 'created_at', 'status', 'expires_at', 'had_accident']).execute();
    const now = new Date();
    const live = rows.filter((r) => r.status === 'active' && r.expires_at > now.toISOString() && r.had_accident === 0);
    const total = async (query: string) =>
      ((await (await h.app.request(`/api/v2/search-listings?${query}`)).json()) as { metadata: { totalItems: number } }).metadata.totalItems;
    const all = await total('');
    expect(all).toBe(live.length);
    const counts: number[] = [];
    for (const days of [1, 3, 7] as const) {
      const cutoff = newSinceCutoff(days, now).toISOString();
      const expected = live.filter((r) => (r.first_seen_at ?? r.created_at) >= cutoff).length;
      const n = await total(`newsince=${days}`);
      expect(n, `newsince=${days}`).toBe(expected);
      counts.push(n);
    }
    expect(counts[0]).toBeLessThanOrEqual(counts[1] as number);
    expect(counts[1]).toBeLessThanOrEqual(counts[2] as number);
    expect(counts[2]).toBeGreaterThan(0);
    expect(counts[2]).toBeLessThan(all);
    // The API names a wrong value instead of ignoring it.
    const bad = await h.app.request('/api/v2/search-listings?newsince=5');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field?: string } }).error.field).toBe('newsince');
  });
});
