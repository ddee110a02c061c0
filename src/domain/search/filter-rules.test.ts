import { describe, expect, it } from 'vitest';
import { createFilters } from './search-filters.ts';
import { applyFilterRules, withChange, withCity, withMake, withModel } from './filter-rules.ts';

const graz = { value: 'Graz', lat: 47.07, lon: 15.44 };

describe('SPEC §4 filter rules', () => {
  it('clears the model when its make changes or is cleared, and keeps it otherwise', () => {
    const start = createFilters({
      makeModels: [
        { make: 74, model: 8401 },
        { make: 9, model: 1901 },
      ],
    });
    expect(withMake(start, 0, 13).makeModels).toEqual([
      { make: 13, model: null },
      { make: 9, model: 1901 },
    ]);
    expect(withMake(start, 0, 74).makeModels).toEqual(start.makeModels);
    expect(withMake(start, 1, null).makeModels).toEqual([{ make: 74, model: 8401 }]);
    expect(withMake(start, 0, null).makeModels).toEqual([{ make: 9, model: 1901 }]);
    expect(withModel(start, 1, null).makeModels).toEqual([
      { make: 74, model: 8401 },
      { make: 9, model: null },
    ]);
  });

  it('adds a further make as a new pair without a model', () => {
    expect(withMake(createFilters({ makeModels: [{ make: 74, model: 8401 }] }), 1, 9).makeModels).toEqual([
      { make: 74, model: 8401 },
      { make: 9, model: null },
    ]);
  });

  it('presets the radius with a city and drops radius and bundesland without one', () => {
    const withGraz = withCity(createFilters({ state: 'steiermark' }), graz);
    expect(withGraz.radius).toBe(50);
    expect(withGraz.state).toBe('steiermark');
    expect(withChange(withGraz, { radius: 100 }).radius).toBe(100);
    const cleared = withCity({ ...withGraz, radius: 100 }, null);
    expect(cleared).toMatchObject({ city: null, radius: null, state: null });
  });

  it('keeps a bundesland chosen without a city', () => {
    expect(withChange(createFilters(), { state: 'tirol' }).state).toBe('tirol');
  });

  it('goes back to page 1 on any change but a page change', () => {
    const onPage3 = createFilters({ page: 3 });
    expect(withChange(onPage3, { priceTo: 5000 }).page).toBe(1);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
    expect(applyFilterRules(onPage3, { ...onPage3 }).page).toBe(3);
  });
});
