/**
 * Fault drill, database part (issue 15): the real server on PostgreSQL behind a TCP relay on
 * loopback, under a steady load of page and API requests. It freezes the relay (a network
 * partition: connections open, nothing answers), thaws it, then makes PostgreSQL refuse
 * connections (ALTER DATABASE … ALLOW_CONNECTIONS false, backends terminated) and allows them
 * again. It prints per phase: requests answered, statuses, slowest answer, time to the first 503
 * and time to recovery. Exit code 1 when a request hung, a fault never produced a 503, or the app
 * did not recover on its own.
 *
 *   npm run drill            (both drills)      tsx scripts/drill/database-faults.ts   (this one)
 *   TEST_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres  DRILL_DEADLINE_MS=2000
 *
 * Uses a throw-away database of its own and the built app (npm run build); stops by itself.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadEnv } from '#src/config/env.server.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { startTcpRelay, viaRelay, type TcpRelay } from './tcp-relay.ts';
import { answerHelp } from '../cli-help.ts';

answerHelp(
  'Aufruf: tsx scripts/drill/database-faults.ts   (TEST_PG_ADMIN_URL, DRILL_DEADLINE_MS)\n  Störungsübung Datenbank: PostgreSQL hinter einem TCP-Relay einfrieren und Verbindungen verweigern, unter Last;\n  Exit-Code 1, wenn eine Anfrage hing, kein 503 kam oder die App sich nicht selbst erholte.',
);

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEADLINE_MS = Number(process.env.DRILL_DEADLINE_MS ?? 2000);
const VISITORS = 6;
const FAULT_MS = 8000;
const CALM_MS = 3000;
/** The whole drill ends by then, whatever happens. */
const HARD_LIMIT_MS = 120_000;
/** A request open longer than this counts as hung. */
const HUNG_MS = 3 * DEADLINE_MS + 2000;

interface Sample {
  phase: string;
  started: number;
  ended: number | null;
  status: number | null;
}

const samples: Sample[] = [];
let phase = 'start';
const phaseStart = new Map<string, number>();

function setPhase(name: string) {
  phase = name;
  phaseStart.set(name, Date.now());
  console.log(`${new Date().toISOString().slice(11, 23)}  ${name}`);
}

async function visitor(base: string, cars: { path: string }[], stop: () => boolean, n: number) {
  let i = n;
  while (!stop()) {
    i += VISITORS;
    const target = i % 3 === 0 ? `/api/watch-list/${randomUUID()}` : i % 3 === 1 ? cars[i % cars.length]!.path : `/angebote/?page=${1 + (i % 7)}&sort=price`;
    const sample: Sample = { phase, started: Date.now(), ended: null, status: null };
    samples.push(sample);
    try {
      const res = await fetch(`${base}${target}`, { redirect: 'manual', headers: { accept: 'text/html' }, signal: AbortSignal.timeout(HUNG_MS * 2) });
      await res.arrayBuffer();
      sample.status = res.status;
    } catch {
      sample.status = 0;
    }
    sample.ended = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function report(): boolean {
  let ok = true;
  const phases = [...phaseStart.keys()];
  console.log('\n| phase (requests sent in it) | requests | answered | statuses | slowest ms | first 503 after ms | first 200 after ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const name of phases) {
    const mine = samples.filter((s) => s.phase === name);
    const start = phaseStart.get(name)!;
    const answered = mine.filter((s) => s.ended !== null);
    const statuses = new Map<number, number>();
    for (const s of answered) statuses.set(s.status ?? 0, (statuses.get(s.status ?? 0) ?? 0) + 1);
    const slowest = Math.max(0, ...answered.map((s) => s.ended! - s.started));
    const first = (status: number) => {
      const hit = answered.filter((s) => s.status === status).sort((a, b) => a.ended! - b.ended!)[0];
      return hit ? String(hit.ended! - start) : '–';
    };
    console.log(
      `| ${name} | ${mine.length} | ${answered.length} | ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}×${c}`)
        .join(' ')} | ${slowest} | ${first(503)} | ${first(200)} |`,
    );
    if (answered.length < mine.length || slowest > HUNG_MS || statuses.has(0) || statuses.has(500)) ok = false;
    if (name.startsWith('fault') && !statuses.has(503)) ok = false;
    if (name.startsWith('recovery') && first(200) === '–') ok = false;
  }
  return ok;
}

async function main(): Promise<boolean> {
  const dbName = `gw_drill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-drill-'));
  let relay: TcpRelay | null = null;
  let server: RunningServer | null = null;
  try {
    relay = await startTcpRelay({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
    console.log(`PostgreSQL ${dbName} behind relay 127.0.0.1:${relay.port}; statement deadline ${DEADLINE_MS} ms; starting the server …`);
    server = await startServer(
      loadEnv({
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: viaRelay(dbUrl.toString(), relay),
        SEED_LISTINGS: '600',
        LOG_LEVEL: 'fatal',
        BACKGROUND_JOBS: 'off',
        DB_QUERY_TIMEOUT_MS: String(DEADLINE_MS),
        PAGE_CACHE_MB: '16',
      }),
    );
    const found = (await (await fetch(`${server.url}/api/v2/search-listings?size=50`)).json()) as { listings: { detailURL: string }[] };
    const cars = found.listings.map((l) => ({ path: new URL(l.detailURL, server!.url).pathname }));
    let stopped = false;
    setPhase('baseline');
    const load = Array.from({ length: VISITORS }, (_, n) => visitor(server!.url, cars, () => stopped, n));

    await sleep(CALM_MS);
    setPhase('fault: relay frozen');
    relay.freeze();
    await sleep(FAULT_MS);
    setPhase('recovery after thaw');
    relay.thaw();
    await sleep(CALM_MS * 2);

    setPhase('fault: connections refused');
    await admin.query(`alter database ${dbName} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
    await sleep(FAULT_MS);
    setPhase('recovery after allow');
    await admin.query(`alter database ${dbName} allow_connections true`);
    await sleep(CALM_MS * 2);
    stopped = true;
    await Promise.all(load);
    return report();
  } finally {
    relay?.thaw();
    await server?.close().catch(() => undefined);
    await relay?.close();
    await admin.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const limit = setTimeout(() => {
  console.error(`Drill did not finish within ${HARD_LIMIT_MS / 1000} s`);
  process.exit(1);
}, HARD_LIMIT_MS);
limit.unref();

const ok = await main();
console.log(ok ? '\nDatabase drill: every request answered, 503 during the faults, recovered by itself.' : '\nDatabase drill FAILED (see the table).');
process.exit(ok ? 0 : 1);
