/**
 * npm run bench:loop-stalls [-- --dialect=sqlite] [--listings=20000] [--burst=5000] [--agents=300]
 *
 * How long a serving process's event loop stands still while its search index applies a price-rating
 * run's worth of changes from the feed and compacts itself (issue 24 point 4: at most 50 ms). One
 * process, one search index on a seeded database (SQLite under the OS temp folder, or a throw-away
 * PostgreSQL database): `--burst` cars change in one transaction (as a rating run re-grades them),
 * then one poll of the feed applies them; then a compaction of the index is forced; then the daily
 * search agent runs over `--agents` subscriptions (services as a serving process has them). For each step it
 * prints the longest turn of the event loop in wall-clock time and the most CPU time spent in one turn
 * (on a busy machine the wall-clock figure is mostly the scheduler; the CPU figure is this code's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import { connectDatabase, type DbHandle } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { SearchEngine } from '#src/search/search-engine.server.ts';
import { SearchIndex } from '#src/search/bitmap-index.ts';
import { seedDatabase } from '#src/seed/seed-database.server.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { answerHelp } from '../scripts/cli-help.ts';
import { dropPostgresDatabase, postgresDatabase } from './bench-database.ts';

answerHelp(
  'Aufruf: npm run bench:loop-stalls [-- --dialect=sqlite|postgres] [--listings=20000] [--burst=5000] [--agents=300]\n  Stillstand der Ereignisschleife, während der Suchindex viele Änderungen übernimmt, sich verdichtet und der tägliche Suchagent läuft.',
);

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DIALECT = arg('dialect', 'sqlite');
const LISTINGS = Number(arg('listings', '20000'));
const BURST = Number(arg('burst', '5000'));
const AGENTS = Number(arg('agents', '300'));

/**
 * Runs `work` while a callback requeued with setImmediate notes every turn of the event loop: the
 * longest time between two turns (wall clock: what a request waited) and the most CPU time the
 * process spent within one (what this process's code held the loop for, whatever else the machine does).
 */
async function measure(step: string, work: () => Promise<unknown>): Promise<void> {
  let running = true;
  let turns = 0;
  let maxWall = 0;
  let maxCpu = 0;
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  const tick = () => {
    const wall = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    maxWall = Math.max(maxWall, wall - lastWall);
    maxCpu = Math.max(maxCpu, (cpu.user + cpu.system) / 1000);
    lastWall = wall;
    lastCpu = process.cpuUsage();
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const started = performance.now();
  const cpu = process.cpuUsage();
  await work();
  running = false;
  // The stretch from the last turn to the end of the work counts too.
  tick();
  const used = process.cpuUsage(cpu);
  console.log(
    `${step}: took ${Math.round(performance.now() - started)} ms (CPU ${Math.round((used.user + used.system) / 1000)} ms) in ${turns} turns of the event loop; longest turn ${Math.round(maxWall)} ms, of it CPU at most ${Math.round(maxCpu)} ms`,
  );
}

async function dailySearchAgent(): Promise<void> {
  const services = await createServices(
    loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent', SEED_LISTINGS: '0', BACKGROUND_JOBS: 'off' }),
    createLogger('silent'),
  );
  try {
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const searches = ['', 'pricefrom=5000&priceto=20000', 'fuel=D', 'mileageto=50000', 'sort=price'];
    await handle.db
      .insertInto('search_subscriptions')
      .values(
        Array.from({ length: AGENTS }, (_, i) => ({
          token: `bench-${i}`,
          email: `bench${i}@example.at`,
          search_string: searches[i % searches.length] ?? '',
          confirmed_at: weekAgo,
          last_sent_at: null,
          created_at: weekAgo,
          frequency: 'daily',
          seen_until: null,
          paused_at: null,
        })),
      )
      .execute();
    await measure(`daily search agent: ${AGENTS} subscriptions`, () => services.searchAgent.runDigests('daily', new Date()));
  } finally {
    await closeServices(services);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-loop-stalls-'));
const dbName = `gw_bench_loop_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const databaseUrl = DIALECT === 'postgres' ? await postgresDatabase(dbName) : undefined;
const handle: DbHandle = connectDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'marketplace.sqlite') });
try {
  await migrateToLatest(handle);
  console.log(`seeding ${LISTINGS.toLocaleString('en')} listings (${DIALECT}) …`);
  await seedDatabase(handle, { listings: LISTINGS, seed: 20261127 });
  const engine = await SearchEngine.create({ db: handle, taxonomy: await loadTaxonomy(handle.db), pollIntervalMs: 0 });
  console.log(`index loaded: ${engine.size.toLocaleString('en')} listings`);

  // A rating run's worth of changes: BURST cars change (here their price) with their feed rows, in one transaction.
  const ids = (await handle.db.selectFrom('listings').select('id').where('status', '=', 'active').orderBy('id').limit(BURST).execute()).map((r) => r.id);
  const now = new Date().toISOString();
  await handle.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('listings')
      .set((eb) => ({ price: eb('price', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
    for (let i = 0; i < ids.length; i += 500) {
      await trx
        .insertInto('listing_changes')
        .values(ids.slice(i, i + 500).map((id) => ({ listing_id: id, changed_at: now })))
        .execute();
    }
  });
  await measure(`feed: ${ids.length.toLocaleString('en')} changes applied (with the compaction they make due)`, () => engine.poll());
  const index = (engine as unknown as { index: SearchIndex }).index;
  const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
  // What `compacted` does when it is due (searches go on using the old index meanwhile).
  await measure(`compaction of ${engine.size.toLocaleString('en')} listings`, async () => new SearchIndex(await index.store.compacted(pause)).rebuild(pause));
  await engine.close();

  // The daily search agent (one of the daily jobs) over AGENTS confirmed subscriptions, in a process's services.
  if (AGENTS > 0) await dailySearchAgent();
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (DIALECT === 'postgres') await dropPostgresDatabase(dbName);
}
