import type { Kysely, Migration } from 'kysely';

/**
 * Issue 37 point 4, dealer answer times. A lead keeps the hash of the secret its seller's
 * 'Anfrage beantwortet' link carries and when the answer was recorded. The seller row keeps the
 * figures computed from its leads (`src/domain/dealers/answer-times.ts`) whenever one of them changes,
 * so result cards read them with the seller they already load instead of a query per card.
 */
export const leadAnswers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('answer_token_hash', 'text').execute();
    await db.schema.alterTable('leads').addColumn('answered_at', 'text').execute();
    await db.schema.createIndex('leads_answer_token_hash').on('leads').column('answer_token_hash').unique().execute();
    await db.schema.createIndex('leads_seller_created').on('leads').columns(['seller_id', 'created_at']).execute();
    await db.schema
      .alterTable('sellers')
      .addColumn('answer_enquiries', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('sellers').addColumn('answer_median_minutes', 'integer').execute();
    await db.schema.alterTable('sellers').addColumn('answer_within_day_percent', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_seller_created').execute();
    await db.schema.dropIndex('leads_answer_token_hash').execute();
    for (const column of ['answer_enquiries', 'answer_median_minutes', 'answer_within_day_percent'])
      await db.schema.alterTable('sellers').dropColumn(column).execute();
    for (const column of ['answer_token_hash', 'answered_at']) await db.schema.alterTable('leads').dropColumn(column).execute();
  },
};
