import type { Kysely, Migration } from 'kysely';

/**
 * Moderation (issue 25 point 5): a listing an operator blocked gets the status 'blocked' (so every
 * reader that shows only active cars leaves it out) and one row here saying when and why.
 */
export function listingBlocks(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('listing_blocks')
        .addColumn('listing_id', 'integer', (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('blocked_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('listing_blocks').ifExists().execute();
    },
  };
}
