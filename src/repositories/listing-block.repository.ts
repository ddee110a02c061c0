import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The listing an operator is about to block, with the address its seller is told at. */
export async function findListingToBlock(db: Kysely<Database>, listingId: number) {
  return db
    .selectFrom('listings')
    .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
    .select(['listings.id', 'listings.title', 'listings.status', 'sellers.email as seller_email'])
    .where('listings.id', '=', listingId)
    .executeTakeFirst();
}

/**
 * Sets the status 'blocked' and records why; false when the listing was blocked already. The caller
 * records the listing change in the same transaction (listing-change.repository.ts).
 */
export async function blockListing(db: Kysely<Database>, listingId: number, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('listings')
    .set({ status: 'blocked', updated_at: now })
    .where('id', '=', listingId)
    .where('status', '!=', 'blocked')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.insertInto('listing_blocks').values({ listing_id: listingId, reason, blocked_at: now }).execute();
  return true;
}
