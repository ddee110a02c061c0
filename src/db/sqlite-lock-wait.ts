/**
 * SQLite transactions that wait for the write lock without blocking the event loop (issue 24 point 4).
 * better-sqlite3 is synchronous: a `begin immediate` that meets another process's write (the
 * price-rating thread storing a slice, the other serving process's partner write) waited inside
 * SQLite's busy handler for up to busy_timeout, and the whole serving process stood still meanwhile
 * (the drill measured 100–180 ms at a time). Here the attempt does not wait (busy_timeout 0 for
 * that one statement); it is repeated on a timer until the lock is free or the deadline passes, so
 * the process answers other requests in between. Statements outside a transaction keep busy_timeout.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

/** The first retry comes soon (most writes hold the lock for a few ms), later ones less often. */
const FIRST_RETRY_MS = 2;
const MAX_RETRY_MS = 25;

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

export function lockWaitingSqliteDialect(sqlite: SQLite.Database, config: SqliteDialectConfig, lockTimeoutMs: number): SqliteDialect {
  class LockWaitingDriver extends SqliteDriver {
    override async beginTransaction(connection: DatabaseConnection): Promise<void> {
      const deadline = Date.now() + lockTimeoutMs;
      for (let wait = FIRST_RETRY_MS; ; wait = Math.min(MAX_RETRY_MS, wait * 2)) {
        sqlite.pragma('busy_timeout = 0');
        try {
          await super.beginTransaction(connection);
          return;
        } catch (error) {
          // Past the deadline the error is what busy_timeout gave before: SQLITE_BUSY, a 503 for a request.
          if (!isBusy(error) || Date.now() >= deadline) throw error;
        } finally {
          sqlite.pragma(`busy_timeout = ${lockTimeoutMs}`);
        }
        await delay(wait);
      }
    }
  }
  return new (class extends SqliteDialect {
    override createDriver() {
      return new LockWaitingDriver(config);
    }
  })(config);
}
