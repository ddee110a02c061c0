import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The secret `name`; the first caller's `candidate` becomes it, so concurrent processes agree on one value. */
export async function ensureAppSecret(db: Kysely<Database>, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
