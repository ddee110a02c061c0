import type { Kysely, Migration } from 'kysely';

/**
 * Issue 37 point 5, EV battery health: a certificate's state of health (whole percent), the day of the
 * test ('YYYY-MM-DD') and who tested, all three or none (the ingestion sends them together).
 */
export const batteryHealth: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('listings').addColumn('battery_soh', 'integer').execute();
    await db.schema.alterTable('listings').addColumn('battery_soh_tested_on', 'text').execute();
    await db.schema.alterTable('listings').addColumn('battery_soh_provider', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['battery_soh_provider', 'battery_soh_tested_on', 'battery_soh']) await db.schema.alterTable('listings').dropColumn(column).execute();
  },
};
