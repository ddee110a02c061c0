import type { Kysely, Selectable } from 'kysely';
import type { Database, ValueAlertTable } from '../db/schema.ts';

export type ValueAlertRow = Selectable<ValueAlertTable>;

export async function findValueAlert(db: Kysely<Database>, email: string, inputs: string): Promise<ValueAlertRow | undefined> {
  return db.selectFrom('value_alerts').selectAll().where('email', '=', email).where('inputs', '=', inputs).executeTakeFirst();
}

export async function findValueAlertByToken(db: Kysely<Database>, token: string): Promise<ValueAlertRow | undefined> {
  return db.selectFrom('value_alerts').selectAll().where('token', '=', token).executeTakeFirst();
}

/** A new alert; false when the address has one for these inputs already (a concurrent submit won). */
export async function insertValueAlert(
  db: Kysely<Database>,
  row: { email: string; inputs: string; token: string; market_value: number; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('value_alerts')
    .values({ ...row, confirmed_at: null, last_value: row.market_value, last_notified_at: null })
    .onConflict((oc) => oc.columns(['email', 'inputs']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Subscribing again before confirming: a new link, and the value of now as the one to compare with. */
export async function renewValueAlert(db: Kysely<Database>, id: number, change: { token: string; market_value: number }): Promise<void> {
  await db
    .updateTable('value_alerts')
    .set({ ...change, last_value: change.market_value })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function confirmValueAlert(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('value_alerts').set({ confirmed_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}

export async function deleteValueAlert(db: Kysely<Database>, id: number): Promise<boolean> {
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
