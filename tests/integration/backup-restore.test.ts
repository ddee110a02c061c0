/**
 * Issue 25 point 3: a backup taken while writes go on restores into an empty data folder or database
 * with the same rows as the source had at one moment (row counts and per-table checksums, the rows
 * written after the backup left out), and the restored site starts and shows the same totals.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '#src/backup/database-backup.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import { connectDatabase, type DbHandle } from '#src/db/connect.server.ts';
import type { Database } from '#src/db/schema.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { insertOutboxMessage } from '#src/repositories/outbox.repository.ts';
import { createTestDatabase, DIALECTS, PG_ADMIN_URL, type TestDatabase } from '../support/test-databases.ts';

/** Rows per table as one hash over their JSON, in a stable order; `upTo` keeps only rows with id ≤ it. */
async function tableDigests(db: Kysely<Database>, upTo: Record<string, number> = {}): Promise<Record<string, { rows: number; sha256: string }>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const out: Record<string, { rows: number; sha256: string }> = {};
  for (const table of tables) {
    const limit = upTo[table];
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows
      .filter((r) => limit === undefined || Number(r.id) <= limit)
      .map((r) => JSON.stringify(r))
      .sort();
    out[table] = { rows: rows.length, sha256: createHash('sha256').update(rows.join('\n')).digest('hex') };
  }
  return out;
}

async function maxOutboxId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Queues mails one after another until stopped: the writes a serving process makes during a backup. */
function keepWriting(db: Kysely<Database>) {
  let stopped = false;
  let written = 0;
  const done = (async () => {
    while (!stopped) {
      const now = new Date().toISOString();
      await insertOutboxMessage(db, {
        message_id: `<${randomUUID()}@backup.test>`,
        kind: 'lead',
        recipient: 'haendler@example.at',
        reply_to: null,
        subject: 'Anfrage',
        html_body: '<p>Anfrage</p>',
        text_body: 'Anfrage',
        headers: null,
        next_attempt_at: now,
        created_at: now,
      });
      written++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    written: () => written,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function searchTotal(env: ReturnType<typeof loadEnv>): Promise<number> {
  const services = await createServices(env, createLogger('silent'));
  try {
    return services.search.count(createFilters({}));
  } finally {
    await closeServices(services);
  }
}

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  let source: TestDatabase;
  let restored: DbHandle | undefined;
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await restored?.close();
    for (const step of cleanup.reverse()) await step();
    await source?.drop();
  });

  it('round-trips a backup taken while mails are being queued', async () => {
    source = await createTestDatabase(dialect, { listings: 40, seed: 25 });
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-backup-'));
    cleanup.push(async () => fs.rmSync(work, { recursive: true, force: true }));
    const file = path.join(work, dialect === 'sqlite' ? 'marketplace.sqlite.bak' : 'marketplace.dump');

    const writer = keepWriting(source.handle.db);
    await expect.poll(() => writer.written()).toBeGreaterThan(5);
    await backupDatabase({ databaseUrl: source.databaseUrl, sqliteFile: source.sqliteFile }, file);
    const writtenByBackupEnd = writer.written();
    await expect.poll(() => writer.written()).toBeGreaterThan(writtenByBackupEnd + 5);
    await writer.stop();

    // Restore into an empty data folder, or a new empty database.
    const target = { dataDir: path.join(work, 'restored'), databaseUrl: undefined as string | undefined };
    if (dialect === 'postgres') {
      const name = `gw_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      target.databaseUrl = url.toString();
      cleanup.push(async () => {
        const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      });
    }
    const targetFile = path.join(target.dataDir, 'marketplace.sqlite');
    await restoreDatabase(file, { databaseUrl: target.databaseUrl, sqliteFile: targetFile });
    // A second restore into the now filled target is refused.
    await expect(restoreDatabase(file, { databaseUrl: target.databaseUrl, sqliteFile: targetFile })).rejects.toThrow(/empty|exists/);
    restored = connectDatabase({ databaseUrl: target.databaseUrl, sqliteFile: targetFile });

    // The backup is one moment of the source: every table equal, the mails queued after it left out.
    const upTo = await maxOutboxId(restored.db);
    expect(upTo).toBeGreaterThan(0);
    expect(upTo).toBeLessThan(await maxOutboxId(source.handle.db));
    const expected = await tableDigests(source.handle.db, { outbox_messages: upTo });
    const actual = await tableDigests(restored.db);
    expect(Object.keys(actual).length).toBeGreaterThan(20);
    expect(actual).toEqual(expected);
    // No gap: the ids the backup holds run from the first to the last mail it has.
    expect(actual.outbox_messages?.rows).toBe(upTo);

    const envOf = (dataDir: string, databaseUrl: string | undefined) =>
      loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent', SEED_LISTINGS: '0', BACKGROUND_JOBS: 'off' });
    const restoredTotal = await searchTotal(envOf(target.dataDir, target.databaseUrl));
    expect(restoredTotal).toBe(await searchTotal(envOf(source.dataDir, source.databaseUrl)));
    expect(restoredTotal).toBeGreaterThan(0);
  });
});
