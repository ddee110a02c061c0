import type { Transaction } from 'kysely';
import type { Database, ListingUpdate } from '../db/schema.ts';
import { checkScamText, matchedWords } from '../domain/fraud/scam-text-signals.ts';
import { deleteScamTextFlags, findCheckedTexts, upsertScamTextFlags, type ScamTextFlagRow } from '../repositories/scam-text-flag.repository.ts';

/**
 * The scam shield on listing texts (issue 37 point 1), in the transaction that stored the cars (partner
 * API or feed): title and description are read for the words of advance-payment fraud, and a car that
 * carries them is flagged to moderation with the words found. The car stays online: one signal is not
 * proof, and the moderator decides (block on the moderation page).
 */
export async function checkScamTextOfCars(trx: Transaction<Database>, listingIds: readonly number[], at: Date): Promise<void> {
  const cars = await findCheckedTexts(trx, listingIds);
  const flagged: ScamTextFlagRow[] = [];
  const clean: number[] = [];
  for (const car of cars) {
    const text = [car.title, car.description ?? ''].join('\n');
    const check = checkScamText(text, { source: 'listing', seller: car.seller_type === 'P' ? 'private' : 'dealer' });
    if (check.suspicious) flagged.push({ listing_id: car.id, words: matchedWords(check.signals).join(', '), flagged_at: at.toISOString() });
    else clean.push(car.id);
  }
  await upsertScamTextFlags(trx, flagged);
  await deleteScamTextFlags(trx, clean);
}

/** An update is read again only when it changed the text. */
export async function checkScamTextOfUpdatedCar(trx: Transaction<Database>, listingId: number, set: ListingUpdate, at: Date): Promise<void> {
  if (set.title === undefined && set.description === undefined) return;
  await checkScamTextOfCars(trx, [listingId], at);
}
