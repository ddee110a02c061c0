import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '#src/config/env.server.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { copySqliteTemplate, seedOfServices } from './test-databases.ts';

/** What a test gets through `inject`: the server's URL and data folder (SQLite file, outbox, photo cache). */
export interface TestServerAddress {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext extends TestServerAddress {
    /** The browser tests' servers, one per vitest worker (tests/e2e/worker-server.ts picks the worker's). */
    e2eServers: TestServerAddress[];
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

const serverEnv = (dataDir: string, env: Record<string, string>): Record<string, string> => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_LISTINGS: '4000',
  LOG_LEVEL: 'warn',
  // Each test server's metrics on a port of its own (a production start takes 9464, which two would share).
  METRICS_PORT: '0',
  ...env,
});

/** A new data folder holding the database the server would seed on its first start (a copy of this run's template). */
async function seededDataDir(name: string, env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gw-${name}-`));
  const { SEED_LISTINGS } = serverEnv(dataDir, env);
  await copySqliteTemplate(seedOfServices(Number(SEED_LISTINGS), { ...process.env, ...env }), path.join(dataDir, 'marketplace.sqlite'));
  return dataDir;
}

/**
 * A vitest global setup/teardown pair: one real server (production build, SQLite, small seeded
 * inventory in a temp folder) whose URL and data folder the tests get through `inject`.
 */
export function seededTestServer(name: string, env: Record<string, string>) {
  let server: RunningServer | undefined;
  let dataDir = '';
  return {
    async setup(project: TestProject) {
      dataDir = await seededDataDir(name, env);
      server = await startServer(loadEnv({ ...process.env, ...serverEnv(dataDir, env) }));
      project.provide('baseUrl', server.url);
      project.provide('dataDir', dataDir);
    },
    async teardown() {
      await server?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess extends TestServerAddress {
  close(): Promise<void>;
}

/**
 * `server/main.ts` as a child process of its own (one serving process, production React, SQLite in a new
 * temp folder, seeded from the template), so several servers use several cores. Resolves once it listens.
 */
export async function startSeededServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await seededDataDir(name, env);
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own log level: the "server listening" line carries the port the system gave it.
    env: { ...process.env, ...serverEnv(dataDir, env), NODE_ENV: 'production', WEB_CONCURRENCY: '1', LOG_LEVEL: 'info' },
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await listeningUrl(child);
    return { baseUrl, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The URL from the child's "server listening" log line; its later output goes on to stderr when it warns.
 * No clock: a start-up takes what the machine's load makes it take, and a failed one ends the process.
 */
function listeningUrl(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`test server exited with ${String(code)}:\n${output}`));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('"msg":"server listening"')) continue;
        const { url } = JSON.parse(line) as { url: string };
        child.off('exit', onExit);
        child.stdout?.off('data', onData);
        child.stdout?.on('data', forwardWarnings);
        resolve(url);
        return;
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', onExit);
  });
}

/** Keeps the test output readable: info lines of a running test server are dropped, warnings and errors kept. */
function forwardWarnings(chunk: Buffer) {
  for (const line of chunk.toString().split('\n')) {
    if (/"level":(40|50|60)/.test(line)) process.stderr.write(`${line}\n`);
  }
}
