import { type Kysely, type Migration } from 'kysely';

/**
 * Issue 27 §7: a car listed again by the same seller keeps its days on market by the same offer
 * reference or the same VIN. `listings.vin` holds the VIN a partner sends (optional); the sightings by
 * VIN live beside those by reference, beyond the car's row. No car has a VIN yet: nothing to fill in.
 */
export const listingVin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('listings').addColumn('vin', 'text').execute();
    await db.schema
      .createTable('listing_vin_sightings')
      .addColumn('seller_id', 'integer', (c) => c.notNull())
      .addColumn('vin', 'text', (c) => c.notNull())
      .addColumn('first_seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('listing_vin_sightings_pk', ['seller_id', 'vin'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('listing_vin_sightings').execute();
    await db.schema.alterTable('listings').dropColumn('vin').execute();
  },
};
