import { sql, type Kysely, type Migration } from 'kysely';

const OLD_NAME = 'Servicegepflegt (Scheckheft)';
const NEW_NAME = 'Servicegepflegt (Serviceheft)';

/**
 * Issue 19 'Words': the equipment item 49 says 'Serviceheft', the Austrian word. New databases get
 * the name from the seed's reference data; this renames it where the old name was stored.
 */
export function equipmentServiceheft(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`UPDATE equipment SET name = ${NEW_NAME} WHERE id = 49 AND name = ${OLD_NAME}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`UPDATE equipment SET name = ${OLD_NAME} WHERE id = 49 AND name = ${NEW_NAME}`.execute(db);
    },
  };
}
