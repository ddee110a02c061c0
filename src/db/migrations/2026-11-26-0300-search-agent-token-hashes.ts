import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * Search-agent link tokens stored as SHA-256 hashes (issue 24 point 8): a leaked table or backup no
 * longer lets anyone confirm or delete someone's agent. Existing tokens are hashed in place, so the
 * links in mails already sent keep working (the lookup hashes what the link carries). Each digest
 * mail gets a random unsubscribe token of its own (the stored hash cannot be turned back into a link),
 * kept in `search_agent_link_tokens` until its agent is deleted.
 */
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface TokenTables {
  search_subscriptions: { id: number; token: string };
  search_agent_tombstones: { token: string };
}

async function hashStoredTokens(db: Kysely<TokenTables>): Promise<void> {
  for (const row of await db.selectFrom('search_subscriptions').select(['id', 'token']).execute()) {
    await db
      .updateTable('search_subscriptions')
      .set({ token: hashOf(row.token) })
      .where('id', '=', row.id)
      .execute();
  }
  for (const row of await db.selectFrom('search_agent_tombstones').select('token').execute()) {
    await db
      .updateTable('search_agent_tombstones')
      .set({ token: hashOf(row.token) })
      .where('token', '=', row.token)
      .execute();
  }
}

export const searchAgentTokenHashes: Migration = {
  async up(db: Kysely<unknown>) {
    await hashStoredTokens(db as Kysely<TokenTables>);
    await db.schema
      .createTable('search_agent_link_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('subscription_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('search_agent_link_tokens_subscription').on('search_agent_link_tokens').column('subscription_id').execute();
  },
  async down(db: Kysely<unknown>) {
    // Hashes cannot be reversed; the old links stay valid through the hashed lookup only.
    await db.schema.dropTable('search_agent_link_tokens').execute();
  },
};
