import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function findStaticContent(db: Kysely<Database>, name: string) {
  return db.selectFrom('static_contents').select(['name', 'title', 'html', 'updated_at']).where('name', '=', name).executeTakeFirst();
}
