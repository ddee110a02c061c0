/**
 * Option lists and constants of SPEC §9 that searches are built from. The codec validates against
 * them and the filter form renders them; no other module repeats these numbers.
 */

const range = (from: number, to: number, step: number) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Price options in euro. */
export const PRICE_OPTIONS: readonly number[] = [
  500,
  1000,
  1500,
  2000,
  2500,
  3000,
  ...range(4000, 10_000, 1000),
  12_500,
  15_000,
  17_500,
  20_000,
  25_000,
  30_000,
  40_000,
  50_000,
  75_000,
  100_000,
];

/** 'Neu seit' (issue 27 §7): cars online for at most this many Vienna calendar days. */
export const NEW_SINCE_DAYS = [1, 3, 7] as const;
export type NewSinceDays = (typeof NEW_SINCE_DAYS)[number];

/** 'Batteriezustand ab' (issue 37 point 5): the certified state of health an electric car's battery has at least, in percent. */
export const BATTERY_HEALTH_FROM_OPTIONS = [80, 85, 90, 95] as const;
export type BatteryHealthFrom = (typeof BATTERY_HEALTH_FROM_OPTIONS)[number];

/** Mileage options in km. */
export const MILEAGE_OPTIONS: readonly number[] = [200, 5000, 25_000, 50_000, 75_000, ...range(100_000, 200_000, 25_000), 250_000];

/** Radius options in km around the chosen city. */
export const RADIUS_OPTIONS: readonly number[] = [10, 20, 50, 100, 150, 200, 250, 300, 400];
/** The radius preselected (and applied) once a city is chosen. */
export const DEFAULT_RADIUS_KM = 50;

/** Years offered for first registration: the current year down to 1990, then older steps (SPEC §5). */
export function registrationYearOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = currentYear; y >= 1990; y--) years.push(y);
  return [...years, 1985, 1980, 1975, 1970, 1965, 1960, 1950, 1940, 1930, 1920];
}

/** A range option of the doors and seats selects: the URL value, its label and its bounds. */
export interface CountRange {
  value: string;
  label: string;
  from: number | null;
  to: number | null;
}

/** Doors: up to 1, 2-3, 4-5, more than 5. */
export const DOOR_RANGES: readonly CountRange[] = [
  { value: '0-1', label: 'bis 1', from: null, to: 1 },
  { value: '2-3', label: '2-3', from: 2, to: 3 },
  { value: '4-5', label: '4-5', from: 4, to: 5 },
  { value: '6+', label: 'mehr als 5', from: 6, to: null },
];

/** Seats: up to 1, 2-3, 4-5, 6-7, 8. */
export const SEAT_RANGES: readonly CountRange[] = [
  { value: '0-1', label: 'bis 1', from: null, to: 1 },
  { value: '2-3', label: '2-3', from: 2, to: 3 },
  { value: '4-5', label: '4-5', from: 4, to: 5 },
  { value: '6-7', label: '6-7', from: 6, to: 7 },
  { value: '8+', label: '8 und mehr', from: 8, to: null },
];

export const SORT_KEYS = ['standard', 'age', 'year', 'price', 'mileage', 'power', 'cost', 'distance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Sort dropdown labels (SPEC §9); each key is offered ascending and descending. */
export const SORT_LABELS: Record<SortKey, string> = {
  standard: 'Beste Ergebnisse',
  age: 'Aktualität',
  year: 'Erstzulassung',
  price: 'Preis',
  mileage: 'Kilometerstand',
  power: 'Leistung',
  /** motor tax + energy at the default 13,000 km a year (issue 26 B7); cars whose cost is unknown come last either way */
  cost: 'Monatliche Kosten',
  /** offered only when the search has a place (issue 17 §4); without one every car ties and the newest ad id comes first */
  distance: 'Entfernung',
};

/** The sort keys that make sense for a search: 'Entfernung' needs a place to measure from. */
export function sortKeysFor(hasPlace: boolean): readonly SortKey[] {
  return hasPlace ? SORT_KEYS : SORT_KEYS.filter((key) => key !== 'distance');
}
export const SORT_PREFIX_LABEL = 'Sortieren nach: ';
export const SORT_DIRECTION_LABELS = { asc: 'aufsteigend', desc: 'absteigend' } as const;

/** Accident filter: N hides accident cars (N,U), AN also shows them (A,N,U), A shows only them. Default N. */
export const ACCIDENT_STATES = ['N', 'AN', 'A'] as const;
export type AccidentState = (typeof ACCIDENT_STATES)[number];
export const ACCIDENT_STATE_LABELS: Record<AccidentState, string> = {
  N: 'Unfallfahrzeuge ausblenden',
  AN: 'Unfallfahrzeuge anzeigen',
  A: 'Nur Unfallfahrzeuge',
};

/** Particularities: warranty and full service history are equipment ids 37 and 49 (SPEC §9); VAT is its own flag. */
export const PARTICULARITIES = ['warranty', 'service', 'vat'] as const;
export type Particularity = (typeof PARTICULARITIES)[number];
export const PARTICULARITY_LABELS: Record<Particularity, string> = { warranty: 'Garantie', service: 'Servicegepflegt', vat: 'MwSt. ausweisbar' };
export const WARRANTY_EQUIPMENT_ID = 37;
export const FULL_SERVICE_EQUIPMENT_ID = 49;
export const FOUR_WHEEL_DRIVE_EQUIPMENT_ID = 11;

export const POWER_UNITS = ['ps', 'kw'] as const;
export type PowerUnit = (typeof POWER_UNITS)[number];
/** PS from kW, SPEC §5: factor 1.35962, rounded. */
export const PS_PER_KW = 1.35962;
export const kwToPs = (kw: number) => Math.round(kw * PS_PER_KW);

/** Result page size of the search list; back navigation from a detail page assumes it (page = ceil(index/20)). */
export const SEARCH_PAGE_SIZE = 20;
/** The largest page size an API caller may ask for (SPEC §9 'page size constant 50'). */
export const MAX_PAGE_SIZE = 50;
/** Back navigation never goes beyond this page, and the navigator covers this many results. */
export const MAX_BACK_NAVIGATION_PAGE = 20;
export const NAVIGATOR_CAP = 400;

/** Up to three make/model pairs can be searched at once. */
export const MAX_MAKE_MODEL_PAIRS = 3;

/** SPEC §5: the search parameters carried along when navigating between search, detail and back. */
export const PRESERVED_SEARCH_PARAMS = [
  'doors',
  'seats',
  'fuel',
  'gearbox',
  'fregfrom',
  'fregto',
  'pricefrom',
  'priceto',
  'powerfrom',
  'powerto',
  'kmfrom',
  'kmto',
  'rangefrom',
  'batteryfrom',
  'dcfrom',
  'sohfrom',
  'costto',
  'newsince',
  'custtype',
  'pic',
  'bodycolor',
  'eq',
  'particularities',
  'construction',
  'pricerating',
] as const;
