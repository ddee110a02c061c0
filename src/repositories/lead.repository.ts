import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, LeadTable } from '../db/schema.ts';

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
