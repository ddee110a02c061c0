import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Counts one hit in a fixed window and returns the window's total. One upsert statement, so
 * concurrent requests in several processes (PostgreSQL) or connections (SQLite) never lose a hit.
 */
export async function countRateLimitHit(db: Kysely<Database>, bucket: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Forgets windows that ended before `before`. */
export async function deleteRateLimitWindowsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
