import { describe, expect, it } from 'vitest';
import { toBackendQuery } from '../search/search-filters.ts';
import { builtInSearchQueryCatalogue } from './built-in-catalogue.ts';
import { CORPUS_YEAR, SEARCH_QUERY_CORPUS } from './search-query-corpus.ts';
import { evaluateCorpus } from './search-query-evaluation.ts';
import { compileSearchQueryParser } from './search-query-parser.ts';

const catalogue = builtInSearchQueryCatalogue();
const parser = compileSearchQueryParser(catalogue);
const now = new Date(`${CORPUS_YEAR}-06-01T12:00:00Z`);
const params = (text: string) => decodeURIComponent(toBackendQuery(parser.parse(text, now).filters, { omitDefaults: true }).toString());

describe('free-text search parser', () => {
  it("reads the issue's examples exactly", () => {
    expect(params('VW Golf Diesel bis 20.000 €')).toBe('mmm=74|8401&priceto=20000&fuel=D');
    expect(params('Skoda Octavia Kombi Diesel Automatik bis 20000 Euro ab 2018')).toBe('mmm=60|7001&priceto=20000&fregfrom=2018&fuel=D&body=5&gear=2');
    expect(params('Ford Focus in Graz')).toBe('mmm=29|3901&zip=Graz&lat=47.0707&lon=15.4395&zipr=50');
  });

  it('says what it understood, as typed, and keeps every word it did not use', () => {
    const reading = parser.parse('Suche Octavia Kombi mit Wärmepumpe ohne AHK bis 20k bei Linz', now);
    expect(reading.understood).toEqual([
      { text: 'Octavia', filter: 'model', label: 'Octavia' },
      { text: 'Kombi', filter: 'body', label: 'Kombi' },
      { text: 'bis 20k', filter: 'price', label: 'Preis bis € 20.000' },
      { text: 'Linz', filter: 'place', label: 'Linz (50 km)' },
    ]);
    expect(reading.unrecognized).toEqual(['Wärmepumpe', 'ohne', 'AHK']);
    expect(reading.filters.equipment).toEqual([]);
  });

  it('reads age phrases against the given date', () => {
    expect(params('nicht älter als 5 Jahre')).toBe(`fregfrom=${CORPUS_YEAR - 5}`);
    expect(toBackendQuery(parser.parse('nicht älter als 5 Jahre', new Date('2030-01-01')).filters, { omitDefaults: true }).get('fregfrom')).toBe('2025');
  });

  it('reads an electric range as the range filter, never as the mileage (issue 36)', () => {
    expect(params('e-auto reichweite 400 km graz')).toBe('rangefrom=400&fuel=E&zip=Graz&lat=47.0707&lon=15.4395&zipr=50');
    expect(params('Elektro Reichweite ab 350 km')).toBe('rangefrom=350&fuel=E');
    expect(params('Tesla 500 km Reichweite')).toContain('rangefrom=500');
    expect(parser.parse('reichweite 400 km', now).understood).toEqual([{ text: 'reichweite 400 km', filter: 'evRange', label: 'Reichweite ab 400 km' }]);
  });

  it('keeps a number no filter takes in `unrecognized` instead of a parameter the search API refuses (issue 36)', () => {
    const reading = parser.parse('Golf bis 99999999999999999999999999 €', now);
    expect(params('Golf bis 99999999999999999999999999 €')).toBe('mmm=74|8401');
    expect(reading.unrecognized).toEqual(['99999999999999999999999999']);
    expect(params('Golf ab 100000000000 PS')).toBe('mmm=74|8401');
    expect(params('Golf bis 20000 €')).toBe('mmm=74|8401&priceto=20000');
  });

  it('sets nothing for an empty or meaningless text', () => {
    expect(params('')).toBe('');
    expect(parser.parse('asdf qwertz', now).unrecognized).toEqual(['asdf', 'qwertz']);
  });

  it(`gets at least 95 % of the ${SEARCH_QUERY_CORPUS.length} corpus queries exactly right`, () => {
    expect(SEARCH_QUERY_CORPUS.length).toBeGreaterThanOrEqual(300);
    const result = evaluateCorpus(parser, catalogue, SEARCH_QUERY_CORPUS, now);
    expect(result.exact / result.total, result.failures.map((f) => `${f.query}: ${f.actual} ≠ ${f.expected}`).join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
