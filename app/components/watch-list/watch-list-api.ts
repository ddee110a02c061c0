/**
 * The watch list's calls (SPEC §7) through the browser API client (circuit breaker, headers, the
 * global error handling of §8): cars by id in chunks of 50, the legacy id mapping, and the server
 * copy of the list under the visitor UUID (GET/PUT/DELETE /api/watch-list/{visitorUUId}/…).
 * The store loads this module on its first call only: the client brings the search codec and the
 * breaker along, which the header badge on every page does not need.
 */
import { sharedApiClient } from '#app/api-client/api-client.ts';
import type { Listing } from '#src/domain/listing/listing-types.ts';

const client = sharedApiClient();

export interface ServerSavedCar {
  id: number;
  oldId: number | null;
  idx: number;
  isValid: boolean;
}

export const watchListApi = {
  async list(visitorUUId: string): Promise<ServerSavedCar[]> {
    const body = await client.request<{ savedCars: ServerSavedCar[] }>(`/watch-list/${encodeURIComponent(visitorUUId)}`, { omitError: true });
    return body.savedCars;
  },
  // The server copy is a backup: its failures never disturb the visitor (omitError).
  async save(visitorUUId: string, id: number): Promise<void> {
    await client.saveToWatchList(visitorUUId, id, { omitError: true });
  },
  async remove(visitorUUId: string, id: number): Promise<void> {
    await client.removeFromWatchList(visitorUUId, id, { omitError: true });
  },
  mapOldIds: (oldIds: readonly number[]): Promise<{ oldId: number; id: number }[]> => client.mapOldIds(oldIds, { omitError: true }),
  /** Cars by id (the client asks in chunks of 50); sold ones come with isSold, unknown ones are missing. */
  listings: (ids: readonly number[]): Promise<Listing[]> => client.listings(ids),
};

export type WatchListApi = typeof watchListApi;
