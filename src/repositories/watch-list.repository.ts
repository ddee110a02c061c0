import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The visitor's saved cars in saving order. */
export async function listWatchList(db: Kysely<Database>, visitorUuid: string) {
  return db
    .selectFrom('watch_list_items')
    .select(['listing_id', 'position', 'created_at'])
    .where('visitor_uuid', '=', visitorUuid)
    .orderBy('position')
    .execute();
}

/**
 * Saves a car at the end of the list; saving it again keeps its place. A list that already holds
 * `maxCars` cars takes no new one ('full'). Returns the list size.
 */
export async function saveWatchListItem(
  db: Kysely<Database>,
  visitorUuid: string,
  listingId: number,
  now: Date,
  maxCars: number,
): Promise<{ saved: true; count: number } | { saved: false; reason: 'full'; count: number }> {
  return db.transaction().execute(async (trx) => {
    const list = await trx
      .selectFrom('watch_list_items')
      .select((eb) => [eb.fn.max('position').as('p'), eb.fn.countAll<number>().as('n')])
      .where('visitor_uuid', '=', visitorUuid)
      .executeTakeFirst();
    const count = Number(list?.n ?? 0);
    if (count >= maxCars) {
      const saved = await trx
        .selectFrom('watch_list_items')
        .select('listing_id')
        .where('visitor_uuid', '=', visitorUuid)
        .where('listing_id', '=', listingId)
        .executeTakeFirst();
      return saved ? { saved: true, count } : { saved: false, reason: 'full', count };
    }
    await trx
      .insertInto('watch_list_items')
      .values({ visitor_uuid: visitorUuid, listing_id: listingId, position: Number(list?.p ?? 0) + 1, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['visitor_uuid', 'listing_id']).doNothing())
      .execute();
    return { saved: true, count: await countItems(trx, visitorUuid) };
  });
}

export async function removeWatchListItem(db: Kysely<Database>, visitorUuid: string, listingId: number): Promise<number> {
  await db.deleteFrom('watch_list_items').where('visitor_uuid', '=', visitorUuid).where('listing_id', '=', listingId).execute();
  return countItems(db, visitorUuid);
}

async function countItems(db: Kysely<Database>, visitorUuid: string): Promise<number> {
  const row = await db
    .selectFrom('watch_list_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('visitor_uuid', '=', visitorUuid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
