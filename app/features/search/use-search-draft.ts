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
  // The visitor's change; `sent` once its navigation has started.
  const [edit, setEdit] = useState<{ filters: SearchFilters; sent: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // `filters` is a new object on every render; new loader data is a new content (`loadedKey`). It
  // replaces the draft unless a change is still waiting (adjusted during render, so no stale frame).
  const loadedKey = JSON.stringify(filters);
  const [shownKey, setShownKey] = useState(loadedKey);
  if (shownKey !== loadedKey) {
    setShownKey(loadedKey);
    if (edit?.sent) setEdit(null);
  }
  const draft = edit?.filters ?? filters;

  // The debounced navigation compares with the search shown when it fires, not when it was scheduled.
  const loaded = useRef(filters);
  useEffect(() => {
    loaded.current = filters;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (next: SearchFilters) => {
      setEdit((e) => e && { ...e, sent: true });
      const replace = alwaysReplace || isSameSearch(loaded.current, next);
      void navigate(hrefOf(next), { preventScrollReset: true, replace });
    },
    [navigate, hrefOf, alwaysReplace],
  );

  const change = useCallback(
    (next: SearchFilters, delayMs = FILTER_DEBOUNCE_MS) => {
      setEdit({ filters: next, sent: false });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(next), delayMs);
    },
    [go],
  );

  /** Search now (form submit). */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    go(draft);
  }, [go, draft]);

  return { draft, change, flush };
}
