/**
 * Tells a database outage from every other error: the connection was refused, lost or timed out,
 * the server is shutting down, the SQLite file is locked by another process, unreadable or
 * full, or the data folder is full or read-only. Requests that fail this way answer 503 with the server-error page (SPEC §8) instead of a
 * 500, and work again by themselves once the database is back: pg's pool opens a new connection on
 * the next query, SQLite retries on the next statement.
 */

/**
 * The data folder cannot take a write: full (ENOSPC, EDQUOT), mounted read-only (EROFS) or made
 * unwritable (EACCES, EPERM). Outbox files and uploaded photos live there beside the SQLite file;
 * like a full database, every write path answers 503 until space is back (issue 24 point 5).
 */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);
/** The local data folder cannot take a write now (full, read-only); it works again once space is back. */
export function isStorageUnwritable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_CODES.has(code);
}

/** Node socket errors of a PostgreSQL connection that never came up or broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now, whatever the query: class 08 connection
 * exceptions; class 53 insufficient resources (53300 too many connections, disk full, out of
 * memory); 57P01–57P05 (admin/crash shutdown, cannot connect now, database dropped, idle session
 * timeout) and 57014 (cancelled: the statement deadline passed); 55000 (the database does not
 * allow connections: ALTER DATABASE … ALLOW_CONNECTIONS false) and 55P03 (lock not available);
 * class 58 system/I-O errors; 3D000 (database missing), 28000/28P01 (login refused) and 25006
 * (read-only: a standby during failover).
 */
const PG_SQLSTATE = /^(?:08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-5]|57014|55000|55P03|58[0-9A-Z]{3}|3D000|28000|28P01|25006)$/;
/** SQLite: locked beyond busy_timeout, file missing/unreadable/corrupt, disk full or read-only. */
const SQLITE_CODE = /^SQLITE_(?:BUSY|LOCKED|CANTOPEN|IOERR|FULL|NOTADB|CORRUPT|READONLY)/;
/** pg (pool and client) and better-sqlite3 report these without a code. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|connection is not open/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || STORAGE_CODES.has(code) || PG_SQLSTATE.test(code) || SQLITE_CODE.test(code))) return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    // AggregateError (a connect attempt to several addresses) carries the socket errors inside.
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
