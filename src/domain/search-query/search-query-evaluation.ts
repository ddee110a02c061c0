/**
 * Accuracy of the free-text search over its corpus (issue 29 point 5): a query counts as right
 * when the backend parameters it gives are exactly the expected ones, nothing missing and nothing
 * more. Used by the corpus unit test and `npm run search-query:evaluate`.
 */
import { toBackendQuery } from '../search/search-filters.ts';
import type { SearchQueryParser } from './search-query-parser.ts';
import { normaliseWord, type SearchQueryCatalogue } from './search-query-words.ts';

/** The parameters compared, grouped by the filter they belong to (the per-kind figures). */
const KIND_OF_PARAM: Record<string, string> = {
  mmm: 'make/model',
  pricefrom: 'price',
  priceto: 'price',
  fregfrom: 'registration',
  fregto: 'registration',
  kmfrom: 'mileage',
  kmto: 'mileage',
  powerfrom: 'power',
  powerto: 'power',
  powertype: 'power',
  zip: 'place',
  zipr: 'place',
  bundesland: 'state',
  body: 'body',
  fuel: 'fuel',
  gear: 'gear',
  eq: 'equipment',
  vatded: 'equipment',
  seatsfrom: 'seats',
  seatsto: 'seats',
  bcol: 'colour',
  custtype: 'seller',
  offer: 'offer',
  pricerating: 'price rating',
  sort: 'sort',
  desc: 'sort',
  ustate: 'accident',
  rangefrom: 'electric',
  dcfrom: 'electric',
  q: 'ad text',
};
const UNORDERED = new Set(['mmm', 'body', 'fuel', 'gear', 'eq', 'bcol', 'offer', 'pricerating']);

export interface QueryOutcome {
  query: string;
  expected: string;
  actual: string;
  ok: boolean;
}
export interface CorpusEvaluation {
  total: number;
  exact: number;
  /** per filter kind: queries that expect or produce it, and how many of those have it exactly right */
  kinds: { kind: string; total: number; exact: number }[];
  failures: QueryOutcome[];
}

/** 'VW Golf,BMW' → '74|8401,13|' with the catalogue's ids. */
function makeModelIds(catalogue: SearchQueryCatalogue, names: string): string {
  return names
    .split(',')
    .map((entry) => {
      const wanted = normaliseWord(entry.trim());
      const make = [...catalogue.makes]
        .sort((a, b) => b.name.length - a.name.length)
        .find((m) => wanted === normaliseWord(m.name) || wanted.startsWith(`${normaliseWord(m.name)} `));
      if (!make) throw new Error(`corpus: unknown make in '${entry}'`);
      const modelName = wanted.slice(normaliseWord(make.name).length).trim();
      if (modelName === '') return `${make.id}|`;
      const model = make.models.find((m) => normaliseWord(m.name) === modelName);
      if (!model) throw new Error(`corpus: unknown model in '${entry}'`);
      return `${make.id}|${model.id}`;
    })
    .join(',');
}

/** Parameters as comparable text: sorted keys, set-like lists sorted, implied values dropped. */
function canonical(params: URLSearchParams): string {
  const pairs: string[] = [];
  for (const [key, value] of params) {
    if (key === 'lat' || key === 'lon' || (key === 'powertype' && value === 'ps')) continue;
    pairs.push(`${key}=${UNORDERED.has(key) ? value.split(',').sort().join(',') : value}`);
  }
  return pairs.sort().join('&');
}

export function expectedParams(catalogue: SearchQueryCatalogue, expected: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const part of expected === '' ? [] : expected.split('&')) {
    const [key = '', value = ''] = part.split('=');
    params.set(key, key === 'mmm' ? makeModelIds(catalogue, value) : value);
  }
  return params;
}

function byKind(params: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of params === '' ? [] : params.split('&')) {
    const kind = KIND_OF_PARAM[pair.slice(0, pair.indexOf('='))] ?? 'other';
    out.set(kind, [out.get(kind), pair].filter(Boolean).join('&'));
  }
  return out;
}

export function evaluateCorpus(
  parser: SearchQueryParser,
  catalogue: SearchQueryCatalogue,
  corpus: readonly (readonly [string, string])[],
  now: Date,
): CorpusEvaluation {
  const kinds = new Map<string, { total: number; exact: number }>();
  const failures: QueryOutcome[] = [];
  let exact = 0;
  for (const [query, expectedText] of corpus) {
    const expected = canonical(expectedParams(catalogue, expectedText));
    const actual = canonical(toBackendQuery(parser.parse(query, now).filters, { omitDefaults: true }));
    const ok = expected === actual;
    if (ok) exact += 1;
    else failures.push({ query, expected, actual, ok });
    const want = byKind(expected);
    const got = byKind(actual);
    for (const kind of new Set([...want.keys(), ...got.keys()])) {
      const entry = kinds.get(kind) ?? { total: 0, exact: 0 };
      entry.total += 1;
      if (want.get(kind) === got.get(kind)) entry.exact += 1;
      kinds.set(kind, entry);
    }
  }
  return {
    total: corpus.length,
    exact,
    kinds: [...kinds].map(([kind, v]) => ({ kind, ...v })).sort((a, b) => b.total - a.total),
    failures,
  };
}
