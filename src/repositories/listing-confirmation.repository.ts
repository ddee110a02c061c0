import type { Kysely, Transaction } from 'kysely';
import type { Database, ListingConfirmationRequestTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Cars of dealers and agents held to delivery confirmation that none confirmed since `cutoff` (issue 37 point 3). */
export async function findUnconfirmedDealerCars(db: Db, at: { cutoff: string; now: string; limit: number }): Promise<number[]> {
  const rows = await db
    .selectFrom('listings as l')
    .innerJoin('sellers as s', 's.id', 'l.seller_id')
    .select('l.id')
    .where('s.confirms_inventory', '=', 1)
    .where('s.type', '!=', 'P')
    .where('l.status', '=', 'active')
    .where('l.expires_at', '>', at.now)
    .where((eb) => eb.or([eb('l.confirmed_at', 'is', null), eb('l.confirmed_at', '<', at.cutoff)]))
    .orderBy('l.id')
    .limit(at.limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A private car due for the question, with what its mail needs. */
export interface CarToAsk {
  id: number;
  title: string;
  email: string;
}

/** Private sellers' cars last confirmed before `cutoff` and not asked since that confirmation. */
export async function findPrivateCarsToAsk(db: Db, at: { cutoff: string; now: string; limit: number }): Promise<CarToAsk[]> {
  return db
    .selectFrom('listings as l')
    .innerJoin('sellers as s', 's.id', 'l.seller_id')
    .select(['l.id', 'l.title', 's.email'])
    .where('s.confirms_inventory', '=', 1)
    .where('s.type', '=', 'P')
    .where('l.status', '=', 'active')
    .where('l.expires_at', '>', at.now)
    .where((eb) => eb.or([eb('l.confirmed_at', 'is', null), eb('l.confirmed_at', '<', at.cutoff)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('listing_confirmation_requests as r')
            .select('r.id')
            .whereRef('r.listing_id', '=', 'l.id')
            .where((eb) => eb.or([eb('l.confirmed_at', 'is', null), eb('r.asked_at', '>', eb.ref('l.confirmed_at'))])),
        ),
      ),
    )
    .orderBy('l.id')
    .limit(at.limit)
    .execute();
}

/** Cars whose question was asked before `cutoff`, never answered, and that nothing confirmed since. */
export async function findUnansweredCars(db: Db, at: { cutoff: string; now: string; limit: number }): Promise<number[]> {
  const rows = await db
    .selectFrom('listing_confirmation_requests as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .select('l.id')
    .distinct()
    .where('r.answered_at', 'is', null)
    .where('r.asked_at', '<', at.cutoff)
    .where('l.status', '=', 'active')
    .where('l.expires_at', '>', at.now)
    .where((eb) => eb.or([eb('l.confirmed_at', 'is', null), eb('l.confirmed_at', '<', eb.ref('r.asked_at'))]))
    .orderBy('l.id')
    .limit(at.limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Ends the cars as expired for want of a confirmation; returns those that were still online, with their titles. */
export async function endUnconfirmedCars(db: Db, listingIds: readonly number[], at: string): Promise<{ id: number; title: string }[]> {
  if (listingIds.length === 0) return [];
  return db
    .updateTable('listings')
    .set({ expires_at: at, ended_unconfirmed_at: at })
    .where('id', 'in', listingIds)
    .where('status', '=', 'active')
    .where('expires_at', '>', at)
    .returning(['id', 'title'])
    .execute();
}

export async function insertConfirmationRequest(db: Db, row: Pick<ListingConfirmationRequestTable, 'listing_id' | 'token_hash' | 'asked_at'>): Promise<void> {
  await db
    .insertInto('listing_confirmation_requests')
    .values({ ...row, answered_at: null, answer: null })
    .execute();
}

/** A question as its link's page needs it, with the car's state now. */
export interface ConfirmationRequestWithCar {
  id: number;
  listing_id: number;
  answered_at: string | null;
  answer: 'available' | 'sold' | null;
  title: string;
  status: string;
  expires_at: string;
  ended_unconfirmed_at: string | null;
}

export async function findConfirmationRequest(db: Db, tokenHash: string): Promise<ConfirmationRequestWithCar | undefined> {
  return db
    .selectFrom('listing_confirmation_requests as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .select(['r.id', 'r.listing_id', 'r.answered_at', 'r.answer', 'l.title', 'l.status', 'l.expires_at', 'l.ended_unconfirmed_at'])
    .where('r.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records the first answer; false when the question was answered already. */
export async function answerConfirmationRequest(db: Db, requestId: number, answer: 'available' | 'sold', at: string): Promise<boolean> {
  const result = await db
    .updateTable('listing_confirmation_requests')
    .set({ answered_at: at, answer })
    .where('id', '=', requestId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The seller confirmed the car; one that had ended unconfirmed comes back with a new lifetime. */
export async function confirmCar(db: Db, listingId: number, at: string, revivedExpiry: string): Promise<void> {
  await db
    .updateTable('listings')
    .set((eb) => ({
      confirmed_at: at,
      expires_at: eb.case().when('ended_unconfirmed_at', 'is not', null).then(revivedExpiry).else(eb.ref('expires_at')).end(),
      ended_unconfirmed_at: null,
    }))
    .where('id', '=', listingId)
    .where('status', '=', 'active')
    .execute();
}

/** Buyers who enquired about the car since `since`, one per address (with its latest enquiry). */
export async function findEnquirersOf(db: Db, listingId: number, since: string): Promise<{ email: string; leadId: number }[]> {
  const rows = await db
    .selectFrom('leads')
    .select(['email', 'id'])
    .where('listing_id', '=', listingId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<string, { email: string; leadId: number }>();
  for (const r of rows) if (!latest.has(r.email.toLowerCase())) latest.set(r.email.toLowerCase(), { email: r.email, leadId: r.id });
  return [...latest.values()];
}
