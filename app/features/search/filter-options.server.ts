import type { StateSlug } from '#src/domain/geo/austrian-states.ts';
import { PRICE_GRADES } from '#src/domain/pricing/price-rating.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import type { Taxonomy } from '#src/taxonomy/taxonomy.server.ts';
import type { FilterOptions } from './filter-options.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'de');

/** The form choices for a search, with the models of its chosen makes. */
export function filterOptionsFor(taxonomy: Taxonomy, filters: Pick<SearchFilters, 'makeModels'>, now = new Date()): FilterOptions {
  const chosenMakes = new Set(filters.makeModels.map((p) => p.make));
  return {
    makes: taxonomy.makes.map((m) => ({ id: m.id, name: m.name, safeValue: m.safeValue })).sort(byName),
    models: taxonomy.makes
      .filter((m) => chosenMakes.has(m.id))
      .flatMap((m) => m.models.map((model) => ({ id: model.id, makeId: m.id, name: model.name, safeValue: model.safeValue })).sort(byName)),
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
    currentYear: now.getFullYear(),
  };
}
