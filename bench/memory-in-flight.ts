/**
 * npx tsx bench/memory-in-flight.ts [--listings=104000] [--concurrent=20] [--fill=3000]
 *
 * What a serving process holds (issue 34 point 1), the figures the heap limit in
 * src/config/memory-budget.ts is derived from: the heap after full collections with the code loaded,
 * with the services and the search index, and at its highest while `--concurrent` unique requests of one
 * kind are in flight (API search, result page, detail page, photo), per request. Caches are off
 * (MEMORY_BUDGET_MB=0), so what grows is what the requests hold, not what a cache keeps; the caches'
 * own accounting is checked by tests/integration/cache-memory.test.ts. `--fill=N` instead runs with the
 * default budget, sends N unique requests of the soak's mix first and prints what the full caches hold:
 * in the heap, in buffers outside it, and what each cache counts.
 *
 * The app is the production one (the React Router build, /api, images) answered in-process; the
 * database is a SQLite inventory of its own (DATA_DIR, seeded once, default /tmp/memory-bench/sqlite-104000).
 * Live bytes are the V8 heap without compiled code; buffers outside the heap are listed apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { cacheBytes } from '#src/caching/byte-bounded-cache.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import { createSeededRandom } from '#src/domain/random/seeded-random.ts';
import { seedDatabase } from '#src/seed/seed-database.server.ts';
import { createAdmissionControl } from '../server/admission-control.ts';
import { createHttpApp } from '../server/http-app.ts';
import { BUILD_DIR, loadServerBuild } from '../server/start-server.ts';
import { searchQuery } from '../scripts/soak/soak-traffic.ts';

v8.setFlagsFromString('--expose-gc');
v8.setFlagsFromString('--no-flush-bytecode');
const gc = vm.runInNewContext('gc') as () => void;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const LISTINGS = Number(arg('listings') ?? 104_000);
const CONCURRENT = Number(arg('concurrent') ?? 20);
const FILL = Number(arg('fill') ?? 0);
const DATA_DIR = process.env.DATA_DIR ?? `/tmp/memory-bench/sqlite-${LISTINGS}`;
const MB = 1024 * 1024;

function live(): { heap: number; code: number; outside: number } {
  gc();
  gc();
  const spaces = v8.getHeapSpaceStatistics();
  const used = (code: boolean) => spaces.filter((space) => space.space_name.startsWith('code') === code).reduce((sum, space) => sum + space.space_used_size, 0);
  return { heap: used(false), code: used(true), outside: process.memoryUsage().arrayBuffers };
}

async function seededDataDir(): Promise<void> {
  if (fs.existsSync(path.join(DATA_DIR, 'marketplace.sqlite'))) return;
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const handle = connectDatabase({ databaseUrl: '', sqliteFile: path.join(DATA_DIR, 'marketplace.sqlite') });
  await migrateToLatest(handle);
  await seedDatabase(handle, { listings: LISTINGS, seed: 42, logger: createLogger('warn') });
  await handle.close();
}

await seededDataDir();
const atStart = live();
const env = loadEnv({
  ...process.env,
  DATA_DIR,
  DATABASE_URL: '',
  SEED_LISTINGS: '0',
  LOG_LEVEL: 'warn',
  BACKGROUND_JOBS: 'off',
  ...(FILL ? {} : { MEMORY_BUDGET_MB: '0' }),
  PHOTO_CACHE_MB: '0',
});
const services = await createServices(env, createLogger('warn'), { serving: true });
const unbounded = { inProgress: 10_000, queued: 0 };
const admission = createAdmissionControl({ limits: { api: unbounded, page: unbounded, photo: unbounded, upload: unbounded, write: unbounded } });
const app = createHttpApp({ services, build: await loadServerBuild(), clientDir: path.join(BUILD_DIR, 'client'), admission });
const withServices = live();

const random = createSeededRandom(7);
// The soak's unique searches (each with a price ceiling of its own, so no cache could answer it).
const search = () => searchQuery(random);
const carIds: number[] = [];
for (let page = 1; page <= 5; page++) {
  const answer = (await (await app.request(`http://127.0.0.1/api/v2/search-listings?sort=price&page=${page}`)).json()) as { listings: { id: number }[] };
  carIds.push(...answer.listings.map((l) => l.id));
}
const carId = (i: number) => carIds[i % carIds.length] ?? 1;
const KINDS: { kind: string; path: (i: number) => string }[] = [
  { kind: 'API search (20 cars)', path: () => `/api/v2/search-listings?${search()}` },
  { kind: 'result page', path: () => `/angebote/?${search()}` },
  { kind: 'detail page', path: (i) => `/fahrzeuge/-/${carId(i)}` },
  { kind: 'photo (big WebP, drawn)', path: (i) => `/images/listings/${carId(i + 50)}/${i % 7}-big.webp` },
];

/** Peak live memory while `CONCURRENT` requests are in flight: a full collection on every turn of the loop until all are answered. */
async function peakInFlight(pathOf: (i: number) => string, round: number): Promise<{ heap: number; outside: number; statuses: string }> {
  const base = live();
  let peak = { heap: 0, outside: 0 };
  let done = false;
  const sample = () => {
    const now = live();
    peak = { heap: Math.max(peak.heap, now.heap - base.heap), outside: Math.max(peak.outside, now.outside - base.outside) };
    if (!done) setImmediate(sample);
  };
  setImmediate(sample);
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, k) => {
      const res = await app.request(`http://127.0.0.1${pathOf(round * CONCURRENT + k)}`);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  done = true;
  const counts = new Map<number, number>();
  for (const status of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return { ...peak, statuses: [...counts].map(([s, n]) => `${s}×${n}`).join(' ') };
}

if (FILL) {
  const before = live();
  for (let i = 0; i < FILL; i += CONCURRENT) {
    await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, k) => {
        const { path: pathOf } = KINDS[(i + k) % 3] ?? KINDS[0]!;
        await (await app.request(`http://127.0.0.1${pathOf(i + k)}`)).arrayBuffer();
      }),
    );
  }
  const after = live();
  console.log(
    `Caches after ${FILL} unique requests (budget ${env.MEMORY_BUDGET_MB} MB): heap +${((after.heap - before.heap) / MB).toFixed(1)} MB, buffers +${((after.outside - before.outside) / MB).toFixed(1)} MB`,
  );
  for (const [name, bytes] of cacheBytes()) console.log(`  ${name}: ${(bytes / MB).toFixed(1)} MB counted`);
  await closeServices(services);
  process.exit(0);
}

const rows: string[] = [];
for (const { kind, path: pathOf } of KINDS) {
  await peakInFlight(pathOf, 0); // warms the code paths
  const m = await peakInFlight(pathOf, 1);
  rows.push(`| ${kind} | ${(m.heap / CONCURRENT / 1024).toFixed(0)} KB | ${(m.outside / CONCURRENT / 1024).toFixed(0)} KB | ${m.statuses} |`);
}

console.log(`Live memory after full collections, ${LISTINGS} cars, SQLite, caches off:`);
const figures = (m: ReturnType<typeof live>) =>
  `heap ${(m.heap / MB).toFixed(1)} MB + compiled code ${(m.code / MB).toFixed(1)} MB, buffers ${(m.outside / MB).toFixed(1)} MB`;
console.log(`  code and modules loaded:        ${figures(atStart)}`);
console.log(`  + services and search index:    ${figures(withServices)}`);
console.log(`\nHeld at the peak per request in flight (${CONCURRENT} unique at once):\n`);
console.log('| request | heap | buffers | answers |\n|---|---|---|---|');
for (const row of rows) console.log(row);
await closeServices(services);
process.exit(0);
