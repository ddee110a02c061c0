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
  return new LRUCache<K, V>({
    maxSize: Math.max(1, Math.floor(maxBytes)),
    sizeCalculation: (value, key) => Math.max(1, bytesOf(value) + approximateBytes(key)),
  });
}
