import type { StateSlug } from '#src/domain/geo/austrian-states.ts';
import { PRICE_GRADES } from '#src/domain/pricing/price-rating.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import type { Taxonomy, TaxonomyMake } from '#src/taxonomy/taxonomy.server.ts';
import type { FilterLists, FilterOptions, ModelOption } from './filter-options.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'de');

type SearchIndependentOptions = Omit<FilterOptions, 'models' | 'currentYear'>;

/**
 * What every search gets, sorted once per taxonomy (read once at start): sorting the makes and
 * equipment by their German names for each page cost more than rendering them.
 */
const independent = new WeakMap<Taxonomy, SearchIndependentOptions>();
const modelsByMake = new WeakMap<TaxonomyMake, ModelOption[]>();

function independentOptions(taxonomy: Taxonomy): SearchIndependentOptions {
  let options = independent.get(taxonomy);
  if (!options) {
    options = {
      makes: taxonomy.makes.map((m) => ({ id: m.id, name: m.name, safeValue: m.safeValue })).sort(byName),
      fuels: taxonomy.fuels,
      bodyTypes: taxonomy.bodyTypes,
      gearboxes: taxonomy.transmissions,
      bodyColors: taxonomy.bodyColors.map((c) => ({ id: c.id, name: c.name, hex: c.hex })),
      offerTypes: taxonomy.offerTypes,
      equipment: taxonomy.equipment.map((e) => ({ id: e.id, name: e.name, categoryId: e.categoryId, top: e.topOfSideBar })).sort(byName),
      equipmentCategories: taxonomy.equipmentCategories,
      upholstery: taxonomy.upholstery,
      emissionClasses: taxonomy.pollutionClasses,
      priceGrades: PRICE_GRADES.map((g) => ({ id: g.grade, name: g.label })),
      states: taxonomy.states.map((s) => ({ slug: s.slug as StateSlug, name: s.name })),
    };
    independent.set(taxonomy, options);
  }
  return options;
}

function modelOptionsOf(make: TaxonomyMake): ModelOption[] {
  let models = modelsByMake.get(make);
  if (!models) {
    models = make.models.map((model) => ({ id: model.id, makeId: make.id, name: model.name, safeValue: model.safeValue })).sort(byName);
    modelsByMake.set(make, models);
  }
  return models;
}

/** The form choices for a search, with the models of its chosen makes. */
export function filterOptionsFor(taxonomy: Taxonomy, filters: Pick<SearchFilters, 'makeModels'>, now = new Date()): FilterOptions {
  const chosenMakes = new Set(filters.makeModels.map((p) => p.make));
  return {
    ...independentOptions(taxonomy),
    models: taxonomy.makes.filter((m) => chosenMakes.has(m.id)).flatMap(modelOptionsOf),
    currentYear: now.getFullYear(),
  };
}

const listsByTaxonomy = new WeakMap<Taxonomy, { lists: FilterLists; json: string }>();

/**
 * The lists every result page shares and their JSON, made once per taxonomy (filter-lists.tsx). The
 * JSON goes into a script element, so '<' is escaped and no value can end the element.
 */
export function filterListsFor(taxonomy: Taxonomy): { lists: FilterLists; json: string } {
  let entry = listsByTaxonomy.get(taxonomy);
  if (!entry) {
    const { equipment: _equipment, equipmentCategories: _categories, ...lists } = independentOptions(taxonomy);
    entry = { lists, json: JSON.stringify(lists).replace(/</g, '\\u003c') };
    listsByTaxonomy.set(taxonomy, entry);
  }
  return entry;
}
