import { createContext, use, useContext } from 'react';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { FilterLists, FilterOptions, PageFilterOptions } from './filter-options.ts';

// How the form's lists that every result page shares (`FilterLists`, filter-options.ts) reach the page.

export function pageFilterOptions({ models, currentYear, equipment, equipmentCategories }: FilterOptions): PageFilterOptions {
  return { models, currentYear, equipment, equipmentCategories };
}

/** The resource route answering the lists as JSON (app/routes/filter-lists.ts). */
export const FILTER_LISTS_PATH = '/suchfilter.json';
const ELEMENT_ID = 'filter-lists';

/** The server's lists and their JSON (app/entry.server.tsx); null in the browser. */
export const FilterListsContext = createContext<{ lists: FilterLists; json: string } | null>(null);

let browserLists: FilterLists | null = null;
let fetching: Promise<FilterLists> | null = null;

function embeddedLists(): FilterLists | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FilterLists) : null;
}

async function fetchLists(): Promise<FilterLists> {
  const response = await fetch(FILTER_LISTS_PATH);
  if (!response.ok) throw new Error(`${FILTER_LISTS_PATH} answered ${response.status}`);
  return (browserLists = (await response.json()) as FilterLists);
}

export function useFilterLists(): FilterLists {
  const server = useContext(FilterListsContext);
  if (server) return server.lists;
  browserLists ??= embeddedLists();
  if (browserLists) return browserLists;
  // A failed fetch is tried again by the next render that needs the lists.
  fetching ??= fetchLists().finally(() => (fetching = null));
  return use(fetching);
}

/**
 * The lists in the document, read by the page as it hydrates. The browser renders the element empty
 * while hydrating (React leaves an element set from HTML as the server wrote it) and drops it after:
 * the lists are in memory by then, and a page mounted later needs no element.
 */
export function FilterListsScript() {
  const server = useContext(FilterListsContext);
  const hydrated = useHydrated();
  if (hydrated) return null;
  return <script type="application/json" id={ELEMENT_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: server?.json ?? '' }} />;
}
