import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, ListingPriceRatingTable, PriceModelEvaluationTable, PriceRatingChangeTable } from '../db/schema.ts';
import { PUBLIC_LISTING_STATUSES } from './listing-visibility.ts';

/** SQL of the price ratings (issue 17 §1): what the estimate reads, the stored ratings, the job's state and the published figures. */

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The price-relevant facts of the cars a market value is learnt from: cars for sale now and cars
 * sold since `soldSince` (their last price); with `modelIds`, only those models' cars.
 */
export async function findPricingRows(db: Db, options: { now: string; soldSince: string; modelIds?: readonly number[] }) {
  let query = db
    .selectFrom('listings as l')
    .innerJoin('sellers as s', 's.id', 'l.seller_id')
    .select([
      'l.id',
      'l.make_id',
      'l.model_id',
      'l.first_registration',
      'l.mileage',
      'l.power_kw',
      'l.fuel',
      'l.price',
      'l.offer_type',
      'l.had_accident',
      'l.equipment_ids',
      'l.status',
      'l.transmission_id',
      'l.body_type_id',
      'l.created_at',
      'l.sold_at',
      's.type as seller_type',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('l.status', '=', 'active'), eb('l.expires_at', '>', options.now)]),
        eb.and([eb('l.status', '=', 'sold'), eb('l.sold_at', '>=', options.soldSince)]),
      ]),
    );
  if (options.modelIds) query = query.where('l.model_id', 'in', [...options.modelIds]);
  return query.orderBy('l.id').execute();
}

export type PricingRow = Awaited<ReturnType<typeof findPricingRows>>[number];

export type StoredRating = Omit<ListingPriceRatingTable, 'computed_at'>;

export const RATING_COLUMNS = [
  'listing_id',
  'model_id',
  'market_value',
  'deviation',
  'grade',
  'reason',
  'comparables_count',
  'range_low',
  'range_high',
  'year_span',
  'match_level',
  'for_sale_count',
  'price_spread',
  'rated_price',
] as const;

/** Stored ratings of every car of the given models (all models when omitted). */
export async function findRatingsOfModels(db: Db, modelIds?: readonly number[]): Promise<StoredRating[]> {
  let query = db.selectFrom('listing_price_ratings').select(RATING_COLUMNS);
  if (modelIds) query = query.where('model_id', 'in', [...modelIds]);
  return query.execute();
}

/** Models of the given cars, by their rows and by their stored ratings (a car may have changed model or be gone). */
export async function findModelsOfListings(db: Db, listingIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(listingIds)];
  if (unique.length === 0) return [];
  const [listed, rated] = await Promise.all([
    db.selectFrom('listings').select('model_id').distinct().where('id', 'in', unique).execute(),
    db.selectFrom('listing_price_ratings').select('model_id').distinct().where('listing_id', 'in', unique).execute(),
  ]);
  return [...new Set([...listed, ...rated].map((r) => r.model_id))];
}

/** Inserts or replaces ratings (rows per statement stay below both dialects' parameter limits). */
export async function saveRatings(db: Db, ratings: readonly StoredRating[], computedAt: string): Promise<void> {
  for (let i = 0; i < ratings.length; i += 500) {
    const rows = ratings.slice(i, i + 500).map((r) => ({ ...r, computed_at: computedAt }));
    await db
      .insertInto('listing_price_ratings')
      .values(rows)
      .onConflict((oc) =>
        oc.column('listing_id').doUpdateSet((eb) => ({
          model_id: eb.ref('excluded.model_id'),
          market_value: eb.ref('excluded.market_value'),
          deviation: eb.ref('excluded.deviation'),
          grade: eb.ref('excluded.grade'),
          reason: eb.ref('excluded.reason'),
          comparables_count: eb.ref('excluded.comparables_count'),
          range_low: eb.ref('excluded.range_low'),
          range_high: eb.ref('excluded.range_high'),
          year_span: eb.ref('excluded.year_span'),
          match_level: eb.ref('excluded.match_level'),
          for_sale_count: eb.ref('excluded.for_sale_count'),
          price_spread: eb.ref('excluded.price_spread'),
          rated_price: eb.ref('excluded.rated_price'),
          computed_at: eb.ref('excluded.computed_at'),
        })),
      )
      .execute();
  }
}

/** Forgets the ratings of cars that no longer exist. */
export async function deleteRatingsOfMissingListings(db: Db, modelIds?: readonly number[]): Promise<void> {
  let query = db
    .deleteFrom('listing_price_ratings')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('listings').select(sql.lit(1).as('x')).whereRef('listings.id', '=', 'listing_price_ratings.listing_id'))),
    );
  if (modelIds) query = query.where('model_id', 'in', [...modelIds]);
  await query.execute();
}

/** Announces changed ratings to every process's search index (origin 'price-rating'). */
export async function recordRatingChanges(db: Db, listingIds: readonly number[], at: string): Promise<void> {
  for (let i = 0; i < listingIds.length; i += 1000) {
    await db
      .insertInto('listing_changes')
      .values(listingIds.slice(i, i + 1000).map((listing_id) => ({ listing_id, changed_at: at, origin: 'price-rating' as const })))
      .execute();
  }
}

/** Feed rows after `afterSeq`, oldest first. */
export async function readChangeFeed(db: Db, afterSeq: number, limit: number) {
  return db
    .selectFrom('listing_changes')
    .select(['seq', 'listing_id', 'changed_at', 'origin'])
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export async function latestChangeSeq(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listing_changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export async function findRatingState(db: Db) {
  return db.selectFrom('price_rating_state').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Writes the job's state after a full computation (the learnt price adjustment and time-to-sale model as JSON). */
export async function saveRatingState(db: Db, state: { changeSeq: number; adjustment: string; timeToSale: string; computedAt: string }): Promise<void> {
  const values = { change_seq: state.changeSeq, adjustment: state.adjustment, time_to_sale: state.timeToSale, computed_at: state.computedAt };
  await db
    .insertInto('price_rating_state')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** Logs grade changes (the price history's 'Bewertung geändert: …'). */
export async function insertRatingChanges(db: Db, rows: readonly Insertable<PriceRatingChangeTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('price_rating_changes')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** A car's grade changes, oldest first. */
export async function findRatingChanges(db: Db, listingId: number) {
  return db
    .selectFrom('price_rating_changes')
    .select(['changed_at', 'old_grade', 'new_grade', 'old_market_value', 'new_market_value', 'old_price', 'new_price'])
    .where('listing_id', '=', listingId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

/**
 * Moves the job's feed position from `from` to `to`; false when another process moved it first
 * (its transaction then rolls back and leaves the work to that process).
 */
export async function advanceRatingFeed(db: Db, from: number, to: number): Promise<boolean> {
  const result = await db.updateTable('price_rating_state').set({ change_seq: to }).where('id', '=', 1).where('change_seq', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvaluation(db: Db, row: Omit<PriceModelEvaluationTable, 'id'>): Promise<void> {
  await db.insertInto('price_model_evaluations').values(row).execute();
}

export async function findLatestEvaluation(db: Db) {
  return db.selectFrom('price_model_evaluations').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * What a valuation shows of the comparables it names (issue 36 §5), in one query: the title (for
 * the detail link), whether it is still for sale, when it went online and when it was sold. Only
 * cars the public may see: a car moderation withdrew is not named.
 */
export async function findNamedComparables(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('listings')
    .select(['id', 'title', 'status', 'created_at', 'sold_at'])
    .where('id', 'in', [...ids])
    .where('status', 'in', [...PUBLIC_LISTING_STATUSES])
    .execute();
}
