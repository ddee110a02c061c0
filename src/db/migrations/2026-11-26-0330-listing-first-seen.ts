import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 27 §7, days on market: when a car first appeared. `listings.first_seen_at` is what readers
 * and the search index use; `listing_first_sightings` remembers it per seller and offer reference
 * beyond the car's row, so a car deleted and listed again under the same reference keeps its date
 * (a sold car sent again is the same row and keeps it anyway). Both start from the creation dates.
 */
export function listingFirstSeen(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('listings').addColumn('first_seen_at', 'text').execute();
      await sql`update listings set first_seen_at = created_at`.execute(db);
      await db.schema
        .createTable('listing_first_sightings')
        .addColumn('seller_id', 'integer', (c) => c.notNull())
        .addColumn('offer_reference', 'text', (c) => c.notNull())
        .addColumn('first_seen_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('listing_first_sightings_pk', ['seller_id', 'offer_reference'])
        .execute();
      await sql`insert into listing_first_sightings (seller_id, offer_reference, first_seen_at)
        select seller_id, offer_reference, min(created_at) from listings where offer_reference is not null group by seller_id, offer_reference`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('listing_first_sightings').execute();
      await db.schema.alterTable('listings').dropColumn('first_seen_at').execute();
    },
  };
}
