import type { Insertable, Kysely } from 'kysely';
import type { AutomatchContactTable, Database } from '../db/schema.ts';

export async function insertAutomatchRequest(
  db: Kysely<Database>,
  row: { lead_id: number; listing_id: number; due_at: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('automatch_requests')
    .values({ ...row, claim_token: null, claim_expires_at: null, processed_at: null })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .execute();
}

/** Pending requests that are due, and ones whose worker died while handling them. */
export async function findDueAutomatchIds(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('automatch_requests')
    .select('id')
    .where('status', '=', 'pending')
    .where('due_at', '<=', now)
    .where((eb) => eb.or([eb('claim_expires_at', 'is', null), eb('claim_expires_at', '<=', now)]))
    .orderBy('due_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Conditional claim: only one worker handles a request at a time. */
export async function claimAutomatchRequest(db: Kysely<Database>, id: number, token: string, now: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('automatch_requests')
    .set({ claim_token: token, claim_expires_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claim_expires_at', 'is', null), eb('claim_expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The request with its lead and the enquired car (which may have been deleted since). */
export async function findAutomatchWork(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('automatch_requests')
    .innerJoin('leads', 'leads.id', 'automatch_requests.lead_id')
    .leftJoin('listings', 'listings.id', 'automatch_requests.listing_id')
    .select([
      'automatch_requests.id',
      'automatch_requests.lead_id',
      'automatch_requests.listing_id',
      'leads.identifier',
      'leads.name',
      'leads.email',
      'leads.phone',
      'leads.comment',
      'listings.title',
      'listings.price',
      'listings.make_id',
      'listings.model_id',
      'listings.lat',
      'listings.lon',
      'listings.seller_id',
    ])
    .where('automatch_requests.id', '=', id)
    .executeTakeFirst();
}

export interface SimilarCarQuery {
  makeId: number;
  priceMin: number;
  priceMax: number;
  /** bounding box around the enquired car; null when it has no coordinates */
  box: { latMin: number; latMax: number; lonMin: number; lonMax: number } | null;
  excludeSellerId: number;
  now: string;
  limit: number;
}

/** Active cars of dealers (type D) of the same make within the price band and the box. */
export async function findSimilarDealerCars(db: Kysely<Database>, q: SimilarCarQuery) {
  let query = db
    .selectFrom('listings')
    .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
    .select([
      'listings.id',
      'listings.title',
      'listings.price',
      'listings.model_id',
      'listings.lat',
      'listings.lon',
      'listings.seller_id',
      'sellers.email as seller_email',
    ])
    .where('sellers.type', '=', 'D')
    .where('listings.status', '=', 'active')
    .where('listings.expires_at', '>', q.now)
    .where('listings.make_id', '=', q.makeId)
    .where('listings.price', '>=', q.priceMin)
    .where('listings.price', '<=', q.priceMax)
    .where('listings.seller_id', '!=', q.excludeSellerId);
  if (q.box) {
    query = query
      .where('listings.lat', '>=', q.box.latMin)
      .where('listings.lat', '<=', q.box.latMax)
      .where('listings.lon', '>=', q.box.lonMin)
      .where('listings.lon', '<=', q.box.lonMax);
  }
  return query.orderBy('listings.id').limit(q.limit).execute();
}

/** Records the contacted dealers and closes the request, in the transaction that queues their mails. */
export async function completeAutomatchRequest(
  db: Kysely<Database>,
  id: number,
  token: string,
  contacts: readonly Insertable<AutomatchContactTable>[],
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('automatch_requests')
    .set({ status: 'done', processed_at: now, dealers_contacted: contacts.length, claim_token: null, claim_expires_at: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  if (contacts.length > 0)
    await db
      .insertInto('automatch_contacts')
      .values([...contacts])
      .onConflict((oc) => oc.columns(['lead_id', 'dealer_id']).doNothing())
      .execute();
  return true;
}

export async function listAutomatchContacts(db: Kysely<Database>, leadId: number) {
  return db.selectFrom('automatch_contacts').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}
