import { describe, expect, it } from 'vitest';
import { comparePath, detailPathFrom, parseIdList, watchListPathFromCompare, withIdList } from './compare-url.ts';

describe('compare URLs (SPEC §2, §4)', () => {
  it('parses id lists, dropping duplicates and junk', () => {
    expect(parseIdList('3,1,,x,3,0,12')).toEqual([3, 1, 12]);
    expect(parseIdList(null)).toEqual([]);
  });
  it('builds the compare path with carIds and selectedIds', () => {
    expect(comparePath([1, 2], [1, 2])).toBe('/vergleichen/?carIds=1,2&selectedIds=1,2');
  });
  it('leads back to the watch list carrying selectedIds', () => {
    expect(watchListPathFromCompare([4, 5])).toBe('/merkliste/?from=vergleichen&selectedIds=4,5');
    expect(watchListPathFromCompare([])).toBe('/merkliste/?from=vergleichen');
  });
  it('links detail pages with their origin', () => {
    expect(detailPathFrom('/fahrzeuge/bmw-320d/7', 'merkliste', [7, 8])).toBe('/fahrzeuge/bmw-320d/7?from=merkliste&selectedIds=7,8');
  });
  it('replaces or drops an id list', () => {
    expect(withIdList(new URLSearchParams('carIds=1,2&x=1'), 'carIds', [2]).get('carIds')).toBe('2');
    expect(withIdList(new URLSearchParams('selectedIds=1'), 'selectedIds', []).has('selectedIds')).toBe(false);
  });
});
