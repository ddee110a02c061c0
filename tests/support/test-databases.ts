import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DbHandle, type DialectName } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';

/** The admin connection used to create one throw-away PostgreSQL database per test file. */
export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  handle: DbHandle;
  /** DATABASE_URL for PostgreSQL, undefined for SQLite. */
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteFile: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the given dialect, isolated from every other test. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-test-'));
  const sqliteFile = path.join(dataDir, 'marketplace.sqlite');
  let databaseUrl: string | undefined;
  let dbName = '';
  if (dialect === 'postgres') {
    dbName = `gw_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const handle = connectDatabase({ databaseUrl, sqliteFile, poolSize: 4 });
  await migrateToLatest(handle);
  return {
    handle,
    databaseUrl,
    dataDir,
    sqliteFile,
    async drop() {
      await handle.close();
      if (dialect === 'postgres') {
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
