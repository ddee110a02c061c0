import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

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
