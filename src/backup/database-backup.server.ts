/**
 * Backup and restore of the database (`npm run backup`, `npm run restore`). SQLite: SQLite's online
 * backup API, a consistent copy while the server keeps writing (a plain file copy misses what is
 * still in the WAL). PostgreSQL: `pg_dump` in its custom format and `pg_restore` (the PostgreSQL
 * client programs must be installed). The mail outbox is a table, so it is in the backup; uploaded
 * photos are files under DATA_DIR/photos and are copied separately (docs/operations.md).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const run = promisify(execFile);

export interface DatabaseLocation {
  databaseUrl: string | undefined;
  sqliteFile: string;
}

export class BackupError extends Error {}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (code === 'ENOENT')
      throw new BackupError(`${tool} is not installed: install the PostgreSQL client programs (Debian: apt-get install postgresql-client)`);
    throw new BackupError(`${tool} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/** Writes a backup of the database to `to` (which must not exist yet). */
export async function backupDatabase(from: DatabaseLocation, to: string): Promise<void> {
  if (fs.existsSync(to)) throw new BackupError(`${to} exists already; choose a new file`);
  fs.mkdirSync(path.dirname(path.resolve(to)), { recursive: true });
  if (from.databaseUrl) {
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${to}`, `--dbname=${from.databaseUrl}`]);
    return;
  }
  if (!fs.existsSync(from.sqliteFile)) throw new BackupError(`no database at ${from.sqliteFile}`);
  const source = new SQLite(from.sqliteFile, { fileMustExist: true });
  try {
    // All pages in one step, under one read snapshot: copied in steps, SQLite starts over whenever
    // another connection (the server) writes in between, which a busy site does all the time.
    await source.backup(to, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
}

const ALL_PAGES = 0x7fffffff;
const SQLITE_HEADER = 'SQLite format 3\0';

/** Restores a backup into an empty data folder (SQLite) or an empty database (PostgreSQL). */
export async function restoreDatabase(file: string, into: DatabaseLocation): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`no backup at ${file}`);
  const header = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, header, 0, 16, 0);
  fs.closeSync(fd);
  const isSqlite = header.toString('latin1') === SQLITE_HEADER;
  if (into.databaseUrl) {
    if (isSqlite) throw new BackupError(`${file} is an SQLite backup; unset DATABASE_URL to restore it into DATA_DIR`);
    const client = new pg.Client({ connectionString: into.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
      if ((rows[0]?.n ?? 0) > 0) throw new BackupError('the target database is not empty; restore into a new database (createdb)');
    } finally {
      await client.end();
    }
    await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${into.databaseUrl}`, file]);
    return;
  }
  if (!isSqlite) throw new BackupError(`${file} is not an SQLite backup; set DATABASE_URL to restore a PostgreSQL backup`);
  if (fs.existsSync(into.sqliteFile)) throw new BackupError(`${into.sqliteFile} exists; restore into an empty data folder (DATA_DIR)`);
  fs.mkdirSync(path.dirname(into.sqliteFile), { recursive: true });
  fs.copyFileSync(file, into.sqliteFile, fs.constants.COPYFILE_EXCL);
}
