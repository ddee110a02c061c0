import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Makes the stored pool match the configured numbers. A number no longer configured is retired (kept
 * for the reveal log, never assigned again) and its assignment ends.
 */
export async function syncNumberPool(db: Kysely<Database>, numbers: readonly { raw: string; formatted: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const n of numbers) {
      await trx
        .insertInto('call_tracking_numbers')
        .values({ raw: n.raw, formatted: n.formatted, in_pool: 1, listing_id: null, seller_id: null, assigned_at: null, expires_at: null })
        .onConflict((oc) => oc.column('raw').doUpdateSet({ formatted: n.formatted, in_pool: 1 }))
        .execute();
    }
    const raws = numbers.map((n) => n.raw);
    let retire = trx.updateTable('call_tracking_numbers').set({ in_pool: 0, listing_id: null, seller_id: null, expires_at: null });
    if (raws.length > 0) retire = retire.where('raw', 'not in', raws);
    await retire.execute();
  });
}

/** The number (live or expired) last given to this listing and seller; listing 0 = the dealer's own page. */
export async function findAssignedNumber(db: Kysely<Database>, listingId: number, sellerId: number) {
  return db
    .selectFrom('call_tracking_numbers')
    .selectAll()
    .where('listing_id', '=', listingId)
    .where('seller_id', '=', sellerId)
    .where('in_pool', '=', 1)
    .executeTakeFirst();
}

/** Extends the pair's own number, unless it was given to someone else in the meantime. */
export async function renewAssignedNumber(db: Kysely<Database>, raw: string, listingId: number, sellerId: number, expiresAt: string): Promise<boolean> {
  const result = await db
    .updateTable('call_tracking_numbers')
    .set({ expires_at: expiresAt })
    .where('raw', '=', raw)
    .where('listing_id', '=', listingId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Numbers that may be (re)assigned: never assigned, or assigned with an expiry at or before
 * `expiringBy` (expired ones, and live ones the caller considers idle long enough to recycle).
 * Least recently used first: never used, then by expiry, which moves with every reveal.
 */
export async function findTakeableNumbers(db: Kysely<Database>, expiringBy: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('call_tracking_numbers')
    .select('raw')
    .where('in_pool', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '<=', expiringBy)]))
    .orderBy((eb) => eb.fn.coalesce('expires_at', eb.val('')))
    .orderBy('raw')
    .limit(limit)
    .execute();
  return rows.map((r) => r.raw);
}

/**
 * Gives a number to the pair if it is still takeable (see findTakeableNumbers): a conditional
 * update only one concurrent request can win. A recycled number's previous pair loses it.
 */
export async function takeNumber(
  db: Kysely<Database>,
  raw: string,
  pair: { listingId: number; sellerId: number },
  at: { now: string; expiringBy: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('call_tracking_numbers')
    .set({ listing_id: pair.listingId, seller_id: pair.sellerId, assigned_at: at.now, expires_at: at.expiresAt })
    .where('raw', '=', raw)
    .where('in_pool', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '<=', at.expiringBy)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findNumber(db: Kysely<Database>, raw: string) {
  return db.selectFrom('call_tracking_numbers').selectAll().where('raw', '=', raw).executeTakeFirst();
}

export async function insertNumberReveal(
  db: Kysely<Database>,
  row: {
    number_raw: string;
    listing_id: number | null;
    seller_id: number;
    request_origin: string;
    platform: string;
    user_agent: string | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('call_tracking_reveals').values(row).execute();
}

export async function findCallTrackingSubject(db: Kysely<Database>, sellerId: number, listingId: number | null) {
  const seller = await db.selectFrom('sellers').select(['id', 'call_tracking']).where('id', '=', sellerId).executeTakeFirst();
  const listing =
    listingId === null
      ? undefined
      : await db.selectFrom('listings').select(['id', 'seller_id', 'status', 'expires_at']).where('id', '=', listingId).executeTakeFirst();
  return { seller, listing };
}

export async function listNumberReveals(db: Kysely<Database>, sellerId: number) {
  return db.selectFrom('call_tracking_reveals').selectAll().where('seller_id', '=', sellerId).orderBy('id').execute();
}
