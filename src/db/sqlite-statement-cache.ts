import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct statements kept (queries with lists of ids differ in their number of placeholders). */
const MAX_STATEMENTS = 500;

/**
 * The SQLite database as Kysely uses it, with each statement compiled once: Kysely asks
 * better-sqlite3 to prepare the SQL text anew for every query, which was a tenth of a detail
 * page's CPU (a dozen queries). better-sqlite3 statements can be run again and again; the one
 * use that cannot share a statement, two iterations at once, is Kysely's `stream()`, which the
 * project does not use. Transactions begin IMMEDIATE (issue 24).
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: MAX_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(text) {
      // Kysely opens every transaction with 'begin' (deferred): one that reads and then writes fails at
      // once with SQLITE_BUSY when another process wrote meanwhile, without waiting for busy_timeout.
      // Taking the write lock at the start makes it wait for the lock instead.
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
