import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { AppServices } from '#src/app-services.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import type { DialectName } from '#src/db/connect.server.ts';
import type { Database } from '#src/db/schema.ts';
import { startTcpRelay, viaRelay, type TcpRelay } from '../../scripts/drill/tcp-relay.ts';
import { createHttpApp } from '../../server/http-app.ts';
import { loadServerBuild } from '../../server/start-server.ts';
import { createTestDatabase, seedOfServices, type TestDatabase } from './test-databases.ts';

/** One line the server logged (pino's JSON), kept for assertions on levels and stack traces. */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}
/** pino's number for 'error'. */
export const ERROR_LEVEL = 50;

/**
 * The whole HTTP app (pages from the production build, /api, images) on a seeded database of one
 * dialect, answered in-process (`app.request`), with every log line kept in `logs`.
 */
export interface PageAppHarness {
  t: TestDatabase;
  /** the relay between the app and PostgreSQL, when asked for */
  relay: TcpRelay | null;
  services: AppServices;
  logs: LogLine[];
  request(path: string, init?: RequestInit): Promise<Response>;
  /** log lines at error level or above written since `mark` */
  errorsSince(mark: number): LogLine[];
  close(): Promise<void>;
}

export const PAGE_ORIGIN = 'http://127.0.0.1:3000';

export interface PageAppOptions {
  listings?: number;
  /** environment values on top of the defaults (e.g. DB_QUERY_TIMEOUT_MS) */
  env?: Record<string, string>;
  /** PostgreSQL only: the app talks to the database through this relay (scripts/drill/tcp-relay.ts) */
  relay?: boolean;
  /** changes the seeded database before the services start (and load their search index from it) */
  arrange?: (db: Kysely<Database>) => Promise<void>;
  /** the messaging services' clock (createServices' `now`) */
  now?: () => Date;
}

export async function createPageAppHarness(
  dialect: DialectName,
  { listings = 300, env: extraEnv = {}, relay: withRelay = false, arrange, now }: PageAppOptions = {},
): Promise<PageAppHarness> {
  const t = await createTestDatabase(dialect, seedOfServices(listings, extraEnv));
  await arrange?.(t.handle.db);
  let relay: TcpRelay | null = null;
  if (withRelay && t.databaseUrl) {
    const target = new URL(t.databaseUrl);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
  }
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const env = loadEnv({
    DATA_DIR: t.dataDir,
    DATABASE_URL: t.databaseUrl && relay ? viaRelay(t.databaseUrl, relay) : (t.databaseUrl ?? ''),
    LOG_LEVEL: 'warn',
    SEED_LISTINGS: String(listings),
    PUBLIC_URL: PAGE_ORIGIN,
    BACKGROUND_JOBS: 'off',
    ...extraEnv,
  });
  const services = await createServices(env, createLogger(env.LOG_LEVEL, sink), { now });
  const app = createHttpApp({ services, build: await loadServerBuild(), clientDir: 'build/client' });
  return {
    t,
    relay,
    services,
    logs,
    request: async (path, init) => app.request(new URL(path, PAGE_ORIGIN).toString(), init),
    errorsSince: (mark) => logs.slice(mark).filter((l) => l.level >= ERROR_LEVEL),
    async close() {
      relay?.thaw();
      await closeServices(services);
      await relay?.close();
      await t.drop();
    },
  };
}
