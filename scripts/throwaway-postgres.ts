/**
 * A PostgreSQL database made for one run of a drill or the soak and dropped after it, on the server
 * that `TEST_PG_ADMIN_URL` names (the tests' default: `postgres` on 127.0.0.1 without a password).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createThrowawayPostgres(prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
