/**
 * Read side of listings for pages and the API (`services.listings`): cars by id in the public
 * shapes, the detail view with its availability, legacy id mapping and seller records.
 */
import { findEarlierPrices } from '../repositories/price-history.repository.ts';
import { findRatingChanges, findRatings } from '../repositories/price-rating.repository.ts';
import type { PriceRating } from '../domain/pricing/price-rating.ts';
import { priceRatingOf } from '../domain/pricing/price-rating-view.ts';
import { ratingChangeText } from '../domain/pricing/rating-change-text.ts';
import type { EarlierPrice } from '../domain/listing/price-history.ts';
import type { Kysely } from 'kysely';
import type { Database, ListingRow } from '../db/schema.ts';
import type { Listing, Seller, VehicleDetail } from '../domain/listing/listing-types.ts';
import { findIdsByOldIds, findListingById, findListingsByIds } from '../repositories/listing-read.repository.ts';
import { findPhotoSubject } from '../repositories/listing-photo.repository.ts';
import { drawnPhotoSubject, type DrawnPhotoSubject } from '../images/demo-photos.server.ts';
import { findSellersWithContacts } from '../repositories/seller.repository.ts';
import { byteBoundedCache } from '../caching/byte-bounded-cache.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { isListingAvailable, mapListing, mapSeller, mapVehicleDetail, type MapperContext } from './listing-mapper.ts';

export type DetailResult =
  /** ratingChanges: the car's grade changes in words, oldest first (the price history's 'Bewertung geändert: …') */
  | { status: 'ok'; detail: VehicleDetail; ratingChanges: { since: string; text: string }[] }
  /** sold or expired: the API answers 410, the page shows 'Das gesuchte Fahrzeug ist leider nicht mehr verfügbar!' */
  | { status: 'gone'; detail: VehicleDetail }
  | { status: 'not-found' };

export interface ListingReader {
  /** Cars in the order of `ids`; unknown ids are left out, sold ones come with isSold = true. */
  getListings(ids: readonly number[]): Promise<Listing[]>;
  /**
   * The same cars as `getListings`, each already serialised to JSON: the search API assembles its
   * answer from these, so a popular car is serialised once rather than on every result page.
   */
  getListingsJson(ids: readonly number[]): Promise<{ id: number; json: string }[]>;
  /** Full vehicle details in the order of `ids` (compare view); running costs at `kmPerYear` (default 13,000). */
  getListingDetails(ids: readonly number[], options?: CostOptions): Promise<VehicleDetail[]>;
  getDetail(id: number, options?: CostOptions): Promise<DetailResult>;
  /** Legacy watch-list ids → current ids (unknown old ids are left out). */
  mapOldIds(oldIds: readonly number[]): Promise<{ oldId: number; id: number }[]>;
  /** Seller with contacts and the active car count `tc`; null when unknown. */
  getSeller(id: number): Promise<Seller | null>;
  /** What the photo endpoint needs to serve or draw a car's photos; undefined for an unknown car. */
  getPhotoSubject(id: number): Promise<DrawnPhotoSubject | undefined>;
  /** Drops cached rows of changed listings (called by the search index's change feed). */
  invalidate(ids: readonly number[]): void;
}

/** The yearly mileage the running costs of a detail are computed at. */
export interface CostOptions {
  kmPerYear?: number;
}

export interface ListingReaderOptions {
  db: Kysely<Database>;
  taxonomy: Taxonomy;
  /** active cars of a seller (from the search index) */
  carCount(sellerId: number): number;
  now?: () => Date;
  /** bytes of its caches (src/config/memory-budget.ts); small defaults for tests and tools */
  cacheBytes?: { cars: number; rows: number; extras: number };
}

const SELLER_TTL_MS = 30_000;
const RATING_TTL_MS = 30_000;
const DEFAULT_CACHE_BYTES = { cars: 8 << 20, rows: 4 << 20, extras: 2 << 20 };

export function createListingReader(options: ListingReaderOptions): ListingReader {
  const { db, taxonomy } = options;
  const now = options.now ?? (() => new Date());
  const budget = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  // Result pages ask for the same popular cars again and again; rows are dropped when they change.
  const rows = byteBoundedCache<number, ListingRow>(budget.rows);
  // Seller records change rarely and have no change feed: a short time-to-live is enough.
  const sellers = byteBoundedCache<number, { seller: Seller; at: number }>(budget.extras / 4);
  // Cars in their public shape, mapped once per version of the car for result pages, the API (which
  // also keeps the JSON text) and every other reader. They embed the seller and facts that depend on
  // the time (sold by expiry, recent price cuts), so they expire like seller records do.
  const mappedCars = byteBoundedCache<number, { listing: Listing; json: string | null; at: number }>(budget.cars);

  async function loadRows(ids: readonly number[]): Promise<Map<number, ListingRow>> {
    const out = new Map<number, ListingRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (row) out.set(id, row);
      else missing.push(id);
    }
    for (let i = 0; i < missing.length; i += 500) {
      for (const row of await findListingsByIds(db, missing.slice(i, i + 500))) {
        rows.set(row.id, row);
        out.set(row.id, row);
      }
    }
    return out;
  }

  // Earlier prices change only with a write to the car, which invalidates it like its row.
  const earlier = byteBoundedCache<number, { prices: EarlierPrice[] }>(budget.extras / 4);
  async function loadEarlierPrices(ids: readonly number[]): Promise<Map<number, EarlierPrice[]>> {
    const out = new Map<number, EarlierPrice[]>();
    const missing = ids.filter((id) => {
      const hit = earlier.get(id);
      if (hit) out.set(id, hit.prices);
      return !hit;
    });
    if (missing.length > 0) {
      const found = await findEarlierPrices(db, missing);
      for (const id of missing) {
        const prices = found.get(id) ?? [];
        earlier.set(id, { prices });
        out.set(id, prices);
      }
    }
    return out;
  }

  // Ratings come from the background job. A changed grade or market value arrives through the change
  // feed (invalidate); the rest of a rating (comparables count, range) is at most RATING_TTL_MS old.
  const ratings = byteBoundedCache<number, { rating: PriceRating; at: number }>(budget.extras / 2);
  async function loadRatings(ids: readonly number[]): Promise<Map<number, PriceRating>> {
    const out = new Map<number, PriceRating>();
    const t = Date.now();
    const missing = ids.filter((id) => {
      const hit = ratings.get(id);
      if (hit && t - hit.at < RATING_TTL_MS) out.set(id, hit.rating);
      return !out.has(id);
    });
    if (missing.length > 0) {
      const found = new Map((await findRatings(db, missing)).map((r) => [r.listing_id, r]));
      for (const id of missing) {
        const r = found.get(id);
        const rating = priceRatingOf(
          r && {
            grade: r.grade,
            marketValue: r.market_value,
            deviation: r.deviation,
            reason: r.reason,
            comparablesCount: r.comparables_count,
            rangeLow: r.range_low,
            rangeHigh: r.range_high,
            yearSpan: r.year_span,
            match: r.match_level,
            forSaleCount: r.for_sale_count,
            spread: r.price_spread,
          },
        );
        ratings.set(id, { rating, at: t });
        out.set(id, rating);
      }
    }
    return out;
  }

  async function loadSellers(ids: readonly number[]): Promise<Map<number, Seller>> {
    const out = new Map<number, Seller>();
    const missing: number[] = [];
    const t = Date.now();
    for (const id of new Set(ids)) {
      const hit = sellers.get(id);
      if (hit && t - hit.at < SELLER_TTL_MS) out.set(id, hit.seller);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const [id, record] of await findSellersWithContacts(db, missing)) {
        const seller = mapSeller(record);
        sellers.set(id, { seller, at: t });
        out.set(id, seller);
      }
    }
    return out;
  }

  async function mapped<T>(ids: readonly number[], map: (row: ListingRow, seller: Seller, ctx: MapperContext) => T, costs: CostOptions = {}): Promise<T[]> {
    const byId = await loadRows(ids);
    const [sellerById, earlierPrices, priceRatings] = await Promise.all([
      loadSellers([...byId.values()].map((r) => r.seller_id)),
      loadEarlierPrices([...byId.keys()]),
      loadRatings([...byId.keys()]),
    ]);
    const ctx: MapperContext = { taxonomy, now: now(), earlierPrices, priceRatings, ...costs };
    const out: T[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      const seller = row && sellerById.get(row.seller_id);
      if (row && seller) out.push(map(row, seller, ctx));
    }
    return out;
  }

  /** The cars of `ids` in that order (unknown ids left out), each mapped at most once per version. */
  async function cars(ids: readonly number[]) {
    const t = Date.now();
    const found = new Map<number, { listing: Listing; json: string | null; at: number }>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = mappedCars.get(id);
      if (hit && t - hit.at < SELLER_TTL_MS) found.set(id, hit);
      else missing.push(id);
    }
    for (const listing of await mapped(missing, mapListing)) {
      const entry = { listing, json: null, at: t };
      mappedCars.set(listing.id, entry);
      found.set(listing.id, entry);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return {
    getListings: async (ids) => (await cars(ids)).map((entry) => entry.listing),
    async getListingsJson(ids) {
      return (await cars(ids)).map((entry) => {
        if (entry.json === null) {
          entry.json = JSON.stringify(entry.listing);
          // Set again so the cache weighs the text too (unless the car changed meanwhile).
          if (mappedCars.peek(entry.listing.id) === entry) mappedCars.set(entry.listing.id, entry);
        }
        return { id: entry.listing.id, json: entry.json };
      });
    },
    getListingDetails: (ids, costs) => mapped(ids, mapVehicleDetail, costs),
    async getDetail(id, costs = {}) {
      const row = await findListingById(db, id);
      if (!row) return { status: 'not-found' };
      rows.set(row.id, row);
      const [sellers, earlierPrices, priceRatings] = await Promise.all([loadSellers([row.seller_id]), loadEarlierPrices([row.id]), loadRatings([row.id])]);
      const seller = sellers.get(row.seller_id);
      if (!seller) return { status: 'not-found' };
      const t = now();
      const detail = mapVehicleDetail(row, { ...seller, tc: options.carCount(seller.id) }, { taxonomy, now: t, earlierPrices, priceRatings, ...costs });
      if (!isListingAvailable(row, t)) return { status: 'gone', detail };
      const changes = await findRatingChanges(db, row.id);
      return {
        status: 'ok',
        detail,
        ratingChanges: changes.map((c) => ({
          since: c.changed_at,
          text: ratingChangeText({
            changedAt: c.changed_at,
            oldGrade: c.old_grade,
            newGrade: c.new_grade,
            oldMarketValue: c.old_market_value,
            newMarketValue: c.new_market_value,
            oldPrice: c.old_price,
            newPrice: c.new_price,
          }),
        })),
      };
    },
    async mapOldIds(oldIds) {
      const found = await findIdsByOldIds(db, oldIds);
      return found.map((r) => ({ oldId: r.old_id, id: r.id }));
    },
    async getSeller(id) {
      const seller = (await loadSellers([id])).get(id);
      return seller ? { ...seller, tc: options.carCount(id) } : null;
    },
    async getPhotoSubject(id) {
      const subject = await findPhotoSubject(db, id);
      return subject && drawnPhotoSubject(subject);
    },
    invalidate(ids) {
      for (const id of ids) {
        rows.delete(id);
        mappedCars.delete(id);
        earlier.delete(id);
        ratings.delete(id);
      }
    },
  };
}
