import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function findReportedListing(db: Kysely<Database>, listingId: number) {
  return db.selectFrom('listings').select(['id', 'title']).where('id', '=', listingId).executeTakeFirst();
}

export async function insertFraudReport(
  db: Kysely<Database>,
  row: { listing_id: number; reason_id: string; comment: string; email: string; created_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('fraud_reports')
    .values({ ...row, status: 'open', handled_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Distinct reporters (by e-mail) of a reason for a listing, counting reports after `since` when given. */
export async function countDistinctReporters(db: Kysely<Database>, listingId: number, reasonId: string, since: string | null): Promise<number> {
  let q = db
    .selectFrom('fraud_reports')
    .select((eb) => eb.fn.count<number>('email').distinct().as('n'))
    .where('listing_id', '=', listingId)
    .where('reason_id', '=', reasonId);
  if (since) q = q.where('created_at', '>', since);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findReviewFlag(db: Kysely<Database>, listingId: number) {
  return db.selectFrom('listing_review_flags').selectAll().where('listing_id', '=', listingId).executeTakeFirst();
}

export async function upsertReviewFlag(db: Kysely<Database>, listingId: number, reason: string, reportCount: number, now: string): Promise<void> {
  await db
    .insertInto('listing_review_flags')
    .values({ listing_id: listingId, reason, report_count: reportCount, flagged_at: now, cleared_at: null })
    .onConflict((oc) => oc.column('listing_id').doUpdateSet({ reason, report_count: reportCount, flagged_at: now, cleared_at: null }))
    .execute();
}

/** Open reports, oldest first, with the listing (title, price, status, seller) and whether it is flagged. */
export async function listOpenReports(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('fraud_reports')
    .leftJoin('listings', 'listings.id', 'fraud_reports.listing_id')
    .leftJoin('sellers', 'sellers.id', 'listings.seller_id')
    .leftJoin('listing_review_flags', (join) =>
      join.onRef('listing_review_flags.listing_id', '=', 'fraud_reports.listing_id').on('listing_review_flags.cleared_at', 'is', null),
    )
    .select([
      'fraud_reports.id',
      'fraud_reports.listing_id',
      'fraud_reports.reason_id',
      'fraud_reports.comment',
      'fraud_reports.email',
      'fraud_reports.created_at',
      'listings.title',
      'listings.price',
      'listings.status',
      'sellers.company_name',
      'sellers.contact_name',
      'listing_review_flags.flagged_at',
    ])
    .where('fraud_reports.status', '=', 'open')
    .orderBy('fraud_reports.id')
    .limit(limit)
    .execute();
}

export async function markReportsHandled(db: Kysely<Database>, ids: readonly number[], now: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('fraud_reports')
    .set({ status: 'handled', handled_at: now })
    .where('id', 'in', [...ids])
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Closes every open report of a listing (the listing was blocked: they are all answered). */
export async function markListingReportsHandled(db: Kysely<Database>, listingId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('fraud_reports')
    .set({ status: 'handled', handled_at: now })
    .where('listing_id', '=', listingId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listActiveReviewFlags(db: Kysely<Database>) {
  return db
    .selectFrom('listing_review_flags')
    .leftJoin('listings', 'listings.id', 'listing_review_flags.listing_id')
    .leftJoin('sellers', 'sellers.id', 'listings.seller_id')
    .select([
      'listing_review_flags.listing_id',
      'listing_review_flags.reason',
      'listing_review_flags.report_count',
      'listing_review_flags.flagged_at',
      'listings.title',
      'listings.price',
      'listings.status',
      'sellers.company_name',
      'sellers.contact_name',
    ])
    .where('listing_review_flags.cleared_at', 'is', null)
    .orderBy('listing_review_flags.flagged_at')
    .execute();
}

export async function clearReviewFlag(db: Kysely<Database>, listingId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('listing_review_flags')
    .set({ cleared_at: now })
    .where('listing_id', '=', listingId)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
