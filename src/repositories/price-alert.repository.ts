import type { Kysely, Selectable } from 'kysely';
import type { Database, PriceAlertTable } from '../db/schema.ts';
import { storedToken } from './stored-token.ts';

/** Link tokens are stored as their hashes only (stored-token.ts): every function here takes a link's token. */
export type PriceAlertRow = Selectable<PriceAlertTable>;

export async function findPriceAlertsOf(db: Kysely<Database>, email: string, listingIds: readonly number[]): Promise<PriceAlertRow[]> {
  if (listingIds.length === 0) return [];
  return db.selectFrom('price_alerts').selectAll().where('email', '=', email).where('listing_id', 'in', listingIds).execute();
}

/** A new alert; nothing when the address has one for the car already (a concurrent submit). */
export async function insertPriceAlert(
  db: Kysely<Database>,
  row: {
    email: string;
    listing_id: number;
    title: string;
    frequency: string;
    confirm_token: string;
    known_price: number;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('price_alerts')
    .values({ ...row, confirm_token: storedToken(row.confirm_token), confirmed_at: null, ended_at: null, last_mailed_day: null, last_mailed_at: null })
    .onConflict((oc) => oc.columns(['email', 'listing_id']).doNothing())
    .execute();
}

/** Saving again: a still unconfirmed alert gets the new confirmation link; a confirmed one keeps its state. */
export async function renewPriceAlert(db: Kysely<Database>, id: number, change: { frequency: string; confirm_token?: string }): Promise<void> {
  const { confirm_token, ...rest } = change;
  await db
    .updateTable('price_alerts')
    .set(confirm_token === undefined ? rest : { ...rest, confirm_token: storedToken(confirm_token) })
    .where('id', '=', id)
    .execute();
}

/** Confirms every alert of one confirmation link; the number confirmed now. */
export async function confirmPriceAlerts(db: Kysely<Database>, confirmToken: string, now: string): Promise<number> {
  const result = await db
    .updateTable('price_alerts')
    .set({ confirmed_at: now })
    .where('confirm_token', '=', storedToken(confirmToken))
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countPriceAlertsOfConfirmToken(db: Kysely<Database>, confirmToken: string): Promise<number> {
  const row = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('confirm_token', '=', storedToken(confirmToken))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Records an unsubscribe link's token for the alerts it ends (one car's link, or a weekly overview's one click). */
export async function addPriceAlertLinkToken(db: Kysely<Database>, token: string, alertIds: readonly number[], now: string): Promise<void> {
  if (alertIds.length === 0) return;
  const hash = storedToken(token);
  await db
    .insertInto('price_alert_link_tokens')
    .values(alertIds.map((alert_id) => ({ token: hash, alert_id, created_at: now })))
    .execute();
}

/** The alerts an unsubscribe link ends, oldest first. */
export async function findPriceAlertsByLinkToken(db: Kysely<Database>, token: string): Promise<PriceAlertRow[]> {
  return db
    .selectFrom('price_alerts')
    .selectAll()
    .where('id', 'in', (eb) => eb.selectFrom('price_alert_link_tokens').select('alert_id').where('token', '=', storedToken(token)))
    .orderBy('id')
    .execute();
}

/** Deletes alerts with their link tokens; how many alerts were deleted now. */
export async function deletePriceAlerts(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db.deleteFrom('price_alert_link_tokens').where('alert_id', 'in', ids).execute();
  const result = await db.deleteFrom('price_alerts').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the job needs of an alert and its car now (the car is null once it was deleted). */
export interface AlertWithCar {
  alert: PriceAlertRow;
  price: number | null;
  /** active and not expired */
  available: boolean;
}

/**
 * Confirmed, not yet ended instant alerts that have something to tell and were not mailed on `day`:
 * the car costs less than the subscriber last saw, or is no longer for sale (sold, expired, deleted).
 */
export async function findDueInstantAlerts(db: Kysely<Database>, day: string, now: string, afterId: number, limit: number): Promise<AlertWithCar[]> {
  const rows = await db
    .selectFrom('price_alerts as a')
    .leftJoin('listings as l', 'l.id', 'a.listing_id')
    .selectAll('a')
    .select(['l.price as car_price', 'l.status as car_status', 'l.expires_at as car_expires_at'])
    .where('a.frequency', '=', 'instant')
    .where('a.confirmed_at', 'is not', null)
    .where('a.ended_at', 'is', null)
    .where((eb) => eb.or([eb('a.last_mailed_day', 'is', null), eb('a.last_mailed_day', '!=', day)]))
    .where((eb) => eb.or([eb('l.id', 'is', null), eb('l.status', '!=', 'active'), eb('l.expires_at', '<=', now), eb('l.price', '<', eb.ref('a.known_price'))]))
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map(withCar(now));
}

/** Addresses whose confirmed weekly alerts were last summarised before `before` (or never). */
export async function findDueWeeklyEmails(db: Kysely<Database>, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('price_alerts')
    .select('email')
    .where('frequency', '=', 'weekly')
    .where('confirmed_at', 'is not', null)
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('last_mailed_at', 'is', null), eb('last_mailed_at', '<', before)]))
    .where('confirmed_at', '<', before)
    .groupBy('email')
    .orderBy('email')
    .limit(limit)
    .execute();
  return rows.map((r) => r.email);
}

/** Every open weekly alert of one address with its car. */
export async function listWeeklyAlertsOf(db: Kysely<Database>, email: string, now: string): Promise<AlertWithCar[]> {
  const rows = await db
    .selectFrom('price_alerts as a')
    .leftJoin('listings as l', 'l.id', 'a.listing_id')
    .selectAll('a')
    .select(['l.price as car_price', 'l.status as car_status', 'l.expires_at as car_expires_at'])
    .where('a.email', '=', email)
    .where('a.frequency', '=', 'weekly')
    .where('a.confirmed_at', 'is not', null)
    .where('a.ended_at', 'is', null)
    .orderBy('a.id')
    .execute();
  return rows.map(withCar(now));
}

function withCar(now: string) {
  return (row: PriceAlertRow & { car_price: number | null; car_status: string | null; car_expires_at: string | null }): AlertWithCar => {
    const { car_price, car_status, car_expires_at, ...alert } = row;
    return { alert, price: car_price, available: car_status === 'active' && car_expires_at !== null && car_expires_at > now };
  };
}

/**
 * Records a mail about an alert, only if nobody recorded one since it was read (`expected`): two
 * job runs in two processes cannot both mail. True when this caller won.
 */
export async function markPriceAlertMailed(
  db: Kysely<Database>,
  expected: PriceAlertRow,
  change: { known_price: number; ended_at: string | null; last_mailed_day: string; last_mailed_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('price_alerts')
    .set(change)
    .where('id', '=', expected.id)
    .where('known_price', '=', expected.known_price)
    .where((eb) => (expected.last_mailed_at === null ? eb('last_mailed_at', 'is', null) : eb('last_mailed_at', '=', expected.last_mailed_at)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
