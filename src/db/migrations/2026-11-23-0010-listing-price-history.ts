import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Earlier asking prices of a listing, one row per price it had before the current one (from
 * `valid_from` until `valid_to`), so a price rating can show reductions. Sold and expired
 * listings keep their last price in `listings.price`; their days online follow from
 * `created_at` and `sold_at` or `expires_at`.
 */
export function listingPriceHistory(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withSerialId(dialect, db.schema.createTable('listing_price_history'))
        .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .addColumn('valid_to', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('listing_price_history_listing').on('listing_price_history').columns(['listing_id', 'valid_from']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('listing_price_history').execute();
    },
  };
}
