/**
 * How long a listing stays online (SPEC §9: 126 days, 18 weeks). A listing is published with
 * `expires_at` = publication + lifetime; renewing it starts a new lifetime from the renewal.
 * After `expires_at` it is hidden like a sold car, without any write.
 */
export const LISTING_LIFETIME_DAYS = 126;

const DAY_MS = 86_400_000;

/** The ISO timestamp at which a listing published (or renewed) at `publishedAt` goes offline. */
export function listingExpiry(publishedAt: Date): string {
  return new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS).toISOString();
}
