import { describe, expect, it } from 'vitest';
import { searchDescription, searchHeadline, searchRobots, searchTitle } from './search-seo.ts';

describe('search page words', () => {
  const golfInGraz = { makeModel: 'VW Golf', offerType: null, place: 'Graz', totalCount: '1.234' };

  it('builds the headline from count, make, model, offer type and place', () => {
    expect(searchHeadline(golfInGraz)).toBe('1.234 VW Golf Gebrauchtwagen in Graz');
    expect(searchHeadline({ makeModel: null, offerType: 'Neuwagen', place: null, totalCount: '12' })).toBe('12 Neuwagen');
  });

  it('puts the total into title and description and the page into the title from page 2', () => {
    expect(searchTitle(golfInGraz, 1)).toBe('VW Golf Gebrauchtwagen in Graz kaufen – 1.234 Angebote');
    expect(searchTitle(golfInGraz, 3)).toBe('VW Golf Gebrauchtwagen in Graz kaufen – 1.234 Angebote – Seite 3');
    expect(searchTitle({ ...golfInGraz, totalCount: '1' }, 1)).toContain('1 Angebot');
    expect(searchDescription(golfInGraz)).toMatch(/^1\.234 VW Golf Gebrauchtwagen in Graz /);
  });

  it('indexes only page 1 with results', () => {
    expect(searchRobots(1, 5)).toBe('index,follow');
    expect(searchRobots(2, 5)).toBe('noindex,follow');
    expect(searchRobots(1, 0)).toBe('noindex,follow');
  });
});
