import { describe, expect, it } from 'vitest';
import { byteBoundedCache, cacheBytes, emptyEveryCache } from './byte-bounded-cache.ts';

describe('byteBoundedCache', () => {
  it('is emptied with every other cache when the process needs its memory back, and fills again after', () => {
    const first = byteBoundedCache<number, string>('searchResults', 10_000);
    const second = byteBoundedCache<number, string>('listingSellers', 10_000);
    first.set(1, 'eins');
    second.set(2, 'zwei');
    expect(emptyEveryCache()).toBeGreaterThan(0);
    expect(first.size + second.size).toBe(0);
    first.set(1, 'eins');
    expect(first.get(1)).toBe('eins');
  });

  it('reports the bytes each cache counts by its name, and empties the caches of one name alone', () => {
    emptyEveryCache();
    const results = byteBoundedCache<number, string>('searchResults', 100_000);
    const sellers = byteBoundedCache<number, Uint8Array>('listingSellers', 100_000);
    results.set(1, 'x'.repeat(1000));
    sellers.set(1, new Uint8Array(5000));
    expect(cacheBytes().get('searchResults')).toBe(results.calculatedSize);
    expect(cacheBytes().get('listingSellers')).toBe(sellers.calculatedSize);
    expect(sellers.calculatedSize).toBeGreaterThanOrEqual(5000);

    const sellerBytes = sellers.calculatedSize;
    expect(emptyEveryCache('listingSellers')).toBe(sellerBytes);
    expect(sellers.size).toBe(0);
    expect(results.get(1)).toHaveLength(1000);
  });
});

describe('byte-bounded cache', () => {
  it('evicts the least recently used entries once their approximate bytes pass the limit', () => {
    const cache = byteBoundedCache<number, string>('searchResults', 10_000);
    for (let i = 0; i < 100; i++) cache.set(i, 'x'.repeat(1000));
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    expect(cache.has(99)).toBe(true);
    expect(cache.has(0)).toBe(false);
  });

  it('keeps nothing larger than the whole cache', () => {
    const cache = byteBoundedCache<string, Uint32Array>('searchBits', 1000);
    cache.set('big', new Uint32Array(1000));
    expect(cache.has('big')).toBe(false);
  });
});
