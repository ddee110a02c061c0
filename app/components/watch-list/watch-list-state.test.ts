import { describe, expect, it } from 'vitest';
import {
  addCars,
  applyMigration,
  effectiveSelection,
  EMPTY_WATCH_LIST,
  invalidCarIds,
  markValidity,
  parseLegacyIds,
  pendingLegacyIds,
  removeCars,
  selectionDisabled,
  soldWarningText,
  sortSavedCars,
  toggleCar,
  toggleSelection,
  withPersisted,
  type SavedCar,
  type SortableCar,
} from './watch-list-state.ts';

const saved = (...ids: number[]) =>
  addCars(
    EMPTY_WATCH_LIST,
    ids.map((id) => ({ id })),
  );

describe('watch list transitions (SPEC §4)', () => {
  it('toggling saves a car that is not saved and removes one that is', () => {
    const first = toggleCar(EMPTY_WATCH_LIST, 7);
    expect(first.saved).toBe(true);
    expect(first.state.savedCars).toEqual([{ id: 7, oldId: null, isValid: true, idx: 0 }]);
    expect(first.state.count).toBe(1);
    const second = toggleCar(first.state, 7);
    expect(second.saved).toBe(false);
    expect(second.state.count).toBe(0);
  });

  it('gives every save a growing watch-order index and never saves a car twice', () => {
    const state = addCars(saved(3, 1), [{ id: 1 }, { id: 9 }]);
    expect(state.savedCars.map((c) => [c.id, c.idx])).toEqual([
      [3, 0],
      [1, 1],
      [9, 2],
    ]);
    const after = addCars(removeCars(state, [9]), [{ id: 4 }]);
    expect(after.savedCars.at(-1)).toMatchObject({ id: 4, idx: 2 });
  });

  it('drops removed cars from the compare selection', () => {
    const state = { ...saved(1, 2, 3), selectedCarIds: [1, 2] };
    expect(removeCars(state, [2]).selectedCarIds).toEqual([1]);
  });

  it('marks sold or missing cars invalid and counts them', () => {
    const state = markValidity(
      saved(1, 2, 3),
      new Map([
        [1, true],
        [2, false],
        [3, false],
      ]),
    );
    expect(invalidCarIds(state)).toEqual([2, 3]);
    expect(markValidity(state, new Map([[2, false]]))).toBe(state);
  });

  it("adopts another tab's list but keeps this tab's session parts", () => {
    const state = { ...saved(1, 2), selectedCarIds: [1, 2], sortSelected: { key: 'price' as const, direction: 1 as const } };
    const next = withPersisted(state, { savedCars: [{ id: 2, oldId: null, isValid: true, idx: 1 }], migratedCarIds: [5], visitorUUId: null });
    expect(next.count).toBe(1);
    expect(next.selectedCarIds).toEqual([2]);
    expect(next.sortSelected).toEqual({ key: 'price', direction: 1 });
  });
});

describe('legacy migration (SPEC §3)', () => {
  it('splits legacy values by # and ignores junk', () => {
    expect(parseLegacyIds('101#102##abc#102# 103 ')).toEqual([101, 102, 103]);
    expect(parseLegacyIds(null)).toEqual([]);
  });

  it('looks up only ids not migrated before, from both stores', () => {
    expect(pendingLegacyIds({ migratedCarIds: [1] }, '1#2', '2#3')).toEqual([2, 3]);
  });

  it('saves found cars with their old id and marks every looked-up id as migrated', () => {
    const next = applyMigration(
      saved(50),
      [11, 12, 13],
      [
        { oldId: 13, id: 60 },
        { oldId: 11, id: 50 },
      ],
    );
    expect(next.savedCars.map((c) => [c.id, c.oldId])).toEqual([
      [50, null],
      [60, 13],
    ]);
    expect(next.migratedCarIds).toEqual([11, 12, 13]);
  });
});

describe('sorting (SPEC §4)', () => {
  const cars: SavedCar[] = saved(1, 2, 3, 4).savedCars;
  const data = new Map<number, SortableCar>([
    [1, { id: 1, price: 20000, mileage: 5000, firstRegistrationDate: '03/2020' }],
    [2, { id: 2, price: 10000, mileage: 90000, firstRegistrationDate: '11/2015' }],
    [3, { id: 3, price: 30000, mileage: 100, firstRegistrationDate: null }],
    [4, { id: 4, price: 10000, mileage: 40000, firstRegistrationDate: '01/2020' }],
  ]);
  const order = (key: 'wishOrder' | 'price' | 'mileage' | 'firstRegistration', direction: 0 | 1) =>
    sortSavedCars(cars, data, { key, direction }).map((c) => c.id);

  it('watch order ascending is the saving order, descending its reverse', () => {
    expect(order('wishOrder', 0)).toEqual([1, 2, 3, 4]);
    expect(order('wishOrder', 1)).toEqual([4, 3, 2, 1]);
  });
  it('sorts by price, mileage and first registration; ties keep watch order', () => {
    expect(order('price', 0)).toEqual([2, 4, 1, 3]);
    expect(order('price', 1)).toEqual([3, 1, 2, 4]);
    expect(order('mileage', 0)).toEqual([3, 1, 4, 2]);
    expect(order('firstRegistration', 0)).toEqual([2, 4, 1, 3]);
    expect(order('firstRegistration', 1)).toEqual([3, 1, 4, 2]);
  });
  it('puts cars without data last', () => {
    expect(sortSavedCars(cars, new Map([[4, data.get(4)!]]), { key: 'price', direction: 0 }).map((c) => c.id)).toEqual([4, 1, 2, 3]);
  });
});

describe('compare selection (SPEC §4, §5)', () => {
  const state = markValidity(saved(1, 2, 3, 4, 5, 6, 7), new Map([[7, false]]));

  it('counts only saved, valid cars, at most five', () => {
    expect(effectiveSelection([7, 1, 99, 2, 3, 4, 5, 6], state.savedCars)).toEqual([1, 2, 3, 4, 5]);
  });
  it('disables sold cars always and the others at five', () => {
    const sold = state.savedCars.find((c) => c.id === 7)!;
    const six = state.savedCars.find((c) => c.id === 6)!;
    const one = state.savedCars.find((c) => c.id === 1)!;
    expect(selectionDisabled(sold, [])).toBe(true);
    expect(selectionDisabled(six, [1, 2, 3, 4])).toBe(false);
    expect(selectionDisabled(six, [1, 2, 3, 4, 5])).toBe(true);
    expect(selectionDisabled(one, [1, 2, 3, 4, 5])).toBe(false);
  });
  it('toggles within the limit', () => {
    expect(toggleSelection([1, 2], 2)).toEqual([1]);
    expect(toggleSelection([1, 2, 3, 4, 5], 6)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('texts', () => {
  it('words the sold warning in singular and plural (SPEC §8)', () => {
    expect(soldWarningText(1)).toBe('1 Fahrzeug auf Ihrem Merkzettel hat sich jemand anderes gesichert.');
    expect(soldWarningText(3)).toBe('3 Fahrzeuge auf Ihrem Merkzettel hat sich jemand anderes gesichert.');
  });
});
