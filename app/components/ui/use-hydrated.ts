import { startTransition, useEffect, useState } from 'react';

/** Set once the first hydration has finished; components mounted later start enhanced. */
let hydrated = false;

/**
 * False on the server and during hydration, true afterwards. Widgets render their plain HTML
 * form (a native select, a text input) until then, so the page works before and without JavaScript.
 * The switch is a transition: React renders the enhanced widgets of the whole page together in
 * small slices instead of one long task that would block input (Lighthouse TBT).
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}
