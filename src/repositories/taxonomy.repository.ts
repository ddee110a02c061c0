import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Every reference table in one go; the taxonomy service caches the result for the process lifetime. */
export async function loadTaxonomyTables(db: Kysely<Database>) {
  const [
    makes,
    modelLines,
    models,
    fuels,
    offerTypes,
    bodyTypes,
    bodyColors,
    transmissions,
    upholstery,
    pollutionClasses,
    equipmentCategories,
    equipment,
    states,
    cities,
  ] = await Promise.all([
    db.selectFrom('makes').selectAll().orderBy('idx').orderBy('name').execute(),
    db.selectFrom('model_lines').selectAll().orderBy('id').execute(),
    db.selectFrom('models').selectAll().orderBy('make_id').orderBy('idx').execute(),
    db.selectFrom('fuel_categories').selectAll().orderBy('id').execute(),
    db.selectFrom('offer_types').selectAll().execute(),
    db.selectFrom('body_types').selectAll().orderBy('id').execute(),
    db.selectFrom('body_colors').selectAll().orderBy('id').execute(),
    db.selectFrom('transmissions').selectAll().orderBy('id').execute(),
    db.selectFrom('upholstery_materials').selectAll().orderBy('id').execute(),
    db.selectFrom('pollution_classes').selectAll().orderBy('id').execute(),
    db.selectFrom('equipment_categories').selectAll().orderBy('id').execute(),
    db.selectFrom('equipment').selectAll().orderBy('category_id').orderBy('id').execute(),
    db.selectFrom('states').selectAll().execute(),
    db.selectFrom('cities').selectAll().orderBy('id').execute(),
  ]);
  return {
    makes,
    modelLines,
    models,
    fuels,
    offerTypes,
    bodyTypes,
    bodyColors,
    transmissions,
    upholstery,
    pollutionClasses,
    equipmentCategories,
    equipment,
    states,
    cities,
  };
}

export type TaxonomyTables = Awaited<ReturnType<typeof loadTaxonomyTables>>;
