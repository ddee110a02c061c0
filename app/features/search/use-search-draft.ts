import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';

/** SPEC §4/§9: filter updates are debounced 200 ms. */
export const FILTER_DEBOUNCE_MS = 200;

/**
 * Whether `next` is still the search `loaded` shows, only narrowed or widened by filters: the same
 * makes and models and the same place. Such changes replace the history entry (issue 19 point 11) so
 * Back leaves the result page instead of undoing filters one by one; a new search adds an entry.
 */
export function isSameSearch(loaded: SearchFilters, next: SearchFilters): boolean {
  return (
    JSON.stringify([loaded.makeModels, loaded.state, loaded.city, loaded.radius]) === JSON.stringify([next.makeModels, next.state, next.city, next.radius])
  );
}

/**
 * The filters as the visitor is editing them. Each change shows at once in the form and, after the
 * debounce, navigates to the search's address (React Router loads the results in place, keeping the
 * scroll position). New loader data replaces the draft unless a change is still waiting.
 */
export function useSearchDraft(filters: SearchFilters, hrefOf: (filters: SearchFilters) => string, options: { replace?: boolean } = {}) {
  const { replace: alwaysReplace = false } = options;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  const draftRef = useRef(filters);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef(false);
  const loadedKey = JSON.stringify(filters);
  const loaded = useRef(filters);
  loaded.current = filters;

  // `filters` is a new object on every render; new loader data is a new content (`loadedKey`).
  useEffect(() => {
    if (pending.current) return;
    draftRef.current = loaded.current;
    setDraft(loaded.current);
  }, [loadedKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (next: SearchFilters) => {
      pending.current = false;
      const replace = alwaysReplace || isSameSearch(loaded.current, next);
      void navigate(hrefOf(next), { preventScrollReset: true, replace });
    },
    [navigate, hrefOf, alwaysReplace],
  );

  const change = useCallback(
    (next: SearchFilters, delayMs = FILTER_DEBOUNCE_MS) => {
      draftRef.current = next;
      setDraft(next);
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(next), delayMs);
    },
    [go],
  );

  /** Search now (form submit). */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    go(draftRef.current);
  }, [go]);

  return { draft, change, flush };
}
