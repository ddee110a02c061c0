import { describe, expect, it } from 'vitest';
import { filterLabels, searchName, type FilterNames } from './filter-labels.ts';
import { createFilters } from './search-filters.ts';

const names: FilterNames = {
  makes: [{ id: 60, name: 'Skoda' }],
  models: [{ id: 6001, name: 'Octavia' }],
  fuels: [{ id: 'D', name: 'Diesel' }],
  bodyTypes: [{ id: 5, name: 'Kombi' }],
  gearboxes: [{ id: 2, name: 'Automatik' }],
  bodyColors: [],
  offerTypes: [],
  equipment: [],
  upholstery: [],
  emissionClasses: [],
  priceGrades: [],
  states: [],
};

describe('filter labels (issue 27 point 4)', () => {
  it('names every chosen filter, so searches that differ only in fuel, body, gearbox or place read differently', () => {
    const filters = createFilters({
      makeModels: [{ make: 60, model: 6001 }],
      fuels: ['D'],
      bodyTypes: [5],
      gearboxes: [2],
      priceTo: 20_000,
      regFrom: 2018,
      city: { value: '4020 Linz', lat: 48.3, lon: 14.29 },
      radius: 50,
    });
    expect(searchName(filters, names)).toBe('Skoda Octavia · Preis bis € 20.000 · EZ ab 2018 · Diesel · Kombi · Automatik · 4020 Linz (50 km)');
    expect(searchName({ ...filters, fuels: [] }, names)).not.toBe(searchName(filters, names));
    expect(filterLabels(filters, names).map((l) => l.id)).toEqual([
      'make-0',
      'model-0',
      'priceto',
      'fregfrom',
      'fuel-D',
      'construction-5',
      'gearbox-2',
      'city',
    ]);
    expect(searchName(createFilters(), names)).toBe('Alle Fahrzeuge');
  });

  it("names the monthly-cost bound 'Kosten bis € … im Monat' (issue 26), for the tag and the search agent alike", () => {
    const filters = createFilters({ fuels: ['D'], costTo: 150 });
    expect(filterLabels(filters, names)).toEqual([
      { id: 'costto', label: 'Kosten bis € 150 im Monat' },
      { id: 'fuel-D', label: 'Diesel' },
    ]);
    expect(searchName(filters, names)).toBe('Kosten bis € 150 im Monat · Diesel');
  });

  it("names 'Neu seit' in the tags and the agent's name (issue 27 point 7)", () => {
    expect(searchName(createFilters({ makeModels: [{ make: 60, model: 6001 }], newSince: 3 }), names)).toBe('Skoda Octavia · Neu seit 3 Tagen');
    expect(filterLabels(createFilters({ newSince: 1 }), names)).toEqual([{ id: 'newsince', label: 'Neu seit 1 Tag' }]);
  });

  it("names 'Batteriezustand ab' in the tags and the agent's name (issue 37 point 5)", () => {
    expect(filterLabels(createFilters({ sohFrom: 90 }), names)).toEqual([{ id: 'sohfrom', label: 'Batteriezustand ab 90 %' }]);
    expect(searchName(createFilters({ makeModels: [{ make: 60, model: 6001 }], sohFrom: 85 }), names)).toBe('Skoda Octavia · Batteriezustand ab 85 %');
  });
});
