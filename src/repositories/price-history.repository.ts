import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EarlierPrice } from '../domain/listing/price-history.ts';

/** Earlier prices of the given cars, by car id. */
export async function findEarlierPrices(db: Kysely<Database>, listingIds: readonly number[]): Promise<Map<number, EarlierPrice[]>> {
  const out = new Map<number, EarlierPrice[]>();
  if (listingIds.length === 0) return out;
  const rows = await db
    .selectFrom('listing_price_history')
    .select(['listing_id', 'price', 'valid_from', 'valid_to'])
    .where('listing_id', 'in', [...new Set(listingIds)])
    .orderBy('listing_id')
    .orderBy('valid_from')
    .execute();
  for (const row of rows) {
    const list = out.get(row.listing_id) ?? [];
    list.push({ price: row.price, validFrom: row.valid_from, validTo: row.valid_to });
    out.set(row.listing_id, list);
  }
  return out;
}

/**
 * Keeps the price a car had until `at` when a write changes it (partner API and feed import both
 * write through here): valid from its previous change, or from the car's creation.
 */
export async function recordPriceChange(db: Kysely<Database>, listingId: number, newPrice: number, at: string): Promise<void> {
  const current = await db
    .selectFrom('listings')
    .select((eb) => [
      'price',
      'created_at',
      eb
        .selectFrom('listing_price_history')
        .select((h) => h.fn.max('valid_to').as('v'))
        .where('listing_id', '=', listingId)
        .as('last_change'),
    ])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!current || current.price === newPrice) return;
  await db
    .insertInto('listing_price_history')
    .values({ listing_id: listingId, price: current.price, valid_from: current.last_change ?? current.created_at, valid_to: at })
    .execute();
}
