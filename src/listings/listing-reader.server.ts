/**
 * Read side of listings for pages and the API (`services.listings`): cars by id in the public
 * shapes, the detail view with its availability, legacy id mapping and seller records. Which cars
 * the public may see at all is the repositories' one rule (src/repositories/listing-visibility.ts):
 * a car moderation blocked is unknown to every method here, except that its detail is 'gone'.
 */
import { findRatingChanges, type StoredRating } from '../repositories/price-rating.repository.ts';
import { isScamTextFlagged } from '../repositories/scam-text-flag.repository.ts';
import type { PriceRating } from '../domain/pricing/price-rating.ts';
import { priceRatingOf } from '../domain/pricing/price-rating-view.ts';
import { ratingChangeText } from '../domain/pricing/rating-change-text.ts';
import type { EarlierPrice } from '../domain/listing/price-history.ts';
import type { MileageWarning } from '../domain/listing/mileage-check.ts';
import type { Kysely } from 'kysely';
import type { Database, ListingRow } from '../db/schema.ts';
import type { Listing, Seller, VehicleDetail } from '../domain/listing/listing-types.ts';
import { findIdsByOldIds, findListingRecords, isListingWithdrawn, type ListingRecord } from '../repositories/listing-read.repository.ts';
import { findPhotoSubject } from '../repositories/listing-photo.repository.ts';
import { drawnPhotoSubject, type DrawnPhotoSubject } from '../images/demo-photos.server.ts';
import { findSellersWithContacts } from '../repositories/seller.repository.ts';
import { approximateBytes } from '../caching/approximate-bytes.ts';
import { byteBoundedCache } from '../caching/byte-bounded-cache.ts';
import { utf8Buffer } from '../caching/utf8-buffer.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { isListingAvailable, mapListing, mapSeller, mapVehicleDetail, type MapperContext } from './listing-mapper.ts';

export type DetailResult =
  /**
   * ratingChanges: the car's grade changes in words, oldest first (the price history's 'Bewertung geändert: …');
   * scamTextFlagged: its text carries the words of advance-payment fraud (the contact form warns, issue 37 point 1)
   */
  | { status: 'ok'; detail: VehicleDetail; ratingChanges: { since: string; text: string }[]; scamTextFlagged: boolean }
  /**
   * sold, expired or blocked: the API answers 410, the page shows 'Das gesuchte Fahrzeug ist leider nicht
   * mehr verfügbar!'; `detail` (the car as it was) is null for a car moderation blocked, of which nothing is shown
   */
  | { status: 'gone'; detail: VehicleDetail | null }
  | { status: 'not-found' };

export interface ListingReader {
  /** Cars in the order of `ids`; unknown and blocked ids are left out, sold ones come with isSold = true. */
  getListings(ids: readonly number[]): Promise<Listing[]>;
  /**
   * The same cars as `getListings`, each as its JSON in UTF-8 bytes (exactly `JSON.stringify` of the
   * car): the search API assembles its answer from these without making the cars' objects again.
   */
  getListingsJson(ids: readonly number[]): Promise<{ id: number; json: Uint8Array }[]>;
  /** Full vehicle details in the order of `ids` (compare view); running costs at `kmPerYear` (default 13,000). */
  getListingDetails(ids: readonly number[], options?: CostOptions): Promise<VehicleDetail[]>;
  getDetail(id: number, options?: CostOptions): Promise<DetailResult>;
  /** Legacy watch-list ids → current ids (unknown old ids are left out). */
  mapOldIds(oldIds: readonly number[]): Promise<{ oldId: number; id: number }[]>;
  /** Seller with contacts and the active car count `tc`; null when unknown, or private without a car on offer. */
  getSeller(id: number): Promise<Seller | null>;
  /** What the photo endpoint needs to serve or draw a car's photos; undefined for an unknown or blocked car. */
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
  cacheBytes?: { cars: number; sellers: number };
}

const SELLER_TTL_MS = 30_000;

/** A car in the cache: its JSON bytes and when it was mapped. */
interface MappedCar {
  json: Buffer<ArrayBuffer>;
  at: number;
}
/** What a kept car weighs besides its bytes: the Buffer, its ArrayBuffer, the entry object and the cache's node (measured). */
const MAPPED_CAR_OVERHEAD_BYTES = 300;
const DEFAULT_CACHE_BYTES = { cars: 8 << 20, sellers: 1 << 20 };

export function createListingReader(options: ListingReaderOptions): ListingReader {
  const { db, taxonomy } = options;
  const now = options.now ?? (() => new Date());
  const budget = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  // Seller records change rarely and have no change feed: a short time-to-live is enough.
  // A mapped seller is an object literal (src/listings/listing-mapper.ts): fast properties, however many.
  const sellers = byteBoundedCache<number, { seller: Seller; at: number }>('listingSellers', budget.sellers, (entry) =>
    approximateBytes(entry, undefined, { literals: true }),
  );
  // Cars in their public shape, mapped once per version of the car for result pages, the API and
  // every other reader. They embed the seller and facts that depend on the time (sold by expiry,
  // recent price cuts) and the rating (its grade and market value arrive through the change feed, the
  // rest of it may be this old), so they expire like seller records do. A car is kept as its JSON in
  // UTF-8 bytes, outside the V8 heap: the API sends those bytes as they are, and a page parses them
  // back (exactly the mapped object: its values are JSON's own), which costs a fraction of mapping.
  // Kept as objects, a car weighed ~21 KB of heap (strings built piece by piece, which V8 keeps as
  // trees of their parts) and its JSON text ~12 KB more (one '€' makes V8 store two bytes a
  // character), against ~6 KB as bytes (tests/integration/cache-memory.test.ts).
  const mappedCars = byteBoundedCache<number, MappedCar>('listingCars', budget.cars, (car) => car.json.byteLength + MAPPED_CAR_OVERHEAD_BYTES);

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

  /**
   * The cars of `ids` with their sellers, earlier prices, ratings and mileage warnings, read in one statement per 500 cars
   * (on PostgreSQL each statement is a round trip), and the mapper's context for them.
   */
  async function records(ids: readonly number[], costs: CostOptions = {}) {
    const byId = new Map<number, ListingRecord>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const record of await findListingRecords(db, ids.slice(i, i + 500))) byId.set(record.row.id, record);
    }
    const earlierPrices = new Map<number, EarlierPrice[]>();
    const priceRatings = new Map<number, PriceRating>();
    const mileageWarnings = new Map<number, MileageWarning>();
    for (const [id, record] of byId) {
      earlierPrices.set(id, record.earlierPrices);
      priceRatings.set(id, ratingOf(record.rating));
      const warning = record.mileageWarning;
      if (warning) mileageWarnings.set(id, { kind: warning.kind, earlierMileage: warning.earlier_mileage, earlierSeenAt: warning.earlier_seen_at });
    }
    const ctx: MapperContext = { taxonomy, now: now(), earlierPrices, priceRatings, mileageWarnings, ...costs };
    return { byId, ctx };
  }

  async function mapped<T>(ids: readonly number[], map: (row: ListingRow, seller: Seller, ctx: MapperContext) => T, costs: CostOptions = {}): Promise<T[]> {
    const { byId, ctx } = await records(ids, costs);
    const out: T[] = [];
    for (const id of ids) {
      const record = byId.get(id);
      if (record?.seller) out.push(map(record.row, mapSeller(record.seller), ctx));
    }
    return out;
  }

  /**
   * The cars of `ids` in that order (unknown ids left out), each mapped at most once per version; the
   * object comes along where the car was mapped just now.
   */
  async function cars(ids: readonly number[]): Promise<(MappedCar & { id: number; listing?: Listing })[]> {
    const t = Date.now();
    const found = new Map<number, MappedCar & { listing?: Listing }>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = mappedCars.get(id);
      if (hit && t - hit.at < SELLER_TTL_MS) found.set(id, hit);
      else missing.push(id);
    }
    for (const listing of await mapped(missing, mapListing)) {
      const car = { json: utf8Buffer(JSON.stringify(listing)), at: t };
      mappedCars.set(listing.id, car);
      found.set(listing.id, { ...car, listing });
    }
    return ids.flatMap((id) => {
      const car = found.get(id);
      return car ? [{ id, ...car }] : [];
    });
  }

  return {
    getListings: async (ids) => (await cars(ids)).map((car) => car.listing ?? (JSON.parse(car.json.toString()) as Listing)),
    getListingsJson: async (ids) => (await cars(ids)).map(({ id, json }) => ({ id, json })),
    getListingDetails: (ids, costs) => mapped(ids, mapVehicleDetail, costs),
    async getDetail(id, costs = {}) {
      // The rating changes and the scam flag are read alongside, so the detail costs one round trip, not three.
      const [{ byId, ctx }, changes, scamTextFlagged] = await Promise.all([records([id], costs), findRatingChanges(db, id), isScamTextFlagged(db, id)]);
      const record = byId.get(id);
      if (!record?.seller) return (await isListingWithdrawn(db, id)) ? { status: 'gone', detail: null } : { status: 'not-found' };
      const { row } = record;
      const seller = mapSeller(record.seller);
      const t = ctx.now;
      const detail = mapVehicleDetail(row, { ...seller, tc: options.carCount(seller.id) }, ctx);
      if (!isListingAvailable(row, t)) return { status: 'gone', detail };
      return {
        status: 'ok',
        detail,
        scamTextFlagged,
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
      if (!seller) return null;
      const tc = options.carCount(id);
      // A private seller is public only beside a car on offer: whose car was sold or blocked is nobody's business.
      return seller.isPrivateSeller && tc === 0 ? null : { ...seller, tc };
    },
    async getPhotoSubject(id) {
      const subject = await findPhotoSubject(db, id);
      return subject && drawnPhotoSubject(subject);
    },
    invalidate(ids) {
      for (const id of ids) mappedCars.delete(id);
    },
  };
}

/** A stored rating in the shape the mapper shows; a car without one is still 'pending'. */
function ratingOf(r: StoredRating | null): PriceRating {
  if (r === null) return priceRatingOf(undefined);
  return priceRatingOf({
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
  });
}
