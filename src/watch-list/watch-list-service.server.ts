/**
 * `services.watchList`: the server copy of a visitor's watch list (SPEC §4), keyed by the visitor
 * UUID the browser generates on the first save.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ListingReader } from '../listings/listing-reader.server.ts';
import { WATCH_LIST_MAX_CARS } from '../domain/watch-list/watch-list-limits.ts';
import { listWatchList, removeWatchListItem, saveWatchListItem } from '../repositories/watch-list.repository.ts';

/** One saved car in saving order; isValid = false for sold, expired or deleted cars. */
export interface SavedCarEntry {
  id: number;
  oldId: number | null;
  idx: number;
  isValid: boolean;
}

export interface WatchListService {
  list(visitorUuid: string): Promise<SavedCarEntry[]>;
  /** Saves a car (saving it again keeps its place) unless the car is unknown or the list is full. */
  save(visitorUuid: string, listingId: number): Promise<WatchListSaveResult>;
  /** Removes a car; the new list size. */
  remove(visitorUuid: string, listingId: number): Promise<number>;
}

export type WatchListSaveResult = { kind: 'saved'; count: number } | { kind: 'unknown-car' } | { kind: 'full' };

export function createWatchListService(deps: { db: Kysely<Database>; listings: ListingReader; now?: () => Date }): WatchListService {
  const { db, listings } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(visitorUuid) {
      const items = await listWatchList(db, visitorUuid);
      const byId = new Map((await listings.getListings(items.map((i) => i.listing_id))).map((l) => [l.id, l]));
      return items.map((item, idx) => {
        const listing = byId.get(item.listing_id);
        return { id: item.listing_id, oldId: listing?.oldId ?? null, idx, isValid: listing !== undefined && !listing.isSold };
      });
    },
    async save(visitorUuid, listingId) {
      const [listing] = await listings.getListings([listingId]);
      if (!listing) return { kind: 'unknown-car' };
      const result = await saveWatchListItem(db, visitorUuid, listingId, now(), WATCH_LIST_MAX_CARS);
      return result.saved ? { kind: 'saved', count: result.count } : { kind: 'full' };
    },
    remove: (visitorUuid, listingId) => removeWatchListItem(db, visitorUuid, listingId),
  };
}
