/**
 * Whether this process could write to its SQLite file now (issue 34 point 6): `/health/ready` stayed 200
 * while another process held the write lock and every write here answered 503. The probe takes the lock
 * with `begin immediate` and gives it back at once, never waiting inside SQLite (busy_timeout 0 for
 * those two statements), and tries a few times apart, so a write of a few milliseconds elsewhere (a
 * rating slice) does not count as held.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';

const ATTEMPTS = 5;
const APART_MS = 200;

export type WriteLockProbe = () => Promise<{ free: boolean; detail: string }>;

export function sqliteWriteLockProbe(sqlite: SQLite.Database, lockTimeoutMs: number): WriteLockProbe {
  return async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      // This process is writing now: it holds the lock itself.
      if (sqlite.inTransaction) return { free: true, detail: 'this process is writing' };
      sqlite.pragma('busy_timeout = 0');
      try {
        sqlite.exec('begin immediate');
        sqlite.exec('rollback');
        return { free: true, detail: attempt === 1 ? 'the write lock is free' : `the write lock was free at attempt ${attempt}` };
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
      } finally {
        sqlite.pragma(`busy_timeout = ${lockTimeoutMs}`);
      }
      if (attempt < ATTEMPTS) await delay(APART_MS);
    }
    return { free: false, detail: `another process holds the write lock (${ATTEMPTS} attempts over ${(ATTEMPTS - 1) * APART_MS} ms): writes answer 503` };
  };
}
