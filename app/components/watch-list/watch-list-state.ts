/**
 * The watch list state of SPEC §3 and its transitions (SPEC §4), as pure functions so the store,
 * the pages and the unit tests share one definition. No browser APIs here.
 */
import { recordIdsIn } from '#src/domain/validation/record-id.ts';
import { COMPARE_MAX } from '#src/domain/watch-list/compare-url.ts';

export interface SavedCar {
  id: number;
  /** the car's id in the legacy stores, when it came from a migration */
  oldId: number | null;
  /** false once the car is sold or gone (SPEC §3 'becomes isInvalid when the car is gone') */
  isValid: boolean;
  /** saving order: grows with every save, so 'watch order' sorts by it */
  idx: number;
}

export type WatchListSortKey = 'wishOrder' | 'price' | 'mileage' | 'firstRegistration';

/** SPEC §4: watch order 0 = saving order (default), 1 = reversed; other keys 1 = descending, 0 = ascending. */
export interface WatchListSort {
  key: WatchListSortKey;
  direction: 0 | 1;
}

export const DEFAULT_SORT: WatchListSort = { key: 'wishOrder', direction: 0 };

export interface WatchListState {
  savedCars: SavedCar[];
  /** legacy ids already looked up, so the migration runs once per id */
  migratedCarIds: number[];
  visitorUUId: string | null;
  sortSelected: WatchListSort;
  /** the compare selection last taken to the compare page */
  selectedCarIds: number[];
  count: number;
}

/** The part kept in localStorage (SPEC §3: savedCars, migratedCarIds and visitorUUId are persisted). */
export type PersistedWatchList = Pick<WatchListState, 'savedCars' | 'migratedCarIds' | 'visitorUUId'>;

export const EMPTY_WATCH_LIST: WatchListState = {
  savedCars: [],
  migratedCarIds: [],
  visitorUUId: null,
  sortSelected: DEFAULT_SORT,
  selectedCarIds: [],
  count: 0,
};

/** SPEC §9: the sort dropdown shows from this many saved cars. */
export const SORT_DROPDOWN_MIN_CARS = 4;

function withCars(state: WatchListState, savedCars: SavedCar[]): WatchListState {
  return { ...state, savedCars, count: savedCars.length };
}

function nextIdx(cars: readonly SavedCar[]): number {
  return cars.reduce((max, car) => Math.max(max, car.idx), -1) + 1;
}

export function isSaved(state: WatchListState, id: number): boolean {
  return state.savedCars.some((car) => car.id === id);
}

/** Appends cars not yet saved, in the given order. */
export function addCars(state: WatchListState, cars: readonly { id: number; oldId?: number | null }[]): WatchListState {
  const saved = new Set(state.savedCars.map((c) => c.id));
  let idx = nextIdx(state.savedCars);
  const added: SavedCar[] = [];
  for (const car of cars) {
    if (saved.has(car.id)) continue;
    saved.add(car.id);
    added.push({ id: car.id, oldId: car.oldId ?? null, isValid: true, idx: idx++ });
  }
  return added.length === 0 ? state : withCars(state, [...state.savedCars, ...added]);
}

export function removeCars(state: WatchListState, ids: readonly number[]): WatchListState {
  const gone = new Set(ids);
  const savedCars = state.savedCars.filter((car) => !gone.has(car.id));
  if (savedCars.length === state.savedCars.length) return state;
  return { ...withCars(state, savedCars), selectedCarIds: state.selectedCarIds.filter((id) => !gone.has(id)) };
}

/** SPEC §4: toggling saves a car that is not saved and removes one that is. */
export function toggleCar(state: WatchListState, id: number): { state: WatchListState; saved: boolean } {
  return isSaved(state, id) ? { state: removeCars(state, [id]), saved: false } : { state: addCars(state, [{ id }]), saved: true };
}

/** Marks the cars whose data came back sold or missing as invalid (and the others as valid again). */
export function markValidity(state: WatchListState, validity: ReadonlyMap<number, boolean>): WatchListState {
  let changed = false;
  const savedCars = state.savedCars.map((car) => {
    const isValid = validity.get(car.id);
    if (isValid === undefined || isValid === car.isValid) return car;
    changed = true;
    return { ...car, isValid };
  });
  return changed ? withCars(state, savedCars) : state;
}

export function invalidCarIds(state: Pick<WatchListState, 'savedCars'>): number[] {
  return state.savedCars.filter((car) => !car.isValid).map((car) => car.id);
}

/** Replaces the persisted part, e.g. with what another tab wrote; session-only parts are kept. */
export function withPersisted(state: WatchListState, persisted: PersistedWatchList): WatchListState {
  const ids = new Set(persisted.savedCars.map((c) => c.id));
  return {
    ...state,
    ...persisted,
    count: persisted.savedCars.length,
    selectedCarIds: state.selectedCarIds.filter((id) => ids.has(id)),
  };
}

export function persistedPart(state: WatchListState): PersistedWatchList {
  return { savedCars: state.savedCars, migratedCarIds: state.migratedCarIds, visitorUUId: state.visitorUUId };
}

/** Legacy store values: ids separated by '#' (SPEC §3); anything that is not a positive id is dropped. */
export function parseLegacyIds(value: string | null): number[] {
  return recordIdsIn(value, '#');
}

/** Legacy ids still to look up: in either store and not migrated before. */
export function pendingLegacyIds(state: Pick<WatchListState, 'migratedCarIds'>, ...storeValues: (string | null)[]): number[] {
  const done = new Set(state.migratedCarIds);
  const out: number[] = [];
  for (const value of storeValues) {
    for (const id of parseLegacyIds(value)) {
      if (!done.has(id) && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

/**
 * Applies a legacy-id lookup: mapped cars are saved (with their old id) in legacy order, and every
 * looked-up old id counts as migrated, found or not, so the lookup is never repeated.
 */
export function applyMigration(state: WatchListState, lookedUp: readonly number[], mapping: readonly { oldId: number; id: number }[]): WatchListState {
  const idByOld = new Map(mapping.map((m) => [m.oldId, m.id]));
  const cars = lookedUp.flatMap((oldId) => {
    const id = idByOld.get(oldId);
    return id === undefined ? [] : [{ id, oldId }];
  });
  const next = addCars(state, cars);
  return { ...next, migratedCarIds: [...new Set([...state.migratedCarIds, ...lookedUp])] };
}

// ---- sorting -------------------------------------------------------------------------------

export interface SortableCar {
  id: number;
  price: number;
  mileage: number;
  /** 'MM/YYYY' or null */ firstRegistrationDate: string | null;
}

export interface SortOption {
  value: string;
  label: string;
  sort: WatchListSort;
}

/** The dropdown's options (labels follow SPEC §9: 'aufsteigend'/'absteigend'). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'wishOrder-0', label: 'Merkreihenfolge aufsteigend', sort: { key: 'wishOrder', direction: 0 } },
  { value: 'wishOrder-1', label: 'Merkreihenfolge absteigend', sort: { key: 'wishOrder', direction: 1 } },
  { value: 'price-0', label: 'Preis aufsteigend', sort: { key: 'price', direction: 0 } },
  { value: 'price-1', label: 'Preis absteigend', sort: { key: 'price', direction: 1 } },
  { value: 'mileage-0', label: 'Kilometerstand aufsteigend', sort: { key: 'mileage', direction: 0 } },
  { value: 'mileage-1', label: 'Kilometerstand absteigend', sort: { key: 'mileage', direction: 1 } },
  { value: 'firstRegistration-0', label: 'Erstzulassung aufsteigend', sort: { key: 'firstRegistration', direction: 0 } },
  { value: 'firstRegistration-1', label: 'Erstzulassung absteigend', sort: { key: 'firstRegistration', direction: 1 } },
];

export function sortOptionValue(sort: WatchListSort): string {
  return `${sort.key}-${sort.direction}`;
}

export function sortFromValue(value: string): WatchListSort {
  return SORT_OPTIONS.find((o) => o.value === value)?.sort ?? DEFAULT_SORT;
}

/** 'MM/YYYY' → YYYYMM for comparison; cars without a date (new cars) count as newest. */
function registrationKey(date: string | null): number {
  const match = date ? /^(\d{1,2})\/(\d{4})$/.exec(date) : null;
  return match ? Number(match[2]) * 100 + Number(match[1]) : Number.MAX_SAFE_INTEGER;
}

/**
 * Orders saved cars for display. Cars without loaded data keep their watch order and go last under
 * the value sorts; ties fall back to watch order so the result is stable.
 */
export function sortSavedCars(savedCars: readonly SavedCar[], data: ReadonlyMap<number, SortableCar>, sort: WatchListSort): SavedCar[] {
  const byWatchOrder = [...savedCars].sort((a, b) => a.idx - b.idx);
  if (sort.key === 'wishOrder') return sort.direction === 1 ? byWatchOrder.reverse() : byWatchOrder;
  const value = (car: SavedCar): number | null => {
    const d = data.get(car.id);
    if (!d) return null;
    if (sort.key === 'price') return d.price;
    if (sort.key === 'mileage') return d.mileage;
    return registrationKey(d.firstRegistrationDate);
  };
  const sign = sort.direction === 1 ? -1 : 1;
  return byWatchOrder
    .map((car, order) => ({ car, order, v: value(car) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.order - b.order : a.v === null ? 1 : -1;
      return a.v === b.v ? a.order - b.order : (a.v - b.v) * sign;
    })
    .map((x) => x.car);
}

// ---- compare selection (SPEC §4) -----------------------------------------------------------

/** The selection that counts: only saved, valid cars, at most COMPARE_MAX, in the URL's order. */
export function effectiveSelection(selectedIds: readonly number[], savedCars: readonly SavedCar[]): number[] {
  const valid = new Set(savedCars.filter((c) => c.isValid).map((c) => c.id));
  return selectedIds.filter((id) => valid.has(id)).slice(0, COMPARE_MAX);
}

/** Why a car's checkbox is disabled: sold cars never count, and at 5 selected the rest are locked. */
export function selectionDisabled(car: SavedCar, selection: readonly number[]): boolean {
  if (!car.isValid) return true;
  return selection.length >= COMPARE_MAX && !selection.includes(car.id);
}

export function toggleSelection(selection: readonly number[], id: number): number[] {
  if (selection.includes(id)) return selection.filter((x) => x !== id);
  return selection.length >= COMPARE_MAX ? [...selection] : [...selection, id];
}

/** SPEC §8 watch-list warning: 'Fahrzeug' for one, 'Fahrzeuge' otherwise. */
export function soldWarningText(n: number): string {
  return `${n} ${n === 1 ? 'Fahrzeug' : 'Fahrzeuge'} auf Ihrem Merkzettel hat sich jemand anderes gesichert.`;
}
