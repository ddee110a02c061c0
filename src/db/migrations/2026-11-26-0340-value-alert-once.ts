import type { Kysely, Migration } from 'kysely';

/**
 * 'Wertalarm' (issue 28 §2): one alert per address and car inputs, so two identical submissions at
 * once make one row (and one confirmation mail), and the job finds an address's alert by its inputs.
 */
export const valueAlertOnce: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('value_alerts_email_inputs').on('value_alerts').columns(['email', 'inputs']).unique().execute();
    await db.schema.createIndex('value_alerts_confirmed').on('value_alerts').columns(['confirmed_at', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('value_alerts_confirmed').execute();
    await db.schema.dropIndex('value_alerts_email_inputs').execute();
  },
};
