/**
 * The SQLite driver of every connection, made to share the event loop (issue 24 point 4).
 * better-sqlite3 is synchronous, and Kysely hands its results back as already-resolved promises, so:
 * - a `begin immediate` that met another process's write (the price-rating thread storing a slice,
 *   the other serving process's partner write) waited inside SQLite's busy handler for up to
 *   busy_timeout, and the whole serving process stood still meanwhile (the drill measured 100–180 ms
 *   at a time). Here the attempt does not wait (busy_timeout 0 for that one statement); it is repeated
 *   on a timer until the lock is free or the deadline passes, so other requests are answered in between;
 * - a job looping over queries (search-agent digests, price and value alerts, the outbox) never let
 *   the event loop turn until it was done: every `await` of a query continued at once. Here a query
 *   first lets the loop turn when the current turn has already run YIELD_AFTER_MS.
 * Statements outside a transaction keep busy_timeout.
 * - SQLite rolls a transaction back by itself when a write meets a full disk (SQLITE_FULL, IOERR); Kysely's
 *   rollback after it then failed with 'cannot rollback - no transaction is active', and that error, not
 *   the full disk, reached the error handler (a 500 instead of a 503). A rollback with no transaction
 *   open is skipped here.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

/** The first retry comes soon (most writes hold the lock for a few ms), later ones less often. */
const FIRST_RETRY_MS = 2;
const MAX_RETRY_MS = 25;
/** Queries of one turn of the event loop beyond this long wait for the next turn (well below the 50 ms goal). */
const YIELD_AFTER_MS = 10;

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** When the event loop last reached its check phase (a setImmediate ran), in this thread. */
let turnStartedAt = performance.now();
let turnMarked = false;
function markTurn(): void {
  if (turnMarked) return;
  turnMarked = true;
  setImmediate(() => {
    turnMarked = false;
    turnStartedAt = performance.now();
  });
}

export function yieldingSqliteDialect(sqlite: SQLite.Database, config: SqliteDialectConfig, lockTimeoutMs: number): SqliteDialect {
  class YieldingDriver extends SqliteDriver {
    override async acquireConnection(): Promise<DatabaseConnection> {
      if (performance.now() - turnStartedAt > YIELD_AFTER_MS) {
        markTurn();
        await nextTurn();
      }
      markTurn();
      return super.acquireConnection();
    }

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

    override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
      if (sqlite.inTransaction) await super.rollbackTransaction(connection);
    }
  }
  return new (class extends SqliteDialect {
    override createDriver() {
      return new YieldingDriver(config);
    }
  })(config);
}
