import type { Kysely, Migration } from 'kysely';

/**
 * 'Meine Suchagenten' (issue 19 point 17): one unguessable management link per e-mail address,
 * named in every search-agent mail, and a pause switch per search agent.
 */
export function searchAgentManagement(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_agent_mailboxes')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('manage_token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('search_subscriptions').addColumn('paused_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('search_subscriptions').dropColumn('paused_at').execute();
      await db.schema.dropTable('search_agent_mailboxes').execute();
    },
  };
}
