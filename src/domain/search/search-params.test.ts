import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersArbitrary } from '../../../tests/support/search-filters-arbitrary.ts';
import { PRESERVED_SEARCH_PARAMS } from './search-options.ts';
import { parseBackendQuery, parseSearchUrl } from './search-params.ts';
import {
  createFilters,
  effectiveRadius,
  isUnfiltered,
  preservedSearchParams,
  toBackendQuery,
  toSearchQuery,
  toSearchQueryString,
  type SearchFilters,
} from './search-filters.ts';

function fromUrl(query: string, strict = true): SearchFilters {
  const parsed = parseSearchUrl(new URLSearchParams(query), { strict });
  if (!parsed.ok) throw new Error(`${parsed.issue.field}: ${parsed.issue.message}`);
  return parsed.filters;
}

function fromBackend(query: URLSearchParams): SearchFilters {
  const parsed = parseBackendQuery(query);
  if (!parsed.ok) throw new Error(`${parsed.issue.field}: ${parsed.issue.message}`);
  return parsed.filters;
}

describe('search URL codec (SPEC §3)', () => {
  it('reads every URL parameter into typed filters', () => {
    const f = fromUrl(
      'make=74&model=8401&make2=9&make3=13&model3=1305&pricefrom=5000&priceto=20000&fregfrom=2015&fregto=2020&kmfrom=1000&kmto=100000' +
        '&powerfrom=100&powerto=200&powerUnit=kw&fuel=D&fuel=B&custtype=D&pic=1&construction=4&construction=5&doors=4-5&seats=8%2B' +
        '&gearbox=2&bodycolor=1&offer=U&offer=J&eq=16&eq=37&particularities=vat&bundesland=steiermark&city=Graz||47.0707||15.4395' +
        '&radius=100&ustate=AN&uph=3&emclass=10&cid=12&q=golf%20gti&sort=price&desc=1&page=3',
    );
    expect(f.makeModels).toEqual([
      { make: 74, model: 8401 },
      { make: 9, model: null },
      { make: 13, model: 1305 },
    ]);
    expect([f.priceFrom, f.priceTo, f.regFrom, f.regTo, f.kmFrom, f.kmTo, f.powerFrom, f.powerTo]).toEqual([5000, 20000, 2015, 2020, 1000, 100000, 100, 200]);
    expect(f.powerUnit).toBe('kw');
    expect(f.fuels).toEqual(['D', 'B']);
    expect(f.dealerOnly).toBe(true);
    expect(f.withPhotos).toBe(true);
    expect(f.bodyTypes).toEqual([4, 5]);
    expect(f.doors).toEqual({ from: 4, to: 5 });
    expect(f.seats).toEqual({ from: 8, to: null });
    expect(f.offerTypes).toEqual(['U', 'J']);
    // eq 37 is the warranty particularity (SPEC §9), not plain equipment.
    expect(f.equipment).toEqual([16]);
    expect(f.particularities).toEqual(['warranty', 'vat']);
    expect(f.state).toBe('steiermark');
    expect(f.city).toEqual({ value: 'Graz', lat: 47.0707, lon: 15.4395 });
    expect(f.radius).toBe(100);
    expect(f.accident).toBe('AN');
    expect([f.upholstery, f.emissionClasses, f.sellerId, f.text]).toEqual([[3], [10], 12, 'golf gti']);
    expect([f.sort, f.desc, f.page]).toEqual(['price', true, 3]);
  });

  it('defaults: accident cars hidden (N), PS, standard sort ascending, page 1', () => {
    const f = fromUrl('');
    expect(f).toEqual(createFilters());
    expect([f.accident, f.powerUnit, f.sort, f.desc, f.page]).toEqual(['N', 'ps', 'standard', false, 1]);
    expect(isUnfiltered(f)).toBe(true);
    expect(isUnfiltered(fromUrl('sort=price&page=2'))).toBe(true);
    expect(isUnfiltered(fromUrl('fuel=D'))).toBe(false);
  });

  it('writes canonical URLs: fixed order, defaults and page 1 omitted', () => {
    expect(toSearchQueryString(createFilters())).toBe('');
    expect(toSearchQueryString(createFilters({ page: 1, sort: 'standard', desc: false, accident: 'N', powerUnit: 'ps' }))).toBe('');
    expect(toSearchQuery(createFilters({ page: 2 })).toString()).toBe('page=2');
    const f = createFilters({ makeModels: [{ make: 74, model: 8401 }], priceTo: 20000, fuels: ['D', 'E'], sort: 'price', desc: true, page: 4 });
    expect(toSearchQuery(f).toString()).toBe('make=74&model=8401&priceto=20000&fuel=D&fuel=E&sort=price&desc=1&page=4');
  });

  it('round-trips URL → filters → URL for written URLs', () => {
    for (const query of [
      'make=74&model=8401&make2=9&pricefrom=5000&priceto=20000&fuel=D&fuel=B&sort=price&desc=1&page=3',
      'fregfrom=2015&fregto=2020&kmfrom=1000&kmto=100000&powerfrom=100&powerto=200&powerUnit=kw',
      'custtype=D&pic=1&construction=4&doors=2-3&seats=8%2B&gearbox=2&bodycolor=1&offer=N&eq=11&eq=16&particularities=warranty&particularities=service&particularities=vat',
      'bundesland=tirol&city=Innsbruck%7C%7C47.2692%7C%7C11.4041&radius=20&ustate=A&uph=3&emclass=10&cid=12&q=golf',
      'doors=0-1&seats=6-7&ustate=AN',
    ]) {
      const once = toSearchQuery(fromUrl(query)).toString();
      expect(once).toBe(query);
    }
  });

  it('round-trips filters → URL → filters and filters → backend → filters (property)', () => {
    const filters = searchFiltersArbitrary();
    fc.assert(
      fc.property(filters, (f) => {
        expect(fromUrl(toSearchQuery(f).toString())).toEqual(f);
        // The backend query always names the radius (preselected 50 km once a city is set).
        expect(fromBackend(toBackendQuery(f))).toEqual({ ...f, radius: effectiveRadius(f) });
      }),
      { numRuns: 300 },
    );
  });

  it('translates to backend parameters as SPEC §3 describes', () => {
    const f = fromUrl(
      'make=74&model=8401&make2=9&doors=2-3&seats=8%2B&construction=4&gearbox=2&bodycolor=5&particularities=warranty&particularities=vat' +
        '&custtype=D&city=Graz||47.0707||15.4395&powerfrom=150',
    );
    const b = toBackendQuery(f);
    expect(b.get('mmm')).toBe('74|8401,9|');
    expect([b.get('doorfrom'), b.get('doorto')]).toEqual(['2', '3']);
    expect([b.get('seatsfrom'), b.get('seatsto')]).toEqual(['8', null]);
    expect([b.get('body'), b.get('gear'), b.get('bcol')]).toEqual(['4', '2', '5']);
    expect(b.get('eq')).toBe('37');
    expect(b.get('vatded')).toBe('1');
    expect(b.get('custtype')).toBe('D');
    expect([b.get('zip'), b.get('lat'), b.get('lon'), b.get('zipr')]).toEqual(['Graz', '47.0707', '15.4395', '50']);
    expect(b.get('ustate')).toBe('N,U');
    expect(b.get('powertype')).toBe('ps');
    expect(toBackendQuery(fromUrl('particularities=warranty')).get('vatded')).toBeNull();
    expect(toBackendQuery(fromUrl('ustate=AN')).get('ustate')).toBe('A,N,U');
    expect(toBackendQuery(fromUrl('ustate=A')).get('ustate')).toBe('A');
    expect(fromBackend(new URLSearchParams('ustate=U,N')).accident).toBe('N');
  });

  it('drops the radius without a city and keeps the city without coordinates', () => {
    expect(fromUrl('radius=100').radius).toBeNull();
    const f = fromUrl('city=1010');
    expect(f.city).toEqual({ value: '1010', lat: null, lon: null });
    expect(effectiveRadius(f)).toBe(50);
  });

  it('names the malformed parameter in strict mode and drops it in lenient mode', () => {
    const cases: [string, string][] = [
      ['pricefrom=abc', 'pricefrom'],
      ['fregfrom=15', 'fregfrom'],
      ['fuel=diesel', 'fuel'],
      ['doors=zwei', 'doors'],
      ['custtype=P', 'custtype'],
      ['sort=cheap', 'sort'],
      ['page=0', 'page'],
      ['bundesland=bayern', 'bundesland'],
      ['ustate=X', 'ustate'],
      ['model=8401', 'model'],
      ['city=<script>', 'city'],
      ['radius=5000&city=Graz', 'radius'],
      ['particularities=gold', 'particularities'],
      ['make=-1', 'make'],
    ];
    for (const [query, field] of cases) {
      const strict = parseSearchUrl(new URLSearchParams(query), { strict: true });
      expect(strict.ok, query).toBe(false);
      if (!strict.ok) expect(strict.issue.field).toBe(field);
      const lenient = parseSearchUrl(new URLSearchParams(`${query}&kmto=5000`));
      expect(lenient.ok, query).toBe(true);
      if (lenient.ok) expect(lenient.filters.kmTo).toBe(5000);
    }
    const backend = parseBackendQuery(new URLSearchParams('mmm=74|8401,9|,1|,2|'));
    expect(backend.ok).toBe(false);
    if (!backend.ok) expect(backend.issue.field).toBe('mmm');
  });

  it('keeps the parameters SPEC §5 preserves across navigation (and the price rating filter, issue 17; costto, issue 26; newsince, issue 27), and only those', () => {
    const q = new URLSearchParams('make=74&doors=2-3&fuel=D&fuel=B&eq=16&page=3&sort=price&construction=4&pic=1&pricerating=1&pricerating=2');
    expect(preservedSearchParams(q).toString()).toBe('doors=2-3&fuel=D&fuel=B&pic=1&eq=16&construction=4&pricerating=1&pricerating=2');
    expect(PRESERVED_SEARCH_PARAMS).toHaveLength(25);
  });

  it("reads the monthly-cost bound and the sort 'Monatliche Kosten' (issue 26) from the page URL and the backend query, and refuses 0", () => {
    const page = parseSearchUrl(new URLSearchParams('costto=120&sort=cost'));
    expect(page.ok && [page.filters.costTo, page.filters.sort]).toEqual([120, 'cost']);
    expect(page.ok && toSearchQuery(page.filters).toString()).toBe('costto=120&sort=cost');
    const api = parseBackendQuery(new URLSearchParams('costto=120&sort=cost'));
    expect(api.ok && [api.filters.costTo, api.filters.sort]).toEqual([120, 'cost']);
    expect(parseBackendQuery(new URLSearchParams('costto=0')).ok).toBe(false);
  });

  it('reads the electric-car bounds (issue 26) from the page URL and the backend query, and refuses 0', () => {
    const page = parseSearchUrl(new URLSearchParams('fuel=E&rangefrom=400&batteryfrom=60&dcfrom=100'));
    expect(page.ok && [page.filters.rangeFrom, page.filters.batteryFrom, page.filters.dcFrom]).toEqual([400, 60, 100]);
    expect(page.ok && toSearchQuery(page.filters).toString()).toBe('rangefrom=400&batteryfrom=60&dcfrom=100&fuel=E');
    const api = parseBackendQuery(new URLSearchParams('rangefrom=0'));
    expect(api.ok).toBe(false);
  });

  it('reads the price rating filter as sorted grades 1..5, from the page URL and the backend query alike', () => {
    const page = parseSearchUrl(new URLSearchParams('pricerating=2&pricerating=1&pricerating=2'));
    expect(page.ok && page.filters.priceRatings).toEqual([1, 2]);
    expect(page.ok && toSearchQuery(page.filters).toString()).toBe('pricerating=1&pricerating=2');
    const api = parseBackendQuery(new URLSearchParams('pricerating=5,3'));
    expect(api.ok && api.filters.priceRatings).toEqual([3, 5]);
    expect(api.ok && toBackendQuery(api.filters).get('pricerating')).toBe('3,5');
    expect(parseBackendQuery(new URLSearchParams('pricerating=0,6'))).toMatchObject({ ok: false, issue: { field: 'pricerating' } });
  });

  it("reads 'Batteriezustand ab' (sohfrom 80, 85, 90 or 95 %, issue 37 point 5) on the page URL and the API alike", () => {
    const page = parseSearchUrl(new URLSearchParams('sohfrom=90&fuel=E'));
    expect(page.ok && page.filters.sohFrom).toBe(90);
    expect(page.ok && toSearchQuery(page.filters).toString()).toBe('sohfrom=90&fuel=E');
    expect(page.ok && toBackendQuery(page.filters).get('sohfrom')).toBe('90');
    expect(preservedSearchParams(new URLSearchParams('sohfrom=85&page=2')).toString()).toBe('sohfrom=85');
    const lenient = parseSearchUrl(new URLSearchParams('sohfrom=88'));
    expect(lenient.ok && lenient.filters.sohFrom).toBeNull();
    const api = parseBackendQuery(new URLSearchParams('sohfrom=88'));
    expect(api.ok ? null : api.issue.field).toBe('sohfrom');
  });

  it("reads 'Neu seit' (newsince 1, 3 or 7 days) on the page URL and the API alike", () => {
    const page = parseSearchUrl(new URLSearchParams('newsince=3&fuel=D'));
    expect(page.ok && page.filters.newSince).toBe(3);
    expect(page.ok && toSearchQuery(page.filters).toString()).toBe('newsince=3&fuel=D');
    expect(page.ok && toBackendQuery(page.filters).get('newsince')).toBe('3');
    const lenient = parseSearchUrl(new URLSearchParams('newsince=5'));
    expect(lenient.ok && lenient.filters.newSince).toBeNull();
    const api = parseBackendQuery(new URLSearchParams('newsince=5'));
    expect(api.ok ? null : api.issue.field).toBe('newsince');
  });
});
