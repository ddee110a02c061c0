import { describe, expect, it } from 'vitest';
import { createFilters } from '../search/search-filters.ts';
import { dealerCarsFilters, dealerCarsPath, parseDealerCarsQuery, withDealerCarsChange, withDealerStock } from './dealer-cars-query.ts';

const parse = (s: string) => parseDealerCarsQuery(new URLSearchParams(s));

describe('dealer cars query', () => {
  it('needs a positive numeric cid', () => {
    for (const s of ['', 'cid=', 'cid=abc', 'cid=0', 'cid=-3', 'cid=1.5']) expect(parse(s)).toBeNull();
    expect(parse('cid=12')?.cid).toBe(12);
  });

  it('defaults to age descending and keeps it out of the address', () => {
    const q = parse('cid=12');
    expect(q).toMatchObject({ sort: 'age', desc: true, page: 1, safemake: null, safemodel: null, origin: null });
    expect(dealerCarsPath(q!)).toBe('/handlerwagen/?cid=12');
  });

  it('reads and writes sort, direction, make, model and page in a fixed order', () => {
    const q = parse('page=3&safemodel=golf&sort=price&cid=5&safemake=vw');
    expect(dealerCarsPath(q!)).toBe('/handlerwagen/?cid=5&safemake=vw&safemodel=golf&sort=price&page=3');
    expect(dealerCarsPath(parse('cid=5&sort=age&desc=0')!)).toBe('/handlerwagen/?cid=5&sort=age');
    expect(dealerCarsPath(parse('cid=5&sort=year&desc=1')!)).toBe('/handlerwagen/?cid=5&sort=year&desc=1');
    expect(parse('cid=5&sort=bogus')).toMatchObject({ sort: 'age', desc: false });
  });

  it('ignores a model without a make and unsafe values', () => {
    expect(parse('cid=5&safemodel=golf')?.safemodel).toBeNull();
    expect(parse('cid=5&safemake=<x>')?.safemake).toBeNull();
  });

  it('keeps the directory origin', () => {
    const q = parse('cid=5&dealerCarsFrom=name%3DAuto&frompage=2');
    expect(dealerCarsPath(q!)).toBe('/handlerwagen/?cid=5&dealerCarsFrom=name%3DAuto&frompage=2');
  });

  it('drops the model when the make is cleared or changed, and the page on every change', () => {
    const q = parse('cid=5&safemake=vw&safemodel=golf&page=4')!;
    expect(withDealerCarsChange(q, { safemake: null })).toMatchObject({ safemake: null, safemodel: null, page: 1 });
    expect(withDealerCarsChange(q, { safemake: 'bmw' })).toMatchObject({ safemake: 'bmw', safemodel: null, page: 1 });
    expect(withDealerCarsChange(q, { safemodel: 'polo' })).toMatchObject({ safemake: 'vw', safemodel: 'polo', page: 1 });
    expect(withDealerCarsChange(q, { sort: 'price', desc: false })).toMatchObject({ safemodel: 'golf', page: 1 });
  });

  it('searches the whole stock of the dealer, accident cars included', () => {
    const f = dealerCarsFilters(parse('cid=5&page=2')!, { make: 74, model: null });
    expect(f).toMatchObject({ sellerId: 5, accident: 'AN', makeModels: [{ make: 74, model: null }], sort: 'age', desc: true, page: 2 });
  });

  it('widens any search of one seller to the whole stock, unless the accident filter was asked for', () => {
    const bySeller = createFilters({ sellerId: 5 });
    expect(withDealerStock(bySeller, false).accident).toBe('AN');
    expect(withDealerStock(bySeller, true)).toBe(bySeller);
    const everyone = createFilters();
    expect(withDealerStock(everyone, false)).toBe(everyone);
  });
});
