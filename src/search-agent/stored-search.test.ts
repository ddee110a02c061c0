import { describe, expect, it } from 'vitest';
import type { SearchPathTaxonomy } from '../domain/search/search-path.ts';
import { normaliseSearchString, storedSearchPath } from './stored-search.ts';

const taxonomy: SearchPathTaxonomy = { makes: [{ id: 74, name: 'VW', safeValue: 'vw', models: [{ id: 1234, name: 'Golf', safeValue: 'golf' }] }] };

describe('normaliseSearchString', () => {
  it('keeps only searchable values in the canonical order', () => {
    const a = normaliseSearchString('?priceto=15000&make=74&sort=price&desc=1&page=4&notification=94-0&foo=bar', taxonomy);
    const b = normaliseSearchString('make=74&priceto=15000', taxonomy);
    expect(a).toMatchObject({ ok: true, searchString: 'make=74&priceto=15000' });
    expect(b).toMatchObject({ ok: true, searchString: 'make=74&priceto=15000' });
  });

  it('turns a pretty path or a full URL into filters', () => {
    expect(normaliseSearchString('/angebote/vw/golf/?fuel=D', taxonomy)).toMatchObject({ ok: true, searchString: 'make=74&model=1234&fuel=D' });
    expect(normaliseSearchString('https://www.gebrauchtwagen.at/angebote/vw/', taxonomy)).toMatchObject({ ok: true, searchString: 'make=74' });
    expect(normaliseSearchString('/angebote/steiermark/', taxonomy)).toMatchObject({ ok: true, searchString: 'bundesland=steiermark' });
    expect(normaliseSearchString('', taxonomy)).toMatchObject({ ok: true, searchString: '' });
  });

  it('rejects unknown paths', () => {
    expect(normaliseSearchString('/angebote/gibtsnicht/', taxonomy)).toEqual({ ok: false });
    expect(normaliseSearchString('/angebote/%E0%A4%A/', taxonomy)).toEqual({ ok: false });
  });

  it('builds result-page links', () => {
    expect(storedSearchPath('make=74', { notification: '94-0' })).toBe('/angebote/?make=74&notification=94-0');
    expect(storedSearchPath('')).toBe('/angebote/');
  });
});
