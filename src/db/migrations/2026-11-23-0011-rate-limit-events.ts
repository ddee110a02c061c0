import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Rate limits over a rolling window (issue 15): one row per accepted hit instead of a counter per
 * fixed hour, which let a client send twice the limit across the full hour. The old counters are
 * dropped; they only ever held the last day.
 */
export function rateLimitEvents(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withSerialId(dialect, db.schema.createTable('rate_limit_events'))
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_events_bucket_at').on('rate_limit_events').columns(['bucket', 'at']).execute();
      await db.schema.createIndex('rate_limit_events_at').on('rate_limit_events').column('at').execute();
      await db.schema.dropTable('rate_limit_hits').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_start').execute();
      await db.schema.dropTable('rate_limit_events').execute();
    },
  };
}
