/**
 * The shapes of vehicle-catalogue.ts and the short forms its make tables are written in:
 * `make(...)` and `m(...)` check each entry as the module loads, `line(...)` makes a model line.
 */

import { pathSlug } from '../search/path-slug.ts';

export type FuelCode = 'B' | 'D' | 'E' | 'H' | 'O'; // Benzin, Diesel, Elektro, Hybrid (Benzin/Elektro incl. Plug-in), O = 'Treibstoff: Sonstige' (CNG/LPG/Wasserstoff)

export interface ModelLine {
  id: number;
  name: string;
  safeValue: string;
}

export interface ModelSpec {
  /** globally unique model id (1000+) */
  id: number;
  /** German market name, e.g. 'Golf', '3er', 'A4', 'Octavia', 'C-Klasse' */
  name: string;
  /** URL slug, see {@link pathSlug} */
  safeValue: string;
  /** model line where the brand groups models (BMW, Mercedes-Benz, Audi only) */
  line?: ModelLine;
  /** relative share of this model in the Austrian used-car market within its make */
  weight: number;
  /** construction ids: 1 Kleinwagen, 2 Cabrio, 3 Coupé, 4 SUV/Geländewagen, 5 Kombi, 6 Limousine, 12 Van/Kleinbus, 13 Transporter; first = most common */
  bodyTypes: number[];
  /** typical new price in EUR in Austria for a mid version, recent year */
  newPrice: number;
  /** realistic min/max kW across versions */
  powerKw: [number, number];
  /** first = most common in Austria */
  fuels: FuelCode[];
  /** for E (and plug-in H) only */
  electricRangeKm?: [number, number];
  /** a model sold both as an electric car and as a plug-in hybrid (e-Golf and Golf GTE): the plug-in's range; `electricRangeKm` is then the electric car's */
  plugInRangeKm?: [number, number];
  /** production from/to (null = still built) */
  years: [number, number | null];
  seats: number;
  doors: number;
}

export interface MakeSpec {
  id: number;
  name: string;
  safeValue: string;
  idx: number;
  weight: number;
  models: ModelSpec[];
}

const FUEL_CODES: readonly FuelCode[] = ['B', 'D', 'E', 'H', 'O'];
const BODY_TYPE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 12, 13];

function isFuelCode(c: string): c is FuelCode {
  return (FUEL_CODES as readonly string[]).includes(c);
}

function parseFuels(spec: string, where: string): FuelCode[] {
  const out: FuelCode[] = [];
  for (const c of spec) {
    if (!isFuelCode(c)) throw new Error(`vehicle-catalogue: unknown fuel code '${c}' (${where})`);
    if (!out.includes(c)) out.push(c);
  }
  if (out.length === 0) throw new Error(`vehicle-catalogue: no fuels (${where})`);
  return out;
}

interface ModelOpts {
  seats?: number;
  doors?: number;
  /** electric range in km (EV range for E, electric range of the plug-in for H) */
  range?: [number, number];
  /** the plug-in hybrid's electric range of a model that has an electric version too */
  plugInRange?: [number, number];
  line?: ModelLine;
}

interface ModelDraft {
  n: number;
  name: string;
  weight: number;
  bodyTypes: number[];
  newPrice: number;
  powerKw: [number, number];
  fuels: string;
  years: [number, number | null];
  opts: ModelOpts;
}

/** m(n, name, weight, bodyTypes, newPrice, [kwMin, kwMax], fuels, [from, to], { seats, doors, range, line }) */
export function m(
  n: number,
  name: string,
  weight: number,
  bodyTypes: number[],
  newPrice: number,
  powerKw: [number, number],
  fuels: string,
  years: [number, number | null],
  opts: ModelOpts = {},
): ModelDraft {
  return { n, name, weight, bodyTypes, newPrice, powerKw, fuels, years, opts };
}

export function line(id: number, name: string): ModelLine {
  return Object.freeze({ id, name, safeValue: pathSlug(name) });
}

function buildModel(makeId: number, makeName: string, d: ModelDraft): ModelSpec {
  const where = `${makeName} ${d.name}`;
  if (!Number.isInteger(d.n) || d.n < 1 || d.n > 99) throw new Error(`vehicle-catalogue: model number out of range (${where})`);
  const fuels = parseFuels(d.fuels, where);
  if (d.opts.plugInRange && !(fuels.includes('E') && fuels.includes('H'))) throw new Error(`vehicle-catalogue: plug-in range without E and H (${where})`);
  if (fuels.includes('E') && !d.opts.range) throw new Error(`vehicle-catalogue: electric model without range (${where})`);
  if (d.opts.range && !fuels.includes('E') && !fuels.includes('H')) throw new Error(`vehicle-catalogue: range without E/H (${where})`);
  for (const b of d.bodyTypes) if (!BODY_TYPE_IDS.includes(b)) throw new Error(`vehicle-catalogue: unknown body type ${b} (${where})`);
  return {
    id: 1000 + makeId * 100 + d.n,
    name: d.name,
    safeValue: pathSlug(d.name),
    ...(d.opts.line ? { line: d.opts.line } : {}),
    weight: d.weight,
    bodyTypes: d.bodyTypes,
    newPrice: d.newPrice,
    powerKw: d.powerKw,
    fuels,
    ...(d.opts.range ? { electricRangeKm: d.opts.range } : {}),
    ...(d.opts.plugInRange ? { plugInRangeKm: d.opts.plugInRange } : {}),
    years: d.years,
    seats: d.opts.seats ?? 5,
    doors: d.opts.doors ?? 5,
  };
}

export type MakeDraft = Omit<MakeSpec, 'idx'>;

export function make(id: number, name: string, weight: number, models: ModelDraft[]): MakeDraft {
  return { id, name, safeValue: pathSlug(name), weight, models: models.map((d) => buildModel(id, name, d)) };
}

// Body types: 1 Kleinwagen, 2 Cabrio, 3 Coupé, 4 SUV/Geländewagen, 5 Kombi, 6 Limousine, 12 Van/Kleinbus, 13 Transporter
export const TWO_SEATER = { seats: 2, doors: 2 } as const;
export const COUPE_2P2 = { seats: 4, doors: 2 } as const;
export const VAN_3 = { seats: 3, doors: 4 } as const;

// Model lines
export const BMW_1 = line(501, '1er-Reihe');
export const BMW_2 = line(502, '2er-Reihe');
export const BMW_3 = line(503, '3er-Reihe');
export const BMW_4 = line(504, '4er-Reihe');
export const BMW_5 = line(505, '5er-Reihe');
export const BMW_6 = line(506, '6er-Reihe');
export const BMW_7 = line(507, '7er-Reihe');
export const BMW_8 = line(508, '8er-Reihe');
export const BMW_X = line(509, 'X-Reihe');
export const MB_A = line(521, 'A-Klasse');
export const MB_B = line(522, 'B-Klasse');
export const MB_C = line(523, 'C-Klasse');
export const MB_E = line(524, 'E-Klasse');
export const MB_S = line(525, 'S-Klasse');
export const AUDI_A = line(531, 'A-Reihe');
export const AUDI_Q = line(532, 'Q-Reihe');
export const AUDI_RS = line(533, 'RS-Modelle');
export const AUDI_ETRON = line(534, 'e-tron');
