import type { Kysely, Selectable } from 'kysely';
import type { Database, ValueAlertTable } from '../db/schema.ts';
import { storedToken } from './stored-token.ts';

/** Link tokens are stored as their hashes only (stored-token.ts): every function here takes a link's token. */
export type ValueAlertRow = Selectable<ValueAlertTable>;

export async function findValueAlert(db: Kysely<Database>, email: string, inputs: string): Promise<ValueAlertRow | undefined> {
  return db.selectFrom('value_alerts').selectAll().where('email', '=', email).where('inputs', '=', inputs).executeTakeFirst();
}

/** The alert a confirmation link names. */
export async function findValueAlertByToken(db: Kysely<Database>, token: string): Promise<ValueAlertRow | undefined> {
  return db.selectFrom('value_alerts').selectAll().where('token', '=', storedToken(token)).executeTakeFirst();
}

/** The alert an unsubscribe link names: a change mail's own token, or the alert's confirmation token. */
export async function findValueAlertByLinkToken(db: Kysely<Database>, token: string): Promise<ValueAlertRow | undefined> {
  const hash = storedToken(token);
  return db
    .selectFrom('value_alerts')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('token', '=', hash),
        eb('id', 'in', eb.selectFrom('value_alert_link_tokens').select('alert_id').where('value_alert_link_tokens.token', '=', hash)),
      ]),
    )
    .executeTakeFirst();
}

/** Records a change mail's unsubscribe token. */
export async function addValueAlertLinkToken(db: Kysely<Database>, token: string, alertId: number, now: string): Promise<void> {
  await db
    .insertInto('value_alert_link_tokens')
    .values({ token: storedToken(token), alert_id: alertId, created_at: now })
    .execute();
}

/** A new alert; false when the address has one for these inputs already (a concurrent submit won). */
export async function insertValueAlert(
  db: Kysely<Database>,
  row: { email: string; inputs: string; token: string; market_value: number; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('value_alerts')
    .values({ ...row, token: storedToken(row.token), confirmed_at: null, last_value: row.market_value, last_notified_at: null })
    .onConflict((oc) => oc.columns(['email', 'inputs']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Subscribing again before confirming: a new link, and the value of now as the one to compare with. */
export async function renewValueAlert(db: Kysely<Database>, id: number, change: { token: string; market_value: number }): Promise<void> {
  await db
    .updateTable('value_alerts')
    .set({ token: storedToken(change.token), market_value: change.market_value, last_value: change.market_value })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function confirmValueAlert(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('value_alerts').set({ confirmed_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}

export async function deleteValueAlert(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('value_alert_link_tokens').where('alert_id', '=', id).execute();
  const result = await db.deleteFrom('value_alerts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listConfirmedValueAlerts(db: Kysely<Database>, afterId: number, limit: number): Promise<ValueAlertRow[]> {
  return db.selectFrom('value_alerts').selectAll().where('confirmed_at', 'is not', null).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/**
 * Records a mailed value, guarded by the value the run read: of two runs at once only one moves it
 * (and queues the mail in the same transaction).
 */
export async function markValueAlertMailed(db: Kysely<Database>, alert: ValueAlertRow, change: { value: number; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('value_alerts')
    .set({ last_value: change.value, last_notified_at: change.at })
    .where('id', '=', alert.id)
    .where('last_value', '=', alert.last_value)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
