import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { realType, withSerialId } from './column-types.ts';

export function initialSchema(dialect: DialectName): Migration {
  const real = realType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const named = async (table: string, idType: 'integer' | 'text') => {
        await db.schema
          .createTable(table)
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .execute();
      };
      await db.schema
        .createTable('makes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('safe_value', 'text', (c) => c.notNull().unique())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('model_lines')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('safe_value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('models')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
        .addColumn('model_line_id', 'integer', (c) => c.references('model_lines.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('safe_value', 'text', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addUniqueConstraint('models_make_safe_value', ['make_id', 'safe_value'])
        .execute();
      await named('fuel_categories', 'text');
      await named('offer_types', 'text');
      await named('body_types', 'integer');
      await named('transmissions', 'integer');
      await named('upholstery_materials', 'integer');
      await named('pollution_classes', 'integer');
      await named('equipment_categories', 'integer');
      await db.schema
        .createTable('body_colors')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('hex', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('equipment')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('category_id', 'integer', (c) => c.notNull().references('equipment_categories.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('top_of_side_bar', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('states')
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('city_name', 'text', (c) => c.notNull())
        .addColumn('lat', real, (c) => c.notNull())
        .addColumn('lon', real, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('cities')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('state_slug', 'text', (c) => c.notNull().references('states.slug'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('lat', real, (c) => c.notNull())
        .addColumn('lon', real, (c) => c.notNull())
        .addColumn('population', 'integer', (c) => c.notNull())
        .execute();

      await withSerialId(dialect, db.schema.createTable('sellers'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text')
        .addColumn('contact_name', 'text')
        .addColumn('url_name', 'text')
        .addColumn('street', 'text')
        .addColumn('zip', 'text')
        .addColumn('city', 'text')
        .addColumn('state_slug', 'text')
        .addColumn('lat', real)
        .addColumn('lon', real)
        .addColumn('homepage', 'text')
        .addColumn('logo_url', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('ratings_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ratings_stars', real, (c) => c.notNull().defaultTo(0))
        .addColumn('ratings_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ratings_review_url', 'text')
        .addColumn('call_tracking', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sellers_type_name').on('sellers').columns(['type', 'company_name']).execute();

      await withSerialId(dialect, db.schema.createTable('seller_contacts'))
        .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('phone_type', 'text', (c) => c.notNull())
        .addColumn('formatted_number', 'text', (c) => c.notNull())
        .addColumn('call_to', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('seller_contacts_seller').on('seller_contacts').column('seller_id').execute();

      let listings = withSerialId(dialect, db.schema.createTable('listings'))
        .addColumn('old_id', 'integer')
        .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
        .addColumn('offer_reference', 'text')
        .addColumn('offer_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
        .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('version', 'text')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('vat_deductible', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_registration', 'text')
        .addColumn('mileage', 'integer', (c) => c.notNull())
        .addColumn('power_kw', 'integer', (c) => c.notNull())
        .addColumn('fuel', 'text', (c) => c.notNull())
        .addColumn('body_color_id', 'integer')
        .addColumn('had_accident', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('body_type_id', 'integer', (c) => c.notNull())
        .addColumn('transmission_id', 'integer')
        .addColumn('number_of_gears', 'integer')
        .addColumn('drive_train', 'text')
        .addColumn('doors', 'integer')
        .addColumn('seats', 'integer')
        .addColumn('previous_owners', 'integer')
        .addColumn('original_market', 'text')
        .addColumn('engine_displacement', 'integer')
        .addColumn('empty_weight', 'integer')
        .addColumn('upholstery_id', 'integer')
        .addColumn('co2', 'integer')
        .addColumn('pollution_class_id', 'integer');
      for (const col of [
        'consumption',
        'wltp_co2_combined',
        'wltp_co2_combined_weighted',
        'wltp_consumption_combined',
        'wltp_consumption_combined_weighted',
        'wltp_consumption_electric_combined',
        'wltp_consumption_electric_combined_weighted',
      ]) {
        listings = listings.addColumn(col, real);
      }
      await listings
        .addColumn('electric_range', 'integer')
        .addColumn('electric_range_city', 'integer')
        .addColumn('warranty', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('full_service', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('equipment_ids', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text')
        .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('photo_source', 'text', (c) => c.notNull().defaultTo('generated'))
        .addColumn('photo_seed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('zip', 'text')
        .addColumn('city', 'text')
        .addColumn('state_slug', 'text')
        .addColumn('lat', real)
        .addColumn('lon', real)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('sold_at', 'text')
        .execute();
      await db.schema.createIndex('listings_status').on('listings').columns(['status', 'expires_at']).execute();
      await db.schema.createIndex('listings_seller').on('listings').columns(['seller_id', 'status']).execute();
      await db.schema.createIndex('listings_old_id').on('listings').column('old_id').execute();
      await db.schema.createIndex('listings_offer_reference').on('listings').columns(['seller_id', 'offer_reference']).execute();

      await withSerialId(dialect, db.schema.createTable('listing_changes'), 'seq')
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('model_ratings')
        .addColumn('make_id', 'integer', (c) => c.notNull())
        .addColumn('model_id', 'integer', (c) => c.notNull())
        .addColumn('average', real, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('model_ratings_pk', ['make_id', 'model_id'])
        .execute();
      await db.schema
        .createTable('static_contents')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withSerialId(dialect, db.schema.createTable('leads'))
        .addColumn('identifier', 'text', (c) => c.notNull().unique())
        .addColumn('lead_id', 'text', (c) => c.notNull())
        .addColumn('listing_id', 'integer', (c) => c.notNull())
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
      await withSerialId(dialect, db.schema.createTable('fraud_reports'))
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('reason_id', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('handled_at', 'text')
        .execute();
      await withSerialId(dialect, db.schema.createTable('search_subscriptions'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('search_string', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('last_sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('watch_list_items')
        .addColumn('visitor_uuid', 'text', (c) => c.notNull())
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('watch_list_items_pk', ['visitor_uuid', 'listing_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'watch_list_items',
        'search_subscriptions',
        'fraud_reports',
        'leads',
        'static_contents',
        'model_ratings',
        'listing_changes',
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
      ]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
