import type { Kysely, Migration } from 'kysely';

/**
 * Issue 37 point 1, the scam shield on listing texts: a car whose title or description carries the
 * words of advance-payment fraud (src/domain/fraud/scam-text-signals.ts) when the partner API or the
 * feed stores it gets a row here with the words found, for the moderation page and the contact form's
 * warning. Cars already stored are checked when their text next changes.
 */
export const scamTextFlags: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('listing_scam_text_flags')
      .addColumn('listing_id', 'integer', (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
      .addColumn('words', 'text', (c) => c.notNull())
      .addColumn('flagged_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('listing_scam_text_flags').execute();
  },
};
