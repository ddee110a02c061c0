/**
 * npx tsx bench/listing-read-queries.ts [--pages=200] [--listings=104000] [--db-prefix=gw_bench] [--dialects=sqlite,postgres]
 *
 * What reading a result page's cars back costs the database when none of them is cached (a search
 * nobody made in the last 30 s): on the databases `npm run bench` seeded, a fresh listing reader
 * reads `--pages` pages of 20 random cars one after another. Prints the statements per page, the
 * round trips one after another (statements started while none was running begin a new one) and
 * p50/p95 of the page's read time, per dialect. BENCH_ROOT=<checkout> reads with another checkout's
 * listing reader (e.g. the commit before a change) on the same databases, for before/after.
 */
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type * as Connect from '#src/db/connect.server.ts';
import type * as Reader from '#src/listings/listing-reader.server.ts';
import type * as Taxonomy from '#src/taxonomy/taxonomy.server.ts';
import { createSeededRandom } from '#src/domain/random/seeded-random.ts';
import { SEARCH_PAGE_SIZE } from '#src/domain/search/search-options.ts';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const { connectDatabase } = (await import(path.join(ROOT, 'src/db/connect.server.ts'))) as typeof Connect;
const { createListingReader } = (await import(path.join(ROOT, 'src/listings/listing-reader.server.ts'))) as typeof Reader;
const { loadTaxonomy } = (await import(path.join(ROOT, 'src/taxonomy/taxonomy.server.ts'))) as typeof Taxonomy;

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'] as const;
  }),
);
const PAGES = Number(args.get('pages') ?? 200);
const LISTINGS = Number(args.get('listings') ?? 104_000);
const DB_PREFIX = args.get('db-prefix') ?? 'gw_bench';
const DIALECTS = (args.get('dialects') ?? 'sqlite,postgres').split(',') as Connect.DialectName[];
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Counts statements, the round trips they took one after another and the time spent waiting for them. */
class StatementCounter implements KyselyPlugin {
  statements = 0;
  roundTrips = 0;
  waitedMs = 0;
  private running = 0;
  private since = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements++;
    if (this.running++ === 0) {
      this.roundTrips++;
      this.since = performance.now();
    }
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (--this.running === 0) this.waitedMs += performance.now() - this.since;
    return Promise.resolve(args.result);
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

for (const dialect of DIALECTS) {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${DB_PREFIX}_${LISTINGS}`;
  const dataDir = path.join(os.tmpdir(), DB_PREFIX.replace(/_/g, '-'), `${dialect}-${LISTINGS}`);
  const handle = connectDatabase({
    databaseUrl: dialect === 'postgres' ? url.toString() : undefined,
    sqliteFile: path.join(dataDir, 'marketplace.sqlite'),
  });
  const taxonomy = await loadTaxonomy(handle.db);
  const counter = new StatementCounter();
  const db = handle.db.withPlugin(counter);
  const random = createSeededRandom(4711);
  const times: number[] = [];
  const waits: number[] = [];
  let cars = 0;
  // The first pages warm the JIT and the connections; they are not counted.
  const warmup = 20;
  for (let page = 0; page < PAGES + warmup; page++) {
    const reader = createListingReader({ db, taxonomy, carCount: () => 1 });
    const ids = Array.from({ length: SEARCH_PAGE_SIZE }, () => random.int(1, LISTINGS));
    if (page === warmup) {
      counter.statements = 0;
      counter.roundTrips = 0;
    }
    const started = performance.now();
    const waitedBefore = counter.waitedMs;
    const found = await reader.getListingsJson(ids);
    if (page >= warmup) {
      times.push(performance.now() - started);
      waits.push(counter.waitedMs - waitedBefore);
      cars += found.length;
    }
  }
  times.sort((a, b) => a - b);
  waits.sort((a, b) => a - b);
  console.log(
    `[${dialect}] ${PAGES} pages of ${SEARCH_PAGE_SIZE} uncached cars (${(cars / PAGES).toFixed(1)} found): ` +
      `${(counter.statements / PAGES).toFixed(2)} statements, ${(counter.roundTrips / PAGES).toFixed(2)} round trips one after another per page; ` +
      `read p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ` +
      `of which waiting for the database p50 ${percentile(waits, 0.5).toFixed(2)} ms, p95 ${percentile(waits, 0.95).toFixed(2)} ms`,
  );
  await handle.close();
}
