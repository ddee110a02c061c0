/**
 * Issue 25 point 1 and 2: `/health/live`, `/health/ready` (200 when database, migrations, search index
 * and outbox are fine; 503 while the process starts and while the database is gone), request ids on
 * responses, log lines and error pages, the JSON access log, and the metrics listener merging all
 * serving processes of a cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#src/config/env.server.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { createPageAppHarness, type PageAppHarness } from '../support/page-app-harness.ts';
import { createTestDatabase, DIALECTS, PG_ADMIN_URL, type TestDatabase } from '../support/test-databases.ts';

const SERVER_ERROR_TEXT = 'Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.';

interface Ready {
  status: string;
  checks: Record<string, { ok: boolean; detail: string }>;
}

describe.each(DIALECTS)('health, request ids and access log on %s', (dialect) => {
  let h: PageAppHarness;
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, { listings: 60, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is live and ready, listing each check', async () => {
    const live = await h.request('/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await h.request('/health/ready');
    const body = (await ready.json()) as Ready;
    expect(ready.status, JSON.stringify(body)).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(body.status).toBe('ready');
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'migrations', 'outbox', 'searchIndex', 'writes']);
    expect(Object.values(body.checks).every((c) => c.ok)).toBe(true);
  });

  it('keeps a sane incoming request id, replaces any other, and names it on every log line of the request', async () => {
    const mark = h.logs.length;
    const kept = await h.request('/angebote/?page=999', { headers: { 'x-request-id': 'proxy-4711.a' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-4711.a');
    const replaced = await h.request('/api/v2/search-listings', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('x-request-id')).toMatch(/^[\w-]{12}$/);
    const own = await h.request('/unbekannt/pfad/?ref=99999999');
    expect(own.status).toBe(404);
    const ownId = own.headers.get('x-request-id') ?? '';
    expect(ownId).toMatch(/^[\w-]{12}$/);

    const lines = h.logs.slice(mark);
    // (A page past the end redirects.) The not-found page logs the unknown address, and the access log closes the request: both carry its id.
    const ofOwn = lines.filter((l) => l.reqId === ownId);
    expect(ofOwn.map((l) => l.msg)).toEqual(['page not found', 'request']);
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.map((l) => [l.reqId, l.method, l.route, l.status])).toEqual([
      ['proxy-4711.a', 'GET', '/angebote/*', 302],
      [replaced.headers.get('x-request-id'), 'GET', '/api/v2/search-listings', 200],
      [ownId, 'GET', '/*', 404],
    ]);
    for (const line of access) {
      expect(line.ms).toBeTypeOf('number');
      // Bytes are counted on the socket; answered in-process only a Content-Length can say (the cluster test counts them).
      expect(line).toHaveProperty('bytes');
      // Route patterns only: no query, no id, no client address.
      expect(JSON.stringify(line)).not.toMatch(/99999999|page=|127\.0\.0\.1/);
    }
  });
});

describe('PostgreSQL gone', () => {
  let h: PageAppHarness;
  beforeAll(async () => {
    h = await createPageAppHarness('postgres', { listings: 60, env: { DB_QUERY_TIMEOUT_MS: '1500' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 503 on /health/ready naming the database, shows the request id on the error page, and is ready again after', async () => {
    const car = await h.t.handle.db.selectFrom('listings').select(['id', 'title']).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const name = new URL(h.t.databaseUrl ?? '').pathname.slice(1);
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      const ready = await h.request('/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      const body = (await ready.json()) as Ready;
      expect(body.checks.database?.ok).toBe(false);
      expect(body.checks.searchIndex?.ok).toBe(false);
      expect((await h.request('/health/live')).status).toBe(200);

      const page = await h.request(detailPath(car.title, car.id), { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain(SERVER_ERROR_TEXT);
      expect(html).toContain(`Fehlerreferenz: ${page.headers.get('x-request-id')}`);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    await expect.poll(async () => (await h.request('/health/ready')).status, { timeout: 10_000 }).toBe(200);
  });
});

describe('a process that is still starting', () => {
  let t: TestDatabase;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    await t?.drop();
  });

  it('is live but answers 503 on /health/ready and every page until its search index is loaded', async () => {
    t = await createTestDatabase('postgres', { listings: 40, seed: 25 });
    // Holding the listings table keeps the start-up (ratings, then the index load) waiting.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table listings in access exclusive mode');
    let startingUrl = '';
    const starting = startServer(
      loadEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: t.dataDir,
        DATABASE_URL: t.databaseUrl ?? '',
        LOG_LEVEL: 'silent',
        BACKGROUND_JOBS: 'off',
        DB_QUERY_TIMEOUT_MS: '60000',
      }),
      { onStarting: (url) => (startingUrl = url) },
    );
    try {
      await expect.poll(() => startingUrl).not.toBe('');
      const ready = await fetch(`${startingUrl}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(((await ready.json()) as Ready).checks.searchIndex?.ok).toBe(false);
      expect((await fetch(`${startingUrl}/health/live`)).status).toBe(200);
      const page = await fetch(`${startingUrl}/angebote/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).not.toBeNull();
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }
    server = await starting;
    expect(server.url).toBe(startingUrl);
    const ready = await fetch(`${startingUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('retry-after')).toBeNull();
    expect((await fetch(`${startingUrl}/angebote/`)).status).toBe(200);

    // Draining (reload, deploy): a balancer's kept-alive probe is told 503 before the process leaves.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const probe = () =>
      new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
        http
          .get(`${startingUrl}/health/ready`, { agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
          })
          .on('error', reject);
      });
    expect((await probe()).status).toBe(200);
    const drained = server.drainAndClose(30_000);
    const whileDraining = await probe();
    expect(whileDraining).toMatchObject({ status: 503, retryAfter: '5' });
    expect(JSON.parse(whileDraining.body)).toMatchObject({ status: 'draining' });
    await drained;
    agent.destroy();
    server = undefined;
  });
});

const TSX = path.resolve('node_modules/.bin/tsx');
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/** Three processes compiling TypeScript, two of them loading an index, on a busy 2-core machine. */
const STARTUP_TIMEOUT = 150_000;

/** GET on a new connection each time: the cluster hands every new connection to the next worker. */
function freshGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The value of one sample line of the Prometheus text format, e.g. `http_requests_total{route="/x",…}`. */
function samples(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .map((l) => {
      const at = l.lastIndexOf(' ');
      return { labels: l.slice(name.length, at), value: Number(l.slice(at + 1)) };
    });
}

describe('metrics of a cluster', () => {
  let dataDir = '';
  let child: ChildProcess | undefined;
  let output = '';
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'are served on their own listener, merged over both serving processes, never on the public port',
    async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-metrics-'));
      child = spawn(TSX, ['server/main.ts'], {
        env: {
          ...process.env,
          WEB_CONCURRENCY: '2',
          PORT: '0',
          HOST: '127.0.0.1',
          METRICS_PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_LISTINGS: '50',
          LOG_LEVEL: 'info',
          BUILD_DIR,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started = new Promise<{ url: string; metricsUrl: string }>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const servers = [...output.matchAll(/"url":"(http:\/\/127\.0\.0\.1:\d+)"[^\n]*"msg":"server listening"/g)];
          const metrics = /"url":"(http:\/\/127\.0\.0\.1:\d+\/metrics)"[^\n]*"msg":"metrics listening"/.exec(output);
          if (servers.length === 2 && metrics) resolve({ url: servers[0]?.[1] ?? '', metricsUrl: metrics[1] ?? '' });
        };
        child?.stdout?.on('data', onData);
        child?.stderr?.on('data', onData);
        child?.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      });
      const { url, metricsUrl } = await started;

      const requests = 20;
      for (let i = 0; i < requests; i++) expect((await freshGet(`${url}/api/classified-search/totalcount?pricefrom=${1000 + i}`)).status).toBe(200);
      expect((await freshGet(`${url}/metrics`)).status).toBe(404);
      const accessLines = output.split('\n').filter((l) => l.includes('"msg":"request"') && l.includes('/api/classified-search/totalcount'));
      expect(accessLines).toHaveLength(requests);
      for (const line of accessLines) expect((JSON.parse(line) as { bytes: number }).bytes).toBeGreaterThan(100);

      const text = (await freshGet(metricsUrl)).body;
      const counted = samples(text, 'http_requests_total').filter((s) => s.labels.includes('route="/api/classified-search/totalcount"'));
      expect(counted.reduce((sum, s) => sum + s.value, 0)).toBe(requests);
      // Process figures stay per serving process.
      const rss = samples(text, 'process_resident_memory_bytes');
      expect(rss.map((s) => s.labels).sort()).toEqual(['{worker="1"}', '{worker="2"}']);
      // prom-client measures the event-loop lag during a scrape and reports it on the next one.
      await expect
        .poll(async () =>
          samples((await freshGet(metricsUrl)).body, 'nodejs_eventloop_lag_seconds')
            .map((s) => s.labels)
            .sort(),
        )
        .toEqual(['{worker="1"}', '{worker="2"}']);
      expect(samples(text, 'http_request_duration_seconds_count').length).toBeGreaterThan(0);
      expect(samples(text, 'outbox_queue_depth')).toEqual([{ labels: '', value: 0 }]);
      expect(samples(text, 'search_index_feed_lag_changes')).toEqual([{ labels: '', value: 0 }]);
    },
    STARTUP_TIMEOUT + 30_000,
  );
});
