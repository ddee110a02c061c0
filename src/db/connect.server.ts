import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent SQLite is used. */
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' is allowed for tests. */
  sqliteFile?: string;
  poolSize?: number;
}

// PostgreSQL returns bigint counts and numeric columns as strings; the app works with JS numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function connectDatabase(options: ConnectOptions): DbHandle {
  if (options.databaseUrl) {
    // A database that does not answer fails the request after 5 s (503) instead of holding it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // A lost connection (the server restarting, the network failing) must not crash the process:
    // the pool reports it for idle clients, and a client that is checked out for a query emits it
    // as well, which Node treats as uncaught without a listener. The query itself still fails (the
    // request answers 503, see database-availability.ts) and the pool drops the broken client.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
