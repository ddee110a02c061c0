import type { Kysely, Migration } from 'kysely';

/**
 * Issue 27 point 6: what the law requires a business to give (Austrian ECG § 5, UGB § 14): the
 * company register number (Firmenbuchnummer) and the VAT id (UID) of dealers and agents, shown on
 * the detail page and sent by partners. Private sellers have neither.
 */
export function sellerLegalDetails(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sellers').addColumn('company_register', 'text').execute();
      await db.schema.alterTable('sellers').addColumn('vat_id', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sellers').dropColumn('vat_id').execute();
      await db.schema.alterTable('sellers').dropColumn('company_register').execute();
    },
  };
}
