/**
 * `npm run search-query:evaluate`: exact-match accuracy of the free-text search over its corpus,
 * overall and per filter kind, the queries it still gets wrong, then the parse time (p50/p95/max
 * over every corpus query, after a warm-up) — a measurement, never a test.
 */
import { builtInSearchQueryCatalogue } from '../src/domain/search-query/built-in-catalogue.ts';
import { CORPUS_YEAR, SEARCH_QUERY_CORPUS } from '../src/domain/search-query/search-query-corpus.ts';
import { evaluateCorpus } from '../src/domain/search-query/search-query-evaluation.ts';
import { compileSearchQueryParser } from '../src/domain/search-query/search-query-parser.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run search-query:evaluate\n  Trefferquote der Freitextsuche über ihr Korpus, je Filterart, die noch falsch gelesenen Anfragen und die Lesezeit.',
);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const catalogue = builtInSearchQueryCatalogue();
const compileStart = performance.now();
const parser = compileSearchQueryParser(catalogue);
const compileMs = performance.now() - compileStart;
const now = new Date(`${CORPUS_YEAR}-06-01T12:00:00Z`);
const result = evaluateCorpus(parser, catalogue, SEARCH_QUERY_CORPUS, now);

console.log(`Free-text search: ${result.exact} of ${result.total} queries exactly right (${percent(result.exact, result.total)})\n`);
console.log('| filter kind | queries | exactly right |\n|---|---:|---:|');
for (const k of result.kinds) console.log(`| ${k.kind} | ${k.total} | ${percent(k.exact, k.total)} |`);
if (result.failures.length > 0) {
  console.log('\nStill wrong:');
  for (const f of result.failures) console.log(`- "${f.query}"\n    expected ${f.expected || '(nothing)'}\n    got      ${f.actual || '(nothing)'}`);
}

// parse time: every corpus query 20 times after a warm-up round
const queries = SEARCH_QUERY_CORPUS.map(([q]) => q);
for (const q of queries) parser.parse(q, now);
const times: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const q of queries) {
    const start = performance.now();
    parser.parse(q, now);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(3);
console.log(
  `\nParse time over ${times.length} parses: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${(times.at(-1) ?? 0).toFixed(3)} ms; index built once in ${compileMs.toFixed(1)} ms`,
);
