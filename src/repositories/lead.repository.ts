import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, LeadTable } from '../db/schema.ts';
import type { AnswerFigures } from '../domain/dealers/answer-times.ts';

/** What an enquiry needs to know about the car and its seller. */
export async function findLeadTarget(db: Kysely<Database>, listingId: number) {
  return db
    .selectFrom('listings')
    .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
    .select([
      'listings.id',
      'listings.title',
      'listings.price',
      'listings.status',
      'listings.expires_at',
      'listings.make_id',
      'listings.model_id',
      'listings.lat',
      'listings.lon',
      'listings.seller_id',
      'sellers.type as seller_type',
      'sellers.email as seller_email',
      'sellers.company_name as seller_company',
      'sellers.contact_name as seller_contact',
    ])
    .where('listings.id', '=', listingId)
    .executeTakeFirst();
}
export type LeadTarget = NonNullable<Awaited<ReturnType<typeof findLeadTarget>>>;

/** The dealer a general enquiry from the dealer page goes to (private sellers have no page). */
export async function findDealerLeadTarget(db: Kysely<Database>, sellerId: number) {
  return db.selectFrom('sellers').select(['id', 'email', 'company_name']).where('id', '=', sellerId).where('type', '=', 'D').executeTakeFirst();
}

export async function findLeadByLeadId(db: Kysely<Database>, leadId: string): Promise<Selectable<LeadTable> | undefined> {
  return db.selectFrom('leads').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
}

/** Inserts a lead; null when a lead with the same lead_id already exists (a repeated submit). */
export async function insertLead(db: Kysely<Database>, row: Insertable<LeadTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('leads')
    .values(row)
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The lead behind an 'Anfrage beantwortet' link, by the hash of its secret. */
export async function findLeadByAnswerToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('leads')
    .leftJoin('listings', 'listings.id', 'leads.listing_id')
    .select(['leads.id', 'leads.seller_id', 'leads.name', 'leads.created_at', 'leads.answered_at', 'listings.title as listing_title'])
    .where('leads.answer_token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type AnswerLinkLead = NonNullable<Awaited<ReturnType<typeof findLeadByAnswerToken>>>;

/** A seller's lead by the identifier the enquiry was answered with (the partner API's address of a lead). */
export async function findSellerLeadByIdentifier(db: Kysely<Database>, sellerId: number, identifier: string) {
  return db
    .selectFrom('leads')
    .select(['id', 'seller_id', 'identifier', 'answered_at'])
    .where('seller_id', '=', sellerId)
    .where('identifier', '=', identifier)
    .executeTakeFirst();
}

/** Records the answer once: a second click or API call keeps the first time. True when this call recorded it. */
export async function markLeadAnswered(db: Kysely<Database>, leadRowId: number, at: string): Promise<boolean> {
  const result = await db.updateTable('leads').set({ answered_at: at }).where('id', '=', leadRowId).where('answered_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When each of a seller's enquiries since `since` arrived and was answered. */
export async function findSellerEnquiryTimings(db: Kysely<Database>, sellerId: number, since: string) {
  return db
    .selectFrom('leads')
    .select(['created_at as createdAt', 'answered_at as answeredAt'])
    .where('seller_id', '=', sellerId)
    .where('created_at', '>=', since)
    .execute();
}

export async function storeSellerAnswerFigures(db: Kysely<Database>, sellerId: number, figures: AnswerFigures): Promise<void> {
  await db
    .updateTable('sellers')
    .set({ answer_enquiries: figures.enquiries, answer_median_minutes: figures.medianMinutes, answer_within_day_percent: figures.withinDayPercent })
    .where('id', '=', sellerId)
    .execute();
}
