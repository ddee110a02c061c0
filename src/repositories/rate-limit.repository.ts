import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Records one hit in each bucket; returns the rows' ids (to take them back if the request is refused). */
export async function insertRateLimitHits(db: Kysely<Database>, buckets: readonly string[], at: string): Promise<number[]> {
  if (buckets.length === 0) return [];
  const rows = await db
    .insertInto('rate_limit_events')
    .values(buckets.map((bucket) => ({ bucket, at })))
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The bucket's hits after `since` (exclusive): how many, and the oldest one's time. */
export async function countRateLimitHitsSince(db: Kysely<Database>, bucket: string, since: string): Promise<{ hits: number; oldest: string | null }> {
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .executeTakeFirst();
  return { hits: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

export async function deleteRateLimitHits(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('rate_limit_events').where('id', 'in', ids).execute();
}

/** Forgets hits older than `before`. */
export async function deleteRateLimitHitsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('rate_limit_events').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The bucket's hits after `since` (exclusive) other than `except`: how many, and the newest one's time. */
export async function countOtherRateLimitHitsSince(
  db: Kysely<Database>,
  bucket: string,
  since: string,
  except: readonly number[],
): Promise<{ hits: number; newest: string | null }> {
  let query = db
    .selectFrom('rate_limit_events')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('newest')])
    .where('bucket', '=', bucket)
    .where('at', '>', since);
  if (except.length > 0) query = query.where('id', 'not in', except);
  const row = await query.executeTakeFirst();
  return { hits: Number(row?.n ?? 0), newest: row?.newest ?? null };
}

/** Forgets every hit of one bucket. */
export async function deleteRateLimitBucket(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('bucket', '=', bucket).execute();
}
