import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The columns the in-memory search index keeps of a listing (its price grade from the stored
 * rating, null without one): the rows with the given ids, or the
 * next `limit` rows after `afterId` in id order (any status; the caller keeps the active ones). A
 * status condition here would make SQLite walk its status index and sort every chunk.
 */
export async function findIndexRows(db: Kysely<Database>, options: { afterId?: number; ids?: readonly number[]; limit: number }) {
  let query = db
    .selectFrom('listings as l')
    .innerJoin('sellers as s', 's.id', 'l.seller_id')
    .leftJoin('listing_price_ratings as r', 'r.listing_id', 'l.id')
    .select([
      'l.id',
      'l.status',
      'l.make_id',
      'l.model_id',
      'l.title',
      'l.price',
      'l.first_registration',
      'l.mileage',
      'l.power_kw',
      'l.fuel',
      'l.body_type_id',
      'l.doors',
      'l.seats',
      'l.transmission_id',
      'l.body_color_id',
      'l.offer_type',
      'l.equipment_ids',
      'l.warranty',
      'l.full_service',
      'l.vat_deductible',
      'l.seller_id',
      's.type as seller_type',
      'l.photo_count',
      'l.had_accident',
      'l.upholstery_id',
      'l.pollution_class_id',
      'l.lat',
      'l.lon',
      'l.state_slug',
      'l.zip',
      'l.city',
      'l.created_at',
      'l.first_seen_at',
      'l.expires_at',
      'l.tier',
      'r.grade',
      'l.electric_range',
      'l.battery_kwh',
      'l.dc_charge_kw',
      'l.battery_soh',
      // the facts the monthly cost (sort and filter 'Monatliche Kosten') is computed from
      'l.combustion_power_kw',
      'l.wltp_co2_combined',
      'l.wltp_co2_combined_weighted',
      'l.continuous_power_kw',
      'l.empty_weight',
      'l.wltp_consumption_combined',
      'l.wltp_consumption_electric_combined',
      'l.consumption',
      'l.wltp_consumption_combined_weighted',
      'l.wltp_consumption_electric_combined_weighted',
      'l.registered_in_austria',
      sql<number>`case when l.description is null then 0 else 1 end`.as('has_description'),
    ]);
  if (options.ids) query = query.where('l.id', 'in', [...options.ids]);
  else query = query.where('l.id', '>', options.afterId ?? 0);
  return query.orderBy('l.id').limit(options.limit).execute();
}

export type IndexRow = Awaited<ReturnType<typeof findIndexRows>>[number];

/** How many listings the database holds and the highest id: tells two databases with an empty change feed apart. */
export async function listingFingerprint(db: Kysely<Database>): Promise<{ count: number; maxId: number }> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('maxId')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), maxId: Number(row?.maxId ?? 0) };
}
