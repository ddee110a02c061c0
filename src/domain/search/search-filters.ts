/**
 * The search filters (SPEC §3) and how they are written: the typed `SearchFilters` every service
 * and page works with, and the two ways out — the canonical page URL query and the backend-style
 * API query. Reading them back (zod schemas, lenient and strict parsing) is search-params.ts.
 *
 * Kept free of zod because the browser needs exactly this half (links, the filter form, the API
 * client): the parsing half would add zod to every search and detail page's first load
 * (docs/quality-gates.md, JavaScript budget).
 */
import type { StateSlug } from '../geo/austrian-states.ts';
import type { PriceGrade } from '../pricing/price-rating.ts';
import {
  DEFAULT_RADIUS_KM,
  FULL_SERVICE_EQUIPMENT_ID,
  MAX_MAKE_MODEL_PAIRS,
  PRESERVED_SEARCH_PARAMS,
  WARRANTY_EQUIPMENT_ID,
  type AccidentState,
  type BatteryHealthFrom,
  type NewSinceDays,
  type Particularity,
  type PowerUnit,
  type SortKey,
} from './search-options.ts';

export interface MakeModelPair {
  make: number;
  model: number | null;
}
/** A chosen city: its display value and, when geocoding worked, its coordinates. */
export interface CityFilter {
  value: string;
  lat: number | null;
  lon: number | null;
}
/** An inclusive count range (doors, seats); null bound = open. */
export interface CountRangeFilter {
  from: number | null;
  to: number | null;
}

export interface SearchFilters {
  makeModels: MakeModelPair[];
  priceFrom: number | null;
  priceTo: number | null;
  /** first registration years */
  regFrom: number | null;
  regTo: number | null;
  kmFrom: number | null;
  kmTo: number | null;
  /** electric cars (issue 26): WLTP range from (km), usable battery from (kWh), DC charging from (kW) */
  rangeFrom: number | null;
  batteryFrom: number | null;
  dcFrom: number | null;
  /** sohfrom: the battery certificate's state of health at least this many percent ('Batteriezustand ab', issue 37 point 5) */
  sohFrom: BatteryHealthFrom | null;
  /** costto: motor tax + energy at the default 13,000 km a year at most this many euros a month (issue 26 B7) */
  costTo: number | null;
  /** newsince: only cars online for at most this many Vienna days ('Neu seit', issue 27 §7) */
  newSince: NewSinceDays | null;
  /** power bounds in `powerUnit` */
  powerFrom: number | null;
  powerTo: number | null;
  powerUnit: PowerUnit;
  fuels: string[];
  bodyTypes: number[];
  doors: CountRangeFilter | null;
  seats: CountRangeFilter | null;
  gearboxes: number[];
  bodyColors: number[];
  offerTypes: string[];
  /** equipment ids other than the particularity ids 37 and 49 */
  equipment: number[];
  particularities: Particularity[];
  /** custtype=D: dealers only */
  dealerOnly: boolean;
  /** pic: only cars with photos */
  withPhotos: boolean;
  state: StateSlug | null;
  city: CityFilter | null;
  /** km around the city; only meaningful with a city */
  radius: number | null;
  accident: AccidentState;
  upholstery: number[];
  emissionClasses: number[];
  /** pricerating: only cars with one of these price grades (1 Sehr guter Preis … 5 Hoher Preis), ascending */
  priceRatings: PriceGrade[];
  /** cid: one seller's cars */
  sellerId: number | null;
  /** free text over make, model and title */
  text: string | null;
  sort: SortKey;
  desc: boolean;
  page: number;
}

export const DEFAULT_FILTERS: Readonly<SearchFilters> = Object.freeze({
  makeModels: [],
  priceFrom: null,
  priceTo: null,
  regFrom: null,
  regTo: null,
  kmFrom: null,
  kmTo: null,
  rangeFrom: null,
  batteryFrom: null,
  dcFrom: null,
  sohFrom: null,
  costTo: null,
  newSince: null,
  powerFrom: null,
  powerTo: null,
  powerUnit: 'ps',
  fuels: [],
  bodyTypes: [],
  doors: null,
  seats: null,
  gearboxes: [],
  bodyColors: [],
  offerTypes: [],
  equipment: [],
  particularities: [],
  dealerOnly: false,
  withPhotos: false,
  state: null,
  city: null,
  radius: null,
  accident: 'N',
  upholstery: [],
  emissionClasses: [],
  priceRatings: [],
  sellerId: null,
  text: null,
  sort: 'standard',
  desc: false,
  page: 1,
});

/** A fresh filter object; `overrides` replace defaults. */
export function createFilters(overrides: Partial<SearchFilters> = {}): SearchFilters {
  return { ...structuredClone(DEFAULT_FILTERS as SearchFilters), ...overrides };
}

/** The radius that applies: the chosen one, or the preselected default once a city is set. */
export function effectiveRadius(filters: SearchFilters): number | null {
  return filters.city ? (filters.radius ?? DEFAULT_RADIUS_KM) : null;
}

/** Every parameter of the page URL query the codec owns (the keys of SearchUrlQuerySchema). */
export const SEARCH_URL_PARAMS = [
  'make',
  'model',
  'make2',
  'model2',
  'make3',
  'model3',
  'pricefrom',
  'priceto',
  'fregfrom',
  'fregto',
  'kmfrom',
  'kmto',
  'powerfrom',
  'powerto',
  'rangefrom',
  'batteryfrom',
  'dcfrom',
  'sohfrom',
  'costto',
  'newsince',
  'fuel',
  'custtype',
  'pic',
  'offer',
  'eq',
  'bundesland',
  'uph',
  'emclass',
  'sort',
  'desc',
  'page',
  'cid',
  'q',
  'powerUnit',
  'construction',
  'doors',
  'seats',
  'gearbox',
  'bodycolor',
  'particularities',
  'city',
  'radius',
  'ustate',
  'pricerating',
] as const;

function formatRange(range: CountRangeFilter): string {
  return range.to === null ? `${range.from ?? 0}+` : `${range.from ?? 0}-${range.to}`;
}

function formatCoordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

function equipmentWithParticularities(filters: SearchFilters): number[] {
  const ids = [...filters.equipment];
  if (filters.particularities.includes('warranty')) ids.push(WARRANTY_EQUIPMENT_ID);
  if (filters.particularities.includes('service')) ids.push(FULL_SERVICE_EQUIPMENT_ID);
  return ids;
}

/** The numeric bounds: both queries write them under the same parameter names. */
const BOUND_PARAMS = [
  ['pricefrom', 'priceFrom'],
  ['priceto', 'priceTo'],
  ['fregfrom', 'regFrom'],
  ['fregto', 'regTo'],
  ['kmfrom', 'kmFrom'],
  ['kmto', 'kmTo'],
  ['powerfrom', 'powerFrom'],
  ['powerto', 'powerTo'],
  ['rangefrom', 'rangeFrom'],
  ['batteryfrom', 'batteryFrom'],
  ['dcfrom', 'dcFrom'],
  ['sohfrom', 'sohFrom'],
  ['costto', 'costTo'],
  ['newsince', 'newSince'],
] as const satisfies readonly (readonly [string, keyof SearchFilters])[];

/**
 * Filters → canonical page URL query: fixed parameter order, defaults omitted (ps, ustate N,
 * sort standard ascending, page 1), multi values as repeated keys (what a GET form produces).
 */
export function toSearchQuery(filters: SearchFilters): URLSearchParams {
  const p = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '') p.append(key, String(value));
  };
  const list = (key: string, values: readonly (string | number)[]) => {
    for (const v of values) p.append(key, String(v));
  };
  filters.makeModels.slice(0, MAX_MAKE_MODEL_PAIRS).forEach((pair, i) => {
    const suffix = i === 0 ? '' : String(i + 1);
    set(`make${suffix}`, pair.make);
    set(`model${suffix}`, pair.model);
  });
  for (const [key, field] of BOUND_PARAMS) set(key, filters[field]);
  if (filters.powerUnit !== 'ps') set('powerUnit', filters.powerUnit);
  list('fuel', filters.fuels);
  if (filters.dealerOnly) set('custtype', 'D');
  if (filters.withPhotos) set('pic', 1);
  list('construction', filters.bodyTypes);
  if (filters.doors) set('doors', formatRange(filters.doors));
  if (filters.seats) set('seats', formatRange(filters.seats));
  list('gearbox', filters.gearboxes);
  list('bodycolor', filters.bodyColors);
  list('offer', filters.offerTypes);
  list('eq', filters.equipment);
  list('particularities', filters.particularities);
  set('bundesland', filters.state);
  if (filters.city) {
    const { value, lat, lon } = filters.city;
    set('city', lat !== null && lon !== null ? `${value}||${formatCoordinate(lat)}||${formatCoordinate(lon)}` : value);
    set('radius', filters.radius);
  }
  if (filters.accident !== 'N') set('ustate', filters.accident);
  list('uph', filters.upholstery);
  list('emclass', filters.emissionClasses);
  list('pricerating', filters.priceRatings);
  set('cid', filters.sellerId);
  set('q', filters.text);
  if (filters.sort !== 'standard') set('sort', filters.sort);
  if (filters.desc) set('desc', 1);
  if (filters.page !== 1) set('page', filters.page);
  return p;
}

/** '?make=74&…' or '' — convenient for links. */
export function toSearchQueryString(filters: SearchFilters): string {
  const s = toSearchQuery(filters).toString();
  return s ? `?${s}` : '';
}

const ACCIDENT_TO_BACKEND: Record<AccidentState, string> = { N: 'N,U', AN: 'A,N,U', A: 'A' };

/**
 * Filters → backend API query: make/model pairs as `mmm`, ranges split into from/to, particularities
 * as equipment ids (warranty 37, service 49) plus `vatded` only when VAT was chosen, custtype only D,
 * the city as zip/lat/lon with the radius as zipr. `ustate`, `sort`, `desc` and `page` are sent
 * explicitly unless `omitDefaults` (then only what differs from the API's defaults is written:
 * the free-text search's `params` name exactly the filters the text asked for).
 */
export function toBackendQuery(filters: SearchFilters, options: { pageSize?: number; omitDefaults?: boolean } = {}): URLSearchParams {
  const p = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') p.set(key, String(value));
  };
  const list = (key: string, values: readonly (string | number)[]) => {
    if (values.length > 0) p.set(key, values.join(','));
  };
  if (filters.makeModels.length > 0) {
    p.set(
      'mmm',
      filters.makeModels
        .slice(0, MAX_MAKE_MODEL_PAIRS)
        .map((m) => `${m.make}|${m.model ?? ''}`)
        .join(','),
    );
  }
  for (const [key, field] of BOUND_PARAMS) set(key, filters[field]);
  if (filters.powerUnit !== 'ps' || filters.powerFrom !== null || filters.powerTo !== null) set('powertype', filters.powerUnit);
  list('fuel', filters.fuels);
  if (filters.dealerOnly) set('custtype', 'D');
  if (filters.withPhotos) set('pic', 1);
  list('body', filters.bodyTypes);
  if (filters.doors) {
    set('doorfrom', filters.doors.from);
    set('doorto', filters.doors.to);
  }
  if (filters.seats) {
    set('seatsfrom', filters.seats.from);
    set('seatsto', filters.seats.to);
  }
  list('gear', filters.gearboxes);
  list('bcol', filters.bodyColors);
  list('offer', filters.offerTypes);
  list('eq', equipmentWithParticularities(filters));
  if (filters.particularities.includes('vat')) set('vatded', 1);
  set('bundesland', filters.state);
  if (filters.city) {
    set('zip', filters.city.value);
    if (filters.city.lat !== null && filters.city.lon !== null) {
      set('lat', formatCoordinate(filters.city.lat));
      set('lon', formatCoordinate(filters.city.lon));
    }
    set('zipr', effectiveRadius(filters));
  }
  const all = !options.omitDefaults;
  if (all || filters.accident !== 'N') set('ustate', ACCIDENT_TO_BACKEND[filters.accident]);
  list('uph', filters.upholstery);
  list('emclass', filters.emissionClasses);
  list('pricerating', filters.priceRatings);
  set('cid', filters.sellerId);
  set('q', filters.text);
  if (all || filters.sort !== 'standard') set('sort', filters.sort);
  if (all || filters.desc) set('desc', filters.desc ? 1 : 0);
  if (all || filters.page !== 1) set('page', filters.page);
  set('size', options.pageSize);
  return p;
}

/** The part of a page query that travels along between search, detail page and back (SPEC §5). */
export function preservedSearchParams(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of PRESERVED_SEARCH_PARAMS) for (const value of query.getAll(key)) out.append(key, value);
  return out;
}

/** True when no filter narrows the search (sort and page do not count). */
export function isUnfiltered(filters: SearchFilters): boolean {
  return toSearchQuery({ ...filters, sort: 'standard', desc: false, page: 1 }).size === 0;
}
