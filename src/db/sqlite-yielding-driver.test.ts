/**
 * Issue 24 point 4: a job looping over SQLite queries in a serving process lets the event loop turn
 * (requests are answered in between). better-sqlite3 answers synchronously and Kysely resolves at once,
 * so before, a loop of queries held the process until it was done.
 */
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase, type DbHandle } from './connect.server.ts';

let handle: DbHandle | null = null;
afterEach(async () => {
  await handle?.close();
});

it('lets a timer run while a loop of queries is still going', async () => {
  handle = connectDatabase({ sqliteFile: ':memory:' });
  const db = handle.db;
  let turned = false;
  setImmediate(() => (turned = true));
  let queries = 0;
  // Each query counts 20,000 rows: a few milliseconds of work, like a job's query per search agent.
  while (!turned && queries < 300) {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000) select count(*) from n`.execute(db);
    queries++;
  }
  expect(turned).toBe(true);
  expect(queries).toBeLessThan(300);
});

it('reports a full database as SQLITE_FULL, not as the failed rollback after it (a 503, not a 500)', async () => {
  handle = connectDatabase({ sqliteFile: ':memory:' });
  const db = handle.db;
  await sql`create table filler (payload blob)`.execute(db);
  await sql`insert into filler values (zeroblob(100000))`.execute(db);
  // The database may not grow: what a full disk does to a write that needs new pages.
  const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]?.page_count ?? 0;
  await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
  const write = db.transaction().execute(async (trx) => {
    await sql`insert into filler values (zeroblob(1000))`.execute(trx);
    await sql`insert into filler values (zeroblob(1000000))`.execute(trx);
  });
  await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(db)).rows[0]?.n).toBe(1);
});
