/**
 * Side by side in one run: the same unique searches (result page + total + facet counts) through
 * (a) our engine in this process, (b) PostgreSQL with B-tree indexes and (c) Orama, one search at a
 * time, the systems taking turns per search (which one goes first rotates) so a busy machine
 * disturbs all alike; each system gets an equal share of the time budget, so a slow one stops early
 * while the others go on. Reports latency per system, the ratio to the engine on the same searches
 * and how often totals and facet counts agree with the engine's.
 *
 * Known differences by design: free-text searches are left out (each system tokenises differently),
 * 'Beste Ergebnisse' is ordered newest-first by the references (so page ids are not compared), and
 * Orama's radius test uses a mean earth radius 9 m shorter than ours (a car exactly on a radius' edge
 * could differ; none did in the runs of 2026-11-25, where totals and facets agreed for every search).
 */
import type { DbHandle } from '#src/db/connect.server.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { SearchEngine } from '#src/search/search-engine.server.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { COMPARED_FACETS, isComparable, loadComparisonDocs, type ComparedSystem, type ComparisonAnswer } from './comparison-docs.ts';
import { createOramaBaseline } from './orama-baseline.ts';
import { createPostgresBaseline } from './postgres-baseline.ts';
import { searchMix, uncachedVariant } from '../scripts/request-mix.ts';

export interface SystemFigures {
  name: string;
  queries: number;
  p50: number;
  p95: number;
  ratioP50: number;
  ratioP95: number;
  totalsAgree: number;
  facetsAgree: number;
  setup: string;
}
export interface ComparisonReport {
  documents: number;
  queries: number;
  systems: SystemFigures[];
  disagreements: string[];
}

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

/** Heap plus ArrayBuffer memory (the engine's columns are typed arrays outside the heap), after a full GC when exposed. */
function memoryMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return Math.round((m.heapUsed + m.arrayBuffers) / 1048576);
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
      return Promise.resolve({
        ids: page.ids,
        total: totalCount,
        facets: Object.fromEntries(COMPARED_FACETS.map((f) => [f, counters[f]])) as ComparisonAnswer['facets'],
      });
    },
  };
}

export async function compareSystems(options: {
  handle: DbHandle;
  pgAdminUrl: string;
  pgDatabase: string;
  seconds: number;
  maxQueries: number;
  log: (line: string) => void;
}): Promise<ComparisonReport> {
  const { handle, log } = options;
  const docs = await loadComparisonDocs(handle);
  const started = Date.now();
  const memoryBefore = memoryMb();
  const engine = await SearchEngine.create({ db: handle, taxonomy: await loadTaxonomy(handle.db), pollIntervalMs: 0 });
  const engineLoad = `index built in ${((Date.now() - started) / 1000).toFixed(1)} s, +${memoryMb() - memoryBefore} MB heap and typed arrays`;
  const postgres = await createPostgresBaseline(options.pgAdminUrl, options.pgDatabase, docs);
  log(`[compare] ${docs.length.toLocaleString('en')} documents; engine ${engineLoad}; PostgreSQL table ready in ${(postgres.loadMs / 1000).toFixed(1)} s`);
  const orama = await createOramaBaseline(docs);
  log(`[compare] Orama loaded in ${(orama.loadMs / 1000).toFixed(1)} s (+${orama.heapMb} MB heap and array buffers)`);
  const systems: ComparedSystem[] = [engineSystem(engine), postgres, orama];
  const setups = [
    engineLoad,
    `one table, B-tree indexes, ready in ${(postgres.loadMs / 1000).toFixed(0)} s`,
    `load ${(orama.loadMs / 1000).toFixed(0)} s, +${orama.heapMb} MB heap and array buffers`,
  ];
  /** per system, per search: ms, or undefined when the system had used up its share of the time */
  const latencies = systems.map(() => [] as (number | undefined)[]);
  const spent = systems.map(() => 0);
  const agreeTotals = systems.map(() => 0);
  const agreeFacets = systems.map(() => 0);
  const disagreements: string[] = [];
  const queries = comparisonQueries(options.maxQueries);
  // Each system gets an equal share of the time, so a slow one (Orama at 1M) stops early and the others go on.
  const share = (options.seconds * 1000) / systems.length;
  const within = (s: number) => (spent[s] ?? 0) < share;
  try {
    for (const [q, filters] of queries.entries()) {
      if (!systems.some((_, s) => s > 0 && within(s))) break;
      const answers: (ComparisonAnswer | undefined)[] = [];
      for (let k = 0; k < systems.length; k++) {
        const s = (q + k) % systems.length;
        if (!within(s) && s > 0) continue;
        const t0 = performance.now();
        answers[s] = await (systems[s] as ComparedSystem).answer(filters);
        const ms = performance.now() - t0;
        (latencies[s] as (number | undefined)[])[q] = ms;
        spent[s] = (spent[s] ?? 0) + ms;
      }
      const reference = answers[0] as ComparisonAnswer;
      answers.forEach((a, s) => {
        if (!a) return;
        if (a.total === reference.total) agreeTotals[s] = (agreeTotals[s] ?? 0) + 1;
        else if (disagreements.length < 5)
          disagreements.push(`${systems[s]?.name}: total ${a.total} vs engine ${reference.total} for ${JSON.stringify(filters)}`);
        if (COMPARED_FACETS.every((f) => sameCounts(a.facets[f], reference.facets[f]))) agreeFacets[s] = (agreeFacets[s] ?? 0) + 1;
      });
    }
  } finally {
    await engine.close();
    await postgres.close();
  }
  const sortedOf = (values: readonly (number | undefined)[]) => values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  const engineTimes = latencies[0] ?? [];
  return {
    documents: docs.length,
    queries: sortedOf(engineTimes).length,
    disagreements,
    systems: systems.map((s, i) => {
      const own = latencies[i] ?? [];
      const sorted = sortedOf(own);
      // The ratio compares the same searches: the engine's times on the searches this system answered.
      const base = sortedOf(own.map((v, q) => (v === undefined ? undefined : engineTimes[q])));
      return {
        name: s.name,
        queries: sorted.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        ratioP50: percentile(sorted, 0.5) / percentile(base, 0.5),
        ratioP95: percentile(sorted, 0.95) / percentile(base, 0.95),
        totalsAgree: (agreeTotals[i] ?? 0) / Math.max(1, sorted.length),
        facetsAgree: (agreeFacets[i] ?? 0) / Math.max(1, sorted.length),
        setup: setups[i] ?? '',
      };
    }),
  };
}
