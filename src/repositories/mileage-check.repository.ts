import type { Kysely, Transaction } from 'kysely';
import type { Database, ListingMileageSightingTable, ListingMileageWarningTable } from '../db/schema.ts';
import { FLAGGED_CAR_COLUMNS } from './flagged-car-columns.ts';

/** SQL of the mileage check across relistings (issue 37 point 2): sightings of cars and the warnings they led to. */

type Db = Kysely<Database> | Transaction<Database>;

export type MileageSightingRow = Omit<ListingMileageSightingTable, 'id'>;
export type MileageWarningRow = ListingMileageWarningTable;

/**
 * Earlier sightings of the same cars: of `sellerId` under one of `references`, or under one of `vins`
 * by any seller (a VIN names the car wherever it is sold).
 */
export async function findMileageSightings(db: Db, sellerId: number, references: readonly string[], vins: readonly string[]): Promise<MileageSightingRow[]> {
  if (references.length === 0 && vins.length === 0) return [];
  return db
    .selectFrom('listing_mileage_sightings')
    .select(['seller_id', 'offer_reference', 'vin', 'mileage', 'seen_at'])
    .where((eb) =>
      eb.or([
        ...(references.length > 0 ? [eb.and([eb('seller_id', '=', sellerId), eb('offer_reference', 'in', [...references])])] : []),
        ...(vins.length > 0 ? [eb('vin', 'in', [...vins])] : []),
      ]),
    )
    .execute();
}

/** What a sighting of a stored car records. */
export async function findSightedCar(db: Db, listingId: number) {
  return db.selectFrom('listings').select(['id', 'seller_id', 'offer_reference', 'vin', 'mileage']).where('id', '=', listingId).executeTakeFirst();
}

export async function insertMileageSightings(db: Db, rows: readonly MileageSightingRow[]): Promise<void> {
  // 5 parameters per row: far below both dialects' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('listing_mileage_sightings')
      .values(rows.slice(i, i + 1000))
      .execute();
}

export async function insertMileageWarnings(db: Db, rows: readonly MileageWarningRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('listing_mileage_warnings')
    .values([...rows])
    .onConflict((oc) => oc.column('listing_id').doNothing())
    .execute();
}

/** Warnings of cars still on offer, oldest first (at most `limit`), with the car and its seller (the moderation page). */
export async function listMileageWarningsOnOffer(db: Db, limit: number) {
  return db
    .selectFrom('listing_mileage_warnings')
    .innerJoin('listings', 'listings.id', 'listing_mileage_warnings.listing_id')
    .leftJoin('sellers', 'sellers.id', 'listings.seller_id')
    .select([
      'listing_mileage_warnings.listing_id',
      'listing_mileage_warnings.kind',
      'listing_mileage_warnings.mileage',
      'listing_mileage_warnings.earlier_mileage',
      'listing_mileage_warnings.earlier_seen_at',
      'listing_mileage_warnings.flagged_at',
      ...FLAGGED_CAR_COLUMNS,
    ])
    .where('listings.status', '=', 'active')
    .orderBy('listing_mileage_warnings.flagged_at')
    .orderBy('listing_mileage_warnings.listing_id')
    .limit(limit)
    .execute();
}
