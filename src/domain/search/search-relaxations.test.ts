import { describe, expect, it } from 'vitest';
import type { FilterNames } from './filter-labels.ts';
import { createFilters, type SearchFilters } from './search-filters.ts';
import { searchRelaxations } from './search-relaxations.ts';

const names: FilterNames = {
  makes: [{ id: 74, name: 'VW' }],
  models: [{ id: 8401, name: 'Golf' }],
  fuels: [{ id: 'E', name: 'Elektro' }],
  bodyTypes: [],
  gearboxes: [{ id: 2, name: 'Automatik' }],
  bodyColors: [],
  offerTypes: [],
  equipment: [],
  upholstery: [],
  emissionClasses: [],
  priceGrades: [],
  states: [],
};

/** A tiny market: how many cars each search finds, by what it leaves out. */
function market(filters: SearchFilters): number {
  const golf = filters.makeModels.some((p) => p.model === 8401);
  const automatic = filters.gearboxes.includes(2);
  const electric = filters.fuels.includes('E');
  const price = filters.priceTo ?? Infinity;
  if (golf && automatic && electric) return 0;
  if (golf && electric && !automatic) return price >= 17_500 ? 38 : 0;
  if (golf && automatic && !electric) return price >= 15_000 ? 214 : 0;
  if (!golf) return 5000;
  return price >= 17_500 ? 3 : 0;
}

describe('searchRelaxations', () => {
  it('offers at most three changes that bring cars back, most cars first, giving up make and model last', () => {
    const filters = createFilters({ makeModels: [{ make: 74, model: 8401 }], fuels: ['E'], gearboxes: [2], priceTo: 15_000 });
    const found = searchRelaxations(filters, names, market);
    expect(found.map((r) => `${r.label} — ${r.countText}`)).toEqual([
      'ohne Elektro — 214 Fahrzeuge',
      'ohne Golf — 5.000 Fahrzeuge',
      'ohne VW — 5.000 Fahrzeuge',
    ]);
    expect(found[0]?.filters.fuels).toEqual([]);
    expect(found[0]?.filters.gearboxes).toEqual([2]);
  });

  it('raises a price ceiling one step of the price list before it drops it', () => {
    const filters = createFilters({ makeModels: [{ make: 74, model: 8401 }], fuels: ['E'], priceTo: 15_000 });
    expect(searchRelaxations(filters, names, market).map((r) => `${r.label} — ${r.countText}`)).toEqual([
      'Preis bis € 17.500 — 38 Fahrzeuge',
      'ohne Preis bis € 15.000 — 38 Fahrzeuge',
      'ohne Golf — 5.000 Fahrzeuge',
    ]);
  });

  it('offers nothing when no single change brings a car back', () => {
    expect(searchRelaxations(createFilters({ makeModels: [{ make: 74, model: 8401 }] }), names, () => 0)).toEqual([]);
  });
});
