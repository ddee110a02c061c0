import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { realType, withSerialId } from './column-types.ts';

/**
 * Price ratings (issue 17 §1), computed in the background and only read by requests: one row per
 * rated car (its market value and grade, or the reason it has none), the published evaluation
 * figures of each full computation, and the rating job's state (its position in the change feed and
 * the learnt price adjustments). Change-feed rows say who wrote them, so the rating job does not
 * react to the grade changes it announces itself. Cars of one model are read together: an index on
 * listings.model_id.
 */
export function priceRatings(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('listing_price_ratings')
        .addColumn('listing_id', 'integer', (c) => c.primaryKey())
        .addColumn('model_id', 'integer', (c) => c.notNull())
        .addColumn('market_value', 'integer')
        .addColumn('deviation', realType(dialect))
        .addColumn('grade', 'integer')
        .addColumn('reason', 'text')
        .addColumn('comparables_count', 'integer', (c) => c.notNull())
        .addColumn('range_low', 'integer')
        .addColumn('range_high', 'integer')
        .addColumn('year_span', 'integer')
        .addColumn('computed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('listing_price_ratings_model').on('listing_price_ratings').column('model_id').execute();
      await withSerialId(dialect, db.schema.createTable('price_model_evaluations'))
        .addColumn('computed_at', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('sample_size', 'integer', (c) => c.notNull())
        .addColumn('mdape', realType(dialect), (c) => c.notNull())
        .addColumn('within_10', realType(dialect), (c) => c.notNull())
        .addColumn('grade_distribution', 'text', (c) => c.notNull())
        .addColumn('unrated', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('price_rating_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('change_seq', 'integer', (c) => c.notNull())
        .addColumn('adjustment', 'text', (c) => c.notNull())
        .addColumn('computed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('listings_model').on('listings').column('model_id').execute();
      await db.schema
        .alterTable('listing_changes')
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo('listing'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('listing_changes').dropColumn('origin').execute();
      await db.schema.dropIndex('listings_model').execute();
      await db.schema.dropTable('price_rating_state').execute();
      await db.schema.dropTable('price_model_evaluations').execute();
      await db.schema.dropTable('listing_price_ratings').execute();
    },
  };
}
