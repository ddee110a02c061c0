/**
 * SearchFilters → the masks and bounds of each filter group, which the bitmap search turns into one
 * bitset per group (bitmap-search.ts). Facet X is counted over the rows every group except X passes.
 */
import { EARTH_RADIUS_KM } from '../domain/geo/distance.ts';
import { STATE_SLUGS } from '../domain/geo/austrian-states.ts';
import { effectiveRadius, type SearchFilters } from '../domain/search/search-filters.ts';
import { newSinceCutoff } from '../domain/listing/days-online.ts';
import { EQ_WORDS, FLAG_SERVICE, FLAG_VAT, FLAG_WARRANTY, type ColumnStore } from './column-store.ts';

export const G = {
  seller: 0,
  makeModel: 1,
  price: 2,
  km: 3,
  reg: 4,
  power: 5,
  fuel: 6,
  body: 7,
  offer: 8,
  gear: 9,
  color: 10,
  doors: 11,
  seats: 12,
  particularities: 13,
  dealer: 14,
  photos: 15,
  state: 16,
  accident: 17,
  uph: 18,
  emclass: 19,
  eq: 20,
  text: 21,
  geo: 22,
  rating: 23,
  ev: 24,
  cost: 25,
  newSince: 26,
} as const;

/**
 * Byte columns of the store that are facets with one bitmap per value: the key names the column,
 * the query's mask and the count. A new byte attribute becomes filter, bitmaps and counter here.
 */
export const BYTE_FACETS = [
  { key: 'fuel', group: G.fuel },
  { key: 'body', group: G.body },
  { key: 'offer', group: G.offer },
  { key: 'gear', group: G.gear },
  { key: 'color', group: G.color },
  { key: 'doors', group: G.doors },
  { key: 'seats', group: G.seats },
  { key: 'uph', group: G.uph },
  { key: 'emclass', group: G.emclass },
  { key: 'state', group: G.state },
  { key: 'rating', group: G.rating },
] as const;

export type ByteFacetKey = (typeof BYTE_FACETS)[number]['key'];

/** Where a city search looks: a circle around coordinates, or (city not geocoded) the city name / zip. */
export type GeoFilter =
  { kind: 'circle'; lat: number; lon: number; cosLat: number; dLat: number; dLon: number; havMax: number } | { kind: 'place'; cityId: number; zipId: number };

export interface CompiledQuery {
  /** the filter groups in use, in test order */
  checks: Uint8Array;
  sellerId: number;
  /** distinct makes of the make/model pairs (candidate rows come from their row lists) */
  makes: number[] | null;
  makeAny: Uint8Array | null;
  modelAny: Uint8Array | null;
  price: [number, number] | null;
  km: [number, number] | null;
  /** electric-car lower bounds (issue 26): range km, battery in tenths of a kWh, DC kW; the certified state of health in % (issue 37 point 5); null = not filtered */
  ev: { evRange: [number, number] | null; battery: [number, number] | null; dc: [number, number] | null; soh: [number, number] | null } | null;
  /** monthly cost bound in cents (issue 26 B7); an unknown cost is stored above every bound */
  cost: [number, number] | null;
  reg: [number, number] | null;
  /** 'Neu seit': first appearance from this instant on (ms), null = not filtered */
  firstSeen: [number, number] | null;
  power: [number, number] | null;
  powerInPs: boolean;
  /** per byte facet: the accepted values (mask[v] = 1), null when not filtered */
  bytes: Record<ByteFacetKey, Uint8Array | null>;
  /** flag bits that must all be set (warranty, service, VAT) */
  particularities: number;
  dealerOnly: boolean;
  withPhotos: boolean;
  /** 0: no accident cars (default), 1: only accident cars, -1: all */
  accident: 0 | 1 | -1;
  eq: Uint32Array | null;
  /** free text: every token must match the make name, the model name or the title */
  text: TextToken[] | null;
  geo: GeoFilter | null;
}

/** Per token: which makes, models and (interned) titles contain it. */
export interface TextToken {
  make: Uint8Array;
  model: Uint8Array;
  title: Uint8Array;
}

const RAD = Math.PI / 180;

function byteMask(values: readonly number[]): Uint8Array | null {
  if (values.length === 0) return null;
  const mask = new Uint8Array(256);
  for (const v of values) if (v >= 0 && v < 256) mask[v] = 1;
  return mask;
}

/** doors and seats: 0 means unknown and never matches a range */
function countMask(r: { from: number | null; to: number | null } | null): Uint8Array | null {
  if (r === null) return null;
  const mask = new Uint8Array(256);
  for (let v = Math.max(1, r.from ?? 0); v <= Math.min(255, r.to ?? 255); v++) mask[v] = 1;
  return mask;
}

function range(from: number | null, to: number | null, transform: (v: number, upper: boolean) => number = (v) => v): [number, number] | null {
  if (from === null && to === null) return null;
  return [from === null ? -Infinity : transform(from, false), to === null ? Infinity : transform(to, true)];
}

export interface PlaceLookup {
  /** Coordinates of a city given by name or zip (geocoding fallback when the URL carries none). */
  locate(value: string): { lat: number; lon: number } | null;
}

/**
 * Haversine test prepared once per query: h ≤ sin²(r / 2R) ⇔ distance ≤ r. The bounding box (widest
 * longitude span of the circle: asin(sin(r/R) / cos φ)) rejects most rows before any trigonometry.
 */
function circle(lat: number, lon: number, radiusKm: number): GeoFilter {
  const cosLat = Math.cos(lat * RAD);
  const angle = Math.min(Math.PI, radiusKm / EARTH_RADIUS_KM);
  const dLat = angle / RAD;
  const ratio = Math.sin(angle) / Math.max(cosLat, 1e-9);
  const dLon = angle >= Math.PI / 2 || ratio >= 1 ? 180 : Math.asin(ratio) / RAD;
  return { kind: 'circle', lat, lon, cosLat, dLat, dLon, havMax: Math.sin(angle / 2) ** 2 };
}

/** The filters as masks and bounds; `now` places the Vienna days of 'Neu seit'. */
export function compileQuery(
  filters: SearchFilters,
  store: ColumnStore,
  places: PlaceLookup,
  matchText: (text: string) => TextToken[],
  now: Date,
): CompiledQuery {
  let makeAny: Uint8Array | null = null;
  let modelAny: Uint8Array | null = null;
  if (filters.makeModels.length > 0) {
    makeAny = new Uint8Array(store.maxMakeId + 1);
    modelAny = new Uint8Array(store.maxModelId + 1);
    for (const { make, model } of filters.makeModels) {
      if (model === null) {
        if (make < makeAny.length) makeAny[make] = 1;
      } else if (model < modelAny.length) modelAny[model] = 1;
    }
    // A model only matches under its own make; a make+model pair with a foreign model finds nothing.
    for (const { make, model } of filters.makeModels) {
      if (model !== null && store.modelMake.get(model) !== undefined && store.modelMake.get(model) !== make) modelAny[model] = 0;
    }
  }
  const codes = (dict: { idOf(v: string): number | undefined }, values: readonly string[]) =>
    values.length === 0 ? null : (byteMask(values.map((v) => dict.idOf(v) ?? -1)) ?? null);
  let eq: Uint32Array | null = null;
  if (filters.equipment.length > 0) {
    eq = new Uint32Array(EQ_WORDS);
    for (const e of filters.equipment) {
      // An unknown equipment id can never be satisfied: the impossible bit 0 of word 0 is required.
      const id = e < EQ_WORDS * 32 ? e : 0;
      eq[id >>> 5] = ((eq[id >>> 5] as number) | (1 << (id & 31))) >>> 0;
    }
  }
  let geo: GeoFilter | null = null;
  const radius = effectiveRadius(filters);
  if (filters.city && radius !== null) {
    const coords =
      filters.city.lat !== null && filters.city.lon !== null ? { lat: filters.city.lat, lon: filters.city.lon } : places.locate(filters.city.value);
    geo = coords
      ? circle(coords.lat, coords.lon, radius)
      : { kind: 'place', cityId: store.cityNames.idOf(filters.city.value.toLowerCase()) ?? -1, zipId: store.zips.idOf(filters.city.value) ?? -1 };
  }
  const particularities =
    (filters.particularities.includes('warranty') ? FLAG_WARRANTY : 0) |
    (filters.particularities.includes('service') ? FLAG_SERVICE : 0) |
    (filters.particularities.includes('vat') ? FLAG_VAT : 0);
  const q: Omit<CompiledQuery, 'checks'> = {
    sellerId: filters.sellerId ?? 0,
    makes: filters.makeModels.length > 0 ? [...new Set(filters.makeModels.map((m) => m.make))] : null,
    makeAny,
    modelAny,
    price: range(filters.priceFrom, filters.priceTo),
    km: range(filters.kmFrom, filters.kmTo),
    ev:
      filters.rangeFrom === null && filters.batteryFrom === null && filters.dcFrom === null && filters.sohFrom === null
        ? null
        : {
            evRange: range(filters.rangeFrom, null),
            battery: range(filters.batteryFrom === null ? null : filters.batteryFrom * 10, null),
            dc: range(filters.dcFrom, null),
            soh: range(filters.sohFrom, null),
          },
    cost: range(null, filters.costTo, (euros) => euros * 100),
    reg: range(filters.regFrom, filters.regTo, (y, upper) => y * 12 + (upper ? 11 : 0)),
    firstSeen: filters.newSince === null ? null : range(newSinceCutoff(filters.newSince, now).getTime(), null),
    power: range(filters.powerFrom, filters.powerTo),
    powerInPs: filters.powerUnit === 'ps',
    bytes: {
      fuel: codes(store.fuels, filters.fuels),
      body: byteMask(filters.bodyTypes),
      offer: codes(store.offers, filters.offerTypes),
      gear: byteMask(filters.gearboxes),
      color: byteMask(filters.bodyColors),
      doors: countMask(filters.doors),
      seats: countMask(filters.seats),
      uph: byteMask(filters.upholstery),
      emclass: byteMask(filters.emissionClasses),
      state: filters.state ? byteMask([STATE_SLUGS.indexOf(filters.state) + 1]) : null,
      rating: byteMask(filters.priceRatings),
    },
    particularities,
    dealerOnly: filters.dealerOnly,
    withPhotos: filters.withPhotos,
    accident: filters.accident === 'N' ? 0 : filters.accident === 'A' ? 1 : -1,
    eq,
    text: filters.text ? matchText(filters.text) : null,
    geo,
  };
  const active: Record<number, boolean> = {
    [G.seller]: q.sellerId !== 0,
    [G.makeModel]: q.makeAny !== null,
    [G.price]: q.price !== null,
    [G.km]: q.km !== null,
    [G.ev]: q.ev !== null,
    [G.cost]: q.cost !== null,
    [G.reg]: q.reg !== null,
    [G.newSince]: q.firstSeen !== null,
    [G.power]: q.power !== null,
    [G.particularities]: q.particularities !== 0,
    [G.dealer]: q.dealerOnly,
    [G.photos]: q.withPhotos,
    [G.eq]: q.eq !== null,
    [G.accident]: q.accident !== -1,
    [G.text]: q.text !== null,
    [G.geo]: q.geo !== null,
  };
  for (const { key, group } of BYTE_FACETS) active[group] = q.bytes[key] !== null;
  return { ...q, checks: Uint8Array.from(CHECK_ORDER.filter((g) => active[g])) };
}

/** Order of the groups' bitsets: selective ones first, so the intersection shrinks early. */
const CHECK_ORDER: readonly number[] = [
  G.seller,
  G.makeModel,
  G.newSince,
  G.state,
  G.offer,
  G.fuel,
  G.ev,
  G.cost,
  G.body,
  G.price,
  G.km,
  G.reg,
  G.power,
  G.gear,
  G.color,
  G.doors,
  G.seats,
  G.particularities,
  G.dealer,
  G.photos,
  G.uph,
  G.emclass,
  G.rating,
  G.eq,
  G.text,
  G.accident,
  G.geo,
];
