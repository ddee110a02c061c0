/**
 * Pretty search URLs (SPEC §2 'Pretty URL parsing'): /angebote/ followed by either a known state
 * (then optionally a known city of that state) or a make slug (then optionally a model slug).
 */
import { AUSTRIAN_CITIES, type AustrianCity } from '../geo/austrian-places.ts';
import { AUSTRIAN_STATES, type AustrianState } from '../geo/austrian-states.ts';
import { ROUTE_PATHS, routeSegment } from '../navigation/route-paths.ts';
import type { SearchFilters } from './search-filters.ts';
import { DEFAULT_RADIUS_KM } from './search-options.ts';

/** The market section every search path starts with. */
const SEARCH_SECTION = routeSegment(ROUTE_PATHS.search);

export interface PathModel {
  id: number;
  name: string;
  safeValue: string;
}
export interface PathMake {
  id: number;
  name: string;
  safeValue: string;
  models: readonly PathModel[];
}
/** What the parser needs to know about makes and models (the taxonomy service provides it). */
export interface SearchPathTaxonomy {
  makes: readonly PathMake[];
}

export type SearchPath =
  | { kind: 'all' }
  | { kind: 'state'; state: AustrianState; city: AustrianCity | null }
  | { kind: 'make'; make: PathMake; model: PathModel | null }
  /** a segment names no known state, city, make or model: the page answers 404 */
  | { kind: 'unknown' };

/**
 * `segments` are the path parts, with or without the leading 'angebote'
 * (['angebote', 'steiermark', 'graz'] and ['steiermark', 'graz'] are the same). Empty parts are ignored.
 */
export function parseSearchPath(segments: readonly string[], taxonomy: SearchPathTaxonomy): SearchPath {
  const parts = segments.map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  if (parts[0] === SEARCH_SECTION) parts.shift();
  if (parts.length === 0) return { kind: 'all' };
  if (parts.length > 2) return { kind: 'unknown' };
  const [first = '', second] = parts;
  const state = AUSTRIAN_STATES.find((s) => s.slug === first);
  if (state) {
    if (second === undefined) return { kind: 'state', state, city: null };
    const city = AUSTRIAN_CITIES.find((c) => c.state === state.slug && c.slug === second);
    return city ? { kind: 'state', state, city } : { kind: 'unknown' };
  }
  const make = taxonomy.makes.find((m) => m.safeValue === first);
  if (!make) return { kind: 'unknown' };
  if (second === undefined) return { kind: 'make', make, model: null };
  const model = make.models.find((m) => m.safeValue === second);
  return model ? { kind: 'make', make, model } : { kind: 'unknown' };
}

/**
 * Applies a parsed path to filters from the query. The query wins where it sets the same thing
 * (a make chosen in the form replaces the path's make). A city path searches the default radius
 * around the city, within its state.
 */
export function applySearchPath(filters: SearchFilters, path: SearchPath): SearchFilters {
  switch (path.kind) {
    case 'make':
      if (filters.makeModels.length > 0) return filters;
      return { ...filters, makeModels: [{ make: path.make.id, model: path.model?.id ?? null }] };
    case 'state': {
      const state = filters.state ?? path.state.slug;
      if (!path.city || filters.city) return { ...filters, state };
      const { name, lat, lon } = path.city;
      return { ...filters, state, city: { value: name, lat, lon }, radius: filters.radius ?? DEFAULT_RADIUS_KM };
    }
    default:
      return filters;
  }
}

/** '/angebote/', '/angebote/vw/', '/angebote/vw/golf/', '/angebote/steiermark/graz/' */
export function searchPathFor(parts: { make?: string | null; model?: string | null } | { state: string; city?: string | null } = {}): string {
  const segments = 'state' in parts ? [parts.state, parts.city] : [parts.make, parts.make ? parts.model : null];
  const tail = segments.filter((s): s is string => typeof s === 'string' && s !== '').map(encodeURIComponent);
  return `/${[SEARCH_SECTION, ...tail].join('/')}/`;
}

/** What the path writer needs to know of makes and models: their slugs. */
export interface SlugSource {
  makes: readonly { id: number; safeValue: string }[];
  models: readonly { id: number; makeId: number; safeValue: string }[];
}

const SAME_COORDINATE = 1e-6;

/** The built-in city a filter city stands for, when it is one (same name and coordinates). */
function builtInCity(filters: SearchFilters): AustrianCity | undefined {
  const { city, state } = filters;
  if (!city || city.lat === null || city.lon === null) return undefined;
  const { lat, lon } = city;
  return AUSTRIAN_CITIES.find(
    (c) => c.state === state && c.name === city.value && Math.abs(c.lat - lat) < SAME_COORDINATE && Math.abs(c.lon - lon) < SAME_COORDINATE,
  );
}

/**
 * The writing half of `parseSearchPath` + `applySearchPath`: splits filters into the pretty path
 * and the filters left for the query.
 */
export function prettySearchPath(filters: SearchFilters, slugs: SlugSource): { path: string; rest: SearchFilters } {
  const [only, ...others] = filters.makeModels;
  if (only && others.length === 0) {
    const make = slugs.makes.find((m) => m.id === only.make)?.safeValue;
    const model = only.model === null ? null : slugs.models.find((m) => m.id === only.model && m.makeId === only.make)?.safeValue;
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
