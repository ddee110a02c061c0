/**
 * Where a search lives: the pretty path of SPEC §2 (/angebote/{make}/{model}/ or
 * /angebote/{state}/{city}/) plus the codec's query for everything the path does not say.
 * The filter form, filter tags, the home and detailed-search forms and the loader's canonical
 * redirect all build URLs here, so one search has one address.
 */
import { AUSTRIAN_CITIES } from '#src/domain/geo/austrian-places.ts';
import { DEFAULT_RADIUS_KM } from '#src/domain/search/search-options.ts';
import { SEARCH_URL_PARAMS, toSearchQuery, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { searchPathFor } from '#src/domain/search/search-path.ts';
import { AGENT_NOTIFICATION_PARAM } from '#src/search-agent/agent-notification.ts';

/** What a URL builder needs to know of makes and models: their slugs. */
export interface SlugSource {
  makes: readonly { id: number; safeValue: string }[];
  models: readonly { id: number; safeValue: string }[];
}

const SAME_COORDINATE = 1e-6;

/** The built-in city a filter city stands for, when it is one (same name and coordinates). */
function builtInCity(filters: SearchFilters) {
  const { city, state } = filters;
  if (!city || city.lat === null || city.lon === null) return undefined;
  return AUSTRIAN_CITIES.find(
    (c) => c.state === state && c.name === city.value && Math.abs(c.lat - city.lat!) < SAME_COORDINATE && Math.abs(c.lon - city.lon!) < SAME_COORDINATE,
  );
}

/** Splits filters into the pretty path and the filters left for the query. */
export function prettySearchPath(filters: SearchFilters, slugs: SlugSource): { path: string; rest: SearchFilters } {
  const [only, ...others] = filters.makeModels;
  if (only && others.length === 0) {
    const make = slugs.makes.find((m) => m.id === only.make)?.safeValue;
    const model = only.model === null ? null : slugs.models.find((m) => m.id === only.model)?.safeValue;
    if (make && model !== undefined) return { path: searchPathFor({ make, model }), rest: { ...filters, makeModels: [] } };
  }
  if (filters.makeModels.length === 0 && filters.state) {
    const city = builtInCity(filters);
    if (city && (filters.radius === null || filters.radius === DEFAULT_RADIUS_KM)) {
      return { path: searchPathFor({ state: filters.state, city: city.slug }), rest: { ...filters, state: null, city: null, radius: null } };
    }
    return { path: searchPathFor({ state: filters.state }), rest: { ...filters, state: null } };
  }
  return { path: searchPathFor(), rest: filters };
}

/** The address of a search: pretty path and canonical query ('/angebote/vw/golf/?pricefrom=5000'). */
export function searchHref(filters: SearchFilters, slugs: SlugSource, extra?: URLSearchParams): string {
  const { path, rest } = prettySearchPath(filters, slugs);
  const query = toSearchQuery(rest);
  if (extra) for (const [key, value] of extra) query.append(key, value);
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}

const SEARCH_KEYS = new Set<string>(SEARCH_URL_PARAMS);
/** Parameters that belong to one page view and never travel into the next search. */
const ONE_OFF_KEYS = new Set([AGENT_NOTIFICATION_PARAM]);

/** Query parameters that are not search filters (appview, campaign tags), kept across searches. */
export function passThroughParams(query: URLSearchParams, options: { keepOneOff?: boolean } = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of query) {
    if (SEARCH_KEYS.has(key) || value === '') continue;
    if (!options.keepOneOff && ONE_OFF_KEYS.has(key)) continue;
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
  return [...query].filter(([, v]) => v !== '').map(([k, v]) => `${k}=${v}`).sort().join('&');
}

/**
 * The canonical address of the requested search when the request is not already it (different
 * path, empty or malformed parameters, a make sent as a parameter), else null. Parameter order and
 * a missing trailing slash do not matter (the canonical link names the one address).
 */
export function canonicalRedirect(url: URL, filters: SearchFilters, slugs: SlugSource): string | null {
  const extra = passThroughParams(url.searchParams, { keepOneOff: true });
  const target = searchHref(filters, slugs, extra);
  const targetUrl = new URL(target, url);
  const samePath = comparablePath(targetUrl.pathname) === comparablePath(url.pathname);
  return samePath && sortedPairs(targetUrl.searchParams) === sortedPairs(url.searchParams) ? null : target;
}

/**
 * The detail link of a result (SPEC §2 route table: the query carries the index and the search):
 * the list position, the pretty make/model as safemake/safemodel and every other search value.
 */
export function resultDetailHref(detailURL: string, index: number, filters: SearchFilters, slugs: SlugSource): string {
  const { path, rest } = prettySearchPath({ ...filters, page: 1 }, slugs);
  const query = new URLSearchParams({ index: String(index) });
  const [, , safemake, safemodel] = path.split('/');
  if (rest.makeModels.length === 0 && filters.makeModels.length === 1 && safemake) {
    query.set('safemake', safemake);
    if (safemodel) query.set('safemodel', safemodel);
    for (const [key, value] of toSearchQuery(rest)) query.append(key, value);
  } else {
    for (const [key, value] of toSearchQuery({ ...filters, page: 1 })) query.append(key, value);
  }
  return `${detailURL}?${query.toString()}`;
}
