import { sql } from 'kysely';
import type { DbHandle } from '../db/connect.server.ts';

/** Tables in delete order (children first). The schema stays; only rows go. */
const TABLES = [
  'watch_list_items',
  'price_alerts',
  'search_subscriptions',
  'fraud_reports',
  'leads',
  'static_contents',
  'model_ratings',
  'listing_changes',
  'listing_price_history',
  'listing_price_ratings',
  'price_model_evaluations',
  'price_rating_state',
  'listing_first_sightings',
  'listing_mileage_warnings',
  'listing_scam_text_flags',
  'listing_mileage_sightings',
  'listings',
  'seller_contacts',
  'sellers',
  'cities',
  'states',
  'equipment',
  'body_colors',
  'equipment_categories',
  'pollution_classes',
  'upholstery_materials',
  'transmissions',
  'body_types',
  'offer_types',
  'fuel_categories',
  'models',
  'model_lines',
  'makes',
] as const;

export async function resetDatabase(handle: DbHandle): Promise<void> {
  if (handle.dialect === 'postgres') {
    await sql`truncate ${sql.join(TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(handle.db);
    return;
  }
  await handle.db.transaction().execute(async (trx) => {
    for (const table of TABLES) await trx.deleteFrom(table).execute();
  });
}
