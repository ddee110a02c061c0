/**
 * npx tsx bench/page-render.ts [--seconds=20] [--only=result|detail] [--prof] [--port=4510] [--listings=104000]
 *                               [--dialect=sqlite|postgres]
 *
 * The cost of rendering pages: the production server (server/main.ts, NODE_ENV=production, one
 * process, page cache off, background jobs off) on an inventory of its own, seeded once (SQLite in
 * DATA_DIR, default /tmp/page-render-bench/sqlite-104000; PostgreSQL in database gw_pages_104000),
 * driven by autocannon with 10 connections:
 *
 *   result page  `/angebote/…`, every request a different address (the search mix of
 *                scripts/request-mix.ts made unique by a bound no car reaches), so neither the page
 *                cache nor the engine's result cache answers
 *   detail page  `/fahrzeuge/-/{id}` with random ids (sold and expired cars answer 410)
 *
 * Prints req/s, p50/p95/p99 and the server's CPU time per page (from /proc, so a machine busy with
 * other work changes the latencies but hardly the CPU per page; PostgreSQL's own work is not in it). `--prof` starts the server with
 * `--cpu-prof`; the profile lands in the data folder when the server stops. PAGE_BENCH_ROOT=<checkout>
 * measures another (built) checkout, e.g. the commit before a change, under the same conditions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { connectDatabase } from '#src/db/connect.server.ts';
import { createSeededRandom } from '#src/domain/random/seeded-random.ts';
import { searchHref } from '#src/domain/search/search-href.ts';
import type { SlugSource } from '#src/domain/search/search-path.ts';
import { MAKES } from '#src/domain/taxonomy/vehicle-catalogue.ts';
import { searchMix, uncachedVariant } from '../scripts/request-mix.ts';
import { postgresDatabase, seedOnce } from './bench-database.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'] as const;
  }),
);
const SECONDS = Number(args.get('seconds') ?? 20);
const WARMUP_SECONDS = 5;
const CONNECTIONS = 10;
const LISTINGS = Number(args.get('listings') ?? 104_000);
const PORT = Number(args.get('port') ?? 4510);
const ONLY = args.get('only');
const PROFILE = args.has('prof');
const DIALECT = args.get('dialect') ?? 'sqlite';
/** PAGE_BENCH_ROOT measures another checkout (built) of the project with the same requests, for before/after. */
const ROOT = path.resolve(process.env.PAGE_BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const DATA_DIR = process.env.PAGE_BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'page-render-bench', `${DIALECT}-${LISTINGS}`);
const HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'de-AT,de;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
};
/** Linux reports process CPU time in clock ticks of 10 ms. */
const MS_PER_TICK = 10;

/** The data folder (photos, and the SQLite file) and, on PostgreSQL, the database's URL; both seeded once. */
async function prepareDatabase(): Promise<string> {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const databaseUrl = DIALECT === 'postgres' ? await postgresDatabase(`gw_pages_${LISTINGS}`) : '';
  const handle = connectDatabase({ databaseUrl: databaseUrl || undefined, sqliteFile: path.join(DATA_DIR, 'marketplace.sqlite') });
  try {
    await seedOnce(handle, LISTINGS, DIALECT);
  } finally {
    await handle.close();
  }
  return databaseUrl;
}

async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const flags = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${DATA_DIR}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: databaseUrl,
      // One serving process: with more, the pid measured would be the cluster primary, which serves nothing.
      WEB_CONCURRENCY: '1',
      PAGE_CACHE_MB: '0',
      BACKGROUND_JOBS: 'off',
      SEED_LISTINGS: String(LISTINGS),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with ${code}`))));
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', () => undefined);
  for (let i = 0; ; i++) {
    const up = await Promise.race([
      fetch(`${url}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) return { url, child };
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return Number(fields[11]) + Number(fields[12]);
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** Runs autocannon with every request taking the next path of `paths` (unique while they last). */
function drive(
  url: string,
  paths: readonly string[],
  seconds: number,
): Promise<{ latencies: number[]; requests: number; non2xx: number; errors: number; seconds: number }> {
  let next = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          { method: 'GET', path: paths[0] ?? '/', headers: HEADERS, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            latencies,
            requests: result.requests.total,
            non2xx: result.non2xx,
            errors: result.errors + result.timeouts,
            seconds: (Date.now() - started) / 1000,
          });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

async function measure(name: string, url: string, pid: number, warmup: readonly string[], paths: readonly string[]) {
  await drive(url, warmup, WARMUP_SECONDS);
  const before = cpuTicks(pid);
  const run = await drive(url, paths, SECONDS);
  const cpuMs = (cpuTicks(pid) - before) * MS_PER_TICK;
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const distinct = Math.min(run.requests, paths.length);
  return {
    page: name,
    'req/s': Math.round(run.requests / run.seconds),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    'CPU ms/page': Number((cpuMs / run.requests).toFixed(1)),
    requests: run.requests,
    unique: distinct,
    non2xx: run.non2xx,
    errors: run.errors,
    'RSS MB': rssMb(pid),
  };
}

const slugs: SlugSource = {
  makes: MAKES.map((m) => ({ id: m.id, safeValue: m.safeValue })),
  models: MAKES.flatMap((m) => m.models.map((x) => ({ id: x.id, makeId: m.id, safeValue: x.safeValue }))),
};

/** The mix's searches that answer 200 (deep pages past the end redirect), each made unique per round. */
async function resultPaths(url: string, rounds: number, firstRound: number): Promise<string[]> {
  const searches = searchMix().map(({ filters }) => ({ ...filters, page: Math.min(filters.page, 5) }));
  const ok = [];
  for (const filters of searches) {
    const res = await fetch(`${url}${searchHref(filters, slugs)}`, { redirect: 'manual', headers: HEADERS });
    await res.arrayBuffer();
    if (res.status === 200) ok.push(filters);
  }
  const paths: string[] = [];
  for (let round = firstRound; round < firstRound + rounds; round++)
    ok.forEach((filters, i) => paths.push(searchHref(uncachedVariant(filters, round * 1000 + i), slugs)));
  return paths;
}

function detailPaths(count: number, seed: number): string[] {
  const r = createSeededRandom(seed);
  return Array.from({ length: count }, () => `/fahrzeuge/-/${r.int(1, LISTINGS)}`);
}

const { url, child } = await startServer(await prepareDatabase());
const pid = child.pid ?? 0;
try {
  const rows = [];
  if (ONLY !== 'detail') rows.push(await measure('result /angebote/…', url, pid, await resultPaths(url, 5, 900), await resultPaths(url, 60, 0)));
  if (ONLY !== 'result') rows.push(await measure('detail /fahrzeuge/-/{id}', url, pid, detailPaths(3000, 1), detailPaths(30_000, 2)));
  console.table(rows);
} finally {
  const stopped = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await stopped;
}
