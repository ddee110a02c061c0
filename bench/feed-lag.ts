/**
 * npm run bench:feed-lag [-- --followers=4] [--listings=104000] [--seconds=30] [--writes-per-second=20] [--burst=5000] [--db-prefix=gw_bench]
 *
 * The change feed's lag with several serving processes on one PostgreSQL (issue 18 point 5,
 * docs/decisions/0016): `--followers` processes each load their own search index and follow
 * `listing_changes` exactly as a server does (SearchEngine, polling every 500 ms) while this process
 * writes listings (a price change plus its feed row, in one transaction) at a steady rate. Each
 * follower reports when its index applied each change; the lag is that moment minus the writer's
 * commit. Then a burst of `--burst` changes in one transaction measures how fast the feed drains.
 * Prints lag p50/p95/max, index load time and RSS per follower, and the burst's drain time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { connectDatabase, type DbHandle } from '#src/db/connect.server.ts';
import { recordListingChange } from '#src/repositories/listing-change.repository.ts';
import { SearchEngine } from '#src/search/search-engine.server.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { rssMb } from '../scripts/process-stats.ts';
import { answerHelp } from '../scripts/cli-help.ts';
import { postgresDatabase, seedOnce } from './bench-database.ts';

answerHelp(
  'Aufruf: npm run bench:feed-lag [-- --followers=4] [--listings=104000] [--seconds=30] [--writes-per-second=20] [--burst=5000] [--db-prefix=gw_bench]\n  Verzögerung des Änderungs-Feeds mit mehreren Prozessen auf einer PostgreSQL.',
);

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'] as const;
  }),
);
const FOLLOWERS = Number(args.get('followers') ?? 4);
const LISTINGS = Number(args.get('listings') ?? 104_000);
const SECONDS = Number(args.get('seconds') ?? 30);
const WRITES_PER_SECOND = Number(args.get('writes-per-second') ?? 20);
const BURST = Number(args.get('burst') ?? 5000);
const DB_PREFIX = args.get('db-prefix') ?? 'gw_bench';

type FollowerMessage = { kind: 'ready'; loadMs: number; rssMb: number; listings: number } | { kind: 'applied'; ids: number[]; at: number };

/** A follower: one search index following the feed, reporting every change it applies. */
async function follow(databaseUrl: string): Promise<void> {
  const handle = connectDatabase({ databaseUrl });
  const started = Date.now();
  const engine = await SearchEngine.create({ db: handle, taxonomy: await loadTaxonomy(handle.db) });
  engine.onChange((ids) => process.send?.({ kind: 'applied', ids, at: Date.now() } satisfies FollowerMessage));
  process.send?.({ kind: 'ready', loadMs: Date.now() - started, rssMb: rssMb(process.pid), listings: engine.size } satisfies FollowerMessage);
  process.on(
    'disconnect',
    () =>
      void engine
        .close()
        .then(() => handle.close())
        .then(() => process.exit(0)),
  );
}

async function prepareDatabase(): Promise<string> {
  const url = await postgresDatabase(`${DB_PREFIX}_feed_${LISTINGS}`);
  const handle = connectDatabase({ databaseUrl: url });
  try {
    await seedOnce(handle, LISTINGS, 'postgres');
  } finally {
    await handle.close();
  }
  return url;
}

/** A price change and its feed row in one transaction, as every write of the app does. */
async function changeListings(handle: DbHandle, ids: readonly number[]): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('listings')
      .set((eb) => ({ price: eb('price', '+', 1) }))
      .where('id', 'in', [...ids])
      .execute();
    for (const id of ids) await recordListingChange(trx, id);
  });
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number);
}

async function main(): Promise<void> {
  const databaseUrl = await prepareDatabase();
  const handle = connectDatabase({ databaseUrl });
  const active = (await handle.db.selectFrom('listings').select('id').where('status', '=', 'active').orderBy('id').execute()).map((r) => r.id);
  /** per follower: listing id → when its index applied the latest change of it */
  const applied: Map<number, number>[] = [];
  const ready: Extract<FollowerMessage, { kind: 'ready' }>[] = [];
  const children: ChildProcess[] = [];
  await new Promise<void>((resolve) => {
    for (let i = 0; i < FOLLOWERS; i++) {
      const seen = new Map<number, number>();
      applied.push(seen);
      const child = fork(new URL(import.meta.url).pathname, ['--follower'], {
        env: { ...process.env, FEED_LAG_DATABASE_URL: databaseUrl },
        execArgv: ['--import', 'tsx'],
      });
      children.push(child);
      child.on('message', (m: FollowerMessage) => {
        if (m.kind === 'applied') for (const id of m.ids) seen.set(id, m.at);
        else if (ready.push(m) === FOLLOWERS) resolve();
      });
    }
  });
  console.log(
    `${FOLLOWERS} followers ready: ${ready.map((r) => `${r.listings.toLocaleString('en')} listings in ${(r.loadMs / 1000).toFixed(1)} s, ${r.rssMb} MB`).join('; ')}`,
  );

  // Steady writes: each write changes a different listing, so every sighting belongs to one write.
  const committed = new Map<number, number>();
  const started = Date.now();
  for (let n = 0; Date.now() - started < SECONDS * 1000; n++) {
    const id = active[(n * 7919) % active.length] as number;
    await changeListings(handle, [id]);
    committed.set(id, Date.now());
    const next = started + ((n + 1) * 1000) / WRITES_PER_SECOND;
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const lags: number[] = [];
  let missed = 0;
  for (const seen of applied) {
    for (const [id, at] of committed) {
      const when = seen.get(id);
      if (when === undefined || when < at - 1000) missed++;
      else lags.push(Math.max(0, when - at));
    }
  }
  lags.sort((a, b) => a - b);

  // A burst (a feed import's worth of changes in one transaction): how long until every follower has applied all.
  const burstIds = active.slice(0, Math.min(BURST, active.length));
  for (const seen of applied) seen.clear();
  const burstStart = Date.now();
  await changeListings(handle, burstIds);
  const burstCommitted = Date.now();
  let drainedMs = Number.NaN;
  while (Date.now() - burstCommitted < 60_000) {
    if (applied.every((seen) => burstIds.every((id) => seen.has(id)))) {
      drainedMs = Math.max(...applied.map((seen) => Math.max(...burstIds.map((id) => seen.get(id) ?? 0)))) - burstCommitted;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const child of children) child.disconnect();
  await handle.close();

  const rss = ready.map((r) => r.rssMb);
  console.log(
    `\n### Change feed lag: ${FOLLOWERS} processes following listing_changes on one PostgreSQL, ${LISTINGS.toLocaleString('en')} listings, ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| what | value |');
  console.log('|---|---|');
  console.log(`| steady writes | ${committed.size} in ${SECONDS} s (${WRITES_PER_SECOND}/s), each seen by ${FOLLOWERS} processes |`);
  console.log(`| lag p50 / p95 / max | ${percentile(lags, 0.5)} / ${percentile(lags, 0.95)} / ${lags.at(-1) ?? Number.NaN} ms |`);
  console.log(`| changes not seen | ${missed} |`);
  console.log(
    `| burst of ${burstIds.length.toLocaleString('en')} changes (commit ${burstCommitted - burstStart} ms) applied by all | ${drainedMs} ms (${Math.round((burstIds.length / Math.max(1, drainedMs)) * 1000).toLocaleString('en')} changes/s) |`,
  );
  console.log(`| index load per process | ${Math.min(...ready.map((r) => r.loadMs))}–${Math.max(...ready.map((r) => r.loadMs))} ms |`);
  console.log(`| RSS per process after load | ${Math.min(...rss)}–${Math.max(...rss)} MB |`);
}

if (process.argv.includes('--follower')) await follow(process.env.FEED_LAG_DATABASE_URL ?? '');
else await main();
