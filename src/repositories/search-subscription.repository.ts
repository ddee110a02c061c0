import type { Kysely, Selectable } from 'kysely';
import type { Database, SearchSubscriptionTable } from '../db/schema.ts';
import { storedToken } from './stored-token.ts';

/** `token` is the stored hash, never a link's token. */
export type SubscriptionRow = Selectable<SearchSubscriptionTable>;

export async function findSubscription(db: Kysely<Database>, email: string, searchString: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('search_subscriptions').selectAll().where('email', '=', email).where('search_string', '=', searchString).executeTakeFirst();
}

/** The subscription a link names: the confirmation link's token or a digest mail's unsubscribe token. */
export async function findSubscriptionByToken(db: Kysely<Database>, token: string): Promise<SubscriptionRow | undefined> {
  const hash = storedToken(token);
  return db
    .selectFrom('search_subscriptions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('token', '=', hash),
        eb('id', 'in', eb.selectFrom('search_agent_link_tokens').select('subscription_id').where('search_agent_link_tokens.token', '=', hash)),
      ]),
    )
    .executeTakeFirst();
}

/** Stores a digest mail's own unsubscribe token (the subscription's stored hash cannot be mailed). */
export async function addUnsubscribeToken(db: Kysely<Database>, subscriptionId: number, token: string, now: string): Promise<void> {
  await db
    .insertInto('search_agent_link_tokens')
    .values({ token: storedToken(token), subscription_id: subscriptionId, created_at: now })
    .execute();
}

/** Inserts a subscription; null when the same e-mail already has the same search (a concurrent submit). */
export async function insertSubscription(
  db: Kysely<Database>,
  row: { token: string; email: string; search_string: string; frequency: string; created_at: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('search_subscriptions')
    .values({ ...row, token: storedToken(row.token), confirmed_at: null, last_sent_at: null, seen_until: null, paused_at: null })
    .onConflict((oc) => oc.columns(['email', 'search_string']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** A new confirmation link for a still unconfirmed subscription (the old link stops working). */
export async function replaceSubscriptionToken(db: Kysely<Database>, id: number, token: string, frequency: string): Promise<void> {
  await db
    .updateTable('search_subscriptions')
    .set({ token: storedToken(token), frequency })
    .where('id', '=', id)
    .execute();
}

export async function setSubscriptionFrequency(db: Kysely<Database>, id: number, frequency: string): Promise<void> {
  await db.updateTable('search_subscriptions').set({ frequency }).where('id', '=', id).execute();
}

/** Confirms once; new cars count from this moment. */
export async function confirmSubscription(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('search_subscriptions').set({ confirmed_at: now, seen_until: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}

/** Deletes the subscription (and with it the e-mail address) but remembers the search for each of its link tokens. */
export async function deleteSubscriptionLeavingTombstone(db: Kysely<Database>, row: SubscriptionRow, now: string): Promise<boolean> {
  const result = await db.deleteFrom('search_subscriptions').where('id', '=', row.id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  const linkTokens = await db.selectFrom('search_agent_link_tokens').select('token').where('subscription_id', '=', row.id).execute();
  for (const hash of [row.token, ...linkTokens.map((t) => t.token)]) {
    await db
      .insertInto('search_agent_tombstones')
      .values({ token: hash, search_string: row.search_string, deleted_at: now })
      .onConflict((oc) => oc.column('token').doNothing())
      .execute();
  }
  await db.deleteFrom('search_agent_link_tokens').where('subscription_id', '=', row.id).execute();
  return true;
}

export async function findTombstone(db: Kysely<Database>, token: string) {
  return db.selectFrom('search_agent_tombstones').selectAll().where('token', '=', storedToken(token)).executeTakeFirst();
}

/** Confirmed, not paused subscriptions of one frequency, in id order, one page at a time. */
export async function listConfirmedSubscriptions(db: Kysely<Database>, frequency: string, afterId: number, limit: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('search_subscriptions')
    .selectAll()
    .where('frequency', '=', frequency)
    .where('confirmed_at', 'is not', null)
    .where('paused_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Moves a subscription's watermark forward, only if nobody else did since it was read (two job runs
 * in two processes cannot both mail the same cars). `sentAt` is set when a mail goes out.
 */
export async function advanceSubscription(
  db: Kysely<Database>,
  id: number,
  expectedSeenUntil: string | null,
  seenUntil: string,
  sentAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('search_subscriptions')
    .set(sentAt ? { seen_until: seenUntil, last_sent_at: sentAt } : { seen_until: seenUntil })
    .where('id', '=', id)
    .where((eb) => (expectedSeenUntil === null ? eb('seen_until', 'is', null) : eb('seen_until', '=', expectedSeenUntil)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Remembers the price each mailed car had for this subscription. */
export async function rememberMailedPrices(db: Kysely<Database>, subscriptionId: number, cars: readonly { listingId: number; price: number }[]): Promise<void> {
  for (const car of cars) {
    await db
      .insertInto('search_agent_prices')
      .values({ subscription_id: subscriptionId, listing_id: car.listingId, price: car.price })
      .onConflict((oc) => oc.columns(['subscription_id', 'listing_id']).doUpdateSet({ price: car.price }))
      .execute();
  }
}

/** Mailed cars that are still online and now cost less than when they were mailed. */
export async function findPriceDrops(db: Kysely<Database>, subscriptionId: number, now: string) {
  return db
    .selectFrom('search_agent_prices')
    .innerJoin('listings', 'listings.id', 'search_agent_prices.listing_id')
    .select(['listings.id as listing_id', 'search_agent_prices.price as old_price', 'listings.price'])
    .where('search_agent_prices.subscription_id', '=', subscriptionId)
    .where('listings.status', '=', 'active')
    .where('listings.expires_at', '>', now)
    .whereRef('listings.price', '<', 'search_agent_prices.price')
    .orderBy('listings.id')
    .execute();
}

/** Every search agent of one address, oldest first ('Meine Suchagenten'). */
export async function listSubscriptionsOfEmail(db: Kysely<Database>, email: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('search_subscriptions').selectAll().where('email', '=', email).orderBy('id').execute();
}

/**
 * Pauses (`pausedAt` set) or resumes (null) a subscription. Resuming moves the watermark to now:
 * the subscriber gets the cars from now on, not a backlog of the paused weeks.
 */
export async function setSubscriptionPaused(db: Kysely<Database>, id: number, pausedAt: string | null, now: string): Promise<void> {
  await db
    .updateTable('search_subscriptions')
    .set(pausedAt === null ? { paused_at: null, seen_until: now } : { paused_at: pausedAt })
    .where('id', '=', id)
    .execute();
}

/** 'Suche ändern' on 'Meine Suchagenten': the agent watches another search, new cars from `now` on. */
export async function setSubscriptionSearch(db: Kysely<Database>, id: number, searchString: string, now: string): Promise<void> {
  await db
    .updateTable('search_subscriptions')
    .set((eb) => ({ search_string: searchString, seen_until: eb.case().when('confirmed_at', 'is not', null).then(now).else(null).end() }))
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('search_agent_prices').where('subscription_id', '=', id).execute();
}

/** Undo of a delete: the agent again, confirmed (the management link proves the address), new cars from `now` on. */
export async function restoreSubscription(
  db: Kysely<Database>,
  row: { token: string; email: string; search_string: string; frequency: string; now: string },
): Promise<void> {
  await db
    .insertInto('search_subscriptions')
    .values({
      token: storedToken(row.token),
      email: row.email,
      search_string: row.search_string,
      frequency: row.frequency,
      created_at: row.now,
      confirmed_at: row.now,
      seen_until: row.now,
      last_sent_at: null,
      paused_at: null,
    })
    .onConflict((oc) => oc.columns(['email', 'search_string']).doNothing())
    .execute();
}
