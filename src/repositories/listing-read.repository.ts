import { PostgresAdapter, type Kysely } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom, jsonObjectFrom as postgresJsonObjectFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom, jsonObjectFrom as sqliteJsonObjectFrom } from 'kysely/helpers/sqlite';
import type { Database, ListingRow, SellerRow } from '../db/schema.ts';
import type { EarlierPrice } from '../domain/listing/price-history.ts';
import { RATING_COLUMNS, type StoredRating } from './price-rating.repository.ts';
import type { SellerWithContacts } from './seller.repository.ts';
import { PUBLIC_LISTING_STATUSES } from './listing-visibility.ts';

/** A car the public may see (listing-visibility.ts); undefined when unknown or withdrawn. */
export async function findListingById(db: Kysely<Database>, id: number): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('id', '=', id).where('status', 'in', PUBLIC_LISTING_STATUSES).executeTakeFirst();
}

/** Whether the car exists but is withdrawn from the public (blocked by moderation): its detail answers 410. */
export async function isListingWithdrawn(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('listings').select('id').where('id', '=', id).where('status', 'not in', PUBLIC_LISTING_STATUSES).executeTakeFirst();
  return row !== undefined;
}

/** Every column of a seller, named: SQLite's JSON objects are built from explicit columns only. */
const SELLER_COLUMNS = [
  'id',
  'type',
  'tier',
  'company_name',
  'contact_name',
  'url_name',
  'street',
  'zip',
  'city',
  'state_slug',
  'lat',
  'lon',
  'homepage',
  'logo_url',
  'email',
  'ratings_count',
  'ratings_stars',
  'ratings_enabled',
  'ratings_review_url',
  'answer_enquiries',
  'answer_median_minutes',
  'answer_within_day_percent',
  'confirms_inventory',
  'call_tracking',
  'created_at',
  'company_register',
  'vat_id',
  'opening_hours',
  'ratings_distribution',
  'ratings_reviews',
] as const satisfies readonly (keyof SellerRow)[];
// A column added to sellers must be named above too, or cars would come back without it.
const sellerColumnsComplete: Exclude<keyof SellerRow, (typeof SELLER_COLUMNS)[number]> extends never ? true : never = true;
void sellerColumnsComplete;

/** A car with everything its public shape needs: its row, seller with contacts, earlier prices, stored rating and mileage warning. */
export interface ListingRecord {
  row: ListingRow;
  /** null only when the seller row is missing */
  seller: SellerWithContacts | null;
  /** oldest first; empty when the price never changed */
  earlierPrices: EarlierPrice[];
  rating: StoredRating | null;
  /** the mileage check's warning (issue 37 point 2); null for a car that fits its earlier sightings */
  mileageWarning: StoredMileageWarning | null;
}

/** A stored mileage warning as the reader maps it. */
export interface StoredMileageWarning {
  kind: 'lower' | 'little-growth';
  earlier_mileage: number;
  earlier_seen_at: string;
}

/**
 * The cars of `ids` the public may see (on sale or sold, never withdrawn; order not guaranteed) with their seller, contacts, earlier prices,
 * rating and mileage warning, in one statement: on PostgreSQL every statement is a round trip over the network, and a result
 * page needs all of these at once. The parts that are lists come as JSON (the dialect's own functions).
 */
export async function findListingRecords(db: Kysely<Database>, ids: readonly number[]): Promise<ListingRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const json = db.getExecutor().adapter instanceof PostgresAdapter ? postgresJson : sqliteJson;
  const rows = await db
    .selectFrom('listings')
    .selectAll('listings')
    .select((eb) => [
      json.objectFrom(eb.selectFrom('sellers').select(SELLER_COLUMNS).whereRef('sellers.id', '=', 'listings.seller_id')).as('record_seller'),
      json
        .arrayFrom(
          eb
            .selectFrom('seller_contacts')
            .select(['seller_id', 'position', 'phone_type', 'formatted_number', 'call_to'])
            .whereRef('seller_contacts.seller_id', '=', 'listings.seller_id')
            .orderBy('position'),
        )
        .as('record_contacts'),
      json
        .arrayFrom(
          eb
            .selectFrom('listing_price_history')
            .select(['price', 'valid_from as validFrom', 'valid_to as validTo'])
            .whereRef('listing_price_history.listing_id', '=', 'listings.id')
            .orderBy('valid_from'),
        )
        .as('record_earlier_prices'),
      json
        .objectFrom(eb.selectFrom('listing_price_ratings').select(RATING_COLUMNS).whereRef('listing_price_ratings.listing_id', '=', 'listings.id'))
        .as('record_rating'),
      json
        .objectFrom(
          eb
            .selectFrom('listing_mileage_warnings')
            .select(['kind', 'earlier_mileage', 'earlier_seen_at'])
            .whereRef('listing_mileage_warnings.listing_id', '=', 'listings.id'),
        )
        .as('record_mileage_warning'),
    ])
    .where('listings.id', 'in', unique)
    .where('listings.status', 'in', PUBLIC_LISTING_STATUSES)
    .execute();
  return rows.map(({ record_seller, record_contacts, record_earlier_prices, record_rating, record_mileage_warning, ...row }) => {
    const seller = parsed(record_seller);
    return {
      row,
      seller: seller && { seller, contacts: parsed(record_contacts) },
      earlierPrices: parsed(record_earlier_prices),
      rating: parsed(record_rating),
      mileageWarning: parsed(record_mileage_warning),
    };
  });
}

const sqliteJson = { arrayFrom: sqliteJsonArrayFrom, objectFrom: sqliteJsonObjectFrom };
const postgresJson: typeof sqliteJson = { arrayFrom: postgresJsonArrayFrom, objectFrom: postgresJsonObjectFrom };

/** PostgreSQL's driver parses JSON values itself; SQLite hands them over as text. */
function parsed<T>(value: T): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Old (legacy watch-list) ids → current ids of cars the public may see. */
export async function findIdsByOldIds(db: Kysely<Database>, oldIds: readonly number[]): Promise<{ id: number; old_id: number }[]> {
  const unique = [...new Set(oldIds)];
  if (unique.length === 0) return [];
  const rows = await db.selectFrom('listings').select(['id', 'old_id']).where('old_id', 'in', unique).where('status', 'in', PUBLIC_LISTING_STATUSES).execute();
  return rows.filter((r): r is { id: number; old_id: number } => r.old_id !== null);
}

/** Cars with status active (expired ones included): what a serving process's search index may hold. */
export async function countActiveListings(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
