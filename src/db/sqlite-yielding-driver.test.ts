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
