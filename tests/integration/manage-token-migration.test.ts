/**
 * Issue 24 point 8: 'Meine Suchagenten' tokens stored before migration 2026-11-27-0010 were plain text.
 * The migration keeps only their SHA-256 hashes, and the links in mails already sent keep working.
 */
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { InCodeMigrationProvider, migrateToLatest } from '#src/db/migrate.server.ts';
import { findMailboxEmail } from '#src/repositories/search-agent-mailbox.repository.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

describe.each(DIALECTS)('the management-token migration on %s', (dialect) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.drop();
  });

  it('replaces each stored plain token by its hash; the mailed link still opens the address', async () => {
    t = await createTestDatabase(dialect);
    const { handle } = t;
    // Back to the schema before it, with a plain token as the old code stored it.
    const migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider(handle) });
    const down = await migrator.migrateTo('2026-11-26-0340-value-alert-once');
    expect(down.error).toBeUndefined();
    const plain = randomBytes(24).toString('base64url');
    await sql`insert into search_agent_mailboxes (email, manage_token, created_at) values (${'alt@example.at'}, ${plain}, ${'2026-11-20T08:00:00.000Z'})`.execute(
      handle.db,
    );

    await migrateToLatest(handle);

    const rows = await handle.db.selectFrom('search_agent_manage_tokens').selectAll().execute();
    expect(rows).toEqual([{ token: expect.stringMatching(/^[0-9a-f]{64}$/) as string, email: 'alt@example.at', created_at: '2026-11-20T08:00:00.000Z' }]);
    expect(rows[0]?.token).not.toBe(plain);
    expect(await findMailboxEmail(handle.db, plain)).toBe('alt@example.at');
    expect(await findMailboxEmail(handle.db, rows[0]?.token ?? '')).toBeNull();
  });
});
