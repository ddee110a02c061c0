import { randomUUID } from 'node:crypto';
import { databaseOf } from '#src/create-services.server.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ApiClientError, BREAKER_OPTIONS, createApiClient } from '#app/api-client/api-client.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-databases.ts';
import { leakIn } from './support/leaks.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

/**
 * Gate 8: with the database gone the site answers 503 with the spec's server-error page (SPEC §8)
 * and recovers on its own when the database returns; the browser API client's circuit breaker
 * (SPEC §4: 3 s timeout, opens above 70 % errors, half-open after 30 s) reacts as specified.
 *
 * The outage is real: the server talks to PostgreSQL through a TCP relay that the test cuts
 * (refused connections, broken pooled connections) and restores.
 */
const SERVER_ERROR_TEXT = 'Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.';

let database: TestDatabase;
let proxy: TcpProxy;
let server: RunningServer;
let dataDir: string;
let cars: { id: number; title: string }[] = [];
let nextCar = 0;
/** A car whose detail nobody has asked for yet: its row is not in the listing cache. */
const freshCar = () => {
  const car = cars[nextCar++];
  if (!car) throw new Error('out of cars');
  return car;
};

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  const target = new URL(database.databaseUrl!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(target);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-gates-outage-'));
  server = await startServer(
    loadEnv({
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      SEED_LISTINGS: '300',
      LOG_LEVEL: 'silent',
    }),
  );
  const found = (await (await fetch(`${server.url}/api/v2/search-listings?size=50`)).json()) as { listings: { id: number; title: string }[] };
  cars = found.listings;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function get(p: string) {
  const res = await fetch(`${server.url}${p}`, { redirect: 'manual', headers: { Accept: 'text/html' } });
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type') ?? '' };
}

describe('database outage', () => {
  it('answers 503 with the server-error page while PostgreSQL is gone and recovers by itself', async () => {
    const rows: string[] = [];
    const record = (phase: string, p: string, r: { status: number }) =>
      rows.push(`| ${phase} | ${p.replace(/\/fahrzeuge\/[^/]+\//, '/fahrzeuge/…/')} | ${r.status} |`);

    const before = freshCar();
    for (const p of [detailPath(before.title, before.id), '/datenschutz/', `/api/watch-list/${randomUUID()}`]) {
      const r = await get(p);
      record('up', p, r);
      expect(r.status, p).toBe(200);
    }

    // A query in flight when the connection breaks: its client is checked out of the pool, and the
    // break must fail that query only, never the process (vitest reports uncaught errors).
    const inFlight = databaseOf(server.services)
      .db.transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await proxy.down();
        await sql`select 1`.execute(trx);
      });
    await expect(inFlight).rejects.toThrow();
    // Pages no visitor asked for in the last 30 s need the database (the page cache holds the others).
    const during = [detailPath(freshCar().title, cars[nextCar - 1]!.id), '/impressum/', '/sicherheitshinweise/'];
    for (const p of during) {
      const r = await get(p);
      record('down', p, r);
      expect(r.status, p).toBe(503);
      expect(r.type).toMatch(/text\/html/);
      expect(r.body).toContain(SERVER_ERROR_TEXT);
      expect(r.body).toContain('SEITE NEU LADEN');
      expect(r.retryAfter).toBe('30');
      expect(leakIn(r.body), p).toBeNull();
    }
    const api = await get(`/api/watch-list/${randomUUID()}`);
    record('down', '/api/watch-list/{uuid}', api);
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(leakIn(api.body)).toBeNull();
    // Search answers from the in-memory index and keeps working; a page served just before the
    // outage is served again from memory (server/page-cache.ts).
    const search = await get('/angebote/');
    record('down', '/angebote/', search);
    expect(search.status).toBe(200);
    const kept = await get('/datenschutz/');
    record('down (kept page)', '/datenschutz/', kept);
    expect(kept.status).toBe(200);

    await proxy.up();
    const after = freshCar();
    // The pool opens a new connection on the next query: the first request after the return works.
    for (const p of [detailPath(after.title, after.id), '/datenschutz/', `/api/watch-list/${randomUUID()}`]) {
      const r = await get(p);
      record('back', p, r);
      expect(r.status, p).toBe(200);
    }
    console.log(['Database outage (PostgreSQL behind a cut TCP relay):', '| database | request | status |', '|---|---|---|', ...rows].join('\n'));
  });
});

describe('SQLite file locked by another process', () => {
  it('answers a write 503 once busy_timeout is over and works again as soon as the lock is gone', async () => {
    const baseUrl = inject('baseUrl');
    const listing = (await (await fetch(`${baseUrl}/api/v2/search-listings?size=1`)).json()) as { listings: { id: number }[] };
    const id = listing.listings[0]!.id;
    const put = () => fetch(`${baseUrl}/api/watch-list/${randomUUID()}/${id}`, { method: 'PUT', headers: { Origin: baseUrl } });
    // Another process (an import, a backup) holds the write lock longer than the server waits.
    const other = new SQLite(path.join(inject('dataDir'), 'marketplace.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const locked = await put();
      const body = await locked.text();
      expect(locked.status).toBe(503);
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      expect(leakIn(body)).toBeNull();
      other.exec('COMMIT');
      expect((await put()).status).toBe(200);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });
});

describe('circuit breaker of the browser API client (against this server)', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await proxy.up().catch(() => undefined);
  });

  it('uses the spec values: 3 s timeout, 70 %, 30 s', () => {
    expect(BREAKER_OPTIONS).toEqual({ timeout: 3000, errorThresholdPercentage: 70, resetTimeout: 30_000 });
  });

  it('opens above 70 % failures, rejects without calling, goes half-open after 30 s and closes on success', async () => {
    // Only the timers opossum schedules are simulated; the requests really reach the server.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let reachedServer = 0;
    const client = createApiClient({
      baseUrl: `${server.url}/api`,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        reachedServer += 1;
        return server.app.fetch(new Request(input, init));
      }) as typeof fetch,
    });
    const watchList = () => client.request<{ count: number }>(`/watch-list/${randomUUID()}`, { omitError: true });
    const failure = async () => {
      try {
        await watchList();
      } catch (err) {
        if (err instanceof ApiClientError) return err;
        throw err;
      }
      throw new Error('expected a failure');
    };

    for (let i = 0; i < 3; i++) expect((await watchList()).count).toBe(0);
    await proxy.down();
    // 3 successes, then failures: 7 of 10 (70 %) keeps it closed, 8 of 11 (72.7 %) opens it.
    for (let i = 1; i <= 7; i++) expect((await failure()).status).toBe(503);
    expect(reachedServer).toBe(10);
    const eighth = await failure();
    expect(eighth.status).toBe(503);
    const open = await failure();
    expect([open.code, open.message, open.type]).toEqual(['EOPENBREAKER', 'Breaker is open', 'ERROR_MESSAGES']);
    expect(reachedServer).toBe(11);

    await vi.advanceTimersByTimeAsync(29_999);
    expect((await failure()).code).toBe('EOPENBREAKER');
    expect(reachedServer).toBe(11);
    await vi.advanceTimersByTimeAsync(1);
    // Half-open: one trial call goes through; it fails (database still down) and re-opens the breaker.
    expect((await failure()).status).toBe(503);
    expect(reachedServer).toBe(12);
    expect((await failure()).code).toBe('EOPENBREAKER');

    await proxy.up();
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await watchList()).count).toBe(0);
    expect(reachedServer).toBe(13);
    for (let i = 0; i < 3; i++) await watchList();
    expect(reachedServer).toBe(16);
  });

  it('gives up on a call after 3 s (ETIMEDOUT) and counts it as a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const client = createApiClient({ baseUrl: `${server.url}/api`, fetch: (() => new Promise<Response>(() => undefined)) as typeof fetch });
    const pending = client.request('/watch-list/00000000-0000-4000-8000-000000000000', { omitError: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_999);
    await vi.advanceTimersByTimeAsync(1);
    const err = (await pending) as ApiClientError;
    expect([err.code, err.message, err.type]).toEqual(['ETIMEDOUT', 'Timed out after 3000ms', 'ERROR_MESSAGES']);
    expect(((await client.request('/x', { omitError: true }).catch((e: unknown) => e)) as ApiClientError).code).toBe('EOPENBREAKER');
  });
});
