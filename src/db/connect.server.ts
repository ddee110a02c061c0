import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { sqliteWriteLockProbe, type WriteLockProbe } from './sqlite-write-lock-probe.ts';
import { yieldingSqliteDialect } from './sqlite-yielding-driver.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';
import { startCheckpointThread } from './wal-checkpoint-thread.ts';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** SQLite: whether this process could take the file's write lock now (readiness); PostgreSQL locks rows, not the database */
  probeWriteLock?: WriteLockProbe;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent SQLite is used. */
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' is allowed for tests. */
  sqliteFile?: string;
  poolSize?: number;
  /**
   * The deadline of every statement (ms). PostgreSQL cancels it after this (statement_timeout), the
   * client gives up shortly after in case the server cannot even say so (a stalled connection), and
   * a connection from the pool must be had within it. SQLite waits this long for a lock.
   */
  queryTimeoutMs?: number;
  /**
   * SQLite: when set, a worker thread of this process (wal-checkpoint-thread.ts) copies the write-ahead
   * log back into the database file this often (ms), and no commit of this connection does it (which
   * stalls the event loop: serving processes). Unset: the commit that makes the log long does (SQLite's default).
   */
  walCheckpointEveryMs?: number;
  /** PostgreSQL: where the pool counts its waits and timeouts (a serving process passes its Prometheus counters); unset: not counted. */
  metrics?: PoolMetrics;
}

/** The pool's counters, passed in: the database layer sits below src/observability/, which implements them. */
export interface PoolMetrics {
  /** a query had to wait for a free pooled connection */
  poolWaits: Counted;
  /** a wait for a pooled connection, or a connection attempt, ran past the deadline */
  poolTimeouts: Counted;
  /** a statement was cancelled at the deadline */
  queryTimeouts: Counted;
}

interface Counted {
  inc(): void;
}

/** Long enough for every query a page or import makes, short enough that a visitor gets an answer (503). */
export const DEFAULT_QUERY_TIMEOUT_MS = 5000;
/** The client's deadline is a little later, so a server that is alive reports its own cancellation. */
const CLIENT_GRACE_MS = 500;

// PostgreSQL returns bigint counts and numeric columns as strings; the app works with JS numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function connectDatabase(options: ConnectOptions): DbHandle {
  if (options.databaseUrl) {
    // A database that does not answer fails the request within the deadline (503) instead of holding
    // it: a stalled network (the TCP connection open, nothing coming back) included.
    const timeout = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeout,
      statement_timeout: timeout,
      query_timeout: timeout + CLIENT_GRACE_MS,
      keepAlive: true,
    });
    // A lost connection (the server restarting, the network failing) must not crash the process:
    // the pool reports it for idle clients, and a client that is checked out for a query emits it
    // as well, which Node treats as uncaught without a listener. The query itself still fails (the
    // request answers 503, see database-availability.ts) and the pool drops the broken client.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withBrokenClientsDropped(pool, options.metrics) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const lockTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  sqlite.pragma(`busy_timeout = ${lockTimeoutMs}`);
  // Without the thread, SQLite's own checkpoints come back, so the log never grows without bound.
  const checkpoints =
    options.walCheckpointEveryMs && file !== ':memory:'
      ? startCheckpointThread(file, options.walCheckpointEveryMs, () => sqlite.open && sqlite.pragma('wal_autocheckpoint = 1000'))
      : null;
  if (checkpoints) sqlite.pragma('wal_autocheckpoint = 0');
  const db = new Kysely<Database>({ dialect: yieldingSqliteDialect(sqlite, { database: withStatementCache(sqlite) }, lockTimeoutMs) });
  return {
    db,
    dialect: 'sqlite',
    probeWriteLock: sqliteWriteLockProbe(sqlite, lockTimeoutMs),
    close: async () => {
      await db.destroy();
      await checkpoints?.close();
    },
  };
}

/**
 * pg keeps a client whose query hit the client-side deadline: the answer may still arrive, and
 * every later query on that connection waits behind it. Kysely returns clients to the pool without
 * saying whether they failed, so a client whose query timed out is destroyed on release instead;
 * the pool opens a fresh connection for the next request.
 */
function withBrokenClientsDropped(pool: pg.Pool, metrics: PoolMetrics | undefined): PostgresPool {
  return {
    async connect() {
      if (pool.idleCount === 0 && pool.totalCount >= pool.options.max) metrics?.poolWaits.inc();
      const client = await pool.connect().catch((error: unknown) => {
        if (error instanceof Error && /timeout/i.test(error.message)) metrics?.poolTimeouts.inc();
        throw error;
      });
      let timedOut = false;
      const query = (...args: Parameters<pg.PoolClient['query']>) => {
        const result: unknown = (client.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (error instanceof Error && /Query read timeout/i.test(error.message)) timedOut = true;
            // 57014: PostgreSQL cancelled the statement at statement_timeout.
            if (timedOut || (error as { code?: unknown }).code === '57014') metrics?.queryTimeouts.inc();
          });
        }
        return result;
      };
      return { query, release: () => client.release(timedOut || undefined) } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
