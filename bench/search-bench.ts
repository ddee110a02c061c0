/**
 * npm run bench [-- --listings=104000] [--large] [--dialects=sqlite,postgres] [--duration=10]
 *
 * Seeds its own database per dialect (kept under the OS temp folder / as database gw_bench_<n> and
 * reused while complete), starts the API server in a child process, and replays the request mix of
 * request-mix.ts with autocannon at 10 connections: first as a warm, repeating mix (result cache
 * hits, as for popular searches), then 'uncached' with every request unique so each one scans the
 * index. Requests carry the headers a browser sends (Accept-Encoding: gzip, the client's
 * X-Requested-With / Accept-Language). Prints p50/p95/p99 latency and requests/s per endpoint and dialect.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectDatabase, type DialectName } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { seedDatabase } from '#src/seed/seed-database.server.ts';
import { endpointMixes } from './request-mix.ts';

const args = new Map(process.argv.slice(2).map((a) => {
  const [k, v] = a.replace(/^--/, '').split('=');
  return [k ?? '', v ?? 'true'] as const;
}));
const LISTINGS = args.has('large') ? 1_000_000 : Number(args.get('listings') ?? 104_000);
const DIALECTS = (args.get('dialects') ?? 'sqlite,postgres').split(',') as DialectName[];
const DURATION = Number(args.get('duration') ?? 10);
const CONNECTIONS = 10;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'de-at', accept: 'application/json' };
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const here = path.dirname(new URL(import.meta.url).pathname);

interface Row { dialect: string; endpoint: string; mode: string; rps: number; p50: number; p95: number; p99: number; failed: number; requests: number; cpuMs: number; load: number }

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** The database of a dialect, seeded once with LISTINGS active cars and reused afterwards. */
async function prepareDatabase(dialect: DialectName): Promise<{ env: Record<string, string> }> {
  let databaseUrl = '';
  const dataDir = path.join(os.tmpdir(), 'gw-bench', `${dialect}-${LISTINGS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (dialect === 'postgres') {
    const name = `gw_bench_${LISTINGS}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const handle = connectDatabase({ databaseUrl: databaseUrl || undefined, sqliteFile: path.join(dataDir, 'marketplace.sqlite') });
  await migrateToLatest(handle);
  const row = await handle.db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'active').executeTakeFirst();
  if (Number(row?.n ?? 0) !== LISTINGS) {
    if (Number(row?.n ?? 0) !== 0) throw new Error(`${dialect}: bench database ${dataDir} / ${databaseUrl} holds another inventory; remove it first`);
    const started = Date.now();
    console.log(`[${dialect}] seeding ${LISTINGS.toLocaleString('en')} listings …`);
    await seedDatabase(handle, { listings: LISTINGS, seed: 20261121 });
    console.log(`[${dialect}] seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await handle.close();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } };
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; startupMs: number; indexed: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
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

/** Sends every path once, 10 at a time: the warm mode then starts with every answer cached. */
async function prime(url: string, paths: readonly string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      await (await fetch(`${url}${path}`, { headers: HEADERS })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

interface ServerStats { cpu: { user: number; system: number } }

/** The server's own CPU time in ms (user + system): per request it shows the cost on a busy machine. */
async function serverCpuMs(url: string): Promise<number> {
  const stats = (await (await fetch(`${url}/__bench/stats`)).json()) as ServerStats;
  return (stats.cpu.user + stats.cpu.system) / 1000;
}

async function benchDialect(dialect: DialectName): Promise<Row[]> {
  const { env } = await prepareDatabase(dialect);
  const server = await startServer(env);
  console.log(`[${dialect}] server up in ${(server.startupMs / 1000).toFixed(1)} s with ${server.indexed.toLocaleString('en')} listings indexed`);
  const rows: Row[] = [];
  try {
    for (const unique of [false, true]) {
      const mode = unique ? 'uncached' : 'warm';
      for (const { name, paths } of endpointMixes({ listings: LISTINGS, unique })) {
        // Warm-up: the JIT and the page cache; in the warm mode also every answer of the mix.
        if (!unique) await prime(server.url, paths);
        await run(server.url, unique ? [...paths].reverse() : paths, Math.min(3, DURATION), false);
        const cpuBefore = await serverCpuMs(server.url);
        const r = await run(server.url, paths, DURATION, true);
        const cpuMs = (await serverCpuMs(server.url)) - cpuBefore;
        const sorted = r.latencies.sort((a, b) => a - b);
        const row = {
          dialect, endpoint: name, mode, rps: r.rps, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99),
          failed: r.failed, requests: r.requests, cpuMs: cpuMs / Math.max(1, r.requests), load: os.loadavg()[0] ?? 0,
        };
        rows.push(row);
        console.log(
          `[${dialect}] ${name.padEnd(16)} ${mode.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(1)}  p95 ${row.p95.toFixed(1)}  p99 ${row.p99.toFixed(1)} ms  ` +
            `server CPU ${row.cpuMs.toFixed(2)} ms/req  load ${row.load.toFixed(1)}  (${r.requests} requests, ${r.failed} failed)`,
        );
      }
    }
  } finally {
    server.child.kill('SIGTERM');
  }
  return rows;
}

const all: Row[] = [];
for (const dialect of DIALECTS) all.push(...(await benchDialect(dialect)));

console.log(`\nSearch API benchmark: ${LISTINGS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${DURATION} s per endpoint, ${os.cpus().length} CPU cores\n`);
console.log('| dialect | endpoint | mode | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | load avg | failed |');
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of all) {
  console.log(`| ${r.dialect} | ${r.endpoint} | ${r.mode} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${r.load.toFixed(1)} | ${r.failed} |`);
}
