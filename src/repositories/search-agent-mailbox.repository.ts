import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { storedToken } from './stored-token.ts';

/** Stores a new 'Meine Suchagenten' token of the address (its hash; each mail naming the page gets one). */
export async function addManageToken(db: Kysely<Database>, email: string, token: string, now: string): Promise<void> {
  await db
    .insertInto('search_agent_manage_tokens')
    .values({ token: storedToken(token), email, created_at: now })
    .execute();
}

/** The address a management link's token belongs to; null for an unknown token. */
export async function findMailboxEmail(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db.selectFrom('search_agent_manage_tokens').select('email').where('token', '=', storedToken(token)).executeTakeFirst();
  return row?.email ?? null;
}
