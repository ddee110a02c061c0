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

/**
 * One production-build server on a small seeded SQLite inventory for the quality gates, the way
 * the browser tests get theirs. Gates that need another configuration (HTTPS, a database outage)
 * start their own server in the test file.
 */
export async function setup(project: TestProject) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-gates-'));
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_LISTINGS: process.env.GATES_SEED_LISTINGS ?? '4000',
    LOG_LEVEL: 'warn',
  });
  server = await startServer(env);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
