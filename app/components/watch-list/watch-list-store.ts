/**
 * The one watch list of this browser tab (SPEC §3 Watch list state, §4 transitions), shared by
 * the Merken buttons, the header badge and the watch list page through useSyncExternalStore.
 *
 * - localStorage is the source of truth; the `storage` event keeps every open tab in step.
 * - The visitor UUID is created on the first add. Every save and removal is repeated on the server
 *   under that UUID, so a list whose local storage was cleared comes back (see restore()).
 * - The legacy stores 'Merkliste' and 'Favoriten' are migrated once through the mapping call.
 * - Cars saved without JavaScript (a POST to the watch list page, issue 27 §2) join the local list
 *   once from the server copy (the merge cookie says there are some).
 * The server render and the first (hydrating) render see an empty, not-ready list; the real one
 * follows right after, which is why its consumers reserve their space.
 */
import { useSyncExternalStore } from 'react';
import type { WatchListApi } from './watch-list-api.ts';
import {
  LEGACY_STORE_KEYS,
  newVisitorUUId,
  parsePersisted,
  readStorage,
  readVisitorCookie,
  takeMergeMark,
  WATCH_LIST_STORAGE_KEY,
  writePersisted,
  writeVisitorCookie,
} from './watch-list-persistence.ts';
import {
  addCars,
  applyMigration,
  EMPTY_WATCH_LIST,
  markValidity,
  pendingLegacyIds,
  persistedPart,
  removeCars,
  toggleCar,
  withPersisted,
  type WatchListSort,
  type WatchListState,
} from './watch-list-state.ts';

export interface WatchListSnapshot {
  state: WatchListState;
  /** false until the list was read from storage (and, after cleared storage, restored from the server) */
  ready: boolean;
}

/** The API module is loaded on the first call (see watch-list-api.ts). */
export const loadWatchListApi = (): Promise<WatchListApi> => import('./watch-list-api.ts').then((m) => m.watchListApi);
const api = loadWatchListApi;

const SERVER_SNAPSHOT: WatchListSnapshot = { state: EMPTY_WATCH_LIST, ready: false };

let snapshot: WatchListSnapshot = SERVER_SNAPSHOT;
let started = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function setState(state: WatchListState, persist = true) {
  if (state === snapshot.state) return;
  snapshot = { ...snapshot, state };
  if (persist) writePersisted(persistedPart(state));
  emit();
}

function setReady() {
  if (snapshot.ready) return;
  snapshot = { ...snapshot, ready: true };
  emit();
}

/** The visitor UUID, created (and mirrored in the cookie) when the first car is added. */
function ensureVisitor(state: WatchListState): WatchListState {
  if (state.visitorUUId) return state;
  const visitorUUId = newVisitorUUId();
  writeVisitorCookie(visitorUUId);
  return { ...state, visitorUUId };
}

/** The server copy follows the local list; a failed call never undoes what the visitor did. */
function mirrorSaved(visitorUUId: string | null, ids: readonly number[]) {
  if (!visitorUUId) return;
  void api()
    .then((a) => Promise.all(ids.map((id) => a.save(visitorUUId, id))))
    .catch(() => undefined);
}

function mirrorRemoved(visitorUUId: string | null, ids: readonly number[]) {
  if (!visitorUUId) return;
  void api()
    .then((a) => Promise.all(ids.map((id) => a.remove(visitorUUId, id))))
    .catch(() => undefined);
}

/** Local storage had no list but the cookie knows the visitor, or cars were saved without JavaScript: add the server's copy. */
async function restore(visitorUUId: string): Promise<void> {
  try {
    const cars = await (await api()).list(visitorUUId);
    const restored = addCars(
      { ...snapshot.state, visitorUUId },
      cars.map((c) => ({ id: c.id, oldId: c.oldId })),
    );
    setState(markValidity(restored, new Map(cars.map((c) => [c.id, c.isValid]))));
  } catch {
    // Not written to storage, so the next page load asks the server again.
    setState({ ...snapshot.state, visitorUUId }, false);
  }
}

/** SPEC §3: ids of the legacy stores are looked up once; found cars join the list. */
async function migrateLegacy(): Promise<void> {
  const pending = pendingLegacyIds(snapshot.state, ...LEGACY_STORE_KEYS.map(readStorage));
  if (pending.length === 0) return;
  let mapping: { oldId: number; id: number }[];
  try {
    mapping = await (await api()).mapOldIds(pending);
  } catch {
    return; // not marked as migrated: the next page load tries again
  }
  const before = new Set(snapshot.state.savedCars.map((c) => c.id));
  let next = applyMigration(snapshot.state, pending, mapping);
  const added = next.savedCars.filter((c) => !before.has(c.id)).map((c) => c.id);
  if (added.length > 0) next = ensureVisitor(next);
  setState(next);
  mirrorSaved(next.visitorUUId, added);
}

function onStorage(event: StorageEvent) {
  if (event.key !== WATCH_LIST_STORAGE_KEY && event.key !== null) return;
  // Another tab changed the list (or cleared storage: key null): adopt it without writing back.
  const persisted = parsePersisted(readStorage(WATCH_LIST_STORAGE_KEY));
  setState(withPersisted(snapshot.state, persisted ?? { savedCars: [], migratedCarIds: [], visitorUUId: snapshot.state.visitorUUId }), false);
}

async function start() {
  const persisted = parsePersisted(readStorage(WATCH_LIST_STORAGE_KEY));
  window.addEventListener('storage', onStorage);
  if (persisted) {
    snapshot = { state: withPersisted(EMPTY_WATCH_LIST, persisted), ready: true };
    emit();
    // Cars saved without JavaScript (issue 27 §2) are only in the server copy: merged in once.
    const visitor = readVisitorCookie();
    if (takeMergeMark() && visitor) await restore(visitor);
  } else {
    takeMergeMark();
    const visitor = readVisitorCookie();
    if (visitor) await restore(visitor);
    setReady();
  }
  await migrateLegacy();
}

function ensureStarted() {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Never during a render: React may be reading the snapshot when this first runs.
  queueMicrotask(() => void start());
}

export const watchListStore = {
  subscribe(listener: () => void) {
    ensureStarted();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot(): WatchListSnapshot {
    ensureStarted();
    return snapshot;
  },
  getServerSnapshot: (): WatchListSnapshot => SERVER_SNAPSHOT,

  /** SPEC §4: saves a car that is not saved, otherwise removes it. Returns whether it is saved now. */
  toggle(id: number): boolean {
    const result = toggleCar(snapshot.state, id);
    const next = result.saved ? ensureVisitor(result.state) : result.state;
    setState(next);
    if (result.saved) mirrorSaved(next.visitorUUId, [id]);
    else mirrorRemoved(next.visitorUUId, [id]);
    return result.saved;
  },
  remove(ids: readonly number[]) {
    const present = ids.filter((id) => snapshot.state.savedCars.some((c) => c.id === id));
    if (present.length === 0) return;
    setState(removeCars(snapshot.state, present));
    mirrorRemoved(snapshot.state.visitorUUId, present);
  },
  /** Cars whose data came back sold or missing become invalid; found ones valid again. */
  markValidity(validity: ReadonlyMap<number, boolean>) {
    setState(markValidity(snapshot.state, validity));
  },
  setSort(sortSelected: WatchListSort) {
    setState({ ...snapshot.state, sortSelected }, false);
  },
  /** SPEC §4: the compare button stores the selection before navigating. */
  setSelection(selectedCarIds: readonly number[]) {
    setState({ ...snapshot.state, selectedCarIds: [...selectedCarIds] }, false);
  },
};

export function useWatchList(): WatchListSnapshot {
  return useSyncExternalStore(watchListStore.subscribe, watchListStore.getSnapshot, watchListStore.getServerSnapshot);
}
