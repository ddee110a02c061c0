import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadEnv } from '#src/config/env.server.ts';
import { databaseOf } from '#src/create-services.server.ts';
import type { DialectName } from '#src/db/connect.server.ts';
import type { Database } from '#src/db/schema.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { createTestDatabase, seedOfServices, type TestDatabase } from './test-databases.ts';

const SEED_LISTINGS = 600;

/** A server of a browser journey that runs on both databases: in this process, with its database at hand. */
export interface DialectServer {
  url: string;
  server: RunningServer;
  /** The server's own database (SQLite: the file it seeded in its data folder). */
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * Starts a server on a fresh database of the dialect with a small demo seed and the background jobs
 * off (the journey drives the jobs it needs), like the browser tests' shared servers otherwise.
 */
export async function startDialectServer(dialect: DialectName, env: Record<string, string> = {}): Promise<DialectServer> {
  let database: TestDatabase | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gw-e2e-${dialect}-`));
  try {
    const listings = Number(env.SEED_LISTINGS ?? SEED_LISTINGS);
    database = await createTestDatabase(dialect, seedOfServices(listings, env));
    const server = await startServer(
      loadEnv({
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        SEED_LISTINGS: String(listings),
        LOG_LEVEL: 'silent',
        BACKGROUND_JOBS: 'off',
        RATE_LIMIT_MULTIPLIER: '50',
        ...env,
      }),
    );
    const owned = database;
    return {
      url: server.url,
      server,
      db: databaseOf(server.services).db,
      async close() {
        await server.close();
        await owned.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
