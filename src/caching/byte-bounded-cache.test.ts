import { describe, expect, it } from 'vitest';
import { byteBoundedCache, emptyEveryCache } from './byte-bounded-cache.ts';

describe('byteBoundedCache', () => {
  it('is emptied with every other cache when the process needs its memory back, and fills again after', () => {
    const first = byteBoundedCache<number, string>(10_000);
    const second = byteBoundedCache<number, string>(10_000);
    first.set(1, 'eins');
    second.set(2, 'zwei');
    expect(emptyEveryCache()).toBeGreaterThan(0);
    expect(first.size + second.size).toBe(0);
    first.set(1, 'eins');
    expect(first.get(1)).toBe('eins');
  });
});
