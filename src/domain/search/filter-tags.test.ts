import { describe, expect, it } from 'vitest';
import { PRICE_GRADES } from '../pricing/price-rating.ts';
import { createFilters } from './search-filters.ts';
import type { FilterNames } from './filter-labels.ts';
import { filterTags } from './filter-tags.ts';

const options: FilterNames = {
  makes: [{ id: 74, name: 'VW' }],
  models: [{ id: 8401, name: 'Golf' }],
  fuels: [
    { id: 'D', name: 'Diesel' },
    { id: 'E', name: 'Elektro' },
  ],
  bodyTypes: [{ id: 5, name: 'Kombi' }],
  gearboxes: [],
  bodyColors: [],
  offerTypes: [],
  equipment: [],
  upholstery: [],
  emissionClasses: [],
  priceGrades: PRICE_GRADES.map((g) => ({ id: g.grade, name: g.label })),
  states: [{ slug: 'tirol', name: 'Tirol' }],
};

describe('filter tags', () => {
  it('labels values with dot thousands and the spec names', () => {
    const tags = filterTags(
      createFilters({
        priceTo: 12_500,
        kmFrom: 50_000,
        powerFrom: 1500,
        powerUnit: 'kw',
        doors: { from: 6, to: null },
        particularities: ['vat'],
        accident: 'A',
      }),
      options,
    );
    expect(tags.map((t) => t.label)).toEqual([
      'Preis bis € 12.500',
      'ab 50.000 km',
      'ab 1.500 kW',
      'Türen: mehr als 5',
      'MwSt. ausweisbar',
      'Nur Unfallfahrzeuge',
    ]);
  });

  it('removes exactly its own value and starts again at page 1', () => {
    const filters = createFilters({ fuels: ['D', 'E'], bodyTypes: [5], page: 4 });
    const diesel = filterTags(filters, options).find((t) => t.label === 'Diesel');
    expect(diesel?.without).toMatchObject({ fuels: ['E'], bodyTypes: [5], page: 1 });
  });

  it("has one tag per chosen price grade (issue 17), named like the grade's badge", () => {
    const tags = filterTags(createFilters({ priceRatings: [1, 2], page: 3 }), options);
    expect(tags.map((t) => [t.id, t.label])).toEqual([
      ['pricerating-1', 'Sehr guter Preis'],
      ['pricerating-2', 'Guter Preis'],
    ]);
    expect(tags[0]?.without).toMatchObject({ priceRatings: [2], page: 1 });
  });

  it('a make tag takes its model along; a model tag only the model', () => {
    const filters = createFilters({ makeModels: [{ make: 74, model: 8401 }] });
    const [make, model] = filterTags(filters, options);
    expect(make?.label).toBe('VW');
    expect(make?.without.makeModels).toEqual([]);
    expect(model?.label).toBe('Golf');
    expect(model?.without.makeModels).toEqual([{ make: 74, model: null }]);
  });

  it('the city tag shows the radius in effect and clears city, radius and bundesland', () => {
    const filters = createFilters({ state: 'tirol', city: { value: 'Innsbruck', lat: 47.26, lon: 11.4 } });
    const city = filterTags(filters, options).find((t) => t.id === 'city');
    expect(city?.label).toBe('Innsbruck (50 km)');
    expect(city?.without).toMatchObject({ city: null, radius: null, state: null });
  });
});
