/**
 * Where the detail page's back link, navigator and close (cross) button lead (SPEC §2 'Back-link
 * rule', 'The close (cross) back button'; SPEC §9 back navigation: 20 per page, max page 20,
 * index valid 1..400).
 *
 * The detail URL's query carries what the visitor came from: `index` (1-based position in the
 * result list), `from` (the section: angebote, handlerwagen, merkliste or the compare value),
 * `safemake`/`safemodel` (the pretty search path), `selectedIds` (the watch-list selection) and
 * the search parameters themselves. Everything here is pure so the page, the API and tests agree.
 */
import { safeLocalPath } from '../navigation/local-path.ts';
import { ROUTE_PATHS, routeSegment } from '../navigation/route-paths.ts';
import { MAX_BACK_NAVIGATION_PAGE, NAVIGATOR_CAP, SEARCH_PAGE_SIZE } from '../search/search-options.ts';

/** `from` values that point at the watch list. */
export const FROM_WATCH_LIST = routeSegment(ROUTE_PATHS.watchList);
export const FROM_COMPARE = routeSegment(ROUTE_PATHS.compare);
/** `from` of a detail page opened from a dealer's car list (/handlerwagen/?cid=…). */
export const FROM_DEALER_CARS = routeSegment(ROUTE_PATHS.dealerCars);
const DEFAULT_SECTION = routeSegment(ROUTE_PATHS.search);

/** Query keys that describe the navigation itself rather than the search: never copied into the search query. */
const NAVIGATION_KEYS = ['index', 'from', 'safemake', 'safemodel', 'selectedIds', 'page', 'appview'] as const;

/** A path segment we are willing to put into a link: no slashes, dots or schemes (no open redirect). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_LIST = /^\d{1,12}(?:,\d{1,12})*$/;

function slugParam(query: URLSearchParams, key: string): string | null {
  const value = query.get(key)?.trim().toLowerCase() ?? '';
  return SLUG.test(value) ? value : null;
}

/** The list position of the detail page, or null when absent or not a whole number ≥ 1. */
export function parseIndex(query: URLSearchParams): number | null {
  const raw = query.get('index');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const index = Number(raw);
  return index >= 1 ? index : null;
}

/** SPEC §2: the navigator (and the search back link) exist only for an index within 1..min(total, 400). */
export function isNavigableIndex(index: number | null, total: number): index is number {
  return index !== null && index >= 1 && index <= Math.min(total, NAVIGATOR_CAP);
}

/** The index may point at a search result at all (1..400), before the navigator total is known. */
export function isIndexInRange(index: number | null): index is number {
  return index !== null && index >= 1 && index <= NAVIGATOR_CAP;
}

/** Result page that contains `index`: ceil(index / 20), capped at 20. */
export function backNavigationPage(index: number): number {
  return Math.min(Math.max(1, Math.ceil(index / SEARCH_PAGE_SIZE)), MAX_BACK_NAVIGATION_PAGE);
}

export function isFromWatchList(query: URLSearchParams): boolean {
  const from = query.get('from');
  return from === FROM_WATCH_LIST || from === FROM_COMPARE;
}

function watchListPath(query: URLSearchParams): string {
  const selected = query.get('selectedIds');
  return selected && ID_LIST.test(selected) ? `${ROUTE_PATHS.watchList}?selectedIds=${selected}` : ROUTE_PATHS.watchList;
}

function withQuery(path: string, params: URLSearchParams): string {
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** The search parameters of the detail query, without the navigation keys. */
export function searchQueryOf(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of query) {
    if (!(NAVIGATION_KEYS as readonly string[]).includes(key)) out.append(key, value);
  }
  return out;
}

/**
 * SPEC §2 back-link rule:
 * - from=merkliste → the watch list, selectedIds kept; from = the compare value → the watch list too;
 * - from=handlerwagen → the dealer's car list with its query (that route has no make/model path);
 * - otherwise /{from or angebote}/{make}/{model}/ with the original query and page = ceil(index/20)
 *   capped at 20, omitted when 1;
 * - empty input (no index, no from, no search) → home.
 */
export function detailBackLink(query: URLSearchParams): string {
  if (isFromWatchList(query)) return watchListPath(query);
  const from = slugParam(query, 'from');
  const index = parseIndex(query);
  const search = searchQueryOf(query);
  const make = slugParam(query, 'safemake');
  const model = make ? slugParam(query, 'safemodel') : null;
  if (from === null && index === null && make === null && search.size === 0) return '/';
  if (index !== null) {
    const page = backNavigationPage(index);
    if (page > 1) search.set('page', String(page));
  }
  if (from === FROM_DEALER_CARS) {
    if (make) search.set('safemake', make);
    if (model) search.set('safemodel', model);
    return withQuery(ROUTE_PATHS.dealerCars, search);
  }
  // Only the search section has /{make}/{model}/ paths; any other `from` falls back to it.
  const path = `/${[DEFAULT_SECTION, make, model].filter((s): s is string => s !== null).join('/')}/`;
  return withQuery(path, search);
}

/** Where a visitor is when pressing the cross, and the navigation history the app keeps (SPEC §3 Other). */
export type CloseButtonOrigin =
  | { page: 'search'; lastSearchPath: string | null }
  | { page: 'dealerCars'; lastDetailPath: string | null; query: URLSearchParams }
  | { page: 'detail'; query: URLSearchParams }
  | { page: 'compare'; query: URLSearchParams };

/**
 * SPEC §2 close (cross) button: from the search listing to the last search path; from dealer
 * cars to the last detail page (or, without one, the detail page named by the query, else the
 * dealer directory); from a detail page by the back-link rule; from compare to the watch list
 * with the selectedIds.
 */
export function closeButtonTarget(origin: CloseButtonOrigin): string {
  switch (origin.page) {
    // Stored history and query values are user input: only paths of this site pass.
    case 'search':
      return safeLocalPath(origin.lastSearchPath) ?? ROUTE_PATHS.search;
    case 'dealerCars':
      return safeLocalPath(origin.lastDetailPath) ?? safeLocalPath(origin.query.get('dealerCarsFrom')) ?? ROUTE_PATHS.dealerDirectory;
    case 'detail':
      return detailBackLink(origin.query);
    case 'compare':
      return watchListPath(origin.query);
  }
}

/**
 * The query a link to a neighbouring car (previous/next in the navigator) carries: the same search
 * and origin, with the new index.
 */
export function neighbourQuery(query: URLSearchParams, index: number): string {
  const next = new URLSearchParams(query);
  next.set('index', String(index));
  return `?${next.toString()}`;
}
