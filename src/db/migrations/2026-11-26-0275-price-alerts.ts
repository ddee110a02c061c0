import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Price alerts on saved cars (issue 27 point 5): one row per e-mail address and car, confirmed by
 * double opt-in. The row remembers the price the subscriber last saw and the Vienna day of the
 * last mail, so a drop is mailed once and a car at most once a day. No foreign key to listings: an
 * alert outlives a deleted car long enough to say it is gone.
 */
export function priceAlerts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withSerialId(dialect, db.schema.createTable('price_alerts'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        // the car's title when it was saved: the mail that says it is gone still names it
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('confirm_token', 'text', (c) => c.notNull())
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('known_price', 'integer', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('last_mailed_day', 'text')
        .addColumn('last_mailed_at', 'text')
        .addUniqueConstraint('price_alerts_email_listing', ['email', 'listing_id'])
        .execute();
      await db.schema.createIndex('price_alerts_confirm_token').on('price_alerts').column('confirm_token').execute();
      await db.schema.createIndex('price_alerts_listing').on('price_alerts').column('listing_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('price_alerts').execute();
    },
  };
}
