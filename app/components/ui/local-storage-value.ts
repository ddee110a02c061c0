import { useSyncExternalStore } from 'react';

/**
 * One localStorage entry as an external store for useSyncExternalStore. The server render and the
 * hydrating render see `fallback`, so the markup matches; the stored value follows right after.
 * A write re-renders every reader in this tab, the `storage` event those in other tabs.
 */
export interface LocalStorageValue<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
  /** Stores the value; where storage is blocked or full it still holds for this page. */
  write(value: T): void;
}

export function localStorageValue<T>(key: string, parse: (raw: string) => T, serialise: (value: T) => string, fallback: T): LocalStorageValue<T> {
  const listeners = new Set<() => void>();
  // The parsed value of the last raw text read, so an unchanged entry gives the same snapshot.
  let raw: string | null = null;
  let value = fallback;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage switched off: nothing is stored.
      return null;
    }
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) emit();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      const current = readRaw();
      if (current !== raw) {
        raw = current;
        value = current === null ? fallback : parse(current);
      }
      return value;
    },
    getServerSnapshot: () => fallback,
    write(next) {
      const text = serialise(next);
      try {
        window.localStorage.setItem(key, text);
        raw = text;
      } catch {
        // Not storable: the value lasts until the entry changes or the page is left.
      }
      value = next;
      emit();
    },
  };
}

export function useLocalStorageValue<T>(store: LocalStorageValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
