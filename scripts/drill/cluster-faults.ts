/**
 * Fault drill, process and connection part (issue 24): the real server (`server/main.ts`, two serving
 * processes) on SQLite and on PostgreSQL, on loopback. Phases:
 *   silent 300 / silent 40,000 — that many TCP connections that send nothing (from 127.0.0.2… so the
 *     ports suffice); a probe on a new connection every 100 ms during and after;
 *   reload — unique requests at 8 keep-alive connections across `kill -HUP <primary>`: 0 may fail;
 *   kill -9 — the same load while one serving process is killed: no request may wait more than 10 s;
 *   rating run — full price-rating runs (with the evaluation) one after another while 2,000 partner price
 *     changes go in through the partner API (4 connections) and the total count is polled: 0 writes may
 *     be refused; prints the count's p99 and the serving processes' largest event-loop delay (their
 *     metrics, `nodejs_eventloop_lag_max_seconds`, reset by the scrape before the phase);
 *   full disk — the data folder (a file system of its own: tmpfs, mounted by the drill, so root only) is
 *     filled to the last byte while the site is read and written: every write path (enquiry, search agent,
 *     fraud report, price alert, partner price change) answers 503 with Retry-After or succeeds, never
 *     500; reads keep answering; no empty or temporary file is left in the outbox; once the filler is
 *     deleted, every write path works again without a restart and the mail that waited is delivered;
 *   SIGTERM — the same load while the whole server stops: every request it had received is answered.
 * Prints a table per dialect; exit code 1 when a goal is missed.
 *
 *   tsx scripts/drill/cluster-faults.ts [--dialects=sqlite,postgres] [--silent=300,40000] [--phases=rating,reload,kill,disk]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '#src/db/connect.server.ts';
import { issuePartnerKey } from '#src/ingestion/partner-keys.server.ts';
import { answerHelp } from '../cli-help.ts';

answerHelp(
  'Aufruf: tsx scripts/drill/cluster-faults.ts [--dialects=sqlite,postgres] [--silent=300,40000]\n  Störungsübung Prozesse und Verbindungen: stumme Verbindungen, Reload, kill -9, SIGTERM; Exit-Code 1 bei verfehltem Ziel.',
);

const TSX = path.resolve('node_modules/.bin/tsx');
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DIALECTS = arg('dialects', 'sqlite,postgres').split(',');
const SILENT = arg('silent', '300,40000').split(',').filter(Boolean).map(Number);
/** Which of the optional phases run (SIGTERM, the last, always does). */
const PHASES = arg('phases', 'rating,reload,kill,disk').split(',');
/** Size of the data folder's own file system in the full-disk phase: the 2,000-car database and its photos fit. */
const DATA_FS_SIZE = '1g';
const CONNECTIONS = 8;
/** Connections one attacking child opens (its descriptor limit is 20,000). */
const PER_CHILD = 10_000;
const MAX_WAIT_MS = 10_000;
/** A fixed port (DRILL_PORT), as in production; the replacement processes of a reload listen on it too. */
const PORT = process.env.DRILL_PORT ?? '4150';
const METRICS_PORT = String(Number(PORT) + 1);
const PARTNER_WRITES = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stamp = () => new Date().toISOString().slice(11, 23);

interface Server {
  child: ChildProcess;
  url: string;
  port: number;
  log: () => string;
}

function startCluster(env: NodeJS.ProcessEnv): Promise<Server> {
  // Node itself, not the tsx wrapper: signals (SIGHUP) must reach the cluster primary.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.slice(-3000)}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /"url":"(http:\/\/127\.0\.0\.1:(\d+))"/.exec(output);
      if (url && output.includes('"msg":"cluster started"')) {
        clearTimeout(timer);
        resolve({ child, url: url[1] ?? '', port: Number(url[2]), log: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.slice(-3000)}`)));
  });
}

interface Sample {
  started: number;
  ended: number;
  status: number;
  error: string | null;
}

function request(url: string, agent: http.Agent | false): Promise<Sample> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ started, ended: Date.now(), status: res.statusCode ?? 0, error: null }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ started, ended: Date.now(), status: 0, error: e.code ?? e.message }));
    });
    req.on('timeout', () => req.destroy(new Error('TIMEOUT')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ started, ended: Date.now(), status: 0, error: e.code ?? e.message }));
  });
}

let unique = 0;
/** A request no cache has seen: a count with a new filter value, every fourth a result page. */
const uniquePath = () => (++unique % 4 === 0 ? `/angebote/?pricefrom=${unique}` : `/api/classified-search/totalcount?mileageto=${unique}`);

/** CONNECTIONS keep-alive connections sending unique requests back to back until `stop()`. */
function loadUntil(url: string, stop: () => boolean): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples: Sample[] = [];
  return Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!stop()) samples.push(await request(`${url}${uniquePath()}`, agent));
    }),
  ).then(() => {
    agent.destroy();
    return samples;
  });
}

/** One request on a new connection every 100 ms until `stop()`. */
function probeUntil(url: string, stop: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  return (async () => {
    while (!stop()) {
      samples.push(await request(`${url}/api/classified-search/totalcount`, false));
      await sleep(100);
    }
    return samples;
  })();
}

const failed = (s: Sample) => s.status === 0 || s.status >= 500;
const slowest = (samples: Sample[]) => Math.max(0, ...samples.map((s) => s.ended - s.started));
const errors = (samples: Sample[]) => {
  const counts = new Map<string, number>();
  for (const s of samples.filter(failed)) counts.set(s.error ?? String(s.status), (counts.get(s.error ?? String(s.status)) ?? 0) + 1);
  return [...counts].map(([k, v]) => `${k}×${v}`).join(' ') || '–';
};

/** Open connections on the server's side of the port (ss), whether or not a process has accepted them yet. */
function establishedOnServer(port: number): number {
  const out = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
  return out.split('\n').filter(Boolean).length;
}

/** The drill's own load and probes: what stays open once an attack is over. */
const SETTLED_CONNECTIONS = 50;

interface Row {
  phase: string;
  figures: string;
  ok: boolean;
}

async function silentAttack(server: Server, count: number): Promise<Row> {
  const children = Array.from({ length: Math.ceil(count / PER_CHILD) }, (_, i) => {
    const n = Math.min(PER_CHILD, count - i * PER_CHILD);
    return spawn(TSX, ['scripts/drill/silent-sockets.ts'], {
      env: { ...process.env, COUNT: String(n), TARGET_PORT: String(server.port), SOURCE: `127.0.0.${i + 2}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  });
  const state = children.map(() => ({ connected: 0, closed: 0, failed: 0 }));
  children.forEach((child, i) =>
    child.stdout?.on('data', (chunk: Buffer) => {
      const last = chunk.toString().trim().split('\n').pop();
      if (last) state[i] = JSON.parse(last) as (typeof state)[number];
    }),
  );
  const sum = (k: 'connected' | 'closed' | 'failed') => state.reduce((a, s) => a + s[k], 0);
  const started = Date.now();
  let attacking = true;
  const during = probeUntil(server.url, () => !attacking);
  let peakOpen = 0;
  let peakServerSide = 0;
  let allClosedAfter: number | null = null;
  /** Measured from the first connection (the attacking processes take a while to start). */
  let firstConnected: number | null = null;
  while (Date.now() - started < 120_000) {
    await sleep(250);
    if (firstConnected === null && sum('connected') > 0) firstConnected = Date.now();
    peakOpen = Math.max(peakOpen, sum('connected') - sum('closed'));
    const serverSide = establishedOnServer(server.port);
    peakServerSide = Math.max(peakServerSide, serverSide);
    // The kernel completes handshakes (SYN cookies) that never reach the accept queue; such client sockets
    // stay open on the client's side only, so the server's side is what counts.
    if (firstConnected !== null && sum('connected') + sum('failed') >= count && serverSide <= SETTLED_CONNECTIONS) {
      allClosedAfter = Date.now() - firstConnected;
      break;
    }
  }
  attacking = false;
  const duringSamples = await during;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => c.once('exit', r))));
  const after = await request(`${server.url}/api/classified-search/totalcount`, false);
  const answered = duringSamples.filter((s) => !failed(s)).length;
  const ok = allClosedAfter !== null && answered > 0 && !failed(after);
  return {
    phase: `silent ${count.toLocaleString('en')}`,
    figures: `connected ${sum('connected')}, refused ${sum('failed')}, most open at once ${peakOpen} (server side ${peakServerSide}), closed by the server: ${sum('closed')}; server side down to ≤ ${SETTLED_CONNECTIONS} after ${allClosedAfter ?? '(not within 120 s)'} ms from the first connection; probes during: ${answered}/${duringSamples.length} answered (${errors(duringSamples)}), slowest ${slowest(duringSamples)} ms; after: ${after.status}`,
    ok,
  };
}

/** The serving processes of the server (cluster workers carry NODE_UNIQUE_ID). */
function workerPids(server: Server): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === server.child.pid && fs.readFileSync(`/proc/${entry}/environ`, 'utf8').includes('NODE_UNIQUE_ID=')) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

const count = (server: Server, msg: string) => (server.log().match(new RegExp(`"msg":"${msg}"`, 'g')) ?? []).length;

async function waitForLog(server: Server, msg: string, times: number, maxMs: number): Promise<boolean> {
  const started = Date.now();
  while (count(server, msg) < times) {
    if (Date.now() - started > maxMs) return false;
    await sleep(100);
  }
  return true;
}

async function reloadUnderLoad(server: Server): Promise<Row> {
  let stopped = false;
  const load = loadUntil(server.url, () => stopped);
  await sleep(2000);
  const started = Date.now();
  const before = count(server, 'reload finished');
  process.kill(server.child.pid as number, 'SIGHUP');
  const finished = await waitForLog(server, 'reload finished', before + 1, 240_000);
  const reloadMs = Date.now() - started;
  await sleep(2000);
  stopped = true;
  const samples = await load;
  const bad = samples.filter(failed);
  return {
    phase: 'reload (SIGHUP)',
    figures: `${samples.length} unique requests at ${CONNECTIONS} connections, ${bad.length} failed (${errors(samples)}), slowest ${slowest(samples)} ms; reload took ${reloadMs} ms`,
    ok: finished && bad.length === 0,
  };
}

async function killUnderLoad(server: Server): Promise<Row> {
  let stopped = false;
  const load = loadUntil(server.url, () => stopped);
  await sleep(2000);
  const victim = workerPids(server)[0];
  const listening = count(server, 'server listening');
  if (victim) process.kill(victim, 'SIGKILL');
  const started = Date.now();
  const replaced = await waitForLog(server, 'server listening', listening + 1, 240_000);
  const replacedMs = Date.now() - started;
  await sleep(2000);
  stopped = true;
  const samples = await load;
  const worst = slowest(samples);
  return {
    phase: 'kill -9 of a serving process',
    figures: `${samples.length} requests, ${samples.filter(failed).length} failed (${errors(samples)}), slowest ${worst} ms; replacement listening after ${replacedMs} ms; jobs assigned ${count(server, 'background jobs assigned')}×`,
    ok: victim !== undefined && replaced && worst <= MAX_WAIT_MS,
  };
}

/** The serving processes' `nodejs_eventloop_lag_max_seconds` (each process resets it when scraped). */
async function loopDelayMaxMs(): Promise<number[]> {
  const res = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
  const text = await res.text();
  return [...text.matchAll(/^nodejs_eventloop_lag_max_seconds\{[^}]*\} ([0-9.e+-]+)$/gm)].map((m) => Math.round(Number(m[1]) * 1000));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** A complete partner car (docs/ingestion.md) at `price`. */
const partnerCar = (price: number) =>
  JSON.stringify({
    offerType: 'Gebrauchtwagen',
    make: 'VW',
    model: 'Golf',
    version: '2.0 TDI',
    price,
    firstRegistrationDate: '2019-04',
    mileage: 84000,
    powerInKW: 110,
    fuel: 'Diesel',
    bodyColor: 'Grau',
    hadAccident: false,
    bodyType: 'Limousine',
    transmissionType: 'Automatik',
    numberOfGears: 7,
    driveTrain: 'Frontantrieb',
    numberOfDoors: 5,
    numberOfSeats: 5,
    numberOfPreviousOwners: 1,
    originalMarket: 'Österreich',
    engineDisplacement: 1968,
  });

async function ratingRunUnderPartnerWrites(server: Server, database: { databaseUrl: string; sqliteFile: string }): Promise<Row> {
  const handle = connectDatabase({ databaseUrl: database.databaseUrl || undefined, sqliteFile: database.sqliteFile, poolSize: 1 });
  try {
    const { key } = await issuePartnerKey(handle.db, 'Drill', [1], new Date());
    const put = (ref: string, price: number): Promise<Sample> => {
      const started = Date.now();
      return fetch(`${server.url}/api/ingest/sellers/1/listings/${ref}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: partnerCar(price),
      })
        .then(async (res) => ({ started, ended: Date.now(), status: res.status, error: res.ok ? null : `${res.status} ${(await res.text()).slice(0, 80)}` }))
        .catch((e: Error) => ({ started, ended: Date.now(), status: 0, error: e.message }));
    };
    await loopDelayMaxMs();
    const runsBefore = count(server, 'price ratings computed');
    const phaseStarted = Date.now();
    let writing = true;
    // Full rating runs back to back: without a stored state the next run (every 5 s) rates everything and evaluates.
    const ratings = (async () => {
      while (writing) {
        // A state there (the first start's, then each finished run's) is deleted: the next run rates everything.
        await sql`delete from price_rating_state`.execute(handle.db);
        await sleep(200);
      }
    })();
    const counts: Sample[] = [];
    const polling = (async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (writing) {
        counts.push(await request(`${server.url}/api/classified-search/totalcount?mileageto=${++unique}`, agent));
        await sleep(20);
      }
      agent.destroy();
    })();
    let next = 0;
    const writes: Sample[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < PARTNER_WRITES) {
          const n = next++;
          writes.push(await put(`DRILL-${n % 100}`, 15_000 + n));
        }
      }),
    );
    const writeMs = Date.now() - phaseStarted;
    // Let the last run started during the writes finish.
    await sleep(6000);
    writing = false;
    await Promise.all([ratings, polling]);
    const loopMax = await loopDelayMaxMs();
    const runs = count(server, 'price ratings computed') - runsBefore;
    const runMs = [...server.log().matchAll(/"ms":(\d+),"loadMs":\d+,"rateMs":(\d+),"evaluateMs":(\d+),"writeMs":(\d+)/g)]
      .slice(-runs)
      .map((m) => `${m[1]} (rate ${m[2]}, evaluate ${m[3]}, write ${m[4]})`);
    const refused = writes.filter((w) => w.status === 0 || w.status >= 400);
    const latencies = counts.filter((c) => !failed(c)).map((c) => c.ended - c.started);
    return {
      phase: `rating run during ${PARTNER_WRITES.toLocaleString('en')} partner writes`,
      figures: `${writes.length} price changes in ${writeMs} ms, ${refused.length} refused (${[...new Set(refused.map((r) => r.error))].slice(0, 3).join('; ') || '–'}), slowest ${slowest(writes)} ms; ${runs} full rating runs finished (ms: ${runMs.join(', ') || '–'}); total count polled ${counts.length}×: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(0, ...latencies)} ms, ${counts.filter(failed).length} failed; largest event-loop delay per serving process ${loopMax.join(' / ')} ms`,
      ok: refused.length === 0 && counts.every((c) => !failed(c)),
    };
  } finally {
    await handle.db.destroy();
  }
}

/** Puts `dir` on a tmpfs of its own, so that filling it fills nothing else; false where mounting is not allowed. */
function mountDataFileSystem(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DATA_FS_SIZE}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes `file` until the file system has no byte left (ENOSPC); returns the bytes written. */
function fillUp(file: string): number {
  const chunk = Buffer.alloc(1 << 20);
  const fd = fs.openSync(file, 'w');
  let written = 0;
  try {
    for (let size = chunk.length; size > 0;) {
      try {
        written += fs.writeSync(fd, chunk, 0, size);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
        size = size >> 1;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return written;
}

/** Outbox files a crash or a full disk could leave half-written: empty ones and temporary ones. */
const brokenOutboxFiles = (outboxDir: string) =>
  fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => !f.endsWith('.eml') || fs.statSync(path.join(outboxDir, f)).size === 0) : [];

async function fullDisk(server: Server, database: { databaseUrl: string; sqliteFile: string; dataDir: string; mounted: boolean }): Promise<Row> {
  const phase = 'full disk';
  if (!database.mounted) return { phase, figures: 'skipped: the data folder could not get a file system of its own (mounting tmpfs needs root)', ok: true };
  const handle = connectDatabase({ databaseUrl: database.databaseUrl || undefined, sqliteFile: database.sqliteFile, poolSize: 1 });
  const outboxDir = path.join(database.dataDir, 'outbox');
  const filler = path.join(database.dataDir, 'filler');
  try {
    const { key } = await issuePartnerKey(handle.db, 'Drill Platte', [1], new Date());
    const car = await handle.db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'active')
      .where('seller_id', '<>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const post = (p: string, body: unknown) =>
      fetch(`${server.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify(body) });
    const enquiry = (mail: string) => ({
      name: 'Maria Huber',
      emailaddress: mail,
      phone: '+43 664 1234567',
      comment: 'Guten Tag, ist das Fahrzeug noch verfügbar? Ich würde es gerne am Samstag besichtigen.',
      automatch: false,
      sendcopy: false,
      source: 'DetailPage-GW',
      classifiedGuid: car.id,
      leadId: randomUUID(),
    });
    const writes = (n: number): [string, () => Promise<Response>][] => [
      ['enquiry', () => post('/api/vendor-contact-email', enquiry(`platte-${n}@example.at`))],
      ['search agent', () => post('/api/search-subscription/subscribe', { mail: `platte-${n}@example.at`, searchString: `make=74&priceto=${10_000 + n}` })],
      [
        'fraud report',
        () =>
          post('/api/fraud', {
            articleId: 1111,
            reasonId: 'F',
            comment: 'Der Verkäufer verlangt eine Anzahlung per Western Union.',
            email: `platte-${n}@example.at`,
            listingGuid: car.id,
            firstName: 'Vorname',
            lastName: 'Nachname',
          }),
      ],
      [
        'price alert',
        () =>
          fetch(`${server.url}/preisalarm/`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
            body: new URLSearchParams({ mail: `platte-${n}@example.at`, listingIds: String(car.id), frequency: 'instant' }).toString(),
            redirect: 'manual',
          }),
      ],
      [
        'partner price change',
        () =>
          fetch(`${server.url}/api/ingest/sellers/1/listings/DISK-${n}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: partnerCar(20_000 + n),
          }),
      ],
    ];
    const filled = fillUp(filler);
    // Several rounds: a database may take a write or two into room it already has before it meets the full disk.
    const answers = new Map<string, Map<string, number>>();
    let wrong = 0;
    for (let round = 1; round <= 3; round++) {
      for (const [label, write] of writes(round)) {
        const res = await write().catch(() => null);
        const answer = !res ? 'no answer' : res.status === 503 ? (res.headers.get('retry-after') ? '503' : '503 without Retry-After') : String(res.status);
        if (answer !== '503' && !(res && res.status < 400)) wrong++;
        const tally = answers.get(label) ?? new Map<string, number>();
        tally.set(answer, (tally.get(answer) ?? 0) + 1);
        answers.set(label, tally);
      }
    }
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_, i) => request(`${server.url}/api/classified-search/totalcount?mileageto=${900_000 + i}`, false)),
    );
    const broken = brokenOutboxFiles(outboxDir);
    const waiting = async () =>
      (
        await handle.db
          .selectFrom('outbox_messages')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n;
    const mailWaiting = Number(await waiting());
    fs.rmSync(filler);
    const freed = Date.now();
    const recovered: string[] = [];
    for (const [label, write] of writes(9)) {
      while (Date.now() - freed < 30_000) {
        const res = await write().catch(() => null);
        if (res && res.status < 400) {
          recovered.push(`${label} ${Date.now() - freed} ms`);
          break;
        }
        await sleep(200);
      }
    }
    // The outbox worker retries on its back-off: the mail that waited for space goes out by itself.
    while (Date.now() - freed < 180_000 && Number(await waiting()) > 0) await sleep(500);
    const mailLeft = Number(await waiting());
    // What the server logged for an answer that should have been a 503: the cause to fix.
    const unhandledLine =
      server
        .log()
        .split('\n')
        .find((line) => line.includes('"msg":"unhandled error"') && line.includes('"databaseUnavailable":false')) ?? '';
    const unhandled = (/"type":"(\w+)","message":"([^"]{0,160})/.exec(unhandledLine) ?? []).slice(1).join(': ');
    const tallies = [...answers].map(([label, tally]) => `${label} ${[...tally].map(([a, n]) => `${a}×${n}`).join(' ')}`).join(', ');
    return {
      phase,
      figures: `filled ${Math.round(filled / 2 ** 20)} MB; writes while full: ${tallies}; reads while full ${reads.filter((r) => !failed(r)).length}/${reads.length} answered; outbox files broken ${broken.length}; mail waiting for space ${mailWaiting}; after freeing: ${recovered.join(', ')}; mail still waiting after recovery ${mailLeft}${unhandled ? `; server logged: ${unhandled}` : ''}`,
      ok: wrong === 0 && reads.every((r) => !failed(r)) && broken.length === 0 && recovered.length === writes(0).length && mailLeft === 0,
    };
  } finally {
    fs.rmSync(filler, { force: true });
    await handle.db.destroy();
  }
}

async function sigtermUnderLoad(server: Server): Promise<Row> {
  let stopped = false;
  const load = loadUntil(server.url, () => stopped);
  await sleep(2000);
  const signalled = Date.now();
  const exited = new Promise<number>((resolve) => server.child.once('exit', () => resolve(Date.now() - signalled)));
  server.child.kill('SIGTERM');
  const exitMs = await exited;
  stopped = true;
  const samples = await load;
  // A request sent before the signal was received by the server and must be answered; later ones may be refused.
  const received = samples.filter((s) => s.started < signalled);
  const lost = received.filter(failed);
  const refused = samples.filter((s) => s.error === 'ECONNREFUSED').length;
  return {
    phase: 'SIGTERM of the whole server',
    figures: `${received.length} requests sent before the signal, ${lost.length} of them failed (${errors(received)}); afterwards ${refused} refused (listener closed); server exited after ${exitMs} ms`,
    ok: lost.length === 0,
  };
}

async function drill(dialect: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-cluster-drill-'));
  const mounted = PHASES.includes('disk') && mountDataFileSystem(dataDir);
  const dbName = `gw_drill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = dialect === 'postgres' ? new pg.Client({ connectionString: ADMIN_URL }) : null;
  let databaseUrl = '';
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  let server: Server | null = null;
  try {
    console.log(`${stamp()}  ${dialect}: starting two serving processes …`);
    server = await startCluster({
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT,
      METRICS_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_LISTINGS: '2000',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '1000',
      // Drawn photos stay well inside the data folder's own file system (full-disk phase).
      PHOTO_CACHE_MB: '100',
      FIRST_PHOTO_MB: '100',
    });
    const rows: Row[] = [];
    const run = async (phase: Promise<Row>) => {
      const row = await phase;
      console.log(`${stamp()}  ${dialect} ${row.phase}: ${row.figures}${row.ok ? '' : '  ← MISSED'}`);
      rows.push(row);
    };
    if (PHASES.includes('rating')) await run(ratingRunUnderPartnerWrites(server, { databaseUrl, sqliteFile: path.join(dataDir, 'marketplace.sqlite') }));
    for (const n of SILENT) await run(silentAttack(server, n));
    if (PHASES.includes('reload')) await run(reloadUnderLoad(server));
    if (PHASES.includes('kill')) await run(killUnderLoad(server));
    if (PHASES.includes('disk')) await run(fullDisk(server, { databaseUrl, sqliteFile: path.join(dataDir, 'marketplace.sqlite'), dataDir, mounted }));
    await run(sigtermUnderLoad(server));
    return rows;
  } finally {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    if (mounted) execFileSync('umount', [dataDir]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: { dialect: string; rows: Row[] }[] = [];
for (const dialect of DIALECTS) results.push({ dialect, rows: await drill(dialect) });
console.log('\n| dialect | phase | figures | goal |\n|---|---|---|---|');
for (const { dialect, rows } of results) for (const r of rows) console.log(`| ${dialect} | ${r.phase} | ${r.figures} | ${r.ok ? 'met' : 'MISSED'} |`);
const ok = results.every((r) => r.rows.every((row) => row.ok));
console.log(ok ? '\nCluster drill: every goal met.' : '\nCluster drill FAILED (see the table).');
process.exit(ok ? 0 : 1);
