import type { Kysely, Migration } from 'kysely';

/**
 * Dealers you can trust (issue 27 point 9): what the partner sends about a dealer beyond its
 * address, as JSON text on the seller (read whole with the dealer page, never queried):
 * opening hours (lines as the dealer words them), the star distribution (five counts, 1 to 5
 * stars) and individual ratings (at most 20: stars, text, author, date).
 */
export function dealerProfile(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['opening_hours', 'ratings_distribution', 'ratings_reviews']) {
        await db.schema.alterTable('sellers').addColumn(column, 'text').execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['opening_hours', 'ratings_distribution', 'ratings_reviews']) {
        await db.schema.alterTable('sellers').dropColumn(column).execute();
      }
    },
  };
}
