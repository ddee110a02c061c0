import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The address's management token: the stored one, or `candidate` stored now for a new address. */
export async function ensureMailboxToken(db: Kysely<Database>, email: string, candidate: string, now: string): Promise<string> {
  await db.insertInto('search_agent_mailboxes').values({ email, manage_token: candidate, created_at: now }).onConflict((oc) => oc.column('email').doNothing()).execute();
  const row = await db.selectFrom('search_agent_mailboxes').select('manage_token').where('email', '=', email).executeTakeFirstOrThrow();
  return row.manage_token;
}

export async function findMailboxEmail(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db.selectFrom('search_agent_mailboxes').select('email').where('manage_token', '=', token).executeTakeFirst();
  return row?.email ?? null;
}

/** Forgets the address once it has no search agent left (it is personal data kept only for them). */
export async function deleteMailboxIfUnused(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .deleteFrom('search_agent_mailboxes')
    .where('email', '=', email)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('search_subscriptions').select('id').where('search_subscriptions.email', '=', email))))
    .execute();
}
