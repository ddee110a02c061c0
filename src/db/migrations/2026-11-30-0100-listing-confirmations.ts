import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Issue 37 point 3, no dead ads. A car keeps when its seller last confirmed it (a feed or partner-API
 * delivery, or the private seller's answer to the 30-day question); existing cars start from their last
 * change; `ended_unconfirmed_at` marks a car that ended for want of a confirmation, which the next
 * delivery (or the seller's late answer) brings back. A seller is held to the confirmation rules from its first delivery through the partner API or a
 * feed (`confirms_inventory`), so the seeded demo sellers, whom no feed delivers, are not, and no car of an
 * existing database expires at this migration. The questions to private sellers keep only the hash of
 * their link's secret.
 */
export function listingConfirmations(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('listings').addColumn('confirmed_at', 'text').execute();
      await sql`UPDATE listings SET confirmed_at = updated_at`.execute(db);
      await db.schema.alterTable('listings').addColumn('ended_unconfirmed_at', 'text').execute();
      await db.schema
        .alterTable('sellers')
        .addColumn('confirms_inventory', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withSerialId(dialect, db.schema.createTable('listing_confirmation_requests'))
        .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('asked_at', 'text', (c) => c.notNull())
        .addColumn('answered_at', 'text')
        .addColumn('answer', 'text')
        .execute();
      await db.schema.createIndex('listing_confirmation_requests_listing').on('listing_confirmation_requests').columns(['listing_id', 'asked_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('listing_confirmation_requests').execute();
      await db.schema.alterTable('sellers').dropColumn('confirms_inventory').execute();
      await db.schema.alterTable('listings').dropColumn('ended_unconfirmed_at').execute();
      await db.schema.alterTable('listings').dropColumn('confirmed_at').execute();
    },
  };
}
