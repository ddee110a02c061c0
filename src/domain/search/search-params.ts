/**
 * THE search-parameter codec (SPEC §3). It owns the translation between
 *   - the page URL query (make=74&model=1234&doors=2-3&city=Graz||47.07||15.44&…),
 *   - the typed `SearchFilters` every service works with, and
 *   - the backend-style API query (mmm=74|1234,&doorfrom=2&doorto=3&zip=Graz&lat=…&zipr=50&…).
 * Pages, the JSON API, the search engine and the search agent all go through this module.
 *
 * Parsing uses zod schemas (also the source of the OpenAPI parameters). Strict parsing reports the
 * first malformed parameter by name; lenient parsing (page URLs typed by people) drops it. The
 * filter types and the writing half live in search-filters.ts (no zod, so the browser can load it
 * alone); import them from there.
 */
import { z } from 'zod';
import { recordIdListText, recordIdText } from '../validation/record-id-schema.ts';
import { isPriceGrade } from '../pricing/price-rating.ts';
import { STATE_SLUGS } from '../geo/austrian-states.ts';
import {
  ACCIDENT_STATES,
  BATTERY_HEALTH_FROM_OPTIONS,
  FULL_SERVICE_EQUIPMENT_ID,
  MAX_MAKE_MODEL_PAIRS,
  NEW_SINCE_DAYS,
  PARTICULARITIES,
  POWER_UNITS,
  SORT_KEYS,
  WARRANTY_EQUIPMENT_ID,
  type AccidentState,
  type BatteryHealthFrom,
  type NewSinceDays,
  type Particularity,
} from './search-options.ts';
import type { CityFilter, CountRangeFilter, MakeModelPair, SearchFilters } from './search-filters.ts';

// ---------------------------------------------------------------------------------------------
// zod field schemas (inputs are query strings; multi-value params arrive comma-joined)

/** The largest value each number filter takes: the free-text reader keeps within them too (src/domain/search-query/). */
export const SEARCH_NUMBER_MAX = { amount: 100_000_000, power: 9_999_999, evRangeKm: 3000, dcKw: 1500, radiusKm: 1000, count: 99 } as const;
/** The ad-text search `q`: its length, and the words the engine matches (more are not searched). */
export const SEARCH_Q_MAX_LENGTH = 100;
export const SEARCH_Q_MAX_WORDS = 8;
const MAX_INT = SEARCH_NUMBER_MAX.amount;
const uint = (max: number = MAX_INT) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Ganze Zahl erwartet')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, `Höchstens ${max}`));
/** A lower bound that means something: 0 would keep every car, also those without the fact. */
const positive = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Ganze Zahl erwartet')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Mindestens 1').max(max, `Höchstens ${max}`));
const positiveId = () => recordIdText('Id erwartet');
const year = () =>
  z
    .string()
    .regex(/^\d{4}$/, 'Jahr erwartet')
    .transform(Number)
    .pipe(z.number().int().min(1900).max(2100));
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, 'Koordinate erwartet')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));
const flag = () => z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true');
const idList = () => recordIdListText('Kommagetrennte Ids erwartet');
const codeList = () =>
  z
    .string()
    .regex(/^[A-Z]{1,3}(,[A-Z]{1,3})*$/, 'Kommagetrennte Codes erwartet')
    .transform((s) => unique(s.split(',')));
const countRange = () =>
  z
    .string()
    .regex(/^(\d{1,2})(-(\d{1,2})|\+)$/, "Bereich wie '2-3' oder '6+' erwartet")
    .transform((s): CountRangeFilter => {
      if (s.endsWith('+')) return { from: Number(s.slice(0, -1)), to: null };
      const [a, b] = s.split('-').map(Number) as [number, number];
      return { from: a === 0 ? null : a, to: b };
    });
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Darf nicht leer sein')
    .max(max, `Höchstens ${max} Zeichen`)
    .refine((s) => !/[<>]/.test(s), 'Ungültige Zeichen');
/** Price grades 1..5, comma-separated (repeated keys arrive joined): sorted, each once. */
const gradeList = () =>
  z
    .string()
    .regex(/^[1-5](,[1-5])*$/, 'Kommagetrennte Preisbewertungen 1 bis 5 erwartet')
    .transform((s) =>
      unique(s.split(',').map(Number))
        .sort((a, b) => a - b)
        .filter(isPriceGrade),
    );
const page = () =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'Seitennummer erwartet')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Seitennummer ab 1'));

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Fields shared by the URL and the backend query (same names, same meaning). */
const sharedFields = {
  pricefrom: uint().optional().describe('Preis ab (EUR)'),
  priceto: uint().optional().describe('Preis bis (EUR)'),
  fregfrom: year().optional().describe('Erstzulassung ab (Jahr)'),
  fregto: year().optional().describe('Erstzulassung bis (Jahr)'),
  kmfrom: uint().optional().describe('Kilometerstand ab'),
  kmto: uint().optional().describe('Kilometerstand bis'),
  rangefrom: positive(SEARCH_NUMBER_MAX.evRangeKm).optional().describe('Elektroautos: WLTP-Reichweite ab (km)'),
  batteryfrom: positive(300).optional().describe('Elektroautos: nutzbare Batterie ab (kWh)'),
  dcfrom: positive(SEARCH_NUMBER_MAX.dcKw).optional().describe('Elektroautos: DC-Ladeleistung ab (kW)'),
  sohfrom: z
    .enum(BATTERY_HEALTH_FROM_OPTIONS.map(String) as [`${BatteryHealthFrom}`, ...`${BatteryHealthFrom}`[]])
    .transform((s) => Number(s) as BatteryHealthFrom)
    .optional()
    .describe('Batteriezustand ab (%): nur Fahrzeuge mit Batteriezertifikat, dessen State of Health mindestens so hoch ist (80, 85, 90 oder 95)'),
  costto: positive(100_000)
    .optional()
    .describe('Monatliche Kosten (motorbezogene Versicherungssteuer + Energie bei 13.000 km im Jahr) bis (€); Autos ohne berechenbare Kosten fallen heraus'),
  newsince: z
    .enum(NEW_SINCE_DAYS.map(String) as [`${NewSinceDays}`, ...`${NewSinceDays}`[]])
    .transform((s) => Number(s) as NewSinceDays)
    .optional()
    .describe('Neu seit: nur Fahrzeuge, die seit höchstens so vielen Tagen (1, 3 oder 7; Wiener Kalendertage ab dem ersten Erscheinen) online sind'),
  powerfrom: uint(SEARCH_NUMBER_MAX.power).optional().describe('Leistung ab (Einheit: powerUnit / powertype)'),
  powerto: uint(SEARCH_NUMBER_MAX.power).optional().describe('Leistung bis'),
  fuel: codeList().optional().describe('Treibstoff-Codes, kommagetrennt (B, D, E, H, O = Sonstige)'),
  custtype: z.literal('D').optional().describe('Nur Händler (einziger Wert: D)'),
  pic: flag().optional().describe('Nur mit Bildern'),
  offer: codeList().optional().describe('Angebotstypen, kommagetrennt (U, J, N, O, S, D)'),
  eq: idList().optional().describe('Ausstattungs-Ids, kommagetrennt (11 Allrad, 37 Garantie, 49 Servicegepflegt)'),
  bundesland: z.enum(STATE_SLUGS).optional().describe('Bundesland (Slug)'),
  uph: idList().optional().describe('Innenausstattung (UPHOLSTERY_ID), kommagetrennt'),
  emclass: idList().optional().describe('Schadstoffklasse (POLLUTION_CLASS_ID), kommagetrennt'),
  pricerating: gradeList()
    .optional()
    .describe('Preisbewertung, kommagetrennt: 1 Sehr guter Preis, 2 Guter Preis, 3 Fairer Preis, 4 Erhöhter Preis, 5 Hoher Preis'),
  sort: z.enum(SORT_KEYS).optional().describe('Sortierung'),
  desc: z.enum(['0', '1']).optional().describe('1 = absteigend'),
  page: page().optional().describe('Seite, ab 1'),
  cid: positiveId().optional().describe('Nur Fahrzeuge dieses Anbieters'),
  q: text(SEARCH_Q_MAX_LENGTH).optional().describe('Freitext über Marke, Modell und Titel'),
};

/** The page URL query (SPEC §3 'Search filters'). */
export const SearchUrlQuerySchema = z.object({
  make: positiveId().optional(),
  model: positiveId().optional(),
  make2: positiveId().optional(),
  model2: positiveId().optional(),
  make3: positiveId().optional(),
  model3: positiveId().optional(),
  ...sharedFields,
  powerUnit: z.enum(POWER_UNITS).optional(),
  construction: idList().optional(),
  doors: countRange().optional(),
  seats: countRange().optional(),
  gearbox: idList().optional(),
  bodycolor: idList().optional(),
  particularities: z
    .string()
    .regex(/^[a-z]+(,[a-z]+)*$/)
    .transform((s) => unique(s.split(',')))
    .pipe(z.array(z.enum(PARTICULARITIES)))
    .optional(),
  city: z
    .string()
    .max(120)
    .regex(/^[^|<>]{1,50}(\|\|-?[\d.]{1,14}\|\|-?[\d.]{1,14})?$/, "Erwartet 'Ort' oder 'Ort||lat||lon'")
    .optional(),
  radius: uint(SEARCH_NUMBER_MAX.radiusKm).pipe(z.number().min(1)).optional(),
  ustate: z.enum(ACCIDENT_STATES).optional(),
});

const mmmItem = /^\d{1,9}\|\d{0,9}(\|\d{0,9})?$/;
/** The backend-style API query (SPEC §3 'Translated to backend-style parameters'). */
export const SearchBackendQuerySchema = z.object({
  mmm: z
    .string()
    .refine((s) => s.split(',').every((item) => mmmItem.test(item)), "Erwartet 'marke|modell' (kommagetrennt)")
    .transform((s) =>
      s.split(',').map((item): MakeModelPair => {
        const [make, model] = item.split('|');
        return { make: Number(make), model: model ? Number(model) : null };
      }),
    )
    .pipe(
      z
        .array(z.object({ make: z.number().int().min(1), model: z.number().int().min(1).nullable() }))
        .max(MAX_MAKE_MODEL_PAIRS, `Höchstens ${MAX_MAKE_MODEL_PAIRS} Marken`),
    )
    .optional()
    .describe("Marke/Modell-Kombinationen 'MAKE_ID|MODEL_ID', kommagetrennt, höchstens 3"),
  ...sharedFields,
  powertype: z.enum(POWER_UNITS).optional().describe('Einheit von powerfrom/powerto (Standard ps)'),
  body: idList().optional().describe('Aufbau (BODY_TYPE_ID), kommagetrennt'),
  doorfrom: uint(99).optional(),
  doorto: uint(99).optional(),
  seatsfrom: uint(SEARCH_NUMBER_MAX.count).optional(),
  seatsto: uint(99).optional(),
  gear: idList().optional().describe('Getriebe (TRANSMISSION_ID), kommagetrennt'),
  bcol: idList().optional().describe('Farbe (BODY_COLOR_ID), kommagetrennt'),
  vatded: flag().optional().describe('Nur MwSt. ausweisbar'),
  zip: text(50).optional().describe('Ort oder PLZ (Umkreissuche)'),
  lat: coordinate(90).optional(),
  lon: coordinate(180).optional(),
  zipr: uint(SEARCH_NUMBER_MAX.radiusKm).pipe(z.number().min(1)).optional().describe('Umkreis in km (Standard 50)'),
  ustate: z
    .string()
    .transform((s) => s.split(',').sort().join(','))
    .pipe(z.enum(['N,U', 'A,N,U', 'A', 'AN', 'N']))
    .optional()
    .describe("Unfallwagen: 'N,U' ausblenden (Standard), 'A,N,U' anzeigen, 'A' nur Unfallwagen"),
  size: uint(50).pipe(z.number().min(1)).optional().describe('Seitengröße (Standard 20, höchstens 50)'),
});

export type SearchUrlQuery = z.input<typeof SearchUrlQuerySchema>;
export type SearchBackendQuery = z.input<typeof SearchBackendQuerySchema>;

// ---------------------------------------------------------------------------------------------
// parsing

/** Anything that yields query values: URLSearchParams, a plain record (repeated keys as arrays). */
export type QueryInput = URLSearchParams | Record<string, string | readonly string[] | undefined>;

/** Joins repeated keys with commas so every multi-value param arrives as one string. */
export function normaliseQuery(input: QueryInput): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (key: string, value: string) => {
    if (value === '') return;
    out[key] = out[key] === undefined ? value : `${out[key]},${value}`;
  };
  if (input instanceof URLSearchParams) {
    for (const [key, value] of input) add(key, value);
  } else {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (typeof value === 'string') add(key, value);
      else for (const v of value) add(key, v);
    }
  }
  return out;
}

export interface SearchParamIssue {
  field: string;
  message: string;
}
export type ParseResult = { ok: true; filters: SearchFilters } | { ok: false; issue: SearchParamIssue };

type Schema = typeof SearchUrlQuerySchema | typeof SearchBackendQuerySchema;

/**
 * Strict: the first malformed parameter is reported. Lenient: malformed parameters are dropped
 * one by one until the rest parses (a hand-edited URL still shows results).
 */
function parseWith<S extends Schema>(schema: S, input: QueryInput, strict: boolean): { ok: true; data: z.output<S> } | { ok: false; issue: SearchParamIssue } {
  const query = normaliseQuery(input);
  for (let attempt = 0; attempt < 64; attempt++) {
    const result = schema.safeParse(query);
    if (result.success) return { ok: true, data: result.data as z.output<S> };
    const first = result.error.issues[0];
    const field = String(first?.path[0] ?? 'query');
    if (strict || !(field in query)) return { ok: false, issue: { field, message: first?.message ?? 'Ungültiger Wert' } };
    delete query[field];
  }
  return { ok: false, issue: { field: 'query', message: 'Ungültige Suchparameter' } };
}

function particularitiesFrom(eq: number[] | undefined, extra: Particularity[]): { equipment: number[]; particularities: Particularity[] } {
  const set = new Set(extra);
  const equipment: number[] = [];
  for (const id of eq ?? []) {
    if (id === WARRANTY_EQUIPMENT_ID) set.add('warranty');
    else if (id === FULL_SERVICE_EQUIPMENT_ID) set.add('service');
    else equipment.push(id);
  }
  return { equipment, particularities: PARTICULARITIES.filter((p) => set.has(p)) };
}

function parseCity(raw: string | undefined): CityFilter | null {
  if (!raw) return null;
  const [value = '', lat, lon] = raw.split('||');
  const la = lat === undefined ? Number.NaN : Number(lat);
  const lo = lon === undefined ? Number.NaN : Number(lon);
  const valid = Number.isFinite(la) && Number.isFinite(lo) && Math.abs(la) <= 90 && Math.abs(lo) <= 180;
  return { value: value.trim(), lat: valid ? la : null, lon: valid ? lo : null };
}

/** Page URL query → filters. */
export function parseSearchUrl(input: QueryInput, options: { strict?: boolean } = {}): ParseResult {
  const parsed = parseWith(SearchUrlQuerySchema, input, options.strict ?? false);
  if (!parsed.ok) return parsed;
  const q = parsed.data;
  const makeModels: MakeModelPair[] = [];
  for (const [make, model] of [
    [q.make, q.model],
    [q.make2, q.model2],
    [q.make3, q.model3],
  ] as const) {
    if (make !== undefined) makeModels.push({ make, model: model ?? null });
    else if (model !== undefined && options.strict) return { ok: false, issue: { field: 'model', message: 'Modell ohne Marke' } };
  }
  const { equipment, particularities } = particularitiesFrom(q.eq, q.particularities ?? []);
  const city = parseCity(q.city);
  return {
    ok: true,
    filters: {
      ...sharedToFilters(q),
      makeModels,
      powerUnit: q.powerUnit ?? 'ps',
      bodyTypes: q.construction ?? [],
      doors: q.doors ?? null,
      seats: q.seats ?? null,
      gearboxes: q.gearbox ?? [],
      bodyColors: q.bodycolor ?? [],
      equipment,
      particularities,
      city,
      radius: city ? (q.radius ?? null) : null,
      accident: q.ustate ?? 'N',
    },
  };
}

type SharedParsed = z.output<typeof SearchUrlQuerySchema> | z.output<typeof SearchBackendQuerySchema>;
type SharedFilterFields = Omit<
  SearchFilters,
  'makeModels' | 'powerUnit' | 'bodyTypes' | 'doors' | 'seats' | 'gearboxes' | 'bodyColors' | 'equipment' | 'particularities' | 'city' | 'radius' | 'accident'
>;

function sharedToFilters(q: SharedParsed): SharedFilterFields {
  return {
    priceFrom: q.pricefrom ?? null,
    priceTo: q.priceto ?? null,
    regFrom: q.fregfrom ?? null,
    regTo: q.fregto ?? null,
    kmFrom: q.kmfrom ?? null,
    kmTo: q.kmto ?? null,
    rangeFrom: q.rangefrom ?? null,
    batteryFrom: q.batteryfrom ?? null,
    dcFrom: q.dcfrom ?? null,
    sohFrom: q.sohfrom ?? null,
    costTo: q.costto ?? null,
    newSince: q.newsince ?? null,
    powerFrom: q.powerfrom ?? null,
    powerTo: q.powerto ?? null,
    fuels: q.fuel ?? [],
    offerTypes: q.offer ?? [],
    dealerOnly: q.custtype === 'D',
    withPhotos: q.pic ?? false,
    state: q.bundesland ?? null,
    upholstery: q.uph ?? [],
    emissionClasses: q.emclass ?? [],
    priceRatings: q.pricerating ?? [],
    sellerId: q.cid ?? null,
    text: q.q ?? null,
    sort: q.sort ?? 'standard',
    desc: q.desc === '1',
    page: q.page ?? 1,
  };
}

const ACCIDENT_FROM_BACKEND: Record<string, AccidentState> = { 'N,U': 'N', N: 'N', 'A,N,U': 'AN', AN: 'AN', A: 'A' };

export interface BackendParseResultOk {
  ok: true;
  filters: SearchFilters;
  pageSize: number | null;
}

/** Backend API query → filters (strict by default: the API answers 400 naming the field). */
export function parseBackendQuery(input: QueryInput, options: { strict?: boolean } = {}): BackendParseResultOk | { ok: false; issue: SearchParamIssue } {
  const parsed = parseWith(SearchBackendQuerySchema, input, options.strict ?? true);
  if (!parsed.ok) return parsed;
  return { ok: true, filters: filtersFromBackendQuery(parsed.data), pageSize: parsed.data.size ?? null };
}

/** Already validated backend query (the output of SearchBackendQuerySchema) → filters. */
export function filtersFromBackendQuery(q: z.output<typeof SearchBackendQuerySchema>): SearchFilters {
  const extra: Particularity[] = q.vatded ? ['vat'] : [];
  const { equipment, particularities } = particularitiesFrom(q.eq, extra);
  const range = (from: number | undefined, to: number | undefined): CountRangeFilter | null =>
    from === undefined && to === undefined ? null : { from: from ? from : null, to: to ?? null };
  const city: CityFilter | null = q.zip ? { value: q.zip, lat: q.lat ?? null, lon: q.lon ?? null } : null;
  return {
    ...sharedToFilters(q),
    makeModels: q.mmm ?? [],
    powerUnit: q.powertype ?? 'ps',
    bodyTypes: q.body ?? [],
    doors: range(q.doorfrom, q.doorto),
    seats: range(q.seatsfrom, q.seatsto),
    gearboxes: q.gear ?? [],
    bodyColors: q.bcol ?? [],
    equipment,
    particularities,
    city,
    radius: city ? (q.zipr ?? null) : null,
    accident: q.ustate ? (ACCIDENT_FROM_BACKEND[q.ustate] ?? 'N') : 'N',
  };
}
