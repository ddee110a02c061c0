/** Issue 27 point 9 on both databases: the dealer directory by a make in stock, nearest first from a place. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

describe.each(DIALECTS)('dealer directory on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect, 400);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps dealers with active cars of the make and sorts them by distance from the place', async () => {
    const db = h.t.handle.db;
    const make = await db
      .selectFrom('listings')
      .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
      .innerJoin('makes', 'makes.id', 'listings.make_id')
      .select(['makes.safe_value', 'makes.id'])
      .where('sellers.type', '=', 'D')
      .where('listings.status', '=', 'active')
      .executeTakeFirstOrThrow();
    const all = await h.services.dealers.directory({ offset: 0, limit: 1000 });
    const found = await h.services.dealers.directory({ make: make.safe_value, near: 'Linz', offset: 0, limit: 1000 });
    expect(found.placeFound).toBe(true);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    const now = new Date().toISOString();
    for (const d of found.dealers) {
      const stock = await db
        .selectFrom('listings')
        .select('id')
        .where('seller_id', '=', d.seller.id)
        .where('make_id', '=', make.id)
        .where('status', '=', 'active')
        .where('expires_at', '>', now)
        .execute();
      expect(stock.length, `dealer ${d.seller.id}`).toBeGreaterThan(0);
    }
    const km = found.dealers.map((d) => d.distanceKm ?? Infinity);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(found.dealers[0]?.distanceKm).toBeLessThan(Infinity);

    expect(await h.services.dealers.directory({ near: 'Nirgendwo', offset: 0, limit: 5 })).toMatchObject({ placeFound: false });
    expect((await h.services.dealers.directory({ make: 'gibtsnicht', offset: 0, limit: 5 })).total).toBe(0);
  });
});
