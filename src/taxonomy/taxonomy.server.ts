import type { FilterNames } from '../domain/search/filter-labels.ts';
import { PRICE_GRADES } from '../domain/pricing/price-rating.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SearchPathTaxonomy } from '../domain/search/search-path.ts';
import { DRIVE_TRAINS } from '../domain/taxonomy/reference-data.ts';
import { loadTaxonomyTables } from '../repositories/taxonomy.repository.ts';

export interface TaxonomyModel {
  id: number;
  makeId: number;
  name: string;
  safeValue: string;
  lineId: number | null;
  idx: number;
}
export interface TaxonomyModelLine {
  id: number;
  makeId: number;
  name: string;
  safeValue: string;
}
export interface TaxonomyMake {
  id: number;
  name: string;
  safeValue: string;
  idx: number;
  models: TaxonomyModel[];
  modelLines: TaxonomyModelLine[];
}
export interface Named<I> {
  id: I;
  name: string;
}
export interface TaxonomyEquipment {
  id: number;
  name: string;
  categoryId: number;
  topOfSideBar: boolean;
}
export interface TaxonomyCity {
  id: number;
  name: string;
  slug: string;
  zip: string;
  stateSlug: string;
  lat: number;
  lon: number;
  population: number;
}

/**
 * The reference data (makes, models, fuels, colours, …, places), read once from the database and
 * kept for the life of the process: it only changes with a deployment. `services.taxonomy`.
 */
/** safemake/safemodel address parts resolved: 'unknown-*' when a given slug names nothing. */
export type SlugResolution =
  | { status: 'ok'; make: TaxonomyMake | null; model: TaxonomyModel | null }
  | { status: 'unknown-make' }
  /** also a model given without a make */
  | { status: 'unknown-model'; make: TaxonomyMake | null };

export interface Taxonomy extends SearchPathTaxonomy {
  /** The one lookup of `safemake` / `safemodel` parameters (a model only counts within its make). */
  resolveSlugs(safemake: string | null | undefined, safemodel: string | null | undefined): SlugResolution;
  makes: TaxonomyMake[];
  makeById: ReadonlyMap<number, TaxonomyMake>;
  makeBySafeValue: ReadonlyMap<string, TaxonomyMake>;
  modelById: ReadonlyMap<number, TaxonomyModel>;
  fuels: Named<string>[];
  offerTypes: Named<string>[];
  bodyTypes: Named<number>[];
  bodyColors: (Named<number> & { hex: string })[];
  transmissions: Named<number>[];
  upholstery: Named<number>[];
  pollutionClasses: Named<number>[];
  driveTrains: Named<string>[];
  equipmentCategories: Named<number>[];
  equipment: TaxonomyEquipment[];
  states: { slug: string; name: string; cityName: string; lat: number; lon: number }[];
  cities: TaxonomyCity[];
  /** id → name lookups for every named list */
  names: {
    fuel: ReadonlyMap<string, string>;
    offerType: ReadonlyMap<string, string>;
    bodyType: ReadonlyMap<number, string>;
    bodyColor: ReadonlyMap<number, string>;
    transmission: ReadonlyMap<number, string>;
    upholstery: ReadonlyMap<number, string>;
    pollutionClass: ReadonlyMap<number, string>;
    driveTrain: ReadonlyMap<string, string>;
    equipment: ReadonlyMap<number, string>;
    equipmentCategory: ReadonlyMap<number, string>;
    state: ReadonlyMap<string, string>;
  };
}

const nameMap = <I>(items: readonly Named<I>[]) => new Map(items.map((i) => [i.id, i.name]));

export async function loadTaxonomy(db: Kysely<Database>): Promise<Taxonomy> {
  const t = await loadTaxonomyTables(db);
  const makes: TaxonomyMake[] = t.makes.map((m) => ({ id: m.id, name: m.name, safeValue: m.safe_value, idx: m.idx, models: [], modelLines: [] }));
  const makeById = new Map(makes.map((m) => [m.id, m]));
  const modelById = new Map<number, TaxonomyModel>();
  for (const m of t.models) {
    const model: TaxonomyModel = { id: m.id, makeId: m.make_id, name: m.name, safeValue: m.safe_value, lineId: m.model_line_id, idx: m.idx };
    modelById.set(model.id, model);
    makeById.get(m.make_id)?.models.push(model);
  }
  for (const l of t.modelLines) makeById.get(l.make_id)?.modelLines.push({ id: l.id, makeId: l.make_id, name: l.name, safeValue: l.safe_value });
  const equipment = t.equipment.map((e) => ({ id: e.id, name: e.name, categoryId: e.category_id, topOfSideBar: e.top_of_side_bar === 1 }));
  const states = t.states.map((s) => ({ slug: s.slug, name: s.name, cityName: s.city_name, lat: s.lat, lon: s.lon }));
  const driveTrains = DRIVE_TRAINS.map((d) => ({ id: d.id as string, name: d.name }));
  const makeBySafeValue = new Map(makes.map((m) => [m.safeValue, m]));
  return {
    makes,
    makeById,
    makeBySafeValue,
    resolveSlugs(safemake, safemodel) {
      if (!safemake) return safemodel ? { status: 'unknown-model', make: null } : { status: 'ok', make: null, model: null };
      const make = makeBySafeValue.get(safemake);
      if (!make) return { status: 'unknown-make' };
      if (!safemodel) return { status: 'ok', make, model: null };
      const model = make.models.find((m) => m.safeValue === safemodel);
      return model ? { status: 'ok', make, model } : { status: 'unknown-model', make };
    },
    modelById,
    fuels: t.fuels,
    offerTypes: t.offerTypes,
    bodyTypes: t.bodyTypes,
    bodyColors: t.bodyColors,
    transmissions: t.transmissions,
    upholstery: t.upholstery,
    pollutionClasses: t.pollutionClasses,
    driveTrains,
    equipmentCategories: t.equipmentCategories,
    equipment,
    states,
    cities: t.cities.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      zip: c.zip,
      stateSlug: c.state_slug,
      lat: c.lat,
      lon: c.lon,
      population: c.population,
    })),
    names: {
      fuel: nameMap(t.fuels),
      offerType: nameMap(t.offerTypes),
      bodyType: nameMap(t.bodyTypes),
      bodyColor: nameMap(t.bodyColors),
      transmission: nameMap(t.transmissions),
      upholstery: nameMap(t.upholstery),
      pollutionClass: nameMap(t.pollutionClasses),
      driveTrain: nameMap(driveTrains),
      equipment: nameMap(equipment),
      equipmentCategory: nameMap(t.equipmentCategories),
      state: new Map(states.map((s) => [s.slug, s.name])),
    },
  };
}

const filterNamesCache = new WeakMap<Taxonomy, FilterNames>();

/** The taxonomy as `filterLabels` reads names (search-agent mails and 'Meine Suchagenten'). */
export function filterNamesOf(taxonomy: Taxonomy): FilterNames {
  let names = filterNamesCache.get(taxonomy);
  if (!names) {
    names = {
      makes: taxonomy.makes,
      models: [...taxonomy.modelById.values()],
      fuels: taxonomy.fuels,
      bodyTypes: taxonomy.bodyTypes,
      gearboxes: taxonomy.transmissions,
      bodyColors: taxonomy.bodyColors,
      offerTypes: taxonomy.offerTypes,
      equipment: taxonomy.equipment,
      upholstery: taxonomy.upholstery,
      emissionClasses: taxonomy.pollutionClasses,
      priceGrades: PRICE_GRADES.map((g) => ({ id: g.grade, name: g.label })),
      states: taxonomy.states,
    };
    filterNamesCache.set(taxonomy, names);
  }
  return names;
}
