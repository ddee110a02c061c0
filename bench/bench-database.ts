/**
 * The benchmarks' databases: a PostgreSQL database by name on the machine's server (BENCH_PG_ADMIN_URL,
 * default the local trust login), and a database seeded once with the demo inventory and reused by
 * later runs (the name or folder carries the inventory size, so a filled one was seeded by an earlier run).
 */
import pg from 'pg';
import type { DbHandle } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { seedDatabase } from '#src/seed/seed-database.server.ts';

export const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The seed every benchmark draws its inventory from, so figures of different benchmarks describe the same cars. */
export const BENCH_SEED = 20261121;

/** `work` with a connection to the server's admin database, closed afterwards. */
export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of PostgreSQL database `name`, created empty when it does not exist yet. */
export async function postgresDatabase(name: string): Promise<string> {
  await withAdmin(async (admin) => {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  });
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** Migrates the database and seeds `listings` demo cars into it unless it already holds cars. */
export async function seedOnce(handle: DbHandle, listings: number, label: string): Promise<void> {
  await migrateToLatest(handle);
  const row = await handle.db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return;
  const started = Date.now();
  console.log(`[${label}] seeding ${listings.toLocaleString('en')} listings …`);
  await seedDatabase(handle, { listings, seed: BENCH_SEED });
  console.log(`[${label}] seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
