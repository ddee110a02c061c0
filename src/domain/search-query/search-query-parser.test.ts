import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBackendQuery, toSearchQuery } from '../search/search-filters.ts';
import { parseBackendQuery, parseSearchUrl } from '../search/search-params.ts';
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
    expect(reading.unrecognized).toEqual(['bis 99999999999999999999999999 € (Preis höchstens € 100.000.000)']);
    expect(parser.parse('Golf Baujahr 2050', now).unrecognized).toEqual([`Baujahr 2050 (Baujahr 1900 bis ${CORPUS_YEAR + 1})`]);
    expect(params('Golf nicht älter als 200 Jahre')).toBe('mmm=74|8401');
    expect(params('Audi im Umkreis von 5000 km um Wien')).not.toContain('zipr=5000');
    expect(params('Golf ab 100000000000 PS')).toBe('mmm=74|8401');
    expect(params('Golf bis 20000 €')).toBe('mmm=74|8401&priceto=20000');
  });

  it('never gives a parameter the search API or the result page refuses, whatever number is typed (issue 36)', () => {
    const templates = [
      'Golf bis N €',
      'ab N km',
      'Kombi N PS',
      'N kW',
      'Reichweite ab N km',
      'N km Reichweite',
      'Schnellladen N kW',
      'Baujahr N',
      'ab Bj. N',
      'nicht älter als N Jahre',
      'vor N Jahren',
      'N Sitzer',
      'Linz N km',
      'im Umkreis von N km um Graz',
      'zwischen N und M €',
      'bis Nk',
      'unter N tkm',
      'N-M',
      'Golf N',
    ];
    const number = fc.oneof(
      fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
      fc.integer({ min: 0, max: 3000 }).map(String),
      fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 9 })).map(([a, b]) => `${a},${b}`),
      fc.integer({ min: 1, max: 999_999 }).map((n) => n.toLocaleString('de-AT').replace(/\u00a0/g, '.')),
    );
    fc.assert(
      fc.property(fc.constantFrom(...templates), number, number, (template, n, m) => {
        const text = template.replace('N', n).replace('M', m);
        const { filters, unrecognized, understood } = parser.parse(text, now);
        const api = parseBackendQuery(toBackendQuery(filters, { omitDefaults: true }), { strict: true });
        const page = parseSearchUrl(toSearchQuery(filters), { strict: true });
        expect(api.ok && page.ok, `${text}: ${api.ok ? '' : api.issue.field} ${page.ok ? '' : page.issue.field}`).toBe(true);
        // the typed number is never dropped silently: understood, or shown back in `unrecognized`
        const shown = [...understood.flatMap((u) => [u.text, u.label]), ...unrecognized].join(' ');
        expect(shown, text).toContain(n);
      }),
      { numRuns: 500 },
    );
  });

  it('searches trims in the ad title and never drops one silently (issue 36)', () => {
    expect(params('octavia rs')).toBe('mmm=60|7001&q=RS');
    expect(parser.parse('octavia rs', now).understood).toContainEqual({ text: 'rs', filter: 'text', label: 'Titel enthält „RS“' });
    expect(params('Audi A4 Avant S line quattro')).toBe('mmm=9|1901&body=5&eq=11&q=S+line');
    expect(params('Tesla Model Y Long Range')).toBe('mmm=67|7702&q=Long+Range');
    expect(params('Mercedes C-Klasse AMG Line T-Modell')).toBe('mmm=47|5701&body=5&q=AMG+Line');
    expect(params('Seat Leon ST')).toBe('mmm=61|7101&body=5');
    // a weak trim word only counts after a model: elsewhere it is shown back
    expect(parser.parse('Kombi Style', now).unrecognized).toEqual(['Style']);
    expect(params('Polo Style')).toBe('mmm=74|8404&q=Style');
  });

  it('reads condition and electric words: the filter where one exists, else shown back whole (issue 36)', () => {
    const reading = parser.parse('Golf unfallfrei scheckheftgepflegt erste Hand Nichtraucher Wärmepumpe', now);
    expect(params('Golf unfallfrei scheckheftgepflegt erste Hand Nichtraucher Wärmepumpe')).toBe('mmm=74|8401&eq=72,49');
    expect(reading.understood.map((u) => u.label)).toContain('Unfallfahrzeuge ausblenden');
    expect(reading.unrecognized).toEqual(['erste Hand', 'Wärmepumpe']);
    expect(params('Enyaq Schnellladen')).toBe('mmm=60|7009&dcfrom=50');
    expect(params('Elektro SUV Schnellladen 150 kW')).toBe('dcfrom=150&fuel=E&body=4');
    expect(params('Elektroauto Reichweite mindestens 400 km')).toBe('rangefrom=400&fuel=E');
    expect(parser.parse('Elektro bis 300 km Reichweite', now).unrecognized).toEqual(['bis 300 km Reichweite (nur „Reichweite ab“ möglich)']);
    expect(params('Unfallwagen Golf unfallfrei')).toContain('ustate=A');
  });

  it('sets nothing for an empty or meaningless text', () => {
    expect(params('')).toBe('');
    expect(parser.parse('asdf qwertz', now).unrecognized).toEqual(['asdf', 'qwertz']);
  });

  it(`gets at least 97 % of the ${SEARCH_QUERY_CORPUS.length} corpus queries exactly right`, () => {
    expect(SEARCH_QUERY_CORPUS.length).toBeGreaterThanOrEqual(500);
    const result = evaluateCorpus(parser, catalogue, SEARCH_QUERY_CORPUS, now);
    expect(result.exact / result.total, result.failures.map((f) => `${f.query}: ${f.actual} ≠ ${f.expected}`).join('\n')).toBeGreaterThanOrEqual(0.97);
  });
});
