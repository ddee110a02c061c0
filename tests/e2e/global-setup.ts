import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '#src/config/env.server.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext { baseUrl: string; dataDir: string }
}

let server: RunningServer | undefined;
let dataDir = '';

/** One real server (production build, SQLite, small seeded inventory) for all browser tests. */
export async function setup(project: TestProject) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-e2e-'));
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_LISTINGS: process.env.E2E_SEED_LISTINGS ?? '4000',
    LOG_LEVEL: 'warn',
    // Every browser test posts from 127.0.0.1; the per-IP limits are tested in integration tests.
    RATE_LIMIT_MULTIPLIER: '50',
  });
  server = await startServer(env);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
