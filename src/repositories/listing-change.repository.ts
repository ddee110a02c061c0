import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Every write to a listing (insert, update, sale, deletion) must call this in the same transaction,
 * so that the search index of every process picks the change up (it polls `listing_changes`).
 */
export async function recordListingChange(db: Kysely<Database>, listingId: number, now: Date = new Date()): Promise<void> {
  await db.insertInto('listing_changes').values({ listing_id: listingId, changed_at: now.toISOString() }).execute();
}

export async function maxChangeSeq(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('listing_changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Changes after `afterSeq` plus re-reads of sequence gaps (a PostgreSQL transaction may commit a lower seq later). */
export async function readChangesSince(db: Kysely<Database>, afterSeq: number, gapSeqs: readonly number[], limit: number) {
  let query = db.selectFrom('listing_changes').select(['seq', 'listing_id']);
  query = gapSeqs.length > 0 ? query.where((eb) => eb.or([eb('seq', '>', afterSeq), eb('seq', 'in', [...gapSeqs])])) : query.where('seq', '>', afterSeq);
  return query.orderBy('seq').limit(limit).execute();
}

/** The change at `seq`, to tell whether a search-index snapshot was taken from this feed (src/search/index-snapshot.ts). */
export async function findChange(db: Kysely<Database>, seq: number): Promise<{ listingId: number; changedAt: string } | null> {
  const row = await db.selectFrom('listing_changes').select(['listing_id', 'changed_at']).where('seq', '=', seq).executeTakeFirst();
  return row ? { listingId: row.listing_id, changedAt: new Date(row.changed_at).toISOString() } : null;
}
