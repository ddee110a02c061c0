import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DbHandle, type DialectName } from '#src/db/connect.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { seedDatabase, type SeedOptions } from '#src/seed/seed-database.server.ts';

/** The admin connection used to create one throw-away PostgreSQL database per test file. */
export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const DEFAULT_SEED_VALUE = loadEnv({}).SEED_VALUE;

export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  handle: DbHandle;
  /** DATABASE_URL for PostgreSQL, undefined for SQLite. */
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteFile: string;
  drop(): Promise<void>;
}

/** What a test database starts with besides the schema: `seedDatabase`'s demo inventory. */
export type TestSeed = Omit<SeedOptions, 'logger'>;

/**
 * A fresh, migrated database of the given dialect, isolated from every other test; with `seed`, it
 * holds exactly the rows `seedDatabase(handle, seed)` writes.
 *
 * Migrating and seeding take seconds per database (mostly PostgreSQL's DDL); test files ask for the
 * same few configurations again and again. So each configuration is built once as a template (SQLite:
 * a file under the OS temp folder; PostgreSQL: a database `gw_tpl_…`) and every test database is a
 * copy of it (`copyFileSync`, `CREATE DATABASE … TEMPLATE …`).
 */
export async function createTestDatabase(dialect: DialectName, seed?: TestSeed): Promise<TestDatabase> {
  const template = await ensureTemplate(dialect, seed);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-test-'));
  const sqliteFile = path.join(dataDir, 'marketplace.sqlite');
  let databaseUrl: string | undefined;
  const dbName = dialect === 'postgres' ? `gw_test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : '';
  if (dialect === 'postgres') {
    await withAdmin((admin) => admin.query(`create database ${dbName} template ${template}`));
    databaseUrl = databaseUrlOf(dbName);
  } else {
    fs.copyFileSync(template, sqliteFile);
  }
  const handle = connectDatabase({ databaseUrl, sqliteFile, poolSize: 4 });
  return {
    handle,
    databaseUrl,
    dataDir,
    sqliteFile,
    async drop() {
      await handle.close();
      if (dialect === 'postgres') await withAdmin((admin) => admin.query(`drop database if exists ${dbName} with (force)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo inventory that services started with SEED_LISTINGS=`listings` (and `env`'s SEED_VALUE, if any)
 * would seed into an empty database: a test database holding it already spares them the seeding.
 */
export function seedOfServices(listings: number, env: Record<string, string | undefined> = {}): TestSeed {
  return { listings, seed: env.SEED_VALUE === undefined ? DEFAULT_SEED_VALUE : Number(env.SEED_VALUE) };
}

/**
 * Puts the migrated and seeded SQLite database of `seed` at `sqliteFile` (a server's DATA_DIR/marketplace.sqlite):
 * the server then starts on it and seeds nothing.
 */
export async function copySqliteTemplate(seed: TestSeed, sqliteFile: string): Promise<void> {
  fs.copyFileSync(await ensureTemplate('sqlite', seed), sqliteFile);
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrlOf(dbName: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What a template's rows depend on: the schema's migrations, and for a seeded one the seed with the domain data it draws from. */
const SCHEMA_SOURCES = ['src/db/migrations'];
const SEED_SOURCES = [...SCHEMA_SOURCES, 'src/seed', 'src/domain'];
const TEMPLATE_DIR = path.join(os.tmpdir(), 'gw-test-templates');
/** Templates seeded with the wall clock are removed after this (PostgreSQL keeps databases across runs). */
const RUN_TEMPLATE_LIFETIME_MS = 24 * 3600 * 1000;

/** This test run's start (vitest.config.ts sets it for every worker); this process's own start otherwise. */
const TEST_RUN = process.env.GW_TEST_RUN ?? String(Date.now());

/** The templates this process has already made sure of (name by key). */
const ready = new Map<string, Promise<string>>();
const sourceHashes = new Map<readonly string[], string>();

/** The hash of every source file under `dirs`: an edited migration or seed makes new templates. */
function hashSources(dirs: readonly string[]): string {
  const known = sourceHashes.get(dirs);
  if (known) return known;
  const hash = createHash('sha256');
  const files = dirs
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
        .map((e) => path.join(e.parentPath, e.name)),
    )
    .sort();
  for (const file of files) hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  const digest = hash.digest('hex');
  sourceHashes.set(dirs, digest);
  return digest;
}

/**
 * The template of a configuration: its path (SQLite) or database name (PostgreSQL). A seed without
 * `now` is seeded with the clock, so its template belongs to this test run only and is never older
 * than the run; a seed with `now` gives the same rows in every run.
 */
function ensureTemplate(dialect: DialectName, seed: TestSeed | undefined): Promise<string> {
  const key = createHash('sha256')
    .update(JSON.stringify({ dialect, sources: hashSources(seed ? SEED_SOURCES : SCHEMA_SOURCES), seed: seed ?? null }))
    .digest('hex')
    .slice(0, 24);
  const name = seed && !seed.now ? `gw_tpl_r${TEST_RUN}_${key}` : `gw_tpl_f_${key}`;
  let template = ready.get(name);
  if (!template) {
    template = dialect === 'postgres' ? ensurePgTemplate(name, seed) : ensureSqliteTemplate(name, seed);
    ready.set(name, template);
    // A failed build is tried again by the next caller.
    void template.catch(() => ready.delete(name));
  }
  return template;
}

async function buildInto(handle: DbHandle, seed: TestSeed | undefined) {
  try {
    await migrateToLatest(handle);
    if (seed) await seedDatabase(handle, seed);
  } finally {
    await handle.close();
  }
}

/** Built under a name of its own and renamed into place, so workers building the same template at once never see half of one. */
async function ensureSqliteTemplate(name: string, seed: TestSeed | undefined): Promise<string> {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const file = path.join(TEMPLATE_DIR, `${name}.sqlite`);
  if (fs.existsSync(file)) return file;
  await removeExpiredRunTemplates(fs.readdirSync(TEMPLATE_DIR), (entry) => fs.rmSync(path.join(TEMPLATE_DIR, entry), { force: true }));
  const building = path.join(TEMPLATE_DIR, `building-${randomUUID()}.sqlite`);
  try {
    // Closing the only connection checkpoints the WAL into the file, so the file alone is the database.
    await buildInto(connectDatabase({ sqliteFile: building }), seed);
    fs.renameSync(building, file);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${building}${suffix}`, { force: true });
  }
  return file;
}

async function ensurePgTemplate(name: string, seed: TestSeed | undefined): Promise<string> {
  const existing = await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', ['gw\\_tpl\\_%']);
    const names = rows.map((r) => r.datname);
    await removeExpiredRunTemplates(names, (old) => admin.query(`drop database if exists ${old} with (force)`));
    return names.includes(name);
  });
  if (existing) return name;
  const building = `gw_tplb_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await withAdmin((admin) => admin.query(`create database ${building}`));
  try {
    await buildInto(connectDatabase({ databaseUrl: databaseUrlOf(building), poolSize: 4 }), seed);
    await withAdmin(async (admin) => {
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        // Another worker built it first (duplicate_database): use theirs.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    });
  } finally {
    await withAdmin((admin) => admin.query(`drop database if exists ${building} with (force)`));
  }
  return name;
}

/**
 * Deletes the templates of this test run (a global teardown of the projects that make them,
 * tests/support/test-templates.ts); those of runs that crashed go after RUN_TEMPLATE_LIFETIME_MS.
 */
export async function removeRunTemplates(): Promise<void> {
  const prefix = `gw_tpl_r${TEST_RUN}_`;
  if (fs.existsSync(TEMPLATE_DIR)) {
    for (const entry of fs.readdirSync(TEMPLATE_DIR)) if (entry.startsWith(prefix)) fs.rmSync(path.join(TEMPLATE_DIR, entry), { force: true });
  }
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

/** Deletes the run-bound templates (named `…_r<run start>_…`) of runs that ended long ago. */
async function removeExpiredRunTemplates(names: readonly string[], remove: (name: string) => unknown) {
  for (const name of names) {
    const started = /^gw_tpl_r(\d+)_/.exec(name)?.[1];
    if (started && Date.now() - Number(started) > RUN_TEMPLATE_LIFETIME_MS) await remove(name);
  }
}
