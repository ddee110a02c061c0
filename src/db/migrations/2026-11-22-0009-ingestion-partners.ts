import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Partners (the external portal and dealer management systems) that feed inventory through the
 * ingestion API: their hashed API keys and the sellers each may write. Also makes a seller's
 * offerReference unique, which is what makes an upsert idempotent and safe between processes.
 */
export function ingestionPartners(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withSerialId(dialect, db.schema.createTable('partners'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withSerialId(dialect, db.schema.createTable('partner_api_keys'))
        .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
        // The first characters of the key, shown in listings so an operator can tell keys apart and revoke one.
        .addColumn('key_prefix', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createTable('partner_sellers')
        .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
        .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
        // The partner's own name for the seller; the API addresses sellers by it.
        .addColumn('seller_reference', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('partner_sellers_pk', ['partner_id', 'seller_id'])
        .addUniqueConstraint('partner_sellers_reference', ['partner_id', 'seller_reference'])
        .execute();
      await db.schema.createIndex('listings_seller_offer_reference_unique').on('listings').columns(['seller_id', 'offer_reference']).unique().execute();
      await db.schema.dropIndex('listings_offer_reference').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.createIndex('listings_offer_reference').on('listings').columns(['seller_id', 'offer_reference']).execute();
      await db.schema.dropIndex('listings_seller_offer_reference_unique').execute();
      await db.schema.dropTable('partner_sellers').execute();
      await db.schema.dropTable('partner_api_keys').execute();
      await db.schema.dropTable('partners').execute();
    },
  };
}
