import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStorageValue } from './local-storage-value.ts';

/** A browser window as far as the store uses it: localStorage and the storage event. */
function fakeWindow() {
  const entries = new Map<string, string>();
  const storageListeners = new Set<(event: StorageEvent) => void>();
  let blocked = false;
  return {
    localStorage: {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (blocked) throw new Error('QuotaExceededError');
        entries.set(key, value);
      },
    },
    addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => storageListeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => storageListeners.delete(listener),
    /** another tab writes the entry */
    writeFromOtherTab(key: string, value: string) {
      entries.set(key, value);
      for (const listener of storageListeners) listener({ key } as StorageEvent);
    },
    block: () => (blocked = true),
    storageListenerCount: () => storageListeners.size,
  };
}

const numbers = () =>
  localStorageValue<number[]>(
    'numbers',
    (raw) => JSON.parse(raw) as number[],
    (list) => JSON.stringify(list),
    [],
  );

describe('localStorageValue', () => {
  let win: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    win = fakeWindow();
    vi.stubGlobal('window', win);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the fallback on the server snapshot and for a missing entry', () => {
    const store = numbers();
    expect(store.getServerSnapshot()).toEqual([]);
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
  });

  it('gives the same snapshot while the entry is unchanged, as useSyncExternalStore needs', () => {
    win.localStorage.setItem('numbers', '[1,2]');
    const store = numbers();
    const first = store.getSnapshot();
    expect(first).toEqual([1, 2]);
    expect(store.getSnapshot()).toBe(first);
  });

  it('stores a write and tells the readers', () => {
    const store = numbers();
    const listener = vi.fn();
    store.subscribe(listener);
    store.write([3]);
    expect(win.localStorage.getItem('numbers')).toBe('[3]');
    expect(store.getSnapshot()).toEqual([3]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a write that storage refuses for this page', () => {
    const store = numbers();
    win.block();
    store.write([4]);
    expect(store.getSnapshot()).toEqual([4]);
  });

  it('follows a write from another tab and stops listening with the last reader', () => {
    const store = numbers();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    win.writeFromOtherTab('numbers', '[5]');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([5]);
    unsubscribe();
    expect(win.storageListenerCount()).toBe(0);
  });
});
