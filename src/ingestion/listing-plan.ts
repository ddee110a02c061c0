import type { ListingRow, ListingUpdate, NewListing, SellerRow, Tier } from '../db/schema.ts';
import { confirmationIsStale } from '../domain/listing/listing-confirmation.ts';
import { listingExpiry } from '../domain/listing/listing-lifetime.ts';
import type { ListingValues, ResolvedListing } from './listing-input.ts';

/** What a seller lends each of its cars: the placement tier (unless the car has its own) and the location. */
export interface SellerContext {
  id: number;
  tier: Tier;
  location: Pick<NewListing, 'zip' | 'city' | 'state_slug' | 'lat' | 'lon'>;
}

export function sellerContext(seller: SellerRow): SellerContext {
  return {
    id: seller.id,
    tier: seller.tier,
    location: { zip: seller.zip, city: seller.city, state_slug: seller.state_slug, lat: seller.lat, lon: seller.lon },
  };
}

export type UpsertOutcome = 'created' | 'updated' | 'renewed' | 'unchanged';

/** 'unchanged' may still write the day's confirmation (`set`), which changes nothing the partner sent. */
export type ListingPlan =
  | { outcome: 'created'; row: NewListing }
  | { outcome: 'updated' | 'renewed'; id: number; set: ListingUpdate }
  | { outcome: 'unchanged'; id: number; set: ListingUpdate | null };

type Desired = ListingValues & Pick<NewListing, 'tier' | 'zip' | 'city' | 'state_slug' | 'lat' | 'lon'>;

/**
 * Decides how an upsert changes a stored car (the rules partners read in docs/ingestion.md):
 * - a new reference creates an active car online for 126 days;
 * - changed data updates it and keeps its expiry; identical data changes nothing (no write at all);
 * - `renew` starts a new 126-day lifetime, also for an expired car;
 * - a sold car that is sent again is back in stock: active again with a new lifetime, and so is a car
 *   that ended because no delivery confirmed it;
 * - every delivery confirms the car is for sale (`confirmed_at`, once per Vienna day: issue 37 point 3).
 */
export function planListingWrite(
  existing: ListingRow | undefined,
  listing: ResolvedListing,
  offerReference: string,
  seller: SellerContext,
  now: Date,
): ListingPlan {
  const at = now.toISOString();
  const desired: Desired = { ...listing.values, tier: listing.tier ?? seller.tier, ...seller.location };
  if (!existing) {
    return {
      outcome: 'created',
      row: {
        ...desired,
        seller_id: seller.id,
        offer_reference: offerReference,
        status: 'active',
        // Ingested cars show only uploaded photos; none until the partner sends some.
        photo_source: 'uploaded',
        photo_count: 0,
        photo_seed: 0,
        created_at: at,
        updated_at: at,
        expires_at: listingExpiry(now),
        sold_at: null,
        confirmed_at: at,
      },
    };
  }
  const changed = changedColumns(existing, desired);
  const dataChanged = Object.keys(changed).length > 0;
  const confirmed = confirmationIsStale(existing.confirmed_at, now) ? { confirmed_at: at } : {};
  // A sold car sent again is back in stock; so is one that ended for want of a confirmation.
  if (existing.status === 'sold' || existing.ended_unconfirmed_at) {
    return {
      outcome: 'updated',
      id: existing.id,
      set: { ...changed, status: 'active', sold_at: null, expires_at: listingExpiry(now), updated_at: at, confirmed_at: at, ended_unconfirmed_at: null },
    };
  }
  if (listing.renew) {
    return {
      outcome: dataChanged ? 'updated' : 'renewed',
      id: existing.id,
      set: { ...changed, expires_at: listingExpiry(now), ...(dataChanged ? { updated_at: at } : {}), ...confirmed },
    };
  }
  if (!dataChanged) return { outcome: 'unchanged', id: existing.id, set: 'confirmed_at' in confirmed ? confirmed : null };
  return { outcome: 'updated', id: existing.id, set: { ...changed, updated_at: at, ...confirmed } };
}

function changedColumns(existing: ListingRow, desired: Desired): Partial<Desired> {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(desired)) {
    if (existing[column as keyof ListingRow] !== value) changed[column] = value;
  }
  return changed as Partial<Desired>;
}
