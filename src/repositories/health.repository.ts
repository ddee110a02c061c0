import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
