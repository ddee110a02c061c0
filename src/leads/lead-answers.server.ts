/**
 * Recording that a seller answered an enquiry (issue 37 point 4) — from the 'Anfrage beantwortet'
 * link of the lead mail or from the partner API — and keeping the seller's answer-time figures
 * current. The figures live on the seller row so every card and the dealer page read them with the
 * seller, without a query of their own; they are recomputed here whenever a lead of the seller
 * arrives or is answered (and by the seed).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { answerFigures, answerWindowStart } from '../domain/dealers/answer-times.ts';
import { findSellerEnquiryTimings, markLeadAnswered, storeSellerAnswerFigures } from '../repositories/lead.repository.ts';

export type AnswerOutcome = 'recorded' | 'already-recorded';

/** Recomputes and stores a seller's figures from its enquiries of the window. */
export async function refreshAnswerFigures(db: Kysely<Database>, sellerId: number, now: Date): Promise<void> {
  const timings = await findSellerEnquiryTimings(db, sellerId, answerWindowStart(now));
  await storeSellerAnswerFigures(db, sellerId, answerFigures(timings, now));
}

/** Idempotent: the first recording keeps its time; a repeat changes nothing. */
export async function recordLeadAnswer(db: Kysely<Database>, lead: { id: number; seller_id: number }, now: Date): Promise<AnswerOutcome> {
  return db.transaction().execute(async (trx) => {
    if (!(await markLeadAnswered(trx, lead.id, now.toISOString()))) return 'already-recorded';
    await refreshAnswerFigures(trx, lead.seller_id, now);
    return 'recorded';
  });
}
