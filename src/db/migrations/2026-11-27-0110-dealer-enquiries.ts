import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Issue 27 §9: a general enquiry from the dealer page is about no car, so a lead's `listing_id` may
 * be empty (the seller is always known). PostgreSQL drops the constraint; SQLite cannot, so the table
 * is rebuilt the documented way (new table, copy, drop, rename) with foreign keys off, so the
 * automatch rows that reference leads are neither checked nor cascaded away meanwhile (SQLite runs
 * migrations outside a transaction, where the pragma takes effect).
 */
export function dealerEnquiries(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table leads alter column listing_id drop not null`.execute(db);
        return;
      }
      await sql`pragma foreign_keys = off`.execute(db);
      await withSerialId(dialect, db.schema.createTable('leads_new'))
        .addColumn('identifier', 'text', (c) => c.notNull().unique())
        .addColumn('lead_id', 'text', (c) => c.notNull())
        .addColumn('listing_id', 'integer')
        .addColumn('seller_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('automatch', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('send_copy', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('device_category', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into leads_new select id, identifier, lead_id, listing_id, seller_id, name, email, phone, comment, automatch, send_copy, source, device_category, created_at from leads`.execute(
        db,
      );
      await sql`drop table leads`.execute(db);
      await sql`alter table leads_new rename to leads`.execute(db);
      await db.schema.createIndex('leads_lead_id_unique').on('leads').column('lead_id').unique().execute();
      await db.schema.createIndex('leads_listing').on('leads').column('listing_id').execute();
      await sql`pragma foreign_keys = on`.execute(db);
    },
    async down() {
      // Going back would have to delete the general enquiries; their rows stay valid under the old code's reads.
    },
  };
}
