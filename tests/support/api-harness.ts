import { Hono } from 'hono';
import type { AppServices } from '#src/app-services.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices, databaseOf } from '#src/create-services.server.ts';
import type { DbHandle, DialectName } from '#src/db/connect.server.ts';
import { createApiRouter } from '../../server/api/api-router.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

/** A seeded database of one dialect with the app's services and /api served in-process (no page build). */
export interface ApiHarness {
  t: TestDatabase;
  services: AppServices;
  /** the services' own connection, for arranging and checking rows */
  database: DbHandle;
  app: Hono;
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function createApiHarness(dialect: DialectName, listings: number, seed = 7): Promise<ApiHarness> {
  const t = await createTestDatabase(dialect, { listings, seed });
  const env = loadEnv({
    DATA_DIR: t.dataDir,
    DATABASE_URL: t.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    SEED_LISTINGS: '0',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    BACKGROUND_JOBS: 'off',
  });
  const services = await createServices(env, createLogger('silent'));
  const app = new Hono();
  app.route('/api', createApiRouter(services));
  return {
    t,
    services,
    database: databaseOf(services),
    app,
    get: (path, init) => Promise.resolve(app.request(path, init)),
    async close() {
      await closeServices(services);
      await t.drop();
    },
  };
}
