/**
 * npm run bench [-- --listings=104000] [--large] [--dialects=sqlite,postgres] [--duration=10]
 *                  [--workers=<cores>] [--compare-seconds=60] [--compare-queries=3000] [--db-prefix=gw_bench]
 *                  [--endpoints=search-listings,counters] [--modes=uncached] [--no-compare]
 *
 * Seeds its own database per dialect (kept under the OS temp folder / as database <prefix>_<n> and
 * reused), starts the API server in a child process with `--workers` serving processes
 * (as `npm start` does: one per core) and replays the request mix of scripts/request-mix.ts with autocannon
 * at 10 connections: first 'uncached', every request unique so each one is computed (what a buyer
 * changing filters feels), then the warm, repeating mix (result cache hits, as for popular searches).
 * Requests carry the headers a browser sends. Per endpoint: requests/s, p50/p95/p99, the server's CPU
 * time per request (all its processes, from /proc) and the RSS of its serving processes.
 *
 * Then, side by side in the same run, the same unique searches (page + total + 5 facet counts) through
 * the engine in-process, PostgreSQL with B-tree indexes and Orama (system-comparison.ts), as ratios to
 * the engine, with the share of searches whose totals and facet counts agree. Ends with markdown tables
 * to paste, the issue's targets beside the uncached figures.
 *
 * For a quick, repeatable look at one thing: `--endpoints` and `--modes` pick rows of the mix,
 * `--no-compare` leaves out the side-by-side comparison. BENCH_ROOT=<checkout> serves another checkout
 * of the project (e.g. the commit before a change) from the same seeded databases, for before/after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { connectDatabase, type DialectName } from '#src/db/connect.server.ts';
import { cpuMs, processTree, treeRss } from '../scripts/process-stats.ts';
import { endpointMixes } from '../scripts/request-mix.ts';
import { COMPARED_FACETS } from './comparison-docs.ts';
import { compareSystems, type ComparisonReport } from './system-comparison.ts';
import { answerHelp } from '../scripts/cli-help.ts';
import { PG_ADMIN, postgresDatabase, seedOnce, withAdmin } from './bench-database.ts';

answerHelp(
  'Aufruf: npm run bench [-- --listings=104000] [--large] [--dialects=sqlite,postgres] [--duration=10]\n                       [--workers=<Kerne>] [--compare-seconds=60] [--compare-queries=3000] [--db-prefix=gw_bench]\n                       [--endpoints=search-listings,counters] [--modes=uncached,warm] [--no-compare]\n  BENCH_ROOT=<Checkout> misst einen anderen Checkout mit denselben Datenbanken.\n  Such-Benchmark: API-Server unter autocannon, dann Engine, PostgreSQL und Orama im Vergleich.',
);

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'] as const;
  }),
);
const LISTINGS = args.has('large') ? 1_000_000 : Number(args.get('listings') ?? 104_000);
const DIALECTS = (args.get('dialects') ?? 'sqlite,postgres').split(',') as DialectName[];
const DURATION = Number(args.get('duration') ?? 10);
const WORKERS = Number(args.get('workers') ?? os.availableParallelism());
const COMPARE_SECONDS = Number(args.get('compare-seconds') ?? 6 * DURATION);
const COMPARE_QUERIES = Number(args.get('compare-queries') ?? 3000);
const DB_PREFIX = args.get('db-prefix') ?? 'gw_bench';
const ENDPOINTS = args.get('endpoints')?.split(',');
const MODES = (args.get('modes') ?? 'uncached,warm').split(',');
const COMPARE = !args.has('no-compare');
/** The checkout whose API server is measured (another one for before/after); the databases stay the same. */
const SERVER_ROOT = path.resolve(process.env.BENCH_ROOT ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'));
const CONNECTIONS = 10;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'de-at', accept: 'application/json' };
const LARGE = LISTINGS >= 500_000;
/** Issue 18's targets for unique requests (p95 ms); issue 30's for memory per serving process (MB). */
const TARGET_P95: Record<string, number> = LARGE
  ? { 'search-listings': 40, counters: 60, navigation: 40 }
  : { 'search-listings': 15, counters: 20, navigation: 15 };
const TARGET_RSS_MB = LARGE ? 1500 : 300;

interface Row {
  dialect: string;
  endpoint: string;
  mode: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  requests: number;
  cpuMs: number;
  /** PostgreSQL's backends serving the bench database (SQLite works inside the server: 0) */
  dbCpuMs: number;
  rssMaxMb: number;
  rssTotalMb: number;
  processes: number;
  load: number;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** The database of a dialect, seeded once with LISTINGS active cars and reused afterwards. */
async function prepareDatabase(dialect: DialectName): Promise<{ env: Record<string, string> }> {
  const dataDir = path.join(os.tmpdir(), DB_PREFIX.replace(/_/g, '-'), `${dialect}-${LISTINGS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseUrl = dialect === 'postgres' ? await postgresDatabase(`${DB_PREFIX}_${LISTINGS}`) : '';
  const handle = connectDatabase({ databaseUrl: databaseUrl || undefined, sqliteFile: path.join(dataDir, 'marketplace.sqlite') });
  await seedOnce(handle, LISTINGS, dialect);
  await handle.close();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } };
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; startupMs: number; indexed: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'bench', 'bench-server.ts')], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production', BENCH_WORKERS: String(WORKERS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      const [tag, url, ms, n] = line.split(' ');
      if (tag === 'READY' && url) resolve({ url, child, startupMs: Number(ms), indexed: Number(n) });
    });
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  // Drop the start-up listener that treats an exit as a failure before waiting for this one.
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * CPU time so far of each PostgreSQL backend connected to the bench database (by pid): on the same
 * machine, the database's share of a request, which SQLite spends inside the server's own processes.
 */
async function databaseBackendCpu(dialect: DialectName): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (dialect !== 'postgres') return out;
  const { rows } = await withAdmin((admin) =>
    admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [`${DB_PREFIX}_${LISTINGS}`]),
  );
  for (const { pid } of rows) out.set(pid, cpuMs([pid]));
  return out;
}

/** CPU the backends spent between two readings (a backend that ended meanwhile is not counted). */
function databaseCpuSince(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/**
 * Replays `paths` with autocannon. All connections draw from one shared cursor, so the mix is sent
 * in order across connections (each connection walking its own copy from the start would send the
 * same query ten times in a row and turn the uncached mode into cache hits).
 */
function run(url: string, paths: string[], seconds: number, record: boolean): Promise<{ latencies: number[]; rps: number; failed: number; requests: number }> {
  let cursor = 0;
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failed = 0;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: HEADERS,
        requests: [{ method: 'GET', path: paths[0] ?? '/', setupRequest: (req) => ({ ...req, path: paths[cursor++ % paths.length] ?? '/' }) }],
      },
      (err, result) => {
        if (err) reject(err);
        else resolve({ latencies, rps: result.requests.average, failed: failed + result.errors + result.timeouts, requests: result.requests.total });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (!record) return;
      latencies.push(responseTime);
      if (status >= 400) failed++;
    });
  });
}

/**
 * Sends every path once, 10 at a time: the warm mode then starts with every answer cached (with several
 * serving processes in the process that answered; each keeps its own caches, so the warm-up run fills the rest).
 */
async function prime(url: string, paths: readonly string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++] as string;
      await (await fetch(`${url}${p}`, { headers: HEADERS })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

async function benchDialect(dialect: DialectName): Promise<Row[]> {
  const { env } = await prepareDatabase(dialect);
  const server = await startServer(env);
  const pid = server.child.pid as number;
  console.log(
    `[${dialect}] server up in ${(server.startupMs / 1000).toFixed(1)} s with ${server.indexed.toLocaleString('en')} listings indexed, ${WORKERS} serving process(es)`,
  );
  const rows: Row[] = [];
  try {
    // Uncached first: every request is new, as a buyer's filter changes are.
    for (const unique of [true, false]) {
      const mode = unique ? 'uncached' : 'warm';
      if (!MODES.includes(mode)) continue;
      for (const { name, paths } of endpointMixes({ listings: LISTINGS, unique })) {
        if (ENDPOINTS && !ENDPOINTS.includes(name)) continue;
        // Warm-up: the JIT; in the warm mode also every answer of the mix. The uncached warm-up walks
        // the unique paths backwards, so the measured run still meets each one for the first time.
        if (!unique) await prime(server.url, paths);
        await run(server.url, unique ? [...paths].reverse() : paths, Math.min(3, DURATION), false);
        const pids = processTree(pid);
        const cpuBefore = cpuMs(pids);
        const backendsBefore = await databaseBackendCpu(dialect);
        const r = await run(server.url, paths, DURATION, true);
        const cpu = cpuMs(pids) - cpuBefore;
        const dbCpu = databaseCpuSince(backendsBefore, await databaseBackendCpu(dialect));
        const rss = treeRss(pid);
        const sorted = r.latencies.sort((a, b) => a - b);
        const row: Row = {
          dialect,
          endpoint: name,
          mode,
          rps: r.rps,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          failed: r.failed,
          requests: r.requests,
          cpuMs: cpu / Math.max(1, r.requests),
          dbCpuMs: dbCpu / Math.max(1, r.requests),
          rssMaxMb: rss.maxMb,
          rssTotalMb: rss.totalMb,
          processes: rss.processes,
          load: os.loadavg()[0] ?? 0,
        };
        rows.push(row);
        console.log(
          `[${dialect}] ${name.padEnd(16)} ${mode.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(1)}  p95 ${row.p95.toFixed(1)}  p99 ${row.p99.toFixed(1)} ms  ` +
            `server CPU ${row.cpuMs.toFixed(2)} ms/req  database CPU ${row.dbCpuMs.toFixed(2)} ms/req  RSS ${row.rssMaxMb} MB max / ${row.rssTotalMb} MB total  load ${row.load.toFixed(1)}  (${r.requests} requests, ${r.failed} failed)`,
        );
      }
    }
  } finally {
    await stopServer(server.child);
  }
  return rows;
}

async function compare(): Promise<ComparisonReport> {
  const dialect = DIALECTS[0] ?? 'sqlite';
  const { env } = await prepareDatabase(dialect);
  const handle = connectDatabase({ databaseUrl: env.DATABASE_URL || undefined, sqliteFile: path.join(env.DATA_DIR ?? '', 'marketplace.sqlite') });
  try {
    return await compareSystems({
      handle,
      pgAdminUrl: PG_ADMIN,
      pgDatabase: `${DB_PREFIX}_compare`,
      seconds: COMPARE_SECONDS,
      maxQueries: COMPARE_QUERIES,
      log: (line) => console.log(line),
    });
  } finally {
    await handle.close();
  }
}

const all: Row[] = [];
for (const dialect of DIALECTS) all.push(...(await benchDialect(dialect)));
const comparison = COMPARE ? await compare() : null;

const cores = os.availableParallelism();
console.log(
  `\n### Search API: ${LISTINGS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${DURATION} s per endpoint, ${WORKERS} serving process(es), ${cores} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(
  '| dialect | endpoint | mode | req/s | p50 ms | p95 ms | p99 ms | target p95 | server CPU ms/req | database CPU ms/req | RSS MB (max / total, processes) | failed |',
);
console.log('|---|---|---|---:|---:|---:|---:|---|---:|---:|---|---:|');
for (const r of all) {
  const target = r.mode === 'uncached' ? TARGET_P95[r.endpoint] : undefined;
  const verdict = target === undefined ? '' : `≤ ${target} ${r.p95 <= target ? 'met' : 'MISSED'}`;
  const rss = `${r.rssMaxMb} / ${r.rssTotalMb} (${r.processes})${r.rssMaxMb > TARGET_RSS_MB ? ` > ${TARGET_RSS_MB} MISSED` : ''}`;
  console.log(
    `| ${r.dialect} | ${r.endpoint} | ${r.mode} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${verdict} | ${r.cpuMs.toFixed(2)} | ${r.dbCpuMs.toFixed(2)} | ${rss} | ${r.failed} |`,
  );
}
if (comparison) printComparison(comparison);

function printComparison(comparison: ComparisonReport): void {
  console.log(
    `\n### Same unique searches side by side (page + total + ${COMPARED_FACETS.length} facets, one search at a time, each system an equal share of ${COMPARE_SECONDS} s; ratios on the same searches): ${comparison.documents.toLocaleString('en')} documents\n`,
  );
  console.log('| system | searches | p50 ms | p95 ms | p50 × engine | p95 × engine | totals agree | facets agree | setup |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  for (const s of comparison.systems) {
    console.log(
      `| ${s.name} | ${s.queries} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${s.ratioP50.toFixed(1)} | ${s.ratioP95.toFixed(1)} | ${pct(s.totalsAgree)} | ${pct(s.facetsAgree)} | ${s.setup} |`,
    );
  }
  for (const d of comparison.disagreements) console.log(`  differs: ${d}`);
}
