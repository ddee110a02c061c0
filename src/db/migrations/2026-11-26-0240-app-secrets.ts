import type { Kysely, Migration } from 'kysely';

/**
 * Secrets the application makes for itself and every process shares (issue 24): the salt of the hashed
 * client addresses and mailboxes in `rate_limit_events`, so a leaked table cannot be reversed by hashing
 * all 2^32 IPv4 addresses. Created on first use, never shown.
 */
export const appSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('app_secrets').execute();
  },
};
