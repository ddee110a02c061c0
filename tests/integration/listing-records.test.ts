/**
 * Issue 30 §3: a result page's cars are read in one statement (row, seller with contacts, earlier
 * prices, rating as JSON). What comes back must be exactly what the tables hold, with the same
 * types, on both dialects: JSON must not turn numbers into text or lose digits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findListingRecords } from '#src/repositories/listing-read.repository.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

const NOW = new Date('2026-11-20T10:00:00Z');

describe.each(DIALECTS)('reading cars with everything a page shows on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { listings: 300, seed: 42, now: NOW });
    const db = t.handle.db;
    // Earlier prices written out of order, and a rating with fractions that JSON must keep exactly.
    await db
      .insertInto('listing_price_history')
      .values([
        { listing_id: 1, price: 19_990, valid_from: '2026-10-02T08:00:00.000Z', valid_to: '2026-11-01T08:00:00.000Z' },
        { listing_id: 1, price: 21_490, valid_from: '2026-09-01T08:00:00.000Z', valid_to: '2026-10-02T08:00:00.000Z' },
      ])
      .execute();
    const model = await db.selectFrom('listings').select('model_id').where('id', '=', 2).executeTakeFirstOrThrow();
    await db
      .insertInto('listing_price_ratings')
      .values({
        listing_id: 2,
        model_id: model.model_id,
        market_value: 18_250,
        deviation: -0.07142857142857142,
        grade: 2,
        reason: null,
        comparables_count: 37,
        range_low: 16_900,
        range_high: 19_600,
        year_span: 2,
        match_level: 'model-fuel',
        for_sale_count: 12,
        price_spread: 0.1234567890123,
        rated_price: 16_990,
        computed_at: NOW.toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers each car as its tables hold it, unknown ids left out', async () => {
    const db = t.handle.db;
    const ids = [3, 1, 2, 1, 999_999];
    const records = (await findListingRecords(db, ids)).sort((a, b) => a.row.id - b.row.id);
    expect(records.map((r) => r.row.id)).toEqual([1, 2, 3]);

    for (const record of records) {
      const row = await db.selectFrom('listings').selectAll().where('id', '=', record.row.id).executeTakeFirstOrThrow();
      const seller = await db.selectFrom('sellers').selectAll().where('id', '=', row.seller_id).executeTakeFirstOrThrow();
      const contacts = await db
        .selectFrom('seller_contacts')
        .select(['seller_id', 'position', 'phone_type', 'formatted_number', 'call_to'])
        .where('seller_id', '=', row.seller_id)
        .orderBy('position')
        .execute();
      expect(record.row).toStrictEqual(row);
      expect(record.seller).toStrictEqual({ seller, contacts });
    }

    const [first, second, third] = records;
    expect(first?.earlierPrices).toStrictEqual([
      { price: 21_490, validFrom: '2026-09-01T08:00:00.000Z', validTo: '2026-10-02T08:00:00.000Z' },
      { price: 19_990, validFrom: '2026-10-02T08:00:00.000Z', validTo: '2026-11-01T08:00:00.000Z' },
    ]);
    expect(first?.rating).toBeNull();
    expect(second?.earlierPrices).toStrictEqual([]);
    expect(second?.rating).toMatchObject({
      listing_id: 2,
      market_value: 18_250,
      deviation: -0.07142857142857142,
      price_spread: 0.1234567890123,
      match_level: 'model-fuel',
    });
    expect(third?.rating).toBeNull();
  });
});
