/**
 * Side by side in one run: the same unique searches (result page + total + facet counts) through
 * (a) our engine in this process, (b) PostgreSQL with B-tree indexes and (c) Orama, one search at a
 * time, the systems taking turns per search (which one goes first rotates) so a busy machine
 * disturbs all alike. Reports latency per system, the ratio to the engine and how often totals and
 * facet counts agree with the engine's.
 */
import type { DbHandle } from '#src/db/connect.server.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { SearchEngine } from '#src/search/search-engine.server.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { COMPARED_FACETS, isComparable, loadComparisonDocs, type ComparedSystem, type ComparisonAnswer } from './comparison-docs.ts';
import { createOramaBaseline } from './orama-baseline.ts';
import { createPostgresBaseline } from './postgres-baseline.ts';
import { searchMix, uncachedVariant } from './request-mix.ts';

export interface SystemFigures { name: string; queries: number; p50: number; p95: number; ratioP50: number; ratioP95: number; totalsAgree: number; facetsAgree: number; setup: string }
export interface ComparisonReport { documents: number; queries: number; systems: SystemFigures[]; disagreements: string[] }

/** `count` realistic searches, each unique (different seeds of the mix, plus a bound no car reaches), that all three systems can express. */
export function comparisonQueries(count: number): SearchFilters[] {
  const out: SearchFilters[] = [];
  for (let round = 0; out.length < count; round++) {
    searchMix(3000 + round).forEach(({ filters }, i) => {
      if (out.length < count && isComparable(filters)) out.push(uncachedVariant(filters, round * 1000 + i));
    });
  }
  return out;
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number);
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
};

function engineSystem(engine: SearchEngine): ComparedSystem {
  return {
    name: 'engine (in-process)',
    answer(filters) {
      const page = engine.search(filters);
      const { totalCount, counters } = engine.counters(filters);
      return Promise.resolve({ ids: page.ids, total: totalCount, facets: Object.fromEntries(COMPARED_FACETS.map((f) => [f, counters[f]])) as ComparisonAnswer['facets'] });
    },
  };
}

export async function compareSystems(options: { handle: DbHandle; pgAdminUrl: string; pgDatabase: string; seconds: number; maxQueries: number; log: (line: string) => void }): Promise<ComparisonReport> {
  const { handle, log } = options;
  const docs = await loadComparisonDocs(handle);
  let started = Date.now();
  const engine = await SearchEngine.create({ db: handle, taxonomy: await loadTaxonomy(handle.db), pollIntervalMs: 0 });
  const engineLoad = `index built in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  const postgres = await createPostgresBaseline(options.pgAdminUrl, options.pgDatabase, docs);
  log(`[compare] ${docs.length.toLocaleString('en')} documents; engine ${engineLoad}; PostgreSQL table ready in ${(postgres.loadMs / 1000).toFixed(1)} s`);
  const orama = await createOramaBaseline(docs);
  log(`[compare] Orama loaded in ${(orama.loadMs / 1000).toFixed(1)} s (+${orama.heapMb} MB heap)`);
  const systems: ComparedSystem[] = [engineSystem(engine), postgres, orama];
  const setups = [engineLoad, `one table, B-tree indexes, ready in ${(postgres.loadMs / 1000).toFixed(0)} s`, `load ${(orama.loadMs / 1000).toFixed(0)} s, +${orama.heapMb} MB heap`];
  const latencies = systems.map(() => [] as number[]);
  const agreeTotals = systems.map(() => 0);
  const agreeFacets = systems.map(() => 0);
  const disagreements: string[] = [];
  const queries = comparisonQueries(options.maxQueries);
  let done = 0;
  started = Date.now();
  try {
    for (const [q, filters] of queries.entries()) {
      if (Date.now() - started > options.seconds * 1000) break;
      const answers: ComparisonAnswer[] = [];
      for (let k = 0; k < systems.length; k++) {
        const s = (q + k) % systems.length;
        const t0 = performance.now();
        answers[s] = await (systems[s] as ComparedSystem).answer(filters);
        latencies[s]?.push(performance.now() - t0);
      }
      const reference = answers[0] as ComparisonAnswer;
      answers.forEach((a, s) => {
        if (a.total === reference.total) agreeTotals[s] = (agreeTotals[s] ?? 0) + 1;
        else if (disagreements.length < 5) disagreements.push(`${systems[s]?.name}: total ${a.total} vs engine ${reference.total} for ${JSON.stringify(filters)}`);
        if (COMPARED_FACETS.every((f) => sameCounts(a.facets[f], reference.facets[f]))) agreeFacets[s] = (agreeFacets[s] ?? 0) + 1;
      });
      done++;
    }
  } finally {
    await engine.close();
    await postgres.close();
  }
  const base = latencies[0]?.sort((a, b) => a - b) ?? [];
  return {
    documents: docs.length,
    queries: done,
    disagreements,
    systems: systems.map((s, i) => {
      const sorted = latencies[i]?.sort((a, b) => a - b) ?? [];
      return {
        name: s.name, queries: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95),
        ratioP50: percentile(sorted, 0.5) / percentile(base, 0.5), ratioP95: percentile(sorted, 0.95) / percentile(base, 0.95),
        totalsAgree: (agreeTotals[i] ?? 0) / Math.max(1, done), facetsAgree: (agreeFacets[i] ?? 0) / Math.max(1, done), setup: setups[i] ?? '',
      };
    }),
  };
}
