import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersArbitrary } from '../../../tests/support/search-filters-arbitrary.ts';
import { createFilters } from './search-filters.ts';
import { canonicalRedirect, passThroughParams, searchHref } from './search-href.ts';
import { filtersOf, pathMakeModels, slugs, withPathRadius } from '../../../tests/support/search-path-fixtures.ts';

describe('searchHref', () => {
  it('puts a single make and model into the path', () => {
    expect(searchHref(createFilters({ makeModels: [{ make: 74, model: null }] }), slugs)).toBe('/angebote/vw/');
    expect(searchHref(createFilters({ makeModels: [{ make: 74, model: 8401 }], priceTo: 10000 }), slugs)).toBe('/angebote/vw/golf/?priceto=10000');
  });

  it('keeps several makes in the query', () => {
    expect(
      searchHref(
        createFilters({
          makeModels: [
            { make: 74, model: 8401 },
            { make: 9, model: null },
          ],
        }),
        slugs,
      ),
    ).toBe('/angebote/?make=74&model=8401&make2=9');
  });

  it('uses state and built-in city paths; a city with another radius stays in the query', () => {
    expect(searchHref(createFilters({ state: 'tirol' }), slugs)).toBe('/angebote/tirol/');
    const graz = { value: 'Graz', lat: 47.0707, lon: 15.4395 };
    expect(searchHref(createFilters({ state: 'steiermark', city: graz, radius: 50 }), slugs)).toBe('/angebote/steiermark/graz/');
    expect(searchHref(createFilters({ state: 'steiermark', city: graz, radius: 100 }), slugs)).toBe(
      '/angebote/steiermark/?city=Graz%7C%7C47.0707%7C%7C15.4395&radius=100',
    );
    expect(searchHref(createFilters({ city: graz }), slugs)).toBe('/angebote/?city=Graz%7C%7C47.0707%7C%7C15.4395');
  });

  it('keeps the state as bundesland on a make path', () => {
    expect(searchHref(createFilters({ makeModels: [{ make: 9, model: 1901 }], state: 'wien', page: 3 }), slugs)).toBe(
      '/angebote/audi/a4/?bundesland=wien&page=3',
    );
  });

  it('is a fixed point: the address of the filters read from an address is that address', () => {
    const hrefs = [
      '/angebote/',
      '/angebote/vw/',
      '/angebote/vw/golf/?priceto=10000&page=2',
      '/angebote/tirol/',
      '/angebote/steiermark/graz/',
      '/angebote/steiermark/graz/?radius=100',
      '/angebote/?make=74&model=8401&make2=9&fuel=D&fuel=E',
      '/angebote/audi/?bundesland=wien&sort=price&desc=1',
      '/angebote/?city=Linz%7C%7C48.3%7C%7C14.28&radius=20&doors=2-3&seats=8%2B&particularities=warranty&eq=11',
    ];
    for (const href of hrefs) {
      const filters = filtersOf(href);
      expect(filtersOf(searchHref(filters, slugs))).toEqual(filters);
      expect(canonicalRedirect(new URL(searchHref(filters, slugs), 'http://x'), filtersOf(searchHref(filters, slugs)), slugs)).toBeNull();
    }
  });
});

describe('search address round trip (property)', () => {
  it('reads back the filters it was written from: parse(searchHref(f)) = f', () => {
    fc.assert(
      fc.property(searchFiltersArbitrary(pathMakeModels), (f) => {
        const href = searchHref(f, slugs);
        expect(filtersOf(href)).toEqual(withPathRadius(f));
        expect(canonicalRedirect(new URL(href, 'http://x'), filtersOf(href), slugs)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe('canonicalRedirect', () => {
  const redirectOf = (href: string) => canonicalRedirect(new URL(href, 'http://x'), filtersOf(href), slugs);

  it('sends a make given as parameter and empty form fields to the canonical address', () => {
    expect(redirectOf('/angebote/?make=74&model=&pricefrom=&priceto=5000')).toBe('/angebote/vw/?priceto=5000');
    expect(redirectOf('/angebote/vw')).toBeNull();
    expect(redirectOf('/angebote')).toBeNull();
    expect(redirectOf('/angebote/VW/golf/')).toBe('/angebote/vw/golf/');
    expect(redirectOf('/angebote/vw/?make=9')).toBe('/angebote/audi/');
    expect(redirectOf('/angebote/?city=Graz%7C%7C47.0707%7C%7C15.4395&bundesland=steiermark')).toBe('/angebote/steiermark/graz/');
  });

  it('leaves canonical addresses alone whatever the parameter order, and keeps non-search parameters', () => {
    expect(redirectOf('/angebote/vw/?priceto=5000&fuel=D')).toBeNull();
    expect(redirectOf('/angebote/vw/?fuel=D&priceto=5000')).toBeNull();
    expect(redirectOf('/angebote/?notification=94-0')).toBeNull();
    expect(redirectOf('/angebote/?make=74&notification=94-0')).toBe('/angebote/vw/?notification=94-0');
  });

  it('drops malformed parameters', () => {
    expect(redirectOf('/angebote/?pricefrom=abc&priceto=5000')).toBe('/angebote/?priceto=5000');
  });
});

describe('passThroughParams', () => {
  it('keeps what is not a search filter and drops the one-off notification', () => {
    expect(passThroughParams(new URLSearchParams('make=74&appview=true&notification=94-0&utm_source=x'), ['notification']).toString()).toBe(
      'appview=true&utm_source=x',
    );
  });
});
