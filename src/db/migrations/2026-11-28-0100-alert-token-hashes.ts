import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { withSerialId } from './column-types.ts';

/**
 * Price-alert and 'Wertalarm' link tokens stored as SHA-256 hashes (issue 37 point 7), like the search
 * agents' (migration 0300): whoever reads the database or a backup can no longer confirm or end anyone's
 * alert. Existing tokens are hashed in place or moved over hashed, so the links in mails already sent
 * keep working (the lookup hashes what the link carries).
 *
 * A hash cannot be turned back into a link, so each mail about an alert carries unsubscribe tokens of its
 * own, one row per token and alert in `price_alert_link_tokens` / `value_alert_link_tokens` (a weekly
 * overview's one-click token names all its alerts). The price alert's one unsubscribe token moves there
 * and its column goes. A value alert's own token confirms and ends it, as before: its hash stays in
 * `value_alerts.token`.
 */
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface Tables {
  price_alerts: { id: number; confirm_token: string; unsubscribe_token: string | null; created_at: string };
  value_alerts: { id: number; token: string };
  price_alert_link_tokens: { token: string; alert_id: number; created_at: string };
  value_alert_link_tokens: { token: string; alert_id: number; created_at: string };
}

async function createLinkTokens(db: Kysely<unknown>, table: 'price_alert_link_tokens' | 'value_alert_link_tokens'): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['token', 'alert_id'])
    .execute();
  await db.schema.createIndex(`${table}_alert`).on(table).column('alert_id').execute();
}

/** SQLite cannot drop a UNIQUE column: the table is built again without it. */
async function rebuildPriceAlertsWithoutUnsubscribeToken(db: Kysely<unknown>): Promise<void> {
  await withSerialId('sqlite', db.schema.createTable('price_alerts_rebuilt'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('confirm_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('known_price', 'integer', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('last_mailed_day', 'text')
    .addColumn('last_mailed_at', 'text')
    .addUniqueConstraint('price_alerts_email_listing', ['email', 'listing_id'])
    .execute();
  const columns = sql.raw(
    'id, email, listing_id, title, frequency, confirm_token, created_at, confirmed_at, known_price, ended_at, last_mailed_day, last_mailed_at',
  );
  await sql`insert into price_alerts_rebuilt (${columns}) select ${columns} from price_alerts`.execute(db);
  await db.schema.dropTable('price_alerts').execute();
  await db.schema.alterTable('price_alerts_rebuilt').renameTo('price_alerts').execute();
  await db.schema.createIndex('price_alerts_confirm_token').on('price_alerts').column('confirm_token').execute();
  await db.schema.createIndex('price_alerts_listing').on('price_alerts').column('listing_id').execute();
}

export function alertTokenHashes(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const typed = db as Kysely<Tables>;
      await createLinkTokens(db, 'price_alert_link_tokens');
      await createLinkTokens(db, 'value_alert_link_tokens');
      for (const row of await typed.selectFrom('price_alerts').select(['id', 'confirm_token', 'unsubscribe_token', 'created_at']).execute()) {
        await typed
          .updateTable('price_alerts')
          .set({ confirm_token: hashOf(row.confirm_token) })
          .where('id', '=', row.id)
          .execute();
        if (row.unsubscribe_token !== null) {
          await typed
            .insertInto('price_alert_link_tokens')
            .values({ token: hashOf(row.unsubscribe_token), alert_id: row.id, created_at: row.created_at })
            .execute();
        }
      }
      for (const row of await typed.selectFrom('value_alerts').select(['id', 'token']).execute()) {
        await typed
          .updateTable('value_alerts')
          .set({ token: hashOf(row.token) })
          .where('id', '=', row.id)
          .execute();
      }
      if (dialect === 'postgres') await db.schema.alterTable('price_alerts').dropColumn('unsubscribe_token').execute();
      else await rebuildPriceAlertsWithoutUnsubscribeToken(db);
    },
    async down(db: Kysely<unknown>) {
      // Hashes cannot be reversed: the column comes back holding them, and the links already mailed stop working.
      const typed = db as Kysely<Tables>;
      await db.schema.alterTable('price_alerts').addColumn('unsubscribe_token', 'text').execute();
      for (const row of await typed.selectFrom('price_alert_link_tokens').select(['token', 'alert_id']).execute()) {
        await typed
          .updateTable('price_alerts')
          .set({ unsubscribe_token: row.token })
          .where('id', '=', row.alert_id)
          .where('unsubscribe_token', 'is', null)
          .execute();
      }
      await typed
        .updateTable('price_alerts')
        .set({ unsubscribe_token: sql<string>`confirm_token || '-' || id` })
        .where('unsubscribe_token', 'is', null)
        .execute();
      await db.schema.createIndex('price_alerts_unsubscribe_token').on('price_alerts').column('unsubscribe_token').unique().execute();
      await db.schema.dropTable('value_alert_link_tokens').execute();
      await db.schema.dropTable('price_alert_link_tokens').execute();
    },
  };
}
