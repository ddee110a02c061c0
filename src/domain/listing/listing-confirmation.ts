/**
 * No dead ads (issue 37 point 3): who must confirm a car is still for sale, and when it ends unconfirmed.
 * - A dealer's (or agent's) car is confirmed by every delivery of the partner API or a feed; when none came
 *   for `dealerConfirmationDays` (DEALER_CONFIRMATION_DAYS) it ends as expired.
 * - A private seller is asked by mail 30 days after the last confirmation; unanswered 7 days later, the
 *   car ends as expired. A delivery of the partner portal confirms it as well.
 * Only sellers delivering through the partner API or a feed are held to this (`sellers.confirms_inventory`):
 * the seeded demo sellers have no feed that could confirm them.
 */
import { formatViennaDate } from '../format/date-format.ts';
import { viennaDay } from '../time/vienna-calendar.ts';

const DAY_MS = 86_400_000;
export const PRIVATE_ASK_AFTER_DAYS = 30;
export const PRIVATE_ANSWER_DAYS = 7;
export const DEFAULT_DEALER_CONFIRMATION_DAYS = 7;

/**
 * Whether a delivery should store a new confirmation: once per Vienna day is enough for the date the
 * pages show, so a feed imported hourly does not rewrite every car every hour.
 */
export function confirmationIsStale(confirmedAt: string | null, now: Date): boolean {
  return confirmedAt === null || viennaDay(new Date(confirmedAt)) !== viennaDay(now);
}

/** Dealer cars confirmed before this instant end. */
export function dealerConfirmationCutoff(now: Date, dealerConfirmationDays: number): string {
  return new Date(now.getTime() - dealerConfirmationDays * DAY_MS).toISOString();
}

/** Private cars confirmed before this instant are asked. */
export function privateAskCutoff(now: Date): string {
  return new Date(now.getTime() - PRIVATE_ASK_AFTER_DAYS * DAY_MS).toISOString();
}

/** Questions asked before this instant and still unanswered end their car. */
export function privateAnswerCutoff(now: Date): string {
  return new Date(now.getTime() - PRIVATE_ANSWER_DAYS * DAY_MS).toISOString();
}

/** 'zuletzt bestätigt am 27.11.2026' (cards and detail page); null when the car was never confirmed. */
export function confirmedText(confirmedAt: string | null): string | null {
  return confirmedAt === null ? null : `zuletzt bestätigt am ${formatViennaDate(confirmedAt)}`;
}
