import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersArbitrary } from '../../tests/support/search-filters-arbitrary.ts';
import { createFilters, toBackendQuery } from '../domain/search/search-filters.ts';
import { filterKey } from './filter-key.ts';

describe('filterKey', () => {
  it('is the canonical backend query of the search, whatever the page', () => {
    const f = createFilters({ makeModels: [{ make: 74, model: null }], priceFrom: 5000, page: 3 });
    expect(filterKey(f)).toBe('mmm=74%7C&pricefrom=5000&ustate=N%2CU&sort=standard&desc=0&page=1');
    expect(filterKey({ ...f, page: 1 })).toBe(filterKey(f));
  });

  it('tells different searches apart (property)', () => {
    fc.assert(
      fc.property(searchFiltersArbitrary(), searchFiltersArbitrary(), (a, b) => {
        const sameSearch = toBackendQuery({ ...a, page: 1 }).toString() === toBackendQuery({ ...b, page: 1 }).toString();
        expect(filterKey(a) === filterKey(b)).toBe(sameSearch);
      }),
      { numRuns: 200 },
    );
  });
});
