/**
 * npm run loadtest [-- --seconds=60] [--listings=104000]
 *
 * The load gate (docs/quality-gates.md): the production server (pages, API, background jobs) in
 * its own process on the default SQLite database with the default inventory (seeded once into a
 * folder under the OS temp directory and reused), driven by autocannon over loopback. Every
 * scenario is bounded (default 60 s) and the script stops the server when done:
 *
 *   result list   10 connections  result-list pages (pretty paths, filters, sorts, pages)
 *   detail page   10 connections  car detail pages
 *   mixed         10 connections  home, result lists, detail pages, API searches, contact posts
 *   mixed         50 connections  the same mix
 *   result list and detail page again on a server with the page cache off (PAGE_CACHE_MB=0): the
 *   cost of rendering every page, for reference (the goals apply to the server as it runs)
 *
 * Requests carry a browser's headers (Accept-Encoding: gzip, deflate, br). Prints requests/s, p50/p95/p99,
 * errors and the server's RSS before and after; exits 1 on any error, on memory growth or when a
 * goal is missed (result list ≥ 300 req/s and p99 ≤ 100 ms at 10 connections, detail ≥ 400 req/s).
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { searchHref } from '#src/domain/search/search-href.ts';
import type { SlugSource } from '#src/domain/search/search-path.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { toBackendQuery } from '#src/domain/search/search-filters.ts';
import { MAKES } from '#src/domain/taxonomy/vehicle-catalogue.ts';
import { seedDatabase } from '#src/seed/seed-database.server.ts';
import { searchMix } from '../bench/request-mix.ts';

declare module 'autocannon' {
  interface Request { body?: string; setupRequest?: (request: Request) => Request }
}

const args = new Map(process.argv.slice(2).map((a) => {
  const [k, v] = a.replace(/^--/, '').split('=');
  return [k ?? '', v ?? 'true'] as const;
}));
const SECONDS = Number(args.get('seconds') ?? 60);
const LISTINGS = Number(args.get('listings') ?? 104_000);
const WARMUP_SECONDS = Math.min(10, SECONDS);
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml', 'accept-language': 'de-AT,de;q=0.9', 'user-agent': 'Mozilla/5.0 (loadtest)' };
const API_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'de-at' };
/** Loopback means one client address for everything: the limits are scaled up for this run only. */
const RATE_LIMIT_MULTIPLIER = '1000';

const GOALS = { listRps: 300, listP99Ms: 100, detailRps: 400, rssGrowth: 1.5 } as const;

/** One request of a scenario; setupRequest gives every contact post its own lead. */
type LoadRequest = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];
interface Scenario { name: string; connections: number; requests: LoadRequest[] }
interface Row { name: string; connections: number; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; statuses: string; rssBeforeMb: number; rssAfterMb: number }

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The default SQLite database with the default inventory, seeded once and reused while complete. */
async function prepareDataDir(): Promise<string> {
  const dataDir = process.env.LOADTEST_DATA_DIR ?? path.join(os.tmpdir(), 'gw-loadtest', `sqlite-${LISTINGS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = connectDatabase({ sqliteFile: path.join(dataDir, 'marketplace.sqlite') });
  try {
    await migrateToLatest(handle);
    const row = await handle.db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    if (Number(row?.n ?? 0) === 0) {
      const started = Date.now();
      console.log(`Seeding ${LISTINGS.toLocaleString('de-AT')} listings into ${dataDir} …`);
      await seedDatabase(handle, { listings: LISTINGS, seed: 20261121 });
      console.log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await handle.close();
  }
  return dataDir;
}

function ensureBuild(): void {
  if (fs.existsSync(path.join(ROOT, BUILD_DIR, 'server', 'index.js'))) return;
  console.log(`Building into ${BUILD_DIR} …`);
  execSync('npx react-router build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BUILD_DIR } });
}

/** server/main.ts in a process of its own (no tsx wrapper process), so its RSS is the server's. */
async function startServerProcess(dataDir: string, extraEnv: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', BUILD_DIR,
      SEED_LISTINGS: String(LISTINGS), LOG_LEVEL: 'info', RATE_LIMIT_MULTIPLIER, ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'server listening' && entry.url) resolve(entry.url);
      } catch {
        // not a log line
      }
    });
  });
  // Keep draining the log so the server never blocks on a full pipe.
  lines.removeAllListeners('line');
  lines.on('line', () => undefined);
  return { url, child };
}

async function status(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { redirect: 'manual', headers });
  await res.arrayBuffer();
  return res.status;
}

/** Result-list addresses as the site links them (pretty paths), kept when they answer 200. */
async function resultListPaths(base: string): Promise<string[]> {
  const slugs: SlugSource = { makes: MAKES.map((m) => ({ id: m.id, safeValue: m.safeValue })), models: MAKES.flatMap((m) => m.models.map((x) => ({ id: x.id, makeId: m.id, safeValue: x.safeValue }))) };
  const candidates = [...new Set(searchMix().map(({ filters }) => searchHref({ ...filters, page: Math.min(filters.page, 5) }, slugs)))];
  const paths: string[] = [];
  for (const p of candidates) if ((await status(`${base}${p}`, PAGE_HEADERS)) === 200) paths.push(p);
  return paths;
}

async function detailPaths(base: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count && page <= 20; page++) {
    const res = await fetch(`${base}/api/v2/search-listings?size=50&page=${page}&sort=price&desc=${page % 2}`, { headers: API_HEADERS });
    const body = (await res.json()) as { listings: { detailURL: string }[] };
    for (const l of body.listings) paths.push(new URL(l.detailURL, base).pathname);
  }
  return paths.slice(0, count);
}

function contactPost(base: string, listingId: number): LoadRequest {
  const template = { method: 'POST', path: '/api/vendor-contact-email', headers: { ...API_HEADERS, 'content-type': 'application/json', origin: base } };
  return {
    ...template,
    // Each post is a new enquiry from a new visitor: a new lead id and address.
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        name: 'Lasttest Kundin', emailaddress: `last-${randomUUID()}@example.at`, comment: 'Ist das Fahrzeug noch verfügbar? Ich würde es gerne besichtigen.',
        source: 'DetailPage-GW', classifiedGuid: listingId, leadId: randomUUID(),
      }),
    }),
  };
}

/** Deterministic interleaving of the mix by weight (each connection walks the list in order). */
function interleave(groups: { weight: number; requests: LoadRequest[] }[], total: number): LoadRequest[] {
  const out: LoadRequest[] = [];
  const cursors = groups.map(() => 0);
  const credit = groups.map(() => 0);
  const sum = groups.reduce((n, g) => n + g.weight, 0);
  for (let i = 0; i < total; i++) {
    groups.forEach((g, k) => (credit[k] = (credit[k] ?? 0) + g.weight / sum));
    const k = credit.indexOf(Math.max(...credit));
    const group = groups[k]!;
    credit[k] = (credit[k] ?? 0) - 1;
    out.push(group.requests[(cursors[k] = (cursors[k] ?? 0) + 1) % group.requests.length]!);
  }
  return out;
}

interface RunResult { latencies: number[]; rps: number; requests: number; errors: number; non2xx: number; statuses: Map<number, number> }

function run(base: string, scenario: Scenario, seconds: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({ url: base, connections: scenario.connections, duration: seconds, requests: scenario.requests }, (err, result) => {
      if (err) reject(err);
      else resolve({ latencies, rps: result.requests.total / (result.duration || seconds), requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx, statuses });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

const ms = (v: number) => v.toFixed(1);

/** Runs the scenarios one after another against a server process and returns a row for each. */
async function measure(url: string, pid: number, scenarios: readonly Scenario[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    const rssBeforeMb = rssMb(pid);
    const r = await run(url, scenario, SECONDS);
    const sorted = r.latencies.sort((a, b) => a - b);
    const row: Row = {
      name: scenario.name, connections: scenario.connections, requests: r.requests, rps: r.rps, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99), errors: r.errors, non2xx: r.non2xx, rssBeforeMb, rssAfterMb: rssMb(pid),
      statuses: [...r.statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`).join(' '),
    };
    rows.push(row);
    console.log(`  ${row.name} @${row.connections}: ${row.rps.toFixed(0)} req/s, p50 ${ms(row.p50)} ms, p95 ${ms(row.p95)} ms, p99 ${ms(row.p99)} ms, errors ${row.errors}, statuses ${row.statuses}`);
  }
  return rows;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  ensureBuild();
  const dataDir = await prepareDataDir();
  const { url, child } = await startServerProcess(dataDir);
  const pid = child.pid!;
  const rows: Row[] = [];
  let rssStart = 0;
  let rssEnd = 0;
  let lists: string[] = [];
  let details: string[] = [];
  const page = (p: string): LoadRequest => ({ method: 'GET', path: p, headers: PAGE_HEADERS });
  try {
    console.log(`Server ${url} (pid ${pid}), ${LISTINGS.toLocaleString('de-AT')} listings, ${SECONDS} s per scenario, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    lists = await resultListPaths(url);
    details = await detailPaths(url, 400);
    const listingIds = details.map((p) => Number(p.split('/').pop()));
    const api = (p: string): LoadRequest => ({ method: 'GET', path: p, headers: API_HEADERS });
    const apiSearches = searchMix().map(({ filters }) => api(`/api/v2/search-listings?${toBackendQuery(filters).toString()}`));
    const mix = interleave(
      [
        { weight: 10, requests: [page('/')] },
        { weight: 35, requests: lists.map(page) },
        { weight: 35, requests: details.map(page) },
        { weight: 18, requests: apiSearches },
        { weight: 2, requests: listingIds.slice(0, 50).map((id) => contactPost(url, id)) },
      ],
      1000,
    );
    console.log(`Request sets: ${lists.length} result lists, ${details.length} detail pages, ${apiSearches.length} API searches, contact posts (2 % of the mix)`);

    // Warm-up (JIT, caches), not measured.
    await run(url, { name: 'warm-up', connections: 10, requests: mix }, WARMUP_SECONDS);
    rssStart = rssMb(pid);
    rows.push(
      ...(await measure(url, pid, [
        { name: 'result list', connections: 10, requests: lists.map(page) },
        { name: 'detail page', connections: 10, requests: details.map(page) },
        { name: 'mixed', connections: 10, requests: mix },
        { name: 'mixed', connections: 50, requests: mix },
      ])),
    );
    rssEnd = rssMb(pid);
  } finally {
    await stop(child);
  }

  // The same pages rendered for every request: what the page cache saves (not judged).
  const uncached = await startServerProcess(dataDir, { PAGE_CACHE_MB: '0' });
  try {
    const pages = interleave([{ weight: 1, requests: lists.map(page) }, { weight: 1, requests: details.map(page) }], 1000);
    await run(uncached.url, { name: 'warm-up', connections: 10, requests: pages }, WARMUP_SECONDS);
    rows.push(
      ...(await measure(uncached.url, uncached.child.pid!, [
        { name: 'result list, page cache off', connections: 10, requests: lists.map(page) },
        { name: 'detail page, page cache off', connections: 10, requests: details.map(page) },
      ])),
    );
  } finally {
    await stop(uncached.child);
  }

  console.log(`\nLoad test (${LISTINGS.toLocaleString('de-AT')} listings, SQLite, ${SECONDS} s per scenario, loopback, Accept-Encoding gzip/br; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
  console.log('| scenario | connections | requests | req/s | p50 ms | p95 ms | p99 ms | errors | statuses | RSS before MB | RSS after MB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${r.statuses} | ${r.rssBeforeMb} | ${r.rssAfterMb} |`);
  }

  const list = rows.find((r) => r.name === 'result list');
  const detail = rows.find((r) => r.name === 'detail page');
  const verdicts: [string, boolean][] = [
    [`result list ≥ ${GOALS.listRps} req/s at 10 connections (${list?.rps.toFixed(0)})`, (list?.rps ?? 0) >= GOALS.listRps],
    [`result list p99 ≤ ${GOALS.listP99Ms} ms at 10 connections (${ms(list?.p99 ?? Number.NaN)})`, (list?.p99 ?? Infinity) <= GOALS.listP99Ms],
    [`detail page ≥ ${GOALS.detailRps} req/s at 10 connections (${detail?.rps.toFixed(0)})`, (detail?.rps ?? 0) >= GOALS.detailRps],
    [`no errors and only 2xx answers (${rows.reduce((n, r) => n + r.errors + r.non2xx, 0)})`, rows.every((r) => r.errors === 0 && r.non2xx === 0)],
    [`no memory growth: RSS ${rssStart} → ${rssEnd} MB (≤ ${GOALS.rssGrowth}×)`, rssEnd <= rssStart * GOALS.rssGrowth],
  ];
  console.log('');
  for (const [text, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
  process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
}

await main();
