import { describe, expect, it } from 'vitest';
import { dealerCarsFromDirectoryPath, dealerDirectoryPath, directoryBackPath, normaliseDealerSearch, parsePageParam } from './dealer-directory-query.ts';

describe('dealer directory query', () => {
  it('trims values and uses only those longer than one character', () => {
    expect(normaliseDealerSearch({ name: '  Auto  ', city: ' G ', zip: '8' })).toEqual({ name: 'Auto', city: null, zip: null });
    expect(normaliseDealerSearch({ name: 'ab', city: 'Graz', zip: '80' })).toEqual({ name: 'ab', city: 'Graz', zip: '80' });
    expect(normaliseDealerSearch(new URLSearchParams('name=&city=&zip='))).toEqual({ name: null, city: null, zip: null });
  });

  it('builds the plain list without values and a fixed order with them', () => {
    expect(dealerDirectoryPath({ name: null, city: null, zip: null })).toBe('/anbieterverzeichnis/');
    expect(dealerDirectoryPath({ name: 'Auto Huber', city: 'Graz', zip: '8010' }, 3)).toBe('/anbieterverzeichnis/?name=Auto+Huber&city=Graz&zip=8010&page=3');
    expect(dealerDirectoryPath({ name: null, city: 'Wien', zip: null }, 1)).toBe('/anbieterverzeichnis/?city=Wien');
  });

  it('adds the make in stock and the place distances are measured from (issue 27 point 9)', () => {
    const search = normaliseDealerSearch(new URLSearchParams('marke=skoda&standort=+4020+Linz+'));
    expect(search).toEqual({ name: null, city: null, zip: null, make: 'skoda', near: '4020 Linz' });
    expect(dealerDirectoryPath(search, 2)).toBe('/anbieterverzeichnis/?marke=skoda&standort=4020+Linz&page=2');
    expect(normaliseDealerSearch(new URLSearchParams('marke=%3Cscript%3E'))).toEqual({ name: null, city: null, zip: null });
  });

  it('reads pages leniently', () => {
    expect(parsePageParam('4')).toBe(4);
    for (const v of ['0', '-1', 'x', '1.5', '', null, undefined, '99999999']) expect(parsePageParam(v)).toBe(1);
  });

  it('links a dealer with cid, dealerCarsFrom and frompage, and leads back', () => {
    const path = dealerCarsFromDirectoryPath(42, { name: 'Auto', city: null, zip: null }, 2);
    expect(path).toBe('/handlerwagen/?cid=42&dealerCarsFrom=name%3DAuto&frompage=2');
    expect(directoryBackPath(new URL(path, 'http://x').searchParams)).toBe('/anbieterverzeichnis/?name=Auto&page=2');
    expect(directoryBackPath(new URLSearchParams('cid=42'))).toBeNull();
    expect(directoryBackPath(new URLSearchParams('cid=42&dealerCarsFrom=&frompage=1'))).toBe('/anbieterverzeichnis/');
  });
});
