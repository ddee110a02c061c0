/**
 * Issue 24 point 4: in a serving process no commit copies SQLite's write-ahead log back into the
 * database file (that stalled every request for 130–330 ms); a thread of the process does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase, type DbHandle } from './connect.server.ts';
import { startCheckpointThread, type CheckpointThread } from './wal-checkpoint-thread.ts';

const PAGE = 4096;
/** SQLite's own checkpoint comes when a commit finds the log past 1000 pages. */
const AUTO_CHECKPOINT_PAGES = 1000;

let dir = '';
let handle: DbHandle | null = null;
let thread: CheckpointThread | null = null;
afterEach(async () => {
  await thread?.close();
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Commits about `pages` pages of rows, one page per transaction. */
async function writePages(db: DbHandle['db'], pages: number) {
  await sql`create table blobs (id integer primary key, body blob)`.execute(db);
  for (let i = 0; i < pages; i++) await sql`insert into blobs (body) values (randomblob(${PAGE - 200}))`.execute(db);
}

it('leaves the write-ahead log to the checkpoint thread: no commit copies it back, the thread copies all of it', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-wal-'));
  const file = path.join(dir, 'db.sqlite');
  // The connection's own thread would check only after a minute: the test's thread is asked directly.
  handle = connectDatabase({ sqliteFile: file, walCheckpointEveryMs: 60_000 });
  await writePages(handle.db, 2 * AUTO_CHECKPOINT_PAGES);
  // A commit that had checkpointed would have started the log over, so it would hold about 1000 pages, not all.
  expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(2 * AUTO_CHECKPOINT_PAGES * PAGE);
  thread = startCheckpointThread(file, 60_000);
  expect(await thread.checkpointNow()).toBeGreaterThan(2 * AUTO_CHECKPOINT_PAGES);
});

it('copies the log back on its own timer', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-wal-'));
  const file = path.join(dir, 'db.sqlite');
  handle = connectDatabase({ sqliteFile: file, walCheckpointEveryMs: 20 });
  await writePages(handle.db, 50);
  // Only a checkpoint writes pages into the database file itself.
  await expect.poll(() => fs.statSync(file).size).toBeGreaterThan(50 * PAGE);
});
