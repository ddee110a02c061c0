/**
 * Where the watch list lives in the browser: one localStorage entry (SPEC §9 'a cache key for
 * persisted state') holding savedCars, migratedCarIds and visitorUUId, and a first-party cookie
 * that repeats the visitor UUID. The cookie is what lets a list come back from the server copy
 * after the site's local storage was cleared (the UUID is the list's only key on the server).
 */
import { hasMergePending, isVisitorUUId, mergeCookie, visitorCookie, visitorFromCookies } from '#src/domain/watch-list/visitor-cookie.ts';
import type { PersistedWatchList, SavedCar } from './watch-list-state.ts';

export const WATCH_LIST_STORAGE_KEY = 'gw:watch-list';
/** SPEC §3: the legacy client-side stores whose '#'-separated ids are migrated once. */
export const LEGACY_STORE_KEYS = ['Merkliste', 'Favoriten'] as const;
const MAX_SAVED = 1000;
const MAX_MIGRATED = 5000;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function savedCarOf(v: unknown): SavedCar | null {
  if (typeof v !== 'object' || v === null) return null;
  const { id, oldId, isValid, idx } = v as Record<string, unknown>;
  if (!isId(id) || typeof idx !== 'number' || !Number.isSafeInteger(idx) || idx < 0) return null;
  return { id, oldId: isId(oldId) ? oldId : null, isValid: isValid !== false, idx };
}

/**
 * Parses a stored value; anything unreadable counts as no list rather than breaking the page.
 * Checked by hand instead of with zod: this runs on every page, and the validator library would
 * triple the watch list's share of each page's JavaScript.
 */
export function parsePersisted(raw: string | null): PersistedWatchList | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { savedCars, migratedCarIds, visitorUUId } = data as Record<string, unknown>;
  if (!Array.isArray(savedCars)) return null;
  const seen = new Set<number>();
  const cars: SavedCar[] = [];
  for (const value of savedCars.slice(0, MAX_SAVED)) {
    const car = savedCarOf(value);
    if (car && !seen.has(car.id)) {
      seen.add(car.id);
      cars.push(car);
    }
  }
  return {
    savedCars: cars,
    migratedCarIds: Array.isArray(migratedCarIds) ? migratedCarIds.filter(isId).slice(0, MAX_MIGRATED) : [],
    visitorUUId: isVisitorUUId(visitorUUId) ? visitorUUId : null,
  };
}

/** localStorage may be missing or throw (privacy modes, full quota): the list then lives for the page only. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writePersisted(value: PersistedWatchList): void {
  try {
    storage()?.setItem(WATCH_LIST_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // quota or privacy mode: the in-memory list still works for this page
  }
}

export function readVisitorCookie(): string | null {
  return visitorFromCookies(document.cookie);
}

export function writeVisitorCookie(visitorUUId: string): void {
  document.cookie = visitorCookie(visitorUUId, window.location.protocol === 'https:');
}

/** A car was saved without JavaScript since the last merge (issue 27 §2)? Reading it clears the mark. */
export function takeMergeMark(): boolean {
  if (!hasMergePending(document.cookie)) return false;
  document.cookie = mergeCookie(false, window.location.protocol === 'https:');
  return true;
}

/** A version-4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newVisitorUUId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
