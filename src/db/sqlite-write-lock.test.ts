/**
 * Issue 24 point 4: a transaction on SQLite takes the write lock when it begins. With SQLite's default
 * (deferred) a transaction that read first failed at once with 'database is locked' when another
 * process wrote in between; partner price changes failed that way while the rating job wrote.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase, type DbHandle } from './connect.server.ts';

let handle: DbHandle | null = null;
let other: SQLite.Database | null = null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-write-lock-'));
afterEach(async () => {
  other?.close();
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('holds the write lock from the start of a transaction, so another writer waits instead of overtaking it', async () => {
  const file = path.join(dir, 'lock.sqlite');
  handle = connectDatabase({ sqliteFile: file });
  await sql`create table t (n integer)`.execute(handle.db);
  // Another process's connection that does not wait for locks (busy_timeout 0), so the test cannot hang.
  other = new SQLite(file);
  other.pragma('busy_timeout = 0');
  const otherWrites = () => {
    try {
      other?.prepare('insert into t (n) values (2)').run();
      return 'written';
    } catch (err) {
      return (err as { code?: string }).code ?? 'error';
    }
  };
  let during = '';
  await handle.db.transaction().execute(async (trx) => {
    await sql`select count(*) from t`.execute(trx);
    during = otherWrites();
    await sql`insert into t (n) values (1)`.execute(trx);
  });
  expect(during).toBe('SQLITE_BUSY');
  expect(otherWrites()).toBe('written');
});
