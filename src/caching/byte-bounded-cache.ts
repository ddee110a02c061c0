import { LRUCache } from 'lru-cache';
import { approximateBytes } from './approximate-bytes.ts';

/**
 * A least-recently-used cache bounded by the approximate bytes of its entries (key and value), so the
 * caches of a process share one memory budget (src/config/memory-budget.ts). An entry larger than
 * the whole cache is not kept; 0 bytes keeps nothing.
 */
export function byteBoundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  maxBytes: number,
  bytesOf: (value: V) => number = approximateBytes,
): LRUCache<K, V> {
  // lru-cache refuses a maxSize of 0 and entries weighing 0.
  const cache = new LRUCache<K, V>({
    maxSize: Math.max(1, Math.floor(maxBytes)),
    sizeCalculation: (value, key) => Math.max(1, bytesOf(value) + approximateBytes(key)),
  });
  everyCache.add(new WeakRef(cache));
  return cache;
}

/** Every cache of this process, weakly: an index replaced by a compacted one takes its caches with it. */
const everyCache = new Set<WeakRef<Pick<LRUCache<never, never>, 'clear' | 'calculatedSize'>>>();

/**
 * Empties every cache of this process: what a process does when its heap nears its limit (server/load-pressure.ts),
 * since each entry can be made again and a process that dies of a full heap serves nothing. Returns the bytes freed.
 */
export function emptyEveryCache(): number {
  let freed = 0;
  for (const ref of everyCache) {
    const cache = ref.deref();
    if (!cache) {
      everyCache.delete(ref);
      continue;
    }
    freed += cache.calculatedSize;
    cache.clear();
  }
  return freed;
}
