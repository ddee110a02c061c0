import type { Kysely, Transaction } from 'kysely';
import type { Database, ListingRow, ListingUpdate, NewListing, NewSeller, PhoneType, SellerRow } from '../db/schema.ts';
import { recordPriceChange } from './price-history.repository.ts';

/** Write-side SQL of inventory ingestion (API and feed import). Every function takes `db` or a transaction first. */

type Db = Kysely<Database> | Transaction<Database>;

// ---------------------------------------------------------------------------------------------
// sellers

export interface SellerContactValues {
  phone_type: PhoneType;
  formatted_number: string;
  call_to: string;
}

export async function findSeller(db: Db, sellerId: number): Promise<SellerRow | undefined> {
  return db.selectFrom('sellers').selectAll().where('id', '=', sellerId).executeTakeFirst();
}

export async function findSellerContacts(db: Db, sellerId: number): Promise<SellerContactValues[]> {
  return db.selectFrom('seller_contacts').select(['phone_type', 'formatted_number', 'call_to']).where('seller_id', '=', sellerId).orderBy('position').execute();
}

export async function insertSeller(db: Db, values: NewSeller): Promise<number> {
  const row = await db.insertInto('sellers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSeller(db: Db, sellerId: number, values: Omit<Partial<NewSeller>, 'id' | 'created_at'>): Promise<void> {
  await db.updateTable('sellers').set(values).where('id', '=', sellerId).execute();
}

export async function replaceSellerContacts(db: Db, sellerId: number, contacts: readonly SellerContactValues[]): Promise<void> {
  await db.deleteFrom('seller_contacts').where('seller_id', '=', sellerId).execute();
  if (contacts.length === 0) return;
  await db
    .insertInto('seller_contacts')
    .values(contacts.map((c, position) => ({ ...c, seller_id: sellerId, position })))
    .execute();
}

/** A seller's listings take its address; returns the ids of the listings that moved. */
export async function moveSellerListings(
  db: Db,
  sellerId: number,
  location: Pick<NewListing, 'zip' | 'city' | 'state_slug' | 'lat' | 'lon'>,
): Promise<number[]> {
  const rows = await db.updateTable('listings').set(location).where('seller_id', '=', sellerId).returning('id').execute();
  return rows.map((r) => r.id);
}

export async function listListingIdsOfSeller(db: Db, sellerId: number): Promise<number[]> {
  const rows = await db.selectFrom('listings').select('id').where('seller_id', '=', sellerId).execute();
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// listings

export async function findListingByReference(db: Db, sellerId: number, offerReference: string): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('seller_id', '=', sellerId).where('offer_reference', '=', offerReference).executeTakeFirst();
}

export async function findListingsByReferences(db: Db, sellerId: number, offerReferences: readonly string[]): Promise<ListingRow[]> {
  if (offerReferences.length === 0) return [];
  return db.selectFrom('listings').selectAll().where('seller_id', '=', sellerId).where('offer_reference', 'in', offerReferences).execute();
}

/** A first appearance by the earlier of two ISO dates. */
const earlier = (a: string, b: string | undefined) => (b !== undefined && b < a ? b : a);

/**
 * New cars take the first sighting of their seller's offer reference or VIN, whichever is earlier
 * (issue 27 §7): a car deleted and listed again under the same reference, or under a new reference
 * with the same VIN, keeps counting its days online from its first appearance. A reference or VIN seen
 * for the first time is remembered with that date.
 */
async function withFirstSightings(db: Db, values: readonly NewListing[]): Promise<NewListing[]> {
  const byReference = new Map<string, string>();
  const byVin = new Map<string, string>();
  for (const sellerId of new Set(values.map((v) => v.seller_id))) {
    const own = values.filter((v) => v.seller_id === sellerId);
    const refs = own.flatMap((v) => (v.offer_reference != null ? [v.offer_reference] : []));
    const vins = own.flatMap((v) => (v.vin != null ? [v.vin] : []));
    if (refs.length > 0) {
      const rows = await db
        .selectFrom('listing_first_sightings')
        .select(['offer_reference', 'first_seen_at'])
        .where('seller_id', '=', sellerId)
        .where('offer_reference', 'in', refs)
        .execute();
      for (const row of rows) byReference.set(`${sellerId}|${row.offer_reference}`, row.first_seen_at);
    }
    if (vins.length > 0) {
      const rows = await db
        .selectFrom('listing_vin_sightings')
        .select(['vin', 'first_seen_at'])
        .where('seller_id', '=', sellerId)
        .where('vin', 'in', vins)
        .execute();
      for (const row of rows) byVin.set(`${sellerId}|${row.vin}`, row.first_seen_at);
    }
  }
  const dated = values.map((v) => {
    const own = v.first_seen_at ?? v.created_at;
    const seen = earlier(
      earlier(own, v.offer_reference != null ? byReference.get(`${v.seller_id}|${v.offer_reference}`) : undefined),
      v.vin != null ? byVin.get(`${v.seller_id}|${v.vin}`) : undefined,
    );
    return { ...v, first_seen_at: seen };
  });
  const referenced = dated.filter((v): v is typeof v & { offer_reference: string } => v.offer_reference != null);
  if (referenced.length > 0) {
    await db
      .insertInto('listing_first_sightings')
      .values(referenced.map((v) => ({ seller_id: v.seller_id, offer_reference: v.offer_reference, first_seen_at: v.first_seen_at })))
      .onConflict((oc) => oc.columns(['seller_id', 'offer_reference']).doNothing())
      .execute();
  }
  await recordVinSightings(
    db,
    dated.flatMap((v) => (v.vin != null ? [{ seller_id: v.seller_id, vin: v.vin, first_seen_at: v.first_seen_at }] : [])),
  );
  return dated;
}

/** Remembers when a seller's VIN was first seen; an earlier sighting stays. */
async function recordVinSightings(db: Db, rows: readonly { seller_id: number; vin: string; first_seen_at: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('listing_vin_sightings')
    .values([...rows])
    .onConflict((oc) => oc.columns(['seller_id', 'vin']).doNothing())
    .execute();
}

export async function insertListing(db: Db, values: NewListing): Promise<number> {
  const [row] = await withFirstSightings(db, [values]);
  const inserted = await db
    .insertInto('listings')
    .values(row as NewListing)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Several new listings in one statement (feed import); ids in the order of `values`. */
export async function insertListings(db: Db, values: readonly NewListing[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insertInto('listings')
    .values(await withFirstSightings(db, values))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function updateListing(db: Db, listingId: number, values: ListingUpdate): Promise<void> {
  // Every price change keeps the old price with its dates (issue 17 §3: 'Preisverlauf', 'Preis gesenkt').
  if (typeof values.price === 'number')
    await recordPriceChange(db, listingId, values.price, typeof values.updated_at === 'string' ? values.updated_at : new Date().toISOString());
  await db.updateTable('listings').set(values).where('id', '=', listingId).execute();
  // A VIN sent later for a stored car is remembered with the car's first appearance.
  if (typeof values.vin === 'string') {
    const row = await db.selectFrom('listings').select(['seller_id', 'first_seen_at', 'created_at']).where('id', '=', listingId).executeTakeFirst();
    if (row) await recordVinSightings(db, [{ seller_id: row.seller_id, vin: values.vin, first_seen_at: row.first_seen_at ?? row.created_at }]);
  }
}

export async function deleteListing(db: Db, listingId: number): Promise<void> {
  await db.deleteFrom('listings').where('id', '=', listingId).execute();
}

/** Ids of a seller's active cars (a full feed retires those it does not list). */
export async function listActiveListingIdsOfSeller(db: Db, sellerId: number): Promise<number[]> {
  const rows = await db.selectFrom('listings').select('id').where('seller_id', '=', sellerId).where('status', '=', 'active').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** From its first delivery through the partner API or a feed, a seller's cars end when not confirmed (issue 37 point 3). */
export async function markSellersConfirmInventory(db: Db, sellerIds: readonly number[]): Promise<void> {
  if (sellerIds.length === 0) return;
  await db.updateTable('sellers').set({ confirms_inventory: 1 }).where('id', 'in', sellerIds).where('confirms_inventory', '=', 0).execute();
}

export async function markListingsSold(db: Db, listingIds: readonly number[], at: string): Promise<void> {
  if (listingIds.length === 0) return;
  await db.updateTable('listings').set({ status: 'sold', sold_at: at, updated_at: at }).where('id', 'in', listingIds).where('status', '=', 'active').execute();
}

/** New photos replace the old ones; the seed changes so every photo URL changes and caches miss. */
export async function setUploadedPhotos(db: Db, listingId: number, photoCount: number, at: string): Promise<void> {
  await db
    .updateTable('listings')
    .set((eb) => ({ photo_source: 'uploaded', photo_count: photoCount, photo_seed: eb('photo_seed', '+', 1), updated_at: at }))
    .where('id', '=', listingId)
    .execute();
}

/**
 * The batch form of recordListingChange (listing-change.repository.ts) for writes that touch many
 * cars at once (a seller's update, a feed chunk): one change row per car, in the caller's transaction.
 */
export async function recordListingChanges(db: Db, listingIds: readonly number[], at: string): Promise<void> {
  // 2 parameters per row; chunks stay far below both dialects' bound-parameter limits.
  for (let i = 0; i < listingIds.length; i += 2000) {
    await db
      .insertInto('listing_changes')
      .values(listingIds.slice(i, i + 2000).map((listing_id) => ({ listing_id, changed_at: at })))
      .execute();
  }
}
