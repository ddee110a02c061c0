/**
 * npx tsx bench/engine-compare.ts [--data-dir=DIR] [--against=main] [--rounds=14] [--verify]
 *
 * The search engine in-process against an earlier version of itself, on the same seeded inventory
 * (DATA_DIR's SQLite database, e.g. after `npm run seed -- --listings 1000000`) and the same unique
 * realistic queries (scripts/request-mix.ts, cache-busting variants): per query a result page, the total
 * and the facet counters, timed one by one and alternating engine by engine, so machine load
 * disturbs both alike. The earlier engine's src/search files are taken from git (`--against`) into
 * the OS temp folder and loaded from there; nothing of it stays in the product. Prints p50/p95 per
 * engine and operation, their ratio, the memory each index added, and (--verify) any query whose
 * ids, total or counters differ.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { parseSearchUrl } from '#src/domain/search/search-params.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { SearchEngine } from '#src/search/search-engine.server.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { endpointMixes } from '../scripts/request-mix.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'] as const;
  }),
);
const DATA_DIR = path.resolve(args.get('data-dir') ?? process.env.DATA_DIR ?? './data');
const AGAINST = args.get('against') ?? 'main';
const ROUNDS = Number(args.get('rounds') ?? 14);
const VERIFY = args.has('verify');
const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '..');

/** The public surface both engine versions share. */
interface Engine {
  search(filters: SearchFilters, request?: { page?: number; pageSize?: number }): { ids: number[]; metadata: { totalItems: number } };
  count(filters: SearchFilters): number;
  counters(filters: SearchFilters): unknown;
  close(): Promise<void>;
}
interface EngineClass {
  create(options: { db: unknown; taxonomy: unknown; pollIntervalMs: number }): Promise<Engine>;
}

/** Copies the earlier engine's files out of git; its imports of other layers point at today's modules. */
function checkoutEarlierEngine(): string {
  const base = path.join(os.tmpdir(), `engine-compare-${AGAINST.replace(/[^\w.-]/g, '_')}`);
  const dir = path.join(base, 'search');
  fs.rmSync(base, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // An ES module package that finds the project's dependencies.
  fs.writeFileSync(path.join(base, 'package.json'), '{ "type": "module" }\n');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(base, 'node_modules'));
  const files = execFileSync('git', ['ls-tree', '--name-only', `${AGAINST}:src/search`], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const text = execFileSync('git', ['show', `${AGAINST}:src/search/${file}`], { cwd: root, encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, file), text.replaceAll("from '../", `from '${root}/src/`));
  }
  return path.join(dir, 'search-engine.server.ts');
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

function memory(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

async function settle(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 50));
  }
  return memory();
}

const handle = connectDatabase({ sqliteFile: path.join(DATA_DIR, 'marketplace.sqlite') });
await migrateToLatest(handle);
const taxonomy = await loadTaxonomy(handle.db);
const Earlier = (await import(checkoutEarlierEngine())) as { SearchEngine: EngineClass };

const engines: { name: string; engine: Engine; bytes: number; loadMs: number }[] = [];
for (const [name, Ctor] of [
  [AGAINST, Earlier.SearchEngine],
  ['this branch', SearchEngine as unknown as EngineClass],
] as const) {
  const before = await settle();
  const started = performance.now();
  const engine = await Ctor.create({ db: handle, taxonomy, pollIntervalMs: 0 });
  const loadMs = performance.now() - started;
  engines.push({ name, engine, loadMs, bytes: (await settle()) - before });
}

const queries = (endpointMixes({ listings: 0, unique: true, rounds: ROUNDS }).find((m) => m.name === 'search-listings')?.paths ?? []).map((p) => {
  const parsed = parseSearchUrl(new URLSearchParams(p.slice(p.indexOf('?') + 1)), { strict: false });
  if (!parsed.ok) throw new Error(`unparsable query ${p}`);
  return parsed.filters;
});

const OPS = ['search', 'total', 'counters'] as const;
const times = engines.map(() => ({ search: [] as number[], total: [] as number[], counters: [] as number[], all: [] as number[] }));
const answers: unknown[][] = engines.map(() => []);
const WARMUP = 200;
for (let qi = 0; qi < queries.length; qi++) {
  const filters = queries[qi] as SearchFilters;
  if (qi % 500 === 0) process.stderr.write(`query ${qi} of ${queries.length}\n`);
  // Alternate which engine goes first, so neither always meets a colder cache.
  const order = qi % 2 === 0 ? [0, 1] : [1, 0];
  for (const e of order) {
    const { engine } = engines[e] as (typeof engines)[number];
    // A fresh copy: the engines remember work per filters object (filter-key.ts).
    const f = { ...filters };
    const t0 = performance.now();
    const page = engine.search(f);
    const t1 = performance.now();
    const total = engine.count(f);
    const t2 = performance.now();
    const counters = engine.counters(f);
    const t3 = performance.now();
    if (qi >= WARMUP || queries.length <= WARMUP) {
      const t = times[e] as (typeof times)[number];
      t.search.push(t1 - t0);
      t.total.push(t2 - t1);
      t.counters.push(t3 - t2);
      t.all.push(t3 - t0);
    }
    if (VERIFY) (answers[e] as unknown[])[qi] = [page.ids, page.metadata, total, counters];
  }
}

const ms = (v: number) => v.toFixed(2).padStart(8);
console.log(`\n${queries.length} unique queries (${queries.length - WARMUP} timed) on ${engines[0]?.engine ? 'one' : ''} inventory of ${DATA_DIR}`);
console.log(`${'operation'.padEnd(10)}${engines.map((e) => `${e.name.padStart(12)} p50 ${''.padStart(3)} p95`).join('')}   ratio p50   ratio p95`);
for (const op of [...OPS, 'all'] as const) {
  const stats = times.map((t) => {
    const sorted = [...t[op]].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  });
  const [a, b] = stats as [{ p50: number; p95: number }, { p50: number; p95: number }];
  console.log(
    `${op.padEnd(10)}${stats.map((s) => `${ms(s.p50)}${ms(s.p95)}`).join('    ')}   ${(a.p50 / b.p50).toFixed(1).padStart(8)}×   ${(a.p95 / b.p95).toFixed(1).padStart(8)}×`,
  );
}
for (const e of engines)
  console.log(`${e.name}: load ${(e.loadMs / 1000).toFixed(1)} s, index memory +${(e.bytes / 1048576).toFixed(0)} MB (heap + array buffers)`);
console.log(`process RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB (both engines)`);
if (VERIFY) {
  // Counters a version does not know yet (a facet added since) are left out of the comparison.
  type Answer = [number[], unknown, number, { counters: Record<string, unknown> }];
  const comparable = (a: Answer, known: Answer) => {
    const counters = Object.fromEntries(Object.entries(a[3].counters).filter(([k]) => k in known[3].counters));
    return JSON.stringify([a[0], a[1], a[2], { ...a[3], counters }]);
  };
  const differing = queries
    .map((_, i) => i)
    .filter((i) => {
      const [a, b] = [answers[0]?.[i] as Answer, answers[1]?.[i] as Answer];
      return comparable(a, b) !== comparable(b, a);
    });
  console.log(`answers differing: ${differing.length}${differing.length > 0 ? ` (first: query ${differing[0]})` : ''}`);
}
for (const e of engines) await e.engine.close();
await handle.close();
