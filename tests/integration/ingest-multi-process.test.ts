import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePartnerKey } from '#src/ingestion/partner-keys.server.ts';
import { carPayload } from '../support/ingest-harness.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-databases.ts';

const TSX = path.resolve('node_modules/.bin/tsx');
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/** Two processes compiling TypeScript and loading the search index at once on a busy 2-core machine. */
const STARTUP_TIMEOUT = 150_000;

interface ServerProcess {
  child: ChildProcess;
  url: string;
}

/** Every child started, so a failed start of one still stops the other. */
const children: ChildProcess[] = [];

/** `tsx server/main.ts` on a free port (PORT=0); resolves with the URL it logs once listening. */
function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(TSX, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), STARTUP_TIMEOUT);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Two server processes share one PostgreSQL database: a car ingested through one is found by the
 * other's in-memory search index within a second (it polls listing_changes), and so is its sale.
 */
describe('two server processes on one PostgreSQL', () => {
  let t: TestDatabase;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let key: string;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js')))
      throw new Error(`No build in ${BUILD_DIR}: run BUILD_DIR=${BUILD_DIR} npx react-router build`);
    t = await createTestDatabase('postgres', { listings: 300, seed: 21 });
    ({ key } = await issuePartnerKey(t.handle.db, 'Portal', [], new Date()));
    const env = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'info',
      SEED_LISTINGS: '0',
      BUILD_DIR,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, STARTUP_TIMEOUT + 30_000);
  afterAll(async () => {
    await Promise.all(children.map(stop));
    await t?.drop();
  });

  it("sees a change ingested through one process in the other one's search at its next poll", async () => {
    if (!a || !b) throw new Error('servers not started');
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const seller = await fetch(`${a.url}/api/ingest/sellers/MP-1`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ type: 'D', companyName: 'Autohaus Zwei Prozesse', email: 'a@zwei.example.at', address: { zip: '5020', city: 'Salzburg' } }),
    });
    expect(seller.status).toBe(201);
    const {
      seller: { id: sellerId },
    } = (await seller.json()) as { seller: { id: number } };
    const countOnB = async () =>
      ((await (await fetch(`${b?.url}/api/classified-search/totalcount?cid=${sellerId}`)).json()) as { totalCount: number }).totalCount;
    expect(await countOnB()).toBe(0);

    const created = await fetch(`${a.url}/api/ingest/sellers/MP-1/listings/MP-CAR-1`, { method: 'PUT', headers, body: JSON.stringify(carPayload()) });
    expect(created.status).toBe(201);
    // Each process applies the feed at its next poll (every 500 ms: search-engine.test.ts checks the bound on a
    // fake clock); here a generous wait only proves the change crosses processes.
    await expect.poll(countOnB, { timeout: 10_000 }).toBe(1);

    const sold = await fetch(`${a.url}/api/ingest/sellers/MP-1/listings/MP-CAR-1/sold`, { method: 'POST', headers });
    expect(sold.status).toBe(200);
    await expect.poll(countOnB, { timeout: 10_000 }).toBe(0);
  });
});
