/**
 * npm run loadtest [-- --seconds=60] [--listings=104000]
 *
 * The load gate (docs/quality-gates.md, issue 18's targets): the production server (pages, API,
 * background jobs; one serving process per core, as `npm start` runs it) on the default SQLite
 * database with the default inventory (a folder under the OS temp directory, reused; on an empty
 * folder the server seeds it on its first start, which is timed), driven by autocannon over loopback.
 * Every scenario is bounded (default 60 s) and the script stops the server when done:
 *
 *   result list   10 connections  result-list pages (pretty paths, filters, sorts, pages)
 *   detail page   10 connections  car detail pages
 *   mixed         10 connections  home, result lists, detail pages, API searches, contact posts
 *   mixed         50 connections  the same mix
 *   then on a server with the page cache off (PAGE_CACHE_MB=0), what a buyer's own searches cost:
 *   unique result pages  10 connections  every address new (filters, places, sorts, pages), none repeated
 *   random detail pages  10 connections  detail pages of randomly drawn cars
 *
 * Requests carry a browser's headers (Accept-Encoding: gzip, deflate, br). Prints requests/s,
 * p50/p95/p99, errors, the servers' CPU time per request and the RSS of the largest serving process.
 * Every goal is printed as PASS or MISS, and the script exits 1 when any is missed (it is a gate the
 * lead runs by hand, not part of npm test):
 *   page cache on: result list ≥ 300 req/s and p99 ≤ 100 ms, detail ≥ 400 req/s (docs/quality-gates.md);
 *   issue 18: unique result pages ≥ 250 req/s (1M: ≥ 120) and p95 ≤ 60 ms, random detail pages ≥ 400 req/s
 *   and p95 ≤ 40 ms, RSS per serving process ≤ 300 MB (1M: ≤ 1.5 GB; issue 30), first start incl. seed of 104k ≤ 60 s;
 *   and always: no errors, only 2xx answers, no memory growth.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { createSeededRandom } from '#src/domain/random/seeded-random.ts';
import { searchHref } from '#src/domain/search/search-href.ts';
import type { SlugSource } from '#src/domain/search/search-path.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { toBackendQuery } from '#src/domain/search/search-filters.ts';
import { SORT_KEYS } from '#src/domain/search/search-options.ts';
import { MAKES } from '#src/domain/taxonomy/vehicle-catalogue.ts';
import { cpuMs, processTree, treeRss } from './process-stats.ts';
import { searchMix } from './request-mix.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run loadtest [-- --seconds=60] [--listings=104000]\n  Lasttest des Produktionsservers mit autocannon (docs/quality-gates.md); startet und stoppt den Server selbst.',
);

declare module 'autocannon' {
  interface Request {
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
}

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'] as const;
  }),
);
const SECONDS = Number(args.get('seconds') ?? 60);
const LISTINGS = Number(args.get('listings') ?? 104_000);
const WARMUP_SECONDS = Math.min(10, SECONDS);
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const PAGE_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'de-AT,de;q=0.9',
  'user-agent': 'Mozilla/5.0 (loadtest)',
};
const API_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'de-at' };
/** Loopback means one client address for everything: the limits are scaled up for this run only. */
const RATE_LIMIT_MULTIPLIER = '1000';

const LARGE = LISTINGS >= 500_000;
const GOALS = {
  listRps: 300,
  listP99Ms: 100,
  detailRps: 400,
  rssGrowth: 1.5,
  uniqueListRps: LARGE ? 120 : 250,
  uniqueListP95Ms: 60,
  randomDetailRps: 400,
  randomDetailP95Ms: 40,
  rssPerProcessMb: LARGE ? 1500 : 300,
  firstStartMs: 60_000,
} as const;

/** One request of a scenario; setupRequest gives every contact post its own lead. */
type LoadRequest = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];
interface Scenario {
  name: string;
  connections: number;
  requests: LoadRequest[];
}
interface Row {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
  cpuMsPerRequest: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** The data folder; `fresh` when it holds no database yet (the server then seeds it on its first start). */
function prepareDataDir(): { dataDir: string; fresh: boolean } {
  const dataDir = process.env.LOADTEST_DATA_DIR ?? path.join(os.tmpdir(), 'gw-loadtest', `sqlite-${LISTINGS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  return { dataDir, fresh: !fs.existsSync(path.join(dataDir, 'marketplace.sqlite')) };
}

function ensureBuild(): void {
  if (fs.existsSync(path.join(ROOT, BUILD_DIR, 'server', 'index.js'))) return;
  console.log(`Building into ${BUILD_DIR} …`);
  execSync('npx react-router build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BUILD_DIR } });
}

/** Serving processes: one per core unless WEB_CONCURRENCY says otherwise, as `npm start` runs. */
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());

/**
 * server/main.ts in a process of its own (no tsx wrapper process); resolves once every serving
 * process listens, with the time that took (migration and, on an empty folder, seeding included).
 */
async function startServerProcess(dataDir: string, extraEnv: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; startMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BUILD_DIR,
      SEED_LISTINGS: String(LISTINGS),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER,
      WEB_CONCURRENCY: String(WORKERS),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    let listening = 0;
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'server listening' && entry.url && ++listening === WORKERS) resolve(entry.url);
      } catch {
        // not a log line
      }
    });
  });
  const startMs = Date.now() - started;
  // Keep draining the log so the server never blocks on a full pipe.
  lines.removeAllListeners('line');
  lines.on('line', () => undefined);
  return { url, child, startMs };
}

async function status(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { redirect: 'manual', headers });
  await res.arrayBuffer();
  return res.status;
}

/** Result-list addresses as the site links them (pretty paths), kept when they answer 200. */
const SLUGS: SlugSource = {
  makes: MAKES.map((m) => ({ id: m.id, safeValue: m.safeValue })),
  models: MAKES.flatMap((m) => m.models.map((x) => ({ id: x.id, makeId: m.id, safeValue: x.safeValue }))),
};

async function resultListPaths(base: string): Promise<string[]> {
  const candidates = [...new Set(searchMix().map(({ filters }) => searchHref({ ...filters, page: Math.min(filters.page, 5) }, SLUGS)))];
  const paths: string[] = [];
  for (const p of candidates) if ((await status(`${base}${p}`, PAGE_HEADERS)) === 200) paths.push(p);
  return paths;
}

/**
 * `count` different result-page addresses as the site writes them (searchHref): the request mix drawn
 * with ever new seeds (its deep pages capped at 5), every other search in another order. None is
 * requested before the run, so each one is rendered and searched for the first time.
 */
function uniqueResultListPaths(count: number): string[] {
  const paths = new Set<string>();
  const r = createSeededRandom(1818);
  for (let seed = 5000; paths.size < count && seed < 5000 + count; seed++) {
    for (const { filters } of searchMix(seed)) {
      const sort = r.chance(0.5) ? { sort: r.pick(SORT_KEYS), desc: r.chance(0.5) } : {};
      // The mix's own page (deep pages only for broad searches, capped at 5): a random page of a narrow search would be past its end.
      paths.add(searchHref({ ...filters, ...sort, page: Math.min(filters.page, 5) }, SLUGS));
    }
  }
  return [...paths].slice(0, count);
}

/** Detail pages of `count` cars drawn at random from the searchable inventory. */
async function randomDetailPaths(dataDir: string, count: number): Promise<string[]> {
  const handle = connectDatabase({ sqliteFile: path.join(dataDir, 'marketplace.sqlite') });
  try {
    const rows = await handle.db
      .selectFrom('listings')
      .select(['id', 'title'])
      .where('status', '=', 'active')
      .where('expires_at', '>', new Date().toISOString())
      .execute();
    const r = createSeededRandom(4040);
    return Array.from({ length: count }, () => {
      const row = rows[r.int(0, rows.length - 1)] as { id: number; title: string };
      return detailPath(row.title, row.id);
    });
  } finally {
    await handle.close();
  }
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
        name: 'Lasttest Kundin',
        emailaddress: `last-${randomUUID()}@example.at`,
        comment: 'Ist das Fahrzeug noch verfügbar? Ich würde es gerne besichtigen.',
        source: 'DetailPage-GW',
        classifiedGuid: listingId,
        leadId: randomUUID(),
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

interface RunResult {
  latencies: number[];
  rps: number;
  requests: number;
  errors: number;
  non2xx: number;
  statuses: Map<number, number>;
}

function run(base: string, scenario: Scenario, seconds: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({ url: base, connections: scenario.connections, duration: seconds, requests: scenario.requests }, (err, result) => {
      if (err) reject(err);
      else
        resolve({
          latencies,
          rps: result.requests.total / (result.duration || seconds),
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          statuses,
        });
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
    const rssBeforeMb = treeRss(pid).maxMb;
    const pids = processTree(pid);
    const cpuBefore = cpuMs(pids);
    const r = await run(url, scenario, SECONDS);
    const cpuMsPerRequest = (cpuMs(pids) - cpuBefore) / Math.max(1, r.requests);
    const sorted = r.latencies.sort((a, b) => a - b);
    const row: Row = {
      name: scenario.name,
      connections: scenario.connections,
      requests: r.requests,
      rps: r.rps,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      errors: r.errors,
      non2xx: r.non2xx,
      cpuMsPerRequest,
      rssBeforeMb,
      rssAfterMb: treeRss(pid).maxMb,
      statuses: [...r.statuses]
        .sort(([a], [b]) => a - b)
        .map(([code, n]) => `${code}×${n}`)
        .join(' '),
    };
    rows.push(row);
    console.log(
      `  ${row.name} @${row.connections}: ${row.rps.toFixed(0)} req/s, p50 ${ms(row.p50)} ms, p95 ${ms(row.p95)} ms, p99 ${ms(row.p99)} ms, ` +
        `server CPU ${cpuMsPerRequest.toFixed(1)} ms/req, errors ${row.errors}, statuses ${row.statuses}`,
    );
  }
  return rows;
}

/**
 * Pages taken in order from one list shared by all connections (autocannon otherwise walks each
 * connection through its own copy from the start, and ten connections would repeat every address).
 */
function sequence(name: string, paths: readonly string[]): Scenario {
  let cursor = 0;
  return {
    name,
    connections: 10,
    requests: [
      { method: 'GET', path: paths[0] ?? '/', headers: PAGE_HEADERS, setupRequest: (request) => ({ ...request, path: paths[cursor++ % paths.length] ?? '/' }) },
    ],
  };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  ensureBuild();
  const { dataDir, fresh } = prepareDataDir();
  if (fresh) console.log(`Empty ${dataDir}: the server seeds ${LISTINGS.toLocaleString('de-AT')} listings on its first start (timed) …`);
  const { url, child, startMs } = await startServerProcess(dataDir);
  const pid = child.pid!;
  const rows: Row[] = [];
  let rssStart = 0;
  let rssEnd = 0;
  let lists: string[] = [];
  let details: string[] = [];
  const page = (p: string): LoadRequest => ({ method: 'GET', path: p, headers: PAGE_HEADERS });
  try {
    console.log(
      `Server ${url} (pid ${pid}, ${WORKERS} serving processes) up in ${(startMs / 1000).toFixed(1)} s, ${LISTINGS.toLocaleString('de-AT')} listings, ${SECONDS} s per scenario, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
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
    console.log(
      `Request sets: ${lists.length} result lists, ${details.length} detail pages, ${apiSearches.length} API searches, contact posts (2 % of the mix)`,
    );

    // Warm-up (JIT, caches), not measured.
    await run(url, { name: 'warm-up', connections: 10, requests: mix }, WARMUP_SECONDS);
    rssStart = treeRss(pid).maxMb;
    rows.push(
      ...(await measure(url, pid, [
        { name: 'result list', connections: 10, requests: lists.map(page) },
        { name: 'detail page', connections: 10, requests: details.map(page) },
        { name: 'mixed', connections: 10, requests: mix },
        { name: 'mixed', connections: 50, requests: mix },
      ])),
    );
    rssEnd = treeRss(pid).maxMb;
  } finally {
    await stop(child);
  }

  // What a buyer's own searches cost: every result page new, detail pages of random cars, nothing kept.
  const uncached = await startServerProcess(dataDir, { PAGE_CACHE_MB: '0' });
  let uniqueCount = 0;
  try {
    // More than 10 connections can ask for in the run (≈ 600 pages/s at most on this kind of machine), none repeated.
    const unique = uniqueResultListPaths(600 * (SECONDS + WARMUP_SECONDS));
    const warmupCount = Math.round((unique.length * WARMUP_SECONDS) / (SECONDS + WARMUP_SECONDS));
    const randomDetails = await randomDetailPaths(dataDir, 20_000);
    await run(uncached.url, sequence('warm-up', unique.slice(0, warmupCount)), WARMUP_SECONDS);
    await run(uncached.url, sequence('warm-up', randomDetails.slice(10_000)), WARMUP_SECONDS);
    const measuredUnique = sequence('unique result pages, page cache off', unique.slice(warmupCount));
    rows.push(
      ...(await measure(uncached.url, uncached.child.pid!, [measuredUnique, sequence('random detail pages, page cache off', randomDetails.slice(0, 10_000))])),
    );
    uniqueCount = unique.length - warmupCount;
  } finally {
    await stop(uncached.child);
  }

  console.log(
    `\n### Load test: ${LISTINGS.toLocaleString('de-AT')} listings, SQLite, ${WORKERS} serving processes, ${SECONDS} s per scenario, loopback, Accept-Encoding gzip/br; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| scenario | connections | requests | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | errors | statuses | RSS before MB | RSS after MB (largest process) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.cpuMsPerRequest.toFixed(1)} | ${r.errors} | ${r.statuses} | ${r.rssBeforeMb} | ${r.rssAfterMb} |`,
    );
  }

  const list = rows.find((r) => r.name === 'result list');
  const detail = rows.find((r) => r.name === 'detail page');
  const uniqueList = rows.find((r) => r.name.startsWith('unique result pages'));
  const randomDetail = rows.find((r) => r.name.startsWith('random detail pages'));
  const rssMax = Math.max(...rows.map((r) => r.rssAfterMb));
  const verdicts: [string, boolean][] = [
    [`result list ≥ ${GOALS.listRps} req/s at 10 connections (${list?.rps.toFixed(0)})`, (list?.rps ?? 0) >= GOALS.listRps],
    [`result list p99 ≤ ${GOALS.listP99Ms} ms at 10 connections (${ms(list?.p99 ?? Number.NaN)})`, (list?.p99 ?? Infinity) <= GOALS.listP99Ms],
    [`detail page ≥ ${GOALS.detailRps} req/s at 10 connections (${detail?.rps.toFixed(0)})`, (detail?.rps ?? 0) >= GOALS.detailRps],
    [
      `unique result pages ≥ ${GOALS.uniqueListRps} req/s (${uniqueList?.rps.toFixed(0)}; ${uniqueCount} addresses, ${uniqueList?.requests ?? 0} requested)`,
      (uniqueList?.rps ?? 0) >= GOALS.uniqueListRps,
    ],
    [`unique result pages p95 ≤ ${GOALS.uniqueListP95Ms} ms (${ms(uniqueList?.p95 ?? Number.NaN)})`, (uniqueList?.p95 ?? Infinity) <= GOALS.uniqueListP95Ms],
    [`every unique result page requested once (${uniqueList?.requests ?? 0} of ${uniqueCount})`, (uniqueList?.requests ?? 0) <= uniqueCount],
    [`random detail pages ≥ ${GOALS.randomDetailRps} req/s (${randomDetail?.rps.toFixed(0)})`, (randomDetail?.rps ?? 0) >= GOALS.randomDetailRps],
    [
      `random detail pages p95 ≤ ${GOALS.randomDetailP95Ms} ms (${ms(randomDetail?.p95 ?? Number.NaN)})`,
      (randomDetail?.p95 ?? Infinity) <= GOALS.randomDetailP95Ms,
    ],
    [`RSS per serving process ≤ ${GOALS.rssPerProcessMb} MB (largest ${rssMax} MB)`, rssMax <= GOALS.rssPerProcessMb],
    [`no errors and only 2xx answers (${rows.reduce((n, r) => n + r.errors + r.non2xx, 0)})`, rows.every((r) => r.errors === 0 && r.non2xx === 0)],
    [`no memory growth: RSS ${rssStart} → ${rssEnd} MB (≤ ${GOALS.rssGrowth}×)`, rssEnd <= rssStart * GOALS.rssGrowth],
  ];
  if (fresh && LISTINGS === 104_000)
    verdicts.push([`first start incl. seed of 104k ≤ ${GOALS.firstStartMs / 1000} s (${(startMs / 1000).toFixed(1)} s)`, startMs <= GOALS.firstStartMs]);
  else console.log(`\n(first start incl. seed not measured: ${fresh ? 'not the default inventory' : `database reused; remove ${dataDir} to measure it`})`);
  console.log('');
  for (const [text, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
  process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
}

await main();
