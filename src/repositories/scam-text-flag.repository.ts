import type { Kysely, Transaction } from 'kysely';
import type { Database, ListingScamTextFlagTable } from '../db/schema.ts';
import { FLAGGED_CAR_COLUMNS } from './flagged-car-columns.ts';

/** SQL of the scam shield on listing texts (issue 37 point 1): the cars whose text was flagged. */

type Db = Kysely<Database> | Transaction<Database>;

export type ScamTextFlagRow = ListingScamTextFlagTable;

/** The text a check reads and whose car it is, with the seller's type (a private ad weighs differently). */
export async function findCheckedTexts(db: Db, listingIds: readonly number[]) {
  if (listingIds.length === 0) return [];
  return db
    .selectFrom('listings')
    .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
    .select(['listings.id', 'listings.title', 'listings.description', 'sellers.type as seller_type'])
    .where('listings.id', 'in', [...listingIds])
    .execute();
}

/** A car flagged again keeps its first date and gets the words of its latest text. */
export async function upsertScamTextFlags(db: Db, rows: readonly ScamTextFlagRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('listing_scam_text_flags')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.column('listing_id').doUpdateSet((eb) => ({ words: eb.ref('excluded.words') })))
      .execute();
}

/** A car whose new text no longer matches leaves the list. */
export async function deleteScamTextFlags(db: Db, listingIds: readonly number[]): Promise<void> {
  if (listingIds.length === 0) return;
  await db
    .deleteFrom('listing_scam_text_flags')
    .where('listing_id', 'in', [...listingIds])
    .execute();
}

/** Flags of cars still on offer, oldest first (at most `limit`), with the car and its seller (the moderation page). */
export async function listScamTextFlagsOnOffer(db: Db, limit: number) {
  return db
    .selectFrom('listing_scam_text_flags')
    .innerJoin('listings', 'listings.id', 'listing_scam_text_flags.listing_id')
    .leftJoin('sellers', 'sellers.id', 'listings.seller_id')
    .select(['listing_scam_text_flags.listing_id', 'listing_scam_text_flags.words', 'listing_scam_text_flags.flagged_at', ...FLAGGED_CAR_COLUMNS])
    .where('listings.status', '=', 'active')
    .orderBy('listing_scam_text_flags.flagged_at')
    .orderBy('listing_scam_text_flags.listing_id')
    .limit(limit)
    .execute();
}

/** Flagged cars on offer with a graded market value: the candidates for hiding (few, so the rule runs in code). */
export async function findFlaggedCarsWithMarketValue(db: Db) {
  return db
    .selectFrom('listing_scam_text_flags')
    .innerJoin('listings', 'listings.id', 'listing_scam_text_flags.listing_id')
    .innerJoin('listing_price_ratings', 'listing_price_ratings.listing_id', 'listings.id')
    .select(['listings.id', 'listings.price', 'listing_price_ratings.market_value', 'listing_scam_text_flags.words'])
    .where('listings.status', '=', 'active')
    .where('listing_price_ratings.grade', 'is not', null)
    .execute();
}

/** Whether the car's text was flagged (the detail page's contact form). */
export async function isScamTextFlagged(db: Db, listingId: number): Promise<boolean> {
  const row = await db.selectFrom('listing_scam_text_flags').select('listing_id').where('listing_id', '=', listingId).executeTakeFirst();
  return row !== undefined;
}
