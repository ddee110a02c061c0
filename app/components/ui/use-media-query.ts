import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. The server and the hydrating render see
 * `serverValue` (the server knows no viewport), so their markup matches; the browser's answer
 * follows right after.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
