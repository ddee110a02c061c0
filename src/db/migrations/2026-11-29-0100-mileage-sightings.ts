import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Issue 37 point 2, the mileage check across relistings. `listing_mileage_sightings` keeps every
 * mileage a car was listed with (by seller and offer reference, and by VIN across sellers), beyond the
 * car's row, so a car that comes back can be compared with what it said before. A car whose mileage
 * does not fit an earlier sighting gets a row in `listing_mileage_warnings` (the detail page, the API
 * and the moderation page read it). The cars already stored are their own first sighting.
 */
export function mileageSightings(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withSerialId(dialect, db.schema.createTable('listing_mileage_sightings'))
        .addColumn('seller_id', 'integer', (c) => c.notNull())
        .addColumn('offer_reference', 'text')
        .addColumn('vin', 'text')
        .addColumn('mileage', 'integer', (c) => c.notNull())
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('listing_mileage_sightings_reference').on('listing_mileage_sightings').columns(['seller_id', 'offer_reference']).execute();
      await db.schema.createIndex('listing_mileage_sightings_vin').on('listing_mileage_sightings').column('vin').execute();
      await db.schema
        .createTable('listing_mileage_warnings')
        .addColumn('listing_id', 'integer', (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('mileage', 'integer', (c) => c.notNull())
        .addColumn('earlier_mileage', 'integer', (c) => c.notNull())
        .addColumn('earlier_seen_at', 'text', (c) => c.notNull())
        .addColumn('flagged_at', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into listing_mileage_sightings (seller_id, offer_reference, vin, mileage, seen_at)
        select seller_id, offer_reference, vin, mileage, created_at from listings`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('listing_mileage_warnings').execute();
      await db.schema.dropTable('listing_mileage_sightings').execute();
    },
  };
}
