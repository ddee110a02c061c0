import { LRUCache } from 'lru-cache';
import type { CacheBudgets } from '../config/memory-budget.ts';
import { approximateBytes } from './approximate-bytes.ts';

/** lru-cache's own bookkeeping per entry: its key map's entry, the slots of its lists and the size. */
const ENTRY_BYTES = 80;

/** A cache is named for its share of the memory budget (src/config/memory-budget.ts). */
export type CacheName = keyof CacheBudgets;

/**
 * A least-recently-used cache bounded by the bytes of its entries (key and value), so the caches of
 * a process share one memory budget (src/config/memory-budget.ts). `bytesOf` weighs a value; the
 * default estimates V8's layout (approximate-bytes.ts). An entry larger than the whole cache is not
 * kept; 0 bytes keeps nothing.
 */
export function byteBoundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  name: CacheName,
  maxBytes: number,
  bytesOf: (value: V) => number = approximateBytes,
): LRUCache<K, V> {
  // lru-cache refuses a maxSize of 0 and entries weighing 0.
  const cache = new LRUCache<K, V>({
    maxSize: Math.max(1, Math.floor(maxBytes)),
    sizeCalculation: (value, key) => Math.max(1, bytesOf(value) + approximateBytes(key) + ENTRY_BYTES),
  });
  everyCache.add({ name, ref: new WeakRef(cache) });
  return cache;
}

type Registered = { name: CacheName; ref: WeakRef<Pick<LRUCache<never, never>, 'clear' | 'calculatedSize'>> };

/** Every cache of this process, weakly: an index replaced by a compacted one takes its caches with it. */
const everyCache = new Set<Registered>();

function* liveCaches(name?: CacheName) {
  for (const entry of everyCache) {
    const cache = entry.ref.deref();
    if (!cache) everyCache.delete(entry);
    else if (name === undefined || entry.name === name) yield { name: entry.name, cache };
  }
}

/**
 * Empties every cache of this process (or those of one name): what a process does when its heap nears
 * its limit (server/load-pressure.ts), since each entry can be made again and a process that dies of a
 * full heap serves nothing. Returns the bytes the emptied caches had counted.
 */
export function emptyEveryCache(name?: CacheName): number {
  let freed = 0;
  for (const { cache } of liveCaches(name)) {
    freed += cache.calculatedSize;
    cache.clear();
  }
  return freed;
}

/** The bytes each cache of this process counts now, by name (the `cache_bytes` metric). */
export function cacheBytes(): Map<CacheName, number> {
  const out = new Map<CacheName, number>();
  for (const { name, cache } of liveCaches()) out.set(name, (out.get(name) ?? 0) + cache.calculatedSize);
  return out;
}
