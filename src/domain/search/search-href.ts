/**
 * Where a search lives: the pretty path of SPEC §2 (/angebote/{make}/{model}/ or
 * /angebote/{state}/{city}/) plus the codec's query for everything the path does not say.
 * The filter form, filter tags, the home and detailed-search forms and the loader's canonical
 * redirect all build URLs here, so one search has one address. The reading half is
 * `parseSearchPath` + `applySearchPath` (search-path.ts) and `parseSearchUrl` (search-params.ts).
 */
import { SEARCH_URL_PARAMS, toSearchQuery, type SearchFilters } from './search-filters.ts';
import { prettySearchPath, type SlugSource } from './search-path.ts';
import { SEARCH_TEXT_PARAM } from '../search-query/search-text.ts';

/** The address of a search: pretty path and canonical query ('/angebote/vw/golf/?pricefrom=5000'). */
export function searchHref(filters: SearchFilters, slugs: SlugSource, extra?: URLSearchParams): string {
  const { path, rest } = prettySearchPath(filters, slugs);
  const query = toSearchQuery(rest);
  if (extra) for (const [key, value] of extra) query.append(key, value);
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}

const SEARCH_KEYS = new Set<string>(SEARCH_URL_PARAMS);

/**
 * Query parameters that are not search filters (appview, campaign tags), kept across searches.
 * `drop` names parameters that belong to one page view and never travel into the next search;
 * a typed search sentence (SEARCH_TEXT_PARAM) never does: it described the search it was read into.
 */
export function passThroughParams(query: URLSearchParams, drop: readonly string[] = []): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of query) {
    if (SEARCH_KEYS.has(key) || value === '' || key === SEARCH_TEXT_PARAM || drop.includes(key)) continue;
    out.append(key, value);
  }
  return out;
}

/**
 * A path for comparison: decoded and without a trailing slash, because React Router hands loaders
 * of client-side navigations the path without it ('/angebote/vw/' is requested as '/angebote/vw.data').
 */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: compare as it is
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

function sortedPairs(query: URLSearchParams): string {
  return [...query]
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
}

/**
 * The canonical address of the requested search when the request is not already it (different
 * path, empty or malformed parameters, a make sent as a parameter), else null. Parameter order and
 * a missing trailing slash do not matter (the canonical link names the one address). The address
 * of a search read from a typed sentence keeps that `text`, so its page can show it again.
 */
export function canonicalRedirect(url: URL, filters: SearchFilters, slugs: SlugSource, text: string | null = null): string | null {
  const extra = passThroughParams(url.searchParams);
  if (text !== null) extra.append(SEARCH_TEXT_PARAM, text);
  const target = searchHref(filters, slugs, extra);
  const targetUrl = new URL(target, url);
  const samePath = comparablePath(targetUrl.pathname) === comparablePath(url.pathname);
  return samePath && sortedPairs(targetUrl.searchParams) === sortedPairs(url.searchParams) ? null : target;
}
