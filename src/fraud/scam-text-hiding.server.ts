import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { farBelowMarket } from '../domain/listing/scam-signals.ts';
import { blockListing } from '../repositories/listing-block.repository.ts';
import { recordListingChange } from '../repositories/listing-change.repository.ts';
import { findFlaggedCarsWithMarketValue } from '../repositories/scam-text-flag.repository.ts';

/** the block reason the moderation page and the seller's 410 show */
export const SCAM_TEXT_HIDDEN_REASON = 'Automatisch ausgeblendet: Betrugsverdacht im Text und Preis weit unter dem Marktwert';

/**
 * Two independent signals agree (issue 37 point 1): a car whose text the scam shield flagged and whose
 * price is 30 % or more below its market value (the line of the 'Sicher kaufen' box) is hidden the way a
 * moderator blocks it, so it leaves search and every by-id answer. One signal alone only flags. Runs
 * after the rating job wrote ratings, because the market value exists only then. Returns the hidden ids.
 */
export async function hideFlaggedCarsFarBelowMarket(db: Kysely<Database>, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const hidden: number[] = [];
  for (const car of await findFlaggedCarsWithMarketValue(db)) {
    if (!farBelowMarket(car.price, car.market_value)) continue;
    if (!(await blockListing(db, car.id, `${SCAM_TEXT_HIDDEN_REASON} (${car.words})`, at))) continue;
    await recordListingChange(db, car.id, now);
    hidden.push(car.id);
  }
  return hidden;
}
