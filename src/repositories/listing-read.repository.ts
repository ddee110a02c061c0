import type { Kysely } from 'kysely';
import type { Database, ListingRow } from '../db/schema.ts';

/** Full listing rows for the given ids (any status); order is not guaranteed. */
export async function findListingsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<ListingRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.selectFrom('listings').selectAll().where('id', 'in', unique).execute();
}

export async function findListingById(db: Kysely<Database>, id: number): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Old (legacy watch-list) ids → current ids. */
export async function findIdsByOldIds(db: Kysely<Database>, oldIds: readonly number[]): Promise<{ id: number; old_id: number }[]> {
  const unique = [...new Set(oldIds)];
  if (unique.length === 0) return [];
  const rows = await db.selectFrom('listings').select(['id', 'old_id']).where('old_id', 'in', unique).execute();
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
