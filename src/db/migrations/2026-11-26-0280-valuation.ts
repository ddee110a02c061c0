import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { realType, withSerialId } from './column-types.ts';

/**
 * Valuation and like-for-like ratings (issue 28): how alike a rating's comparables were, how many
 * are for sale, their spread and the price the rating judged; a log of grade changes for the price
 * history; the time-to-sale model next to the price adjustment; the valuation's evaluation; and the
 * 'Wertalarm' subscriptions (double opt-in).
 */
export function valuation(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('listing_price_ratings').addColumn('match_level', 'text').execute();
      await db.schema
        .alterTable('listing_price_ratings')
        .addColumn('for_sale_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('listing_price_ratings').addColumn('price_spread', realType(dialect)).execute();
      await db.schema.alterTable('listing_price_ratings').addColumn('rated_price', 'integer').execute();
      await db.schema.alterTable('price_model_evaluations').addColumn('valuation', 'text').execute();
      await db.schema.alterTable('price_rating_state').addColumn('time_to_sale', 'text').execute();
      await withSerialId(dialect, db.schema.createTable('price_rating_changes'))
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addColumn('old_grade', 'integer')
        .addColumn('new_grade', 'integer')
        .addColumn('old_market_value', 'integer')
        .addColumn('new_market_value', 'integer')
        .addColumn('old_price', 'integer')
        .addColumn('new_price', 'integer')
        .execute();
      await db.schema.createIndex('price_rating_changes_listing').on('price_rating_changes').columns(['listing_id', 'changed_at']).execute();
      await withSerialId(dialect, db.schema.createTable('value_alerts'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('inputs', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('market_value', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .addColumn('last_notified_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('value_alerts').execute();
      await db.schema.dropTable('price_rating_changes').execute();
      await db.schema.alterTable('price_rating_state').dropColumn('time_to_sale').execute();
      await db.schema.alterTable('price_model_evaluations').dropColumn('valuation').execute();
      for (const column of ['rated_price', 'price_spread', 'for_sale_count', 'match_level'])
        await db.schema.alterTable('listing_price_ratings').dropColumn(column).execute();
    },
  };
}
