import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersArbitrary } from '../../../tests/support/search-filters-arbitrary.ts';
import * as fixtures from '../../../tests/support/search-path-fixtures.ts';
import { createFilters } from './search-filters.ts';
import { applySearchPath, parseSearchPath, prettySearchPath, searchPathFor, type SearchPathTaxonomy } from './search-path.ts';

const taxonomy: SearchPathTaxonomy = {
  makes: [
    { id: 74, name: 'VW', safeValue: 'vw', models: [{ id: 8401, name: 'Golf', safeValue: 'golf' }] },
    { id: 47, name: 'Mercedes-Benz', safeValue: 'mercedes-benz', models: [{ id: 5703, name: 'C-Klasse', safeValue: 'c-klasse' }] },
  ],
};

describe('pretty search paths (SPEC §2)', () => {
  it('reads the plain section', () => {
    expect(parseSearchPath([], taxonomy)).toEqual({ kind: 'all' });
    expect(parseSearchPath(['angebote'], taxonomy)).toEqual({ kind: 'all' });
    expect(parseSearchPath(['angebote', ''], taxonomy)).toEqual({ kind: 'all' });
  });

  it('reads a state and a city of that state', () => {
    const state = parseSearchPath(['angebote', 'steiermark'], taxonomy);
    expect(state.kind === 'state' && state.state.name).toBe('Steiermark');
    expect(state.kind === 'state' && state.city).toBeNull();
    const city = parseSearchPath(['steiermark', 'graz'], taxonomy);
    expect(city.kind === 'state' && city.city?.name).toBe('Graz');
    const district = parseSearchPath(['angebote', 'wien', 'wien-favoriten'], taxonomy);
    expect(district.kind === 'state' && district.city?.zip).toBe('1100');
  });

  it('reads a make and a model of that make', () => {
    const make = parseSearchPath(['angebote', 'vw'], taxonomy);
    expect(make).toMatchObject({ kind: 'make', make: { id: 74 }, model: null });
    expect(parseSearchPath(['angebote', 'mercedes-benz', 'c-klasse'], taxonomy)).toMatchObject({ kind: 'make', make: { id: 47 }, model: { id: 5703 } });
    expect(parseSearchPath(['angebote', 'VW', 'Golf'], taxonomy)).toMatchObject({ kind: 'make', model: { id: 8401 } });
  });

  it('answers unknown for anything it does not know', () => {
    for (const segments of [
      ['angebote', 'bayern'],
      ['angebote', 'vw', 'c-klasse'],
      ['angebote', 'steiermark', 'linz'],
      ['angebote', 'vw', 'golf', 'gti'],
      ['angebote', 'tesla'],
    ]) {
      expect(parseSearchPath(segments, taxonomy), segments.join('/')).toEqual({ kind: 'unknown' });
    }
  });

  it('applies the path to filters; the query wins where it sets the same thing', () => {
    const make = parseSearchPath(['vw', 'golf'], taxonomy);
    expect(applySearchPath(createFilters(), make).makeModels).toEqual([{ make: 74, model: 8401 }]);
    expect(applySearchPath(createFilters({ makeModels: [{ make: 47, model: null }] }), make).makeModels).toEqual([{ make: 47, model: null }]);
    const city = applySearchPath(createFilters(), parseSearchPath(['steiermark', 'graz'], taxonomy));
    expect(city.state).toBe('steiermark');
    expect(city.city).toEqual({ value: 'Graz', lat: 47.0707, lon: 15.4395 });
    expect(city.radius).toBe(50);
    expect(applySearchPath(createFilters(), parseSearchPath(['tirol'], taxonomy))).toMatchObject({ state: 'tirol', city: null });
  });

  it('writes paths', () => {
    expect(searchPathFor()).toBe('/angebote/');
    expect(searchPathFor({ make: 'vw' })).toBe('/angebote/vw/');
    expect(searchPathFor({ make: 'vw', model: 'golf' })).toBe('/angebote/vw/golf/');
    expect(searchPathFor({ model: 'golf' })).toBe('/angebote/');
    expect(searchPathFor({ state: 'steiermark', city: 'graz' })).toBe('/angebote/steiermark/graz/');
  });

  it('reads back what it writes: apply(parse(path), rest) = filters (property)', () => {
    fc.assert(
      fc.property(searchFiltersArbitrary(fixtures.pathMakeModels), (f) => {
        const { path, rest } = prettySearchPath(f, fixtures.slugs);
        const parsed = parseSearchPath(path.split('/'), fixtures.taxonomy);
        expect(parsed.kind).not.toBe('unknown');
        expect(applySearchPath(rest, parsed)).toEqual(fixtures.withPathRadius(f));
      }),
      { numRuns: 300 },
    );
  });
});
