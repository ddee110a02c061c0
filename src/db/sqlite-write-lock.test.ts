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

it('waits for a lock another process holds without stopping the event loop, and begins once it is free', async () => {
  const file = path.join(dir, 'wait.sqlite');
  handle = connectDatabase({ sqliteFile: file });
  await sql`create table t (n integer)`.execute(handle.db);
  other = new SQLite(file);
  other.exec('begin immediate');
  let began = false;
  const transaction = handle.db.transaction().execute(async (trx) => {
    began = true;
    await sql`insert into t (n) values (1)`.execute(trx);
  });
  // Timers and I/O still run while the transaction waits: before, SQLite's busy handler held the thread.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(began).toBe(false);
  other.exec('commit');
  await transaction;
  expect(began).toBe(true);
  expect(other.prepare('select count(*) as n from t').get()).toEqual({ n: 1 });
});

it('gives up with SQLITE_BUSY (a 503 for a request) once the lock stays taken past the deadline', async () => {
  const file = path.join(dir, 'deadline.sqlite');
  handle = connectDatabase({ sqliteFile: file, queryTimeoutMs: 20 });
  await sql`create table t (n integer)`.execute(handle.db);
  other = new SQLite(file);
  other.exec('begin immediate');
  await expect(handle.db.transaction().execute((trx) => sql`insert into t (n) values (1)`.execute(trx))).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  other.exec('rollback');
  // The connection keeps its busy_timeout for single statements and works on.
  await sql`insert into t (n) values (2)`.execute(handle.db);
});

it('tells readiness when another process holds the write lock, and when it is free again (issue 34 point 6)', async () => {
  const file = path.join(dir, 'probe.sqlite');
  handle = connectDatabase({ sqliteFile: file });
  await sql`create table t (n integer)`.execute(handle.db);
  const probe = handle.probeWriteLock;
  if (!probe) throw new Error('SQLite handles probe their write lock');
  expect(await probe()).toMatchObject({ free: true });
  other = new SQLite(file);
  other.exec('begin immediate');
  expect(await probe()).toMatchObject({ free: false, detail: expect.stringContaining('another process holds the write lock') });
  other.exec('rollback');
  expect(await probe()).toMatchObject({ free: true });
  // The probe took nothing: this process writes as before.
  await sql`insert into t (n) values (1)`.execute(handle.db);
});
