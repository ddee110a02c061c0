import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersArbitrary } from '../../../tests/support/search-filters-arbitrary.ts';
import { pathMakeModels, slugs, taxonomy } from '../../../tests/support/search-path-fixtures.ts';
import { createFilters } from '../search/search-filters.ts';
import { detailBackLink, parseIndex } from './detail-back-link.ts';
import { navigationFilters, resultDetailHref } from './detail-link.ts';

const queryOf = (href: string) => new URL(href, 'http://x').searchParams;

describe('resultDetailHref', () => {
  it('carries index, safemake/safemodel and the remaining search', () => {
    const filters = createFilters({ makeModels: [{ make: 74, model: 8401 }], priceTo: 9000, page: 2 });
    expect(resultDetailHref('/fahrzeuge/vw-golf/5', 21, filters, slugs)).toBe('/fahrzeuge/vw-golf/5?index=21&safemake=vw&safemodel=golf&priceto=9000');
  });

  it('carries the full search when there is no make path', () => {
    const filters = createFilters({ state: 'tirol', fuels: ['E'] });
    expect(resultDetailHref('/fahrzeuge/x/5', 1, filters, slugs)).toBe('/fahrzeuge/x/5?index=1&fuel=E&bundesland=tirol');
  });
});

describe('navigationFilters', () => {
  it('sorts a dealer car list by age unless the query sorts', () => {
    expect(navigationFilters(new URLSearchParams('from=handlerwagen&cid=3'), taxonomy)).toMatchObject({ sellerId: 3, sort: 'age', desc: true });
    expect(navigationFilters(new URLSearchParams('from=handlerwagen&cid=3&sort=price'), taxonomy)).toMatchObject({ sort: 'price', desc: false });
  });

  it('reads back the search and index it was written from (property)', () => {
    fc.assert(
      fc.property(searchFiltersArbitrary(pathMakeModels), fc.integer({ min: 1, max: 400 }), (f, index) => {
        const query = queryOf(resultDetailHref('/fahrzeuge/vw-golf/5', index, f, slugs));
        expect(parseIndex(query)).toBe(index);
        expect(navigationFilters(query, taxonomy)).toEqual({ ...f, page: 1 });
        // The back link leads to the result page that holds the car (SPEC §2: ceil(index / 20), at most 20).
        const back = new URL(detailBackLink(query), 'http://x');
        expect(back.searchParams.get('page')).toBe(index > 20 ? String(Math.min(Math.ceil(index / 20), 20)) : null);
      }),
      { numRuns: 300 },
    );
  });
});
