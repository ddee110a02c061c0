import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '#src/config/env.server.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext { baseUrl: string; dataDir: string }
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
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gw-${name}-`));
      server = await startServer(
        loadEnv({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_LISTINGS: '4000', LOG_LEVEL: 'warn', ...env }),
      );
      project.provide('baseUrl', server.url);
      project.provide('dataDir', dataDir);
    },
    async teardown() {
      await server?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
