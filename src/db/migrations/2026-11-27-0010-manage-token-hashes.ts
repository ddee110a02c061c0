import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * 'Meine Suchagenten' tokens stored as SHA-256 hashes (issue 24 point 8), like the agents' link tokens
 * (migration 0300). A hash cannot be turned back into a link, so each mail naming the page carries a
 * token of its own: one row per token and address in `search_agent_manage_tokens`, which replaces the
 * one plain token per address of `search_agent_mailboxes`. The existing tokens move over hashed, so
 * the links in mails already sent keep working.
 */
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface Tables {
  search_agent_mailboxes: { email: string; manage_token: string; created_at: string };
  search_agent_manage_tokens: { token: string; email: string; created_at: string };
}

export const manageTokenHashes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('search_agent_manage_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('search_agent_manage_tokens_email').on('search_agent_manage_tokens').column('email').execute();
    const typed = db as Kysely<Tables>;
    for (const row of await typed.selectFrom('search_agent_mailboxes').selectAll().execute()) {
      await typed
        .insertInto('search_agent_manage_tokens')
        .values({ token: hashOf(row.manage_token), email: row.email, created_at: row.created_at })
        .execute();
    }
    await db.schema.dropTable('search_agent_mailboxes').execute();
  },
  async down(db: Kysely<unknown>) {
    // Hashes cannot be reversed: the links already mailed stop working; the next mail creates a token again.
    await db.schema
      .createTable('search_agent_mailboxes')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('manage_token', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.dropTable('search_agent_manage_tokens').execute();
  },
};
