import { useEffect, useMemo, useState } from 'react';
import type { Listing } from '#src/domain/listing/listing-types.ts';
import { loadWatchListApi, watchListStore } from '#app/components/watch-list/watch-list-store.ts';
import type { SavedCar } from '#app/components/watch-list/watch-list-state.ts';

/** A saved car's data: the listing, or 'gone' when the server no longer knows the id. */
export type SavedCarData = Listing | 'gone';

export interface SavedCarDataResult {
  data: ReadonlyMap<number, SavedCarData>;
  /** ids still being fetched */
  loading: boolean;
  failed: boolean;
}

/**
 * SPEC §4: car data is fetched when saved cars first appear or their ids change, in chunks of 50
 * (GET /api/v2/listings). Only ids not fetched before are requested, so removing a car costs no
 * call. Sold or unknown cars are marked invalid in the store (SPEC §3), found ones valid.
 */
export function useSavedCarData(savedCars: readonly SavedCar[], enabled: boolean): SavedCarDataResult {
  const [data, setData] = useState<ReadonlyMap<number, SavedCarData>>(new Map());
  // the ids of the fetch that failed: a new set of missing ids is a new attempt
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const idsKey = useMemo(
    () =>
      savedCars
        .map((c) => c.id)
        .sort((a, b) => a - b)
        .join(','),
    [savedCars],
  );
  const missing = useMemo(
    () =>
      idsKey === ''
        ? []
        : idsKey
            .split(',')
            .map(Number)
            .filter((id) => !data.has(id)),
    [idsKey, data],
  );
  // A fetch starts when ids without data appear; the data arriving empties the list, which ends the run.
  const missingKey = missing.join(',');
  const failed = failedKey !== null && failedKey === missingKey;

  useEffect(() => {
    if (!enabled || missingKey === '') return;
    const wanted = missingKey.split(',').map(Number);
    let cancelled = false;
    loadWatchListApi()
      .then((api) => api.listings(wanted))
      .then((listings) => {
        if (cancelled) return;
        const found = new Map(listings.map((listing) => [listing.id, listing]));
        const validity = new Map<number, boolean>();
        setData((prev) => {
          const next = new Map(prev);
          for (const id of wanted) next.set(id, found.get(id) ?? 'gone');
          return next;
        });
        for (const id of wanted) {
          const listing = found.get(id);
          validity.set(id, listing !== undefined && !listing.isSold);
        }
        watchListStore.markValidity(validity);
      })
      .catch(() => {
        if (!cancelled) setFailedKey(missingKey);
      });
    return () => {
      cancelled = true;
    };
  }, [missingKey, enabled]);

  return { data, loading: enabled && missing.length > 0 && !failed, failed };
}
