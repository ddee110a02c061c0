import { describe, expect, it } from 'vitest';
import { backNavigationPage, closeButtonTarget, detailBackLink, isIndexInRange, isNavigableIndex, neighbourQuery, parseIndex } from './detail-back-link.ts';

const q = (s: string) => new URLSearchParams(s);

describe('detailBackLink (SPEC §2 back-link rule)', () => {
  it('goes to the watch list for from=merkliste, keeping selectedIds', () => {
    expect(detailBackLink(q('from=merkliste&selectedIds=4,7&index=3'))).toBe('/merkliste/?selectedIds=4,7');
    expect(detailBackLink(q('from=merkliste'))).toBe('/merkliste/');
  });
  it('goes to the watch list when coming from compare', () => {
    expect(detailBackLink(q('from=vergleichen&selectedIds=1,2'))).toBe('/merkliste/?selectedIds=1,2');
  });
  it('drops a malformed selection instead of copying it', () => {
    expect(detailBackLink(q('from=merkliste&selectedIds=1,<script>'))).toBe('/merkliste/');
  });
  it('builds /angebote/{make}/{model}/ with the original query and the page of the index', () => {
    expect(detailBackLink(q('index=45&safemake=vw&safemodel=golf&pricefrom=5000&fuel=D'))).toBe('/angebote/vw/golf/?pricefrom=5000&fuel=D&page=3');
    expect(detailBackLink(q('index=20&safemake=vw'))).toBe('/angebote/vw/');
    expect(detailBackLink(q('index=21'))).toBe('/angebote/?page=2');
  });
  it('caps the page at 20 and omits page 1', () => {
    expect(detailBackLink(q('index=400&safemake=bmw'))).toBe('/angebote/bmw/?page=20');
    expect(detailBackLink(q('index=1000'))).toBe('/angebote/?page=20');
    expect(detailBackLink(q('index=1&make=74'))).toBe('/angebote/?make=74');
  });
  it('replaces a stale page of the query by the page of the index', () => {
    expect(detailBackLink(q('index=61&page=1&sort=price'))).toBe('/angebote/?sort=price&page=4');
  });
  it('ignores a model without a make and never copies unsafe path parts', () => {
    expect(detailBackLink(q('index=2&safemodel=golf'))).toBe('/angebote/');
    expect(detailBackLink(q('index=2&safemake=..%2F..%2Fevil&from=%2F%2Fevil.com'))).toBe('/angebote/');
  });
  it('returns to the dealer car list when coming from it', () => {
    expect(detailBackLink(q('from=handlerwagen&cid=17&index=25'))).toBe('/handlerwagen/?cid=17&page=2');
  });
  it('goes home on empty input', () => {
    expect(detailBackLink(q(''))).toBe('/');
    expect(detailBackLink(q('appview=true'))).toBe('/');
  });
});

describe('index rules', () => {
  it('parses only whole positive numbers', () => {
    expect(parseIndex(q('index=7'))).toBe(7);
    expect(parseIndex(q('index=0'))).toBeNull();
    expect(parseIndex(q('index=-1'))).toBeNull();
    expect(parseIndex(q('index=2.5'))).toBeNull();
    expect(parseIndex(q(''))).toBeNull();
  });
  it('accepts 1 to the navigator total, capped at 400', () => {
    expect(isNavigableIndex(1, 10)).toBe(true);
    expect(isNavigableIndex(10, 10)).toBe(true);
    expect(isNavigableIndex(11, 10)).toBe(false);
    expect(isNavigableIndex(400, 5000)).toBe(true);
    expect(isNavigableIndex(401, 5000)).toBe(false);
    expect(isNavigableIndex(null, 5000)).toBe(false);
    expect(isIndexInRange(400)).toBe(true);
    expect(isIndexInRange(401)).toBe(false);
  });
  it('computes the back-navigation page', () => {
    expect([1, 20, 21, 40, 41, 399, 400].map(backNavigationPage)).toEqual([1, 1, 2, 2, 3, 20, 20]);
  });
  it('moves the index in neighbour links and keeps the rest', () => {
    expect(neighbourQuery(q('index=5&make=74&from=angebote'), 6)).toBe('?index=6&make=74&from=angebote');
  });
});

describe('closeButtonTarget (SPEC §2 close button)', () => {
  it('search listing → last search path', () => {
    expect(closeButtonTarget({ page: 'search', lastSearchPath: '/angebote/vw/?page=2' })).toBe('/angebote/vw/?page=2');
    expect(closeButtonTarget({ page: 'search', lastSearchPath: null })).toBe('/angebote/');
    expect(closeButtonTarget({ page: 'search', lastSearchPath: '//evil.com' })).toBe('/angebote/');
  });
  it('dealer cars → last detail page, else a path from the query', () => {
    expect(closeButtonTarget({ page: 'dealerCars', lastDetailPath: '/fahrzeuge/vw-golf/3', query: q('cid=1') })).toBe('/fahrzeuge/vw-golf/3');
    expect(closeButtonTarget({ page: 'dealerCars', lastDetailPath: null, query: q('cid=1&dealerCarsFrom=%2Fanbieterverzeichnis%2F%3Fpage%3D2') })).toBe(
      '/anbieterverzeichnis/?page=2',
    );
    expect(closeButtonTarget({ page: 'dealerCars', lastDetailPath: null, query: q('cid=1') })).toBe('/anbieterverzeichnis/');
  });
  it('detail → back-link rule; compare → watch list with the selection', () => {
    expect(closeButtonTarget({ page: 'detail', query: q('index=30&safemake=audi') })).toBe('/angebote/audi/?page=2');
    expect(closeButtonTarget({ page: 'compare', query: q('carIds=1,2,3&selectedIds=1,2') })).toBe('/merkliste/?selectedIds=1,2');
  });
});
