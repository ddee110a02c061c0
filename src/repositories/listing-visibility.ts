import type { ListingStatus } from '../db/schema.ts';

/**
 * What the public may read of a car by its id, decided here once for every by-id query (issue 37
 * point 6): cars on sale and sold ones (which pages and the API show as sold). A car moderation
 * blocked is withdrawn: those queries leave it out as if it were unknown, so no page, API answer,
 * photo, watch list, compare view or mail shows anything of it; only the detail asks
 * `isListingWithdrawn` (listing-read.repository.ts) to answer 410 like a sold car. A status added
 * later stays out of sight until it is named here.
 */
export const PUBLIC_LISTING_STATUSES: readonly ListingStatus[] = ['active', 'sold'];
