import { useEffect } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';

/**
 * Marks `<html data-hydrated>` once the widgets have switched to their enhanced form (the scripts
 * load after the first paint): from then on every control works. A sign for tests and tools.
 */
export function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = '';
  }, [hydrated]);
  return null;
}
