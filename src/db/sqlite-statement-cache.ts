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
 * project does not use.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: MAX_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
