/**
 * Vehicle catalogue for the Austrian used-car market: makes, model lines and models with
 * market-like weights and plausible technical ranges (power, fuels, electric range, years).
 *
 * Compiled from general knowledge. Weights are relative shares of the Austrian used-car
 * stock (makes: overall share; models: share within the make), prices are typical Austrian
 * list prices (incl. NoVA/VAT) of a mid version in a recent year – or, for classics, a rough
 * present-day equivalent. Power ranges span all versions ever sold under the model name.
 *
 * Ids are stable and must never be reused:
 * - make ids 1..99 (fixed: 9 Audi, 13 BMW, 29 Ford, 47 Mercedes-Benz, 54 Opel, 60 Skoda, 74 VW)
 * - model id = 1000 + makeId * 100 + n, where n (1..99) is the per-make number written below
 * - model-line ids 500+ (BMW 501–509, Mercedes-Benz 521–525, Audi 531–534)
 *
 * Fuels: a model lists E (electric) or H with a plug-in range, never both, because consumers
 * use `electricRangeKm` for whichever of the two the car has. Plain (full/mild) hybrids are H
 * without `electricRangeKm`.
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
function m(
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

function line(id: number, name: string): ModelLine {
  return Object.freeze({ id, name, safeValue: pathSlug(name) });
}

function buildModel(makeId: number, makeName: string, d: ModelDraft): ModelSpec {
  const where = `${makeName} ${d.name}`;
  if (!Number.isInteger(d.n) || d.n < 1 || d.n > 99) throw new Error(`vehicle-catalogue: model number out of range (${where})`);
  const fuels = parseFuels(d.fuels, where);
  if (fuels.includes('E') && fuels.includes('H')) throw new Error(`vehicle-catalogue: E and H in one model (${where})`);
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
    years: d.years,
    seats: d.opts.seats ?? 5,
    doors: d.opts.doors ?? 5,
  };
}

type MakeDraft = Omit<MakeSpec, 'idx'>;

function make(id: number, name: string, weight: number, models: ModelDraft[]): MakeDraft {
  return { id, name, safeValue: pathSlug(name), weight, models: models.map((d) => buildModel(id, name, d)) };
}

// Body types: 1 Kleinwagen, 2 Cabrio, 3 Coupé, 4 SUV/Geländewagen, 5 Kombi, 6 Limousine, 12 Van/Kleinbus, 13 Transporter
const TWO_SEATER = { seats: 2, doors: 2 } as const;
const COUPE_2P2 = { seats: 4, doors: 2 } as const;
const VAN_3 = { seats: 3, doors: 4 } as const;

// Model lines
const BMW_1 = line(501, '1er-Reihe');
const BMW_2 = line(502, '2er-Reihe');
const BMW_3 = line(503, '3er-Reihe');
const BMW_4 = line(504, '4er-Reihe');
const BMW_5 = line(505, '5er-Reihe');
const BMW_6 = line(506, '6er-Reihe');
const BMW_7 = line(507, '7er-Reihe');
const BMW_8 = line(508, '8er-Reihe');
const BMW_X = line(509, 'X-Reihe');
const MB_A = line(521, 'A-Klasse');
const MB_B = line(522, 'B-Klasse');
const MB_C = line(523, 'C-Klasse');
const MB_E = line(524, 'E-Klasse');
const MB_S = line(525, 'S-Klasse');
const AUDI_A = line(531, 'A-Reihe');
const AUDI_Q = line(532, 'Q-Reihe');
const AUDI_RS = line(533, 'RS-Modelle');
const AUDI_ETRON = line(534, 'e-tron');

const RAW_MAKES: MakeDraft[] = [
  make(1, 'Abarth', 15, [
    m(1, '595', 100, [1, 2], 30000, [107, 132], 'B', [2012, 2024], { seats: 4, doors: 3 }),
    m(5, '500e', 20, [1, 2], 40000, [114, 114], 'E', [2023, null], { seats: 4, doors: 3, range: [250, 265] }),
    m(2, '695', 15, [1, 2], 36000, [132, 132], 'B', [2012, 2024], { seats: 4, doors: 3 }),
    m(3, 'Punto', 15, [1], 22000, [114, 132], 'B', [2008, 2014], { doors: 3 }),
    m(4, '124 Spider', 15, [2], 40000, [125, 125], 'B', [2016, 2020], TWO_SEATER),
  ]),
  make(3, 'Alfa Romeo', 60, [
    m(1, 'Giulietta', 100, [6], 30000, [77, 177], 'DB', [2010, 2020]),
    m(2, 'Giulia', 70, [6], 55000, [100, 375], 'DB', [2016, null], { doors: 4 }),
    m(3, 'Stelvio', 60, [4], 60000, [118, 375], 'DB', [2017, null]),
    m(4, 'MiTo', 50, [1], 20000, [51, 125], 'BD', [2008, 2018], { seats: 4, doors: 3 }),
    m(5, '159', 40, [6, 5], 35000, [88, 191], 'DB', [2005, 2011], { doors: 4 }),
    m(6, '147', 30, [6], 25000, [77, 184], 'DB', [2000, 2010]),
    m(8, 'Tonale', 30, [4], 45000, [96, 206], 'BHD', [2022, null], { range: [60, 70] }),
    m(7, '156', 25, [6, 5], 30000, [88, 184], 'DB', [1997, 2005], { doors: 4 }),
    m(9, 'Spider', 10, [2], 35000, [66, 191], 'BD', [1966, 2010], TWO_SEATER),
    m(10, 'GT', 10, [3], 30000, [103, 176], 'BD', [2003, 2010], { seats: 4, doors: 3 }),
    m(11, 'Brera', 5, [3], 40000, [136, 191], 'BD', [2005, 2010], COUPE_2P2),
    m(13, 'Junior', 5, [4], 32000, [100, 207], 'H', [2024, null]),
    m(12, '166', 3, [6], 40000, [110, 176], 'BD', [1998, 2007], { doors: 4 }),
  ]),
  make(4, 'Alpine', 3, [
    m(1, 'A110', 100, [3], 70000, [70, 255], 'B', [1961, null], TWO_SEATER),
    m(2, 'A290', 20, [1], 40000, [130, 160], 'E', [2024, null], { seats: 4, doors: 3, range: [360, 380] }),
    m(3, 'A310', 3, [3], 40000, [73, 110], 'B', [1971, 1984], COUPE_2P2),
  ]),
  make(6, 'Aston Martin', 2, [
    m(1, 'Vantage', 100, [3, 2], 180000, [283, 489], 'B', [2005, null], TWO_SEATER),
    m(2, 'DB11', 60, [3, 2], 220000, [375, 470], 'B', [2016, 2023], COUPE_2P2),
    m(3, 'DB9', 40, [3, 2], 180000, [335, 400], 'B', [2004, 2016], COUPE_2P2),
    m(4, 'DBX', 30, [4], 230000, [405, 535], 'B', [2020, null]),
    m(5, 'DB12', 15, [3, 2], 250000, [500, 500], 'B', [2023, null], COUPE_2P2),
    m(6, 'DB5', 2, [3], 500000, [210, 210], 'B', [1963, 1965], COUPE_2P2),
  ]),
  make(9, 'Audi', 750, [
    m(1, 'A4', 100, [5, 6, 2], 52000, [74, 265], 'DB', [1994, 2024], { line: AUDI_A }),
    m(2, 'A3', 80, [6, 2], 38000, [66, 228], 'DBH', [1996, null], { line: AUDI_A, range: [50, 140] }),
    m(3, 'A6', 70, [5, 6], 68000, [74, 331], 'DBH', [1994, null], { line: AUDI_A, range: [40, 100] }),
    m(4, 'Q5', 55, [4], 70000, [110, 270], 'DBH', [2008, null], { line: AUDI_Q, range: [40, 60] }),
    m(5, 'Q3', 50, [4], 53000, [85, 228], 'DBH', [2011, null], { line: AUDI_Q, range: [45, 55] }),
    m(6, 'A5', 35, [6, 3, 2, 5], 62000, [100, 270], 'DB', [2007, null], { line: AUDI_A }),
    m(7, 'A1', 25, [1], 27000, [60, 147], 'BD', [2010, null], { line: AUDI_A }),
    m(8, 'Q2', 25, [4], 36000, [85, 221], 'BD', [2016, null], { line: AUDI_Q }),
    m(9, 'Q7', 18, [4], 95000, [170, 373], 'DBH', [2006, null], { line: AUDI_Q, seats: 7, range: [40, 45] }),
    m(10, 'Q4 e-tron', 12, [4], 52000, [125, 250], 'E', [2021, null], { line: AUDI_ETRON, range: [350, 560] }),
    m(11, 'TT', 12, [3, 2], 50000, [110, 294], 'BD', [1998, 2023], COUPE_2P2),
    m(12, 'A7', 10, [6], 85000, [150, 331], 'DBH', [2010, null], { line: AUDI_A, range: [40, 80] }),
    m(13, 'Q8', 8, [4], 110000, [210, 373], 'DBH', [2018, null], { line: AUDI_Q, range: [40, 45] }),
    m(14, 'e-tron', 8, [4], 85000, [230, 300], 'E', [2019, 2022], { line: AUDI_ETRON, range: [340, 440] }),
    m(15, 'A8', 6, [6], 120000, [110, 420], 'DBH', [1994, null], { line: AUDI_A, doors: 4, range: [40, 60] }),
    m(16, 'A2', 4, [1], 20000, [55, 81], 'BD', [2000, 2005]),
    m(17, 'RS6', 4, [5], 150000, [331, 463], 'B', [2002, null], { line: AUDI_RS }),
    m(18, 'Q8 e-tron', 4, [4], 85000, [250, 370], 'E', [2023, 2025], { line: AUDI_ETRON, range: [450, 600] }),
    m(19, 'Q6 e-tron', 4, [4], 75000, [240, 380], 'E', [2024, null], { line: AUDI_ETRON, range: [530, 640] }),
    m(20, 'RS3', 3, [6], 75000, [250, 294], 'B', [2011, null], { line: AUDI_RS }),
    m(21, 'RS4', 3, [5], 105000, [280, 331], 'B', [1999, null], { line: AUDI_RS }),
    m(22, 'e-tron GT', 3, [6], 115000, [390, 680], 'E', [2021, null], { line: AUDI_ETRON, seats: 4, doors: 4, range: [480, 610] }),
    m(23, '80', 3, [6, 5, 2], 25000, [40, 128], 'BD', [1966, 1996], { doors: 4 }),
    m(24, '100', 2, [6, 5], 30000, [55, 125], 'BD', [1968, 1994], { doors: 4 }),
    m(25, 'R8', 2, [3, 2], 190000, [309, 456], 'B', [2006, 2024], TWO_SEATER),
  ]),
  make(11, 'Bentley', 3, [
    m(1, 'Continental', 100, [3, 2], 250000, [412, 575], 'BH', [2003, null], { ...COUPE_2P2, range: [75, 85] }),
    m(2, 'Bentayga', 60, [4], 220000, [331, 485], 'BHD', [2016, null], { range: [40, 45] }),
    m(3, 'Flying Spur', 40, [6], 240000, [404, 574], 'BH', [2005, null], { doors: 4, range: [40, 45] }),
    m(4, 'Mulsanne', 10, [6], 300000, [377, 395], 'B', [2010, 2020], { doors: 4 }),
    m(5, 'Arnage', 5, [6], 200000, [294, 373], 'B', [1998, 2009], { doors: 4 }),
  ]),
  make(13, 'BMW', 800, [
    m(1, '3er', 100, [5, 6], 48000, [55, 280], 'DBH', [1975, null], { line: BMW_3, range: [40, 100] }),
    m(2, '5er', 70, [6, 5], 68000, [66, 340], 'DBH', [1972, null], { line: BMW_5, range: [40, 90] }),
    m(3, '1er', 60, [6], 47000, [70, 265], 'DB', [2004, null], { line: BMW_1 }),
    m(4, 'X1', 50, [4], 55000, [80, 233], 'DBH', [2009, null], { line: BMW_X, range: [50, 90] }),
    m(5, 'X3', 50, [4], 72000, [110, 375], 'DBH', [2003, null], { line: BMW_X, range: [40, 90] }),
    m(6, 'X5', 30, [4], 95000, [135, 460], 'DBH', [1999, null], { line: BMW_X, range: [30, 110] }),
    m(7, '4er', 30, [3, 2, 6], 61000, [100, 275], 'BD', [2013, null], { line: BMW_4, ...COUPE_2P2 }),
    m(8, '2er Active Tourer', 18, [12], 42000, [70, 240], 'DBH', [2014, null], { line: BMW_2, range: [40, 90] }),
    m(9, 'X2', 15, [4], 50000, [100, 233], 'DBE', [2018, null], { line: BMW_X, range: [410, 450] }),
    m(10, 'X4', 15, [4], 72000, [135, 375], 'DB', [2014, null], { line: BMW_X }),
    m(11, '2er', 12, [3, 2], 45000, [100, 275], 'BD', [2014, null], { line: BMW_2, ...COUPE_2P2 }),
    m(12, 'i3', 12, [1, 6], 40000, [125, 135], 'E', [2013, 2022], { seats: 4, range: [130, 310] }),
    m(13, '6er', 10, [3, 2, 6], 80000, [130, 330], 'DB', [1976, 2023], { line: BMW_6, ...COUPE_2P2 }),
    m(14, '7er', 10, [6], 120000, [125, 485], 'DBH', [1977, null], { line: BMW_7, doors: 4, range: [40, 85] }),
    m(15, 'X6', 8, [4], 105000, [180, 460], 'DB', [2008, null], { line: BMW_X }),
    m(16, 'i4', 8, [6], 62000, [210, 440], 'E', [2021, null], { line: BMW_4, range: [430, 590] }),
    m(17, '2er Gran Tourer', 6, [12], 40000, [70, 170], 'DB', [2015, 2022], { line: BMW_2, seats: 7 }),
    m(18, 'Z4', 6, [2], 60000, [110, 285], 'B', [2002, null], TWO_SEATER),
    m(19, 'iX', 5, [4], 95000, [240, 455], 'E', [2021, null], { line: BMW_X, range: [420, 630] }),
    m(20, 'M3', 4, [6, 5, 3, 2], 100000, [143, 390], 'B', [1986, null], { line: BMW_3, doors: 4 }),
    m(21, 'X7', 4, [4], 120000, [220, 390], 'DB', [2019, null], { line: BMW_X, seats: 7 }),
    m(22, 'i5', 4, [6, 5], 75000, [250, 442], 'E', [2023, null], { line: BMW_5, range: [480, 580] }),
    m(23, '8er', 3, [3, 2, 6], 120000, [210, 460], 'BD', [1989, null], { line: BMW_8, ...COUPE_2P2 }),
    m(24, 'M5', 2, [6, 5], 145000, [210, 535], 'BH', [1985, null], { line: BMW_5, doors: 4, range: [60, 70] }),
    m(25, '2002', 1, [6], 20000, [55, 125], 'B', [1966, 1977], COUPE_2P2),
  ]),
  make(14, 'BYD', 20, [
    m(1, 'Atto 3', 100, [4], 42000, [150, 150], 'E', [2022, null], { range: [420, 420] }),
    m(2, 'Dolphin', 60, [1, 6], 35000, [70, 150], 'E', [2023, null], { range: [310, 430] }),
    m(3, 'Seal', 40, [6, 5], 48000, [230, 390], 'E', [2023, null], { range: [500, 570] }),
    m(4, 'Seal U', 30, [4], 42000, [160, 238], 'H', [2024, null], { range: [70, 125] }),
    m(5, 'Sealion 7', 15, [4], 48000, [230, 390], 'E', [2024, null], { range: [480, 500] }),
    m(6, 'Han', 10, [6], 70000, [380, 380], 'E', [2022, null], { doors: 4, range: [520, 520] }),
    m(7, 'Tang', 10, [4], 70000, [380, 380], 'E', [2022, null], { seats: 7, range: [400, 400] }),
    m(8, 'Dolphin Surf', 10, [1], 23000, [65, 115], 'E', [2025, null], { range: [220, 320] }),
    m(9, 'Atto 2', 5, [4], 30000, [130, 130], 'E', [2025, null], { range: [310, 430] }),
  ]),
  make(17, 'Chevrolet', 30, [
    m(1, 'Spark', 60, [1], 11000, [50, 60], 'BO', [2010, 2015]),
    m(2, 'Aveo', 60, [1, 6], 13000, [53, 85], 'BDO', [2006, 2015]),
    m(3, 'Cruze', 50, [6, 5], 20000, [83, 120], 'DB', [2009, 2015]),
    m(4, 'Captiva', 50, [4], 35000, [100, 135], 'DB', [2006, 2015], { seats: 7 }),
    m(5, 'Matiz', 30, [1], 9000, [38, 49], 'BO', [2005, 2010], { seats: 4 }),
    m(6, 'Orlando', 20, [12], 25000, [96, 120], 'DB', [2011, 2015], { seats: 7 }),
    m(7, 'Trax', 15, [4], 22000, [85, 103], 'BD', [2013, 2015]),
    m(8, 'Camaro', 15, [3, 2], 45000, [104, 335], 'B', [1967, 2019], COUPE_2P2),
    m(9, 'Corvette', 10, [3, 2], 90000, [110, 500], 'B', [1953, null], TWO_SEATER),
    m(10, 'Kalos', 10, [1], 11000, [53, 69], 'BO', [2005, 2008]),
    m(11, 'Volt', 5, [6], 42000, [111, 111], 'H', [2011, 2014], { seats: 4, range: [60, 80] }),
  ]),
  make(18, 'Chrysler', 10, [
    m(1, 'Grand Voyager', 60, [12], 45000, [110, 209], 'DB', [1988, 2016], { seats: 7 }),
    m(2, 'PT Cruiser', 60, [12, 2], 20000, [85, 165], 'BD', [2000, 2010]),
    m(3, '300C', 40, [6, 5], 45000, [160, 317], 'DB', [2004, 2015], { doors: 4 }),
    m(4, 'Voyager', 40, [12], 35000, [85, 128], 'DB', [1988, 2007], { seats: 7 }),
    m(5, 'Crossfire', 10, [3, 2], 40000, [160, 246], 'B', [2003, 2008], TWO_SEATER),
    m(6, 'Sebring', 10, [6, 2], 25000, [115, 138], 'BD', [1995, 2010], { doors: 4 }),
  ]),
  make(19, 'Citroën', 220, [
    m(1, 'C3', 70, [1], 20000, [50, 81], 'BDE', [2002, null], { range: [320, 330] }),
    m(2, 'Berlingo', 60, [12, 13], 28000, [55, 96], 'DBE', [1996, null], { range: [270, 340] }),
    m(3, 'C4', 50, [6, 4], 30000, [74, 147], 'BDE', [2004, null], { range: [350, 420] }),
    m(4, 'C4 Picasso', 35, [12], 30000, [81, 120], 'DB', [2006, 2022], { seats: 7 }),
    m(5, 'C5 Aircross', 30, [4], 38000, [96, 165], 'DBH', [2018, null], { range: [55, 60] }),
    m(6, 'C3 Aircross', 30, [4], 25000, [60, 100], 'BD', [2017, null]),
    m(7, 'C1', 25, [1], 12000, [50, 53], 'B', [2005, 2022], { seats: 4 }),
    m(8, 'Jumpy', 20, [13, 12], 40000, [66, 130], 'DE', [1995, null], { ...VAN_3, range: [230, 330] }),
    m(9, 'Jumper', 15, [13], 45000, [81, 132], 'DE', [1994, null], { ...VAN_3, range: [200, 420] }),
    m(10, 'C5', 15, [6, 5], 32000, [88, 150], 'DB', [2001, 2017]),
    m(11, 'Xsara Picasso', 10, [12], 18000, [66, 100], 'BD', [1999, 2012]),
    m(12, 'C3 Picasso', 10, [12], 18000, [70, 88], 'BD', [2009, 2017]),
    m(13, 'C5 X', 3, [5, 6], 45000, [96, 165], 'BH', [2022, null], { range: [55, 60] }),
    m(14, '2CV', 3, [6, 2], 8000, [9, 21], 'B', [1949, 1990], { seats: 4, doors: 4 }),
  ]),
  make(20, 'Cupra', 130, [
    m(1, 'Formentor', 100, [4], 48000, [110, 245], 'BH', [2020, null], { range: [50, 60] }),
    m(2, 'Leon', 60, [6, 5], 42000, [110, 245], 'BH', [2020, null], { range: [50, 60] }),
    m(3, 'Born', 40, [6], 42000, [150, 240], 'E', [2021, null], { range: [400, 600] }),
    m(4, 'Ateca', 30, [4], 50000, [221, 221], 'B', [2018, null]),
    m(5, 'Tavascan', 5, [4], 55000, [210, 250], 'E', [2024, null], { range: [500, 570] }),
    m(6, 'Terramar', 5, [4], 48000, [110, 200], 'BH', [2024, null], { range: [100, 120] }),
  ]),
  make(21, 'Dacia', 240, [
    m(1, 'Duster', 100, [4], 26000, [66, 110], 'BDOH', [2010, null]),
    m(2, 'Sandero', 80, [1], 19000, [55, 84], 'BOD', [2008, null]),
    m(3, 'Logan', 25, [5, 6], 15000, [55, 75], 'BDO', [2004, 2022]),
    m(4, 'Lodgy', 20, [12], 18000, [66, 96], 'BDO', [2012, 2022], { seats: 7 }),
    m(5, 'Jogger', 20, [5, 12], 22000, [74, 104], 'BOH', [2022, null], { seats: 7 }),
    m(6, 'Dokker', 15, [12, 13], 15000, [55, 75], 'DBO', [2012, 2021]),
    m(7, 'Spring', 15, [1], 18000, [33, 48], 'E', [2021, null], { seats: 4, range: [220, 230] }),
    m(8, 'Bigster', 3, [4], 30000, [103, 114], 'BOH', [2025, null]),
  ]),
  make(22, 'Daihatsu', 25, [
    m(1, 'Cuore', 100, [1], 10000, [31, 43], 'B', [1980, 2012], { seats: 4 }),
    m(2, 'Sirion', 60, [1], 13000, [51, 76], 'B', [1998, 2013]),
    m(3, 'Terios', 60, [4], 20000, [63, 77], 'B', [1997, 2017]),
    m(4, 'Materia', 15, [12], 16000, [63, 76], 'B', [2006, 2011]),
    m(5, 'Charade', 10, [1], 12000, [40, 75], 'BD', [1977, 2013]),
    m(6, 'Copen', 10, [2], 20000, [50, 64], 'B', [2002, 2012], TWO_SEATER),
    m(7, 'YRV', 5, [12], 14000, [63, 102], 'B', [2001, 2005]),
    m(8, 'Feroza', 3, [4], 18000, [70, 70], 'B', [1988, 1998], { seats: 4, doors: 3 }),
  ]),
  make(24, 'Dodge', 8, [
    m(1, 'RAM', 60, [4], 70000, [160, 300], 'BO', [1981, null], { doors: 4 }),
    m(2, 'Challenger', 30, [3], 60000, [100, 527], 'B', [1970, 2023], COUPE_2P2),
    m(3, 'Caliber', 20, [6], 20000, [92, 135], 'BD', [2006, 2011]),
    m(4, 'Charger', 15, [6], 55000, [220, 527], 'B', [2006, 2023], { doors: 4 }),
    m(5, 'Nitro', 15, [4], 30000, [130, 150], 'DB', [2007, 2011]),
    m(6, 'Journey', 15, [4, 12], 30000, [103, 206], 'DB', [2008, 2011], { seats: 7 }),
    m(7, 'Viper', 3, [3, 2], 120000, [298, 477], 'B', [1992, 2017], TWO_SEATER),
  ]),
  make(25, 'DS', 20, [
    m(2, 'DS 3', 80, [1, 4], 30000, [74, 115], 'BDE', [2010, null], { range: [320, 400] }),
    m(1, 'DS 7', 70, [4], 50000, [96, 265], 'DBH', [2018, null], { range: [55, 65] }),
    m(3, 'DS 4', 60, [6], 38000, [96, 165], 'BDH', [2011, null], { range: [50, 60] }),
    m(4, 'DS 5', 30, [6, 5], 38000, [88, 165], 'DB', [2011, 2018]),
    m(5, 'DS 9', 5, [6], 60000, [165, 265], 'HB', [2021, null], { doors: 4, range: [50, 60] }),
  ]),
  make(27, 'Ferrari', 5, [
    m(1, 'California', 40, [2], 200000, [338, 412], 'B', [2008, 2017], COUPE_2P2),
    m(2, 'Portofino', 40, [2], 220000, [441, 456], 'B', [2017, 2023], COUPE_2P2),
    m(3, '488', 40, [3, 2], 250000, [492, 530], 'B', [2015, 2019], TWO_SEATER),
    m(4, 'Roma', 40, [3, 2], 230000, [456, 456], 'B', [2020, null], COUPE_2P2),
    m(5, '458', 30, [3, 2], 220000, [419, 445], 'B', [2009, 2015], TWO_SEATER),
    m(6, '296', 30, [3, 2], 300000, [610, 610], 'H', [2022, null], { ...TWO_SEATER, range: [25, 25] }),
    m(7, 'F8', 20, [3, 2], 280000, [530, 530], 'B', [2019, 2023], TWO_SEATER),
    m(8, 'SF90', 15, [3, 2], 480000, [735, 735], 'H', [2020, null], { ...TWO_SEATER, range: [25, 25] }),
    m(9, '812', 15, [3, 2], 380000, [588, 610], 'B', [2017, 2024], TWO_SEATER),
    m(10, 'F430', 15, [3, 2], 200000, [360, 375], 'B', [2004, 2009], TWO_SEATER),
    m(11, 'Purosangue', 10, [4], 450000, [533, 533], 'B', [2023, null], { seats: 4, doors: 4 }),
    m(12, '360', 10, [3, 2], 150000, [294, 313], 'B', [1999, 2005], TWO_SEATER),
    m(13, 'Testarossa', 5, [3], 200000, [287, 287], 'B', [1984, 1996], TWO_SEATER),
    m(14, '308', 5, [3, 2], 100000, [149, 177], 'B', [1975, 1985], TWO_SEATER),
  ]),
  make(28, 'Fiat', 250, [
    m(1, '500', 100, [1, 2], 20000, [13, 110], 'BH', [1957, null], { seats: 4, doors: 3 }),
    m(2, 'Panda', 80, [1, 4], 17000, [25, 74], 'BHO', [1980, null]),
    m(3, 'Punto', 40, [1], 14000, [44, 99], 'BD', [1993, 2018]),
    m(4, 'Ducato', 40, [13], 45000, [85, 132], 'DE', [1981, null], { ...VAN_3, range: [170, 280] }),
    m(5, 'Tipo', 30, [6, 5], 23000, [70, 96], 'DB', [2015, null]),
    m(6, 'Doblo', 25, [12, 13], 25000, [55, 96], 'DBO', [2001, null]),
    m(7, '500X', 25, [4], 28000, [81, 110], 'BD', [2014, 2024]),
    m(8, '500L', 15, [12], 22000, [70, 88], 'BD', [2012, 2022]),
    m(9, 'Grande Punto', 15, [1], 14000, [48, 88], 'BD', [2005, 2012]),
    m(10, '500e', 15, [1, 2], 32000, [70, 87], 'E', [2020, null], { seats: 4, doors: 3, range: [190, 320] }),
    m(11, 'Bravo', 8, [6], 20000, [66, 140], 'DB', [1995, 2014]),
    m(12, 'Fiorino', 8, [13], 17000, [55, 70], 'DB', [1977, 2024], { seats: 2, doors: 4 }),
    m(13, 'Scudo', 8, [13], 35000, [70, 132], 'D', [1996, null], VAN_3),
    m(14, 'Multipla', 4, [12], 20000, [76, 88], 'BDO', [1998, 2010], { seats: 6 }),
    m(15, 'Freemont', 4, [4, 12], 30000, [103, 125], 'D', [2011, 2016], { seats: 7 }),
    m(16, 'Talento', 4, [13], 35000, [70, 107], 'D', [2016, 2021], VAN_3),
    m(17, 'Seicento', 3, [1], 8000, [29, 40], 'B', [1998, 2010], { seats: 4, doors: 3 }),
    m(18, '124 Spider', 3, [2], 30000, [66, 103], 'B', [1966, 2020], TWO_SEATER),
  ]),
  make(29, 'Ford', 550, [
    m(1, 'Focus', 100, [6, 5], 32000, [55, 257], 'DB', [1998, 2025]),
    m(2, 'Fiesta', 60, [1], 20000, [29, 147], 'BD', [1976, 2023]),
    m(3, 'Kuga', 50, [4], 45000, [88, 180], 'DBH', [2008, null], { range: [50, 70] }),
    m(4, 'Mondeo', 30, [5, 6], 40000, [66, 177], 'DBH', [1993, 2022]),
    m(5, 'Puma', 30, [4, 3], 30000, [66, 147], 'B', [1997, null]),
    m(6, 'Transit', 30, [13], 50000, [40, 136], 'DE', [1965, null], { ...VAN_3, range: [250, 320] }),
    m(7, 'Transit Custom', 30, [13, 12], 48000, [77, 136], 'DH', [2012, null], { ...VAN_3, range: [45, 55] }),
    m(8, 'C-Max', 20, [12], 28000, [70, 134], 'DB', [2003, 2019]),
    m(9, 'S-Max', 20, [12], 45000, [88, 177], 'DBH', [2006, 2023], { seats: 7 }),
    m(10, 'Galaxy', 12, [12], 45000, [66, 177], 'DB', [1995, 2023], { seats: 7 }),
    m(11, 'EcoSport', 12, [4], 22000, [70, 103], 'BD', [2013, 2022]),
    m(12, 'Ka', 12, [1], 13000, [37, 63], 'B', [1996, 2020], { seats: 4, doors: 3 }),
    m(13, 'Transit Connect', 12, [13, 12], 30000, [55, 88], 'DB', [2002, null], VAN_3),
    m(14, 'Ranger', 12, [4], 50000, [96, 215], 'D', [1998, null], { doors: 4 }),
    m(15, 'Tourneo Custom', 10, [12], 55000, [77, 136], 'DH', [2012, null], { seats: 8, range: [40, 50] }),
    m(16, 'Mustang', 5, [3, 2], 60000, [120, 350], 'B', [1964, null], COUPE_2P2),
    m(17, 'Mustang Mach-E', 5, [4], 58000, [198, 358], 'E', [2021, null], { range: [400, 600] }),
    m(18, 'Fusion', 5, [12, 1], 16000, [55, 74], 'BD', [2002, 2012]),
    m(19, 'Escort', 4, [6, 5, 2], 15000, [40, 166], 'BD', [1968, 2000]),
    m(20, 'B-Max', 4, [12], 18000, [55, 92], 'BD', [2012, 2017]),
    m(21, 'Explorer', 3, [4], 50000, [125, 250], 'E', [2024, null], { range: [450, 600] }),
  ]),
  make(33, 'Honda', 70, [
    m(1, 'Civic', 100, [6, 5, 3], 32000, [37, 242], 'BHD', [1972, null]),
    m(2, 'CR-V', 80, [4], 48000, [100, 152], 'BHD', [1995, null]),
    m(3, 'Jazz', 60, [1, 12], 24000, [57, 90], 'BH', [2002, null]),
    m(4, 'HR-V', 40, [4], 35000, [77, 96], 'BHD', [1999, null]),
    m(5, 'Accord', 30, [6, 5], 35000, [50, 177], 'BDH', [1976, 2015]),
    m(6, 'ZR-V', 8, [4], 45000, [135, 135], 'H', [2023, null]),
    m(7, 'e', 5, [1], 38000, [100, 113], 'E', [2020, 2024], { seats: 4, range: [210, 220] }),
    m(8, 'FR-V', 5, [12], 25000, [93, 110], 'BD', [2004, 2009], { seats: 6 }),
    m(9, 'S2000', 3, [2], 45000, [176, 176], 'B', [1999, 2009], TWO_SEATER),
    m(10, 'Prelude', 3, [3], 30000, [85, 147], 'BH', [1978, null], COUPE_2P2),
    m(11, 'Insight', 3, [6], 25000, [65, 72], 'H', [1999, 2014]),
    m(12, 'CR-Z', 3, [3], 25000, [84, 91], 'H', [2010, 2016], { seats: 4, doors: 3 }),
    m(13, 'e:Ny1', 2, [4], 48000, [150, 150], 'E', [2023, null], { range: [400, 412] }),
  ]),
  make(34, 'Hyundai', 400, [
    m(1, 'Tucson', 100, [4], 46000, [85, 195], 'DBH', [2004, null]),
    m(2, 'i30', 80, [6, 5], 33000, [70, 206], 'DB', [2007, null]),
    m(3, 'i20', 50, [1], 26000, [55, 150], 'BD', [2008, null]),
    m(4, 'Kona', 50, [4], 35000, [88, 160], 'BED', [2017, null], { range: [300, 500] }),
    m(5, 'i10', 40, [1], 16000, [49, 74], 'B', [2008, null]),
    m(6, 'ix35', 25, [4], 28000, [99, 135], 'DB', [2010, 2015]),
    m(7, 'Santa Fe', 20, [4], 55000, [110, 195], 'DH', [2000, null], { seats: 7 }),
    m(8, 'ix20', 15, [12], 20000, [66, 94], 'BD', [2010, 2019]),
    m(9, 'Ioniq', 15, [6], 35000, [88, 104], 'E', [2016, 2022], { range: [200, 310] }),
    m(10, 'Ioniq 5', 15, [4], 50000, [125, 448], 'E', [2021, null], { range: [380, 570] }),
    m(11, 'Bayon', 10, [4], 24000, [62, 88], 'B', [2021, null]),
    m(12, 'H-1', 8, [12, 13], 35000, [85, 125], 'D', [1997, 2021], { seats: 8 }),
    m(13, 'Getz', 6, [1], 12000, [49, 81], 'BD', [2002, 2011]),
    m(14, 'Ioniq 6', 5, [6], 52000, [111, 239], 'E', [2022, null], { doors: 4, range: [430, 610] }),
    m(15, 'Atos', 3, [1], 10000, [40, 44], 'B', [1997, 2008]),
    m(16, 'Matrix', 3, [12], 16000, [60, 76], 'BD', [2001, 2010]),
    m(17, 'Staria', 3, [12], 55000, [130, 130], 'D', [2021, null], { seats: 8 }),
  ]),
  make(37, 'Jaguar', 35, [
    m(1, 'F-Pace', 100, [4], 70000, [120, 405], 'DBH', [2016, null], { range: [45, 55] }),
    m(2, 'XF', 70, [6, 5], 60000, [120, 405], 'DB', [2007, 2024], { doors: 4 }),
    m(3, 'XE', 50, [6], 50000, [120, 441], 'DB', [2015, 2024], { doors: 4 }),
    m(4, 'E-Pace', 40, [4], 50000, [110, 221], 'DBH', [2017, 2024], { range: [55, 60] }),
    m(5, 'I-Pace', 30, [4], 85000, [235, 294], 'E', [2018, 2024], { range: [400, 470] }),
    m(6, 'F-Type', 25, [2, 3], 95000, [221, 423], 'B', [2013, 2024], TWO_SEATER),
    m(7, 'XJ', 25, [6], 100000, [120, 405], 'DB', [1968, 2019], { doors: 4 }),
    m(8, 'X-Type', 20, [6, 5], 35000, [96, 171], 'DB', [2001, 2009], { doors: 4 }),
    m(9, 'S-Type', 15, [6], 45000, [112, 306], 'DB', [1999, 2008], { doors: 4 }),
    m(10, 'XK', 10, [3, 2], 100000, [224, 404], 'B', [1996, 2014], COUPE_2P2),
    m(11, 'E-Type', 3, [3, 2], 60000, [180, 200], 'B', [1961, 1975], TWO_SEATER),
  ]),
  make(38, 'Jeep', 60, [
    m(1, 'Renegade', 100, [4], 32000, [81, 176], 'BDH', [2014, null], { range: [40, 50] }),
    m(2, 'Compass', 70, [4], 40000, [96, 176], 'BDH', [2006, null], { range: [45, 50] }),
    m(3, 'Grand Cherokee', 40, [4], 85000, [140, 350], 'DBH', [1992, null], { range: [40, 50] }),
    m(4, 'Wrangler', 40, [4, 2], 70000, [80, 280], 'DBH', [1986, null], { seats: 4, doors: 3, range: [40, 45] }),
    m(5, 'Cherokee', 30, [4], 45000, [75, 200], 'DB', [1984, 2021]),
    m(6, 'Avenger', 15, [4], 30000, [74, 115], 'BE', [2023, null], { range: [390, 400] }),
    m(7, 'Commander', 3, [4], 50000, [160, 240], 'DB', [2006, 2010], { seats: 7 }),
    m(8, 'Gladiator', 2, [4], 70000, [194, 194], 'D', [2021, 2023], { doors: 4 }),
    m(9, 'CJ', 2, [4, 2], 20000, [40, 100], 'B', [1945, 1986], { seats: 4, doors: 2 }),
  ]),
  make(39, 'Kia', 300, [
    m(1, 'Sportage', 100, [4], 46000, [85, 195], 'DBH', [1993, null]),
    m(2, 'Ceed', 80, [6, 5], 29500, [74, 150], 'DBH', [2007, null]),
    m(3, 'Picanto', 40, [1], 15000, [49, 74], 'B', [2004, null]),
    m(4, 'Rio', 30, [1], 18000, [55, 88], 'BD', [2000, 2023]),
    m(5, 'Niro', 30, [4], 32000, [77, 104], 'H', [2016, null]),
    m(6, 'Stonic', 20, [4], 24000, [62, 88], 'B', [2017, null]),
    m(7, 'XCeed', 20, [4], 35000, [88, 150], 'BDH', [2019, null]),
    m(8, 'e-Niro', 15, [4], 45000, [100, 150], 'E', [2019, null], { range: [380, 460] }),
    m(9, 'Sorento', 15, [4], 55000, [110, 195], 'DH', [2002, null], { seats: 7 }),
    m(10, 'Venga', 10, [12], 18000, [66, 94], 'BD', [2010, 2019]),
    m(11, 'EV6', 8, [4], 55000, [125, 478], 'E', [2021, null], { range: [400, 580] }),
    m(12, 'Carens', 8, [12], 25000, [85, 125], 'DB', [1999, 2019], { seats: 7 }),
    m(13, 'Soul', 8, [4, 12], 25000, [81, 150], 'BDE', [2008, 2021], { range: [250, 450] }),
    m(14, 'ProCeed', 5, [5], 38000, [103, 150], 'BD', [2019, 2024]),
    m(15, 'Optima', 5, [6, 5], 35000, [100, 180], 'DBH', [2012, 2020]),
    m(16, 'Stinger', 3, [6], 60000, [147, 269], 'BD', [2017, 2023]),
    m(17, 'EV9', 2, [4], 80000, [150, 283], 'E', [2023, null], { seats: 7, range: [440, 560] }),
    m(18, 'EV3', 2, [4], 40000, [150, 150], 'E', [2024, null], { range: [430, 600] }),
  ]),
  make(40, 'Lamborghini', 3, [
    m(1, 'Urus', 100, [4], 260000, [478, 588], 'BH', [2018, null], { range: [55, 60] }),
    m(2, 'Huracán', 80, [3, 2], 250000, [426, 470], 'B', [2014, 2024], TWO_SEATER),
    m(3, 'Aventador', 40, [3, 2], 450000, [515, 574], 'B', [2011, 2022], TWO_SEATER),
    m(4, 'Gallardo', 40, [3, 2], 200000, [368, 419], 'B', [2003, 2013], TWO_SEATER),
    m(5, 'Murciélago', 15, [3, 2], 350000, [426, 493], 'B', [2001, 2010], TWO_SEATER),
    m(6, 'Revuelto', 10, [3], 550000, [747, 747], 'H', [2023, null], { ...TWO_SEATER, range: [10, 10] }),
    m(7, 'Countach', 3, [3], 500000, [276, 335], 'B', [1974, 1990], TWO_SEATER),
    m(8, 'Diablo', 3, [3, 2], 350000, [362, 405], 'B', [1990, 2001], TWO_SEATER),
  ]),
  make(41, 'Lancia', 10, [
    m(1, 'Ypsilon', 100, [1], 20000, [40, 115], 'BH', [1996, null]),
    m(2, 'Delta', 40, [6], 25000, [50, 158], 'BD', [1979, 2014]),
    m(3, 'Musa', 20, [12], 20000, [57, 88], 'BD', [2004, 2012]),
    m(4, 'Thema', 15, [6], 40000, [88, 175], 'DB', [1984, 2014], { doors: 4 }),
    m(5, 'Phedra', 10, [12], 35000, [88, 150], 'DB', [2002, 2010], { seats: 7 }),
    m(6, 'Fulvia', 3, [3, 6], 20000, [50, 85], 'B', [1963, 1976], COUPE_2P2),
  ]),
  make(42, 'Land Rover', 70, [
    m(1, 'Range Rover Evoque', 60, [4, 2], 55000, [110, 221], 'DBH', [2011, null], { range: [55, 65] }),
    m(2, 'Discovery Sport', 50, [4], 55000, [110, 227], 'DBH', [2014, null], { range: [55, 62] }),
    m(3, 'Range Rover Sport', 50, [4], 100000, [150, 467], 'DBH', [2005, null], { range: [45, 120] }),
    m(4, 'Defender', 50, [4], 80000, [50, 386], 'DBH', [1983, null], { range: [40, 50] }),
    m(5, 'Discovery', 40, [4], 75000, [80, 265], 'DB', [1989, null], { seats: 7 }),
    m(6, 'Range Rover', 30, [4], 150000, [99, 467], 'DBH', [1970, null], { range: [40, 120] }),
    m(7, 'Range Rover Velar', 30, [4], 75000, [132, 405], 'DBH', [2017, null], { range: [50, 65] }),
    m(8, 'Freelander', 30, [4], 35000, [72, 171], 'DB', [1997, 2014]),
    m(9, 'Series', 3, [4], 20000, [38, 67], 'BD', [1948, 1985], { seats: 3, doors: 3 }),
  ]),
  make(43, 'Lexus', 25, [
    m(1, 'NX', 100, [4], 69000, [145, 227], 'H', [2014, null]),
    m(2, 'RX', 70, [4], 85000, [150, 371], 'HB', [1998, null]),
    m(3, 'UX', 50, [4], 42000, [112, 150], 'H', [2019, null]),
    m(4, 'IS', 40, [6], 50000, [130, 311], 'HBD', [1999, 2021], { doors: 4 }),
    m(5, 'CT', 40, [6], 32000, [100, 100], 'H', [2011, 2022]),
    m(6, 'ES', 15, [6], 60000, [160, 160], 'H', [2019, null], { doors: 4 }),
    m(7, 'GS', 10, [6], 60000, [165, 351], 'HB', [1993, 2018], { doors: 4 }),
    m(8, 'LBX', 10, [4], 35000, [100, 100], 'H', [2024, null]),
    m(9, 'LS', 5, [6], 120000, [220, 310], 'HB', [1990, null], { doors: 4 }),
    m(10, 'RZ', 5, [4], 75000, [150, 230], 'E', [2023, null], { range: [400, 490] }),
    m(11, 'LC', 3, [3, 2], 120000, [264, 351], 'BH', [2017, null], COUPE_2P2),
  ]),
  make(44, 'Maserati', 10, [
    m(1, 'Ghibli', 100, [6], 100000, [243, 433], 'BDH', [2013, 2024], { doors: 4 }),
    m(2, 'Levante', 90, [4], 110000, [202, 433], 'DBH', [2016, 2024]),
    m(3, 'Quattroporte', 60, [6], 140000, [202, 460], 'BD', [1963, 2024], { doors: 4 }),
    m(4, 'GranTurismo', 30, [3], 180000, [298, 560], 'BE', [2007, null], { ...COUPE_2P2, range: [440, 450] }),
    m(5, 'Grecale', 30, [4], 90000, [220, 405], 'BE', [2022, null], { range: [490, 500] }),
    m(6, 'GranCabrio', 15, [2], 190000, [298, 405], 'B', [2010, null], COUPE_2P2),
    m(7, 'MC20', 5, [3, 2], 250000, [463, 463], 'B', [2020, null], TWO_SEATER),
    m(8, '3200 GT', 3, [3], 90000, [272, 272], 'B', [1998, 2002], COUPE_2P2),
  ]),
  make(45, 'Mazda', 280, [
    m(1, 'CX-5', 100, [4], 40000, [88, 143], 'BD', [2012, null]),
    m(2, '3', 70, [6], 34000, [74, 137], 'BD', [2003, null]),
    m(3, '6', 50, [6, 5], 38000, [88, 143], 'DB', [2002, 2024]),
    m(4, '2', 40, [1], 20000, [55, 85], 'BHD', [2003, null]),
    m(5, 'CX-30', 30, [4], 33000, [90, 137], 'BD', [2019, null]),
    m(6, 'CX-3', 25, [4], 25000, [85, 110], 'BD', [2015, 2022]),
    m(7, 'MX-5', 25, [2], 35000, [66, 135], 'B', [1989, null], TWO_SEATER),
    m(8, 'CX-60', 12, [4], 55000, [147, 241], 'DH', [2022, null], { range: [55, 65] }),
    m(9, '5', 8, [12], 25000, [81, 110], 'BD', [2005, 2015], { seats: 7 }),
    m(10, 'MX-30', 6, [4], 36000, [107, 125], 'E', [2020, null], { range: [170, 200] }),
    m(11, '323', 5, [6, 5], 15000, [40, 100], 'BD', [1977, 2003]),
    m(12, 'CX-7', 3, [4], 35000, [127, 191], 'BD', [2007, 2012]),
    m(13, 'RX-8', 3, [3], 35000, [141, 170], 'B', [2003, 2012], { seats: 4, doors: 4 }),
    m(14, '626', 3, [6, 5], 20000, [55, 125], 'BD', [1979, 2002]),
    m(15, 'CX-80', 2, [4], 70000, [187, 241], 'DH', [2024, null], { seats: 7, range: [60, 65] }),
  ]),
  make(47, 'Mercedes-Benz', 700, [
    m(1, 'C-Klasse', 100, [5, 6, 3, 2], 55000, [55, 375], 'DBH', [1993, null], { line: MB_C, range: [40, 110] }),
    m(2, 'E-Klasse', 80, [6, 5, 3, 2], 70000, [53, 450], 'DBH', [1984, null], { line: MB_E, doors: 4, range: [40, 100] }),
    m(3, 'A-Klasse', 60, [6, 1], 40000, [60, 310], 'BDH', [1997, null], { line: MB_A, range: [60, 80] }),
    m(4, 'GLC', 55, [4], 70000, [120, 500], 'DBH', [2015, null], { range: [40, 130] }),
    m(5, 'B-Klasse', 35, [12], 42000, [70, 165], 'DBH', [2005, null], { line: MB_B, range: [60, 80] }),
    m(6, 'GLA', 30, [4], 48000, [80, 310], 'DBH', [2014, null], { range: [60, 70] }),
    m(7, 'CLA', 25, [6, 5], 48000, [100, 310], 'BDH', [2013, null], { line: MB_A, range: [50, 80] }),
    m(8, 'Sprinter', 25, [13], 55000, [58, 140], 'DE', [1995, null], { ...VAN_3, range: [120, 440] }),
    m(9, 'GLB', 20, [4], 52000, [100, 225], 'DB', [2019, null]),
    m(10, 'GLE', 20, [4], 95000, [150, 450], 'DBH', [2015, null], { range: [40, 100] }),
    m(11, 'V-Klasse', 20, [12], 70000, [58, 175], 'D', [1996, null], { seats: 7 }),
    m(12, 'Vito', 20, [13, 12], 50000, [58, 175], 'DE', [1996, null], { ...VAN_3, range: [150, 360] }),
    m(13, 'S-Klasse', 12, [6], 130000, [110, 590], 'DBH', [1972, null], { line: MB_S, doors: 4, range: [40, 100] }),
    m(14, 'M-Klasse', 12, [4], 60000, [100, 375], 'DB', [1997, 2015]),
    m(15, 'CLS', 10, [6, 5], 80000, [150, 430], 'DB', [2004, 2023], { line: MB_E, doors: 4 }),
    m(16, 'GLK', 10, [4], 45000, [105, 225], 'DB', [2008, 2015]),
    m(17, 'CLK', 8, [3, 2], 45000, [100, 265], 'BD', [1997, 2010], { line: MB_C, ...COUPE_2P2 }),
    m(18, 'G-Klasse', 8, [4], 160000, [53, 430], 'DBE', [1979, null], { range: [450, 475] }),
    m(19, 'Citan', 8, [13, 12], 30000, [55, 96], 'DBE', [2012, null], { range: [280, 300] }),
    m(20, 'SLK', 8, [2], 50000, [100, 310], 'BD', [1996, 2020], TWO_SEATER),
    m(21, 'SL', 6, [2], 130000, [70, 430], 'B', [1954, null], TWO_SEATER),
    m(22, 'EQA', 6, [4], 55000, [140, 215], 'E', [2021, null], { range: [420, 560] }),
    m(23, 'GLS', 4, [4], 120000, [210, 450], 'DB', [2016, null], { seats: 7 }),
    m(24, 'EQB', 4, [4], 58000, [140, 215], 'E', [2021, null], { range: [400, 530] }),
    m(25, 'EQE', 3, [6, 4], 80000, [180, 505], 'E', [2022, null], { range: [500, 650] }),
  ]),
  make(48, 'MG', 40, [
    m(1, 'ZS', 100, [4], 25000, [78, 130], 'EB', [2017, null], { range: [260, 440] }),
    m(2, 'MG4', 80, [6], 38000, [125, 320], 'E', [2022, null], { range: [350, 520] }),
    m(3, 'HS', 60, [4], 35000, [119, 190], 'BH', [2019, null], { range: [50, 100] }),
    m(4, 'MG5', 20, [5], 35000, [115, 130], 'E', [2021, null], { range: [320, 400] }),
    m(5, 'MG3', 20, [1], 22000, [143, 143], 'H', [2024, null]),
    m(6, 'Marvel R', 5, [4], 45000, [132, 212], 'E', [2021, 2023], { range: [370, 400] }),
    m(7, 'MGB', 5, [2, 3], 20000, [62, 70], 'B', [1962, 1980], TWO_SEATER),
    m(8, 'Cyberster', 3, [2], 60000, [250, 375], 'E', [2024, null], { ...TWO_SEATER, range: [440, 510] }),
    m(9, 'MGF', 3, [2], 22000, [88, 118], 'B', [1995, 2002], TWO_SEATER),
  ]),
  make(49, 'Mini', 140, [
    m(1, 'Cooper', 100, [1, 2], 30000, [85, 135], 'BDE', [2001, null], { seats: 4, doors: 3, range: [230, 400] }),
    m(2, 'Countryman', 70, [4], 42000, [72, 233], 'DBH', [2010, null], { range: [40, 60] }),
    m(3, 'Cooper S', 50, [1, 2], 36000, [120, 150], 'B', [2001, null], { seats: 4, doors: 3 }),
    m(4, 'One', 40, [1], 24000, [55, 75], 'BD', [2001, 2024], { seats: 4, doors: 3 }),
    m(5, 'Clubman', 40, [5], 35000, [75, 225], 'DB', [2007, 2024]),
    m(6, 'John Cooper Works', 10, [1, 2], 45000, [155, 190], 'BE', [2008, null], { seats: 4, doors: 3, range: [350, 400] }),
    m(7, 'Paceman', 5, [3, 4], 30000, [82, 160], 'DB', [2012, 2016], { seats: 4, doors: 3 }),
    m(8, 'Mini (Classic)', 5, [1], 15000, [25, 57], 'B', [1959, 2000], { seats: 4, doors: 2 }),
    m(9, 'Coupé', 3, [3], 28000, [90, 155], 'BD', [2011, 2015], TWO_SEATER),
    m(10, 'Roadster', 3, [2], 28000, [90, 155], 'B', [2012, 2015], TWO_SEATER),
    m(11, 'Aceman', 3, [4], 38000, [135, 190], 'E', [2024, null], { range: [300, 400] }),
  ]),
  make(50, 'Mitsubishi', 130, [
    m(1, 'Outlander', 100, [4], 48000, [110, 225], 'HDB', [2003, null], { range: [45, 85] }),
    m(2, 'ASX', 80, [4], 28000, [85, 120], 'BDH', [2010, null]),
    m(3, 'Space Star', 60, [1], 16000, [52, 59], 'B', [2013, null]),
    m(4, 'Colt', 40, [1], 16000, [40, 110], 'BDH', [1978, null]),
    m(5, 'L200', 30, [4], 42000, [60, 150], 'D', [1978, null], { doors: 4 }),
    m(6, 'Eclipse Cross', 25, [4], 38000, [120, 138], 'BH', [2018, null], { range: [45, 55] }),
    m(7, 'Pajero', 20, [4], 45000, [60, 147], 'DB', [1982, 2021], { seats: 7 }),
    m(8, 'Lancer', 15, [6, 5], 22000, [50, 220], 'BD', [1973, 2017], { doors: 4 }),
    m(9, 'Galant', 5, [6, 5], 25000, [66, 140], 'BD', [1976, 2003], { doors: 4 }),
    m(10, 'Carisma', 5, [6], 18000, [66, 100], 'BD', [1995, 2004]),
    m(11, 'i-MiEV', 3, [1], 30000, [35, 49], 'E', [2009, 2020], { seats: 4, range: [100, 160] }),
    m(12, 'Grandis', 3, [12], 30000, [100, 120], 'BD', [2003, 2011], { seats: 7 }),
  ]),
  make(52, 'Nissan', 180, [
    m(1, 'Qashqai', 100, [4], 38000, [85, 140], 'BDH', [2007, null]),
    m(2, 'Juke', 50, [4], 28000, [69, 140], 'BDH', [2010, null]),
    m(3, 'Micra', 40, [1], 18000, [40, 85], 'BD', [1983, 2023]),
    m(4, 'X-Trail', 40, [4], 48000, [96, 157], 'DBH', [2001, null]),
    m(5, 'Leaf', 30, [6, 1], 38000, [80, 160], 'E', [2011, null], { range: [170, 385] }),
    m(6, 'Note', 15, [12, 1], 16000, [59, 81], 'BD', [2006, 2017]),
    m(7, 'Navara', 15, [4], 45000, [106, 140], 'D', [1997, 2021], { doors: 4 }),
    m(8, 'Almera', 6, [6], 15000, [55, 84], 'BD', [1995, 2006]),
    m(9, 'Primera', 6, [6, 5], 22000, [66, 103], 'BD', [1990, 2008]),
    m(10, 'NV200', 6, [13, 12], 25000, [66, 80], 'DE', [2009, 2022], { range: [170, 300] }),
    m(11, 'Pathfinder', 5, [4], 45000, [100, 170], 'D', [1997, 2014], { seats: 7 }),
    m(12, 'Primastar', 5, [13], 40000, [66, 125], 'D', [2002, null], VAN_3),
    m(13, 'Ariya', 5, [4], 50000, [160, 290], 'E', [2022, null], { range: [400, 530] }),
    m(14, '370Z', 3, [3, 2], 45000, [241, 253], 'B', [2009, 2020], TWO_SEATER),
    m(15, 'Townstar', 3, [12, 13], 30000, [96, 96], 'BE', [2022, null], { range: [280, 300] }),
    m(16, 'Patrol', 3, [4], 60000, [70, 120], 'D', [1951, 2010]),
    m(17, '350Z', 2, [3, 2], 40000, [206, 230], 'B', [2003, 2009], TWO_SEATER),
    m(18, 'GT-R', 1, [3], 110000, [357, 441], 'B', [2007, 2022], COUPE_2P2),
  ]),
  make(54, 'Opel', 450, [
    m(1, 'Astra', 100, [6, 5, 2], 32000, [44, 206], 'DBH', [1991, null], { range: [55, 65] }),
    m(2, 'Corsa', 80, [1], 21000, [33, 115], 'BDE', [1982, null], { range: [330, 400] }),
    m(3, 'Insignia', 35, [6, 5], 42000, [81, 191], 'DB', [2008, 2022]),
    m(4, 'Mokka', 30, [4], 30000, [74, 115], 'BDE', [2012, null], { range: [320, 400] }),
    m(5, 'Zafira', 30, [12], 35000, [60, 147], 'DBO', [1999, null], { seats: 7 }),
    m(6, 'Crossland', 20, [4], 26000, [60, 96], 'BD', [2017, 2024]),
    m(7, 'Grandland', 20, [4], 40000, [96, 221], 'DBH', [2017, null], { range: [50, 85] }),
    m(8, 'Meriva', 15, [12], 20000, [55, 103], 'BD', [2003, 2017]),
    m(9, 'Combo', 15, [12, 13], 28000, [55, 100], 'DBE', [1994, null], { range: [270, 330] }),
    m(10, 'Vivaro', 15, [13, 12], 40000, [66, 130], 'DE', [2001, null], { ...VAN_3, range: [220, 350] }),
    m(11, 'Vectra', 10, [6, 5], 25000, [55, 206], 'BD', [1988, 2008]),
    m(12, 'Movano', 10, [13], 50000, [75, 132], 'DE', [1998, null], { ...VAN_3, range: [115, 420] }),
    m(13, 'Adam', 8, [1], 16000, [51, 110], 'B', [2013, 2019], { seats: 4, doors: 3 }),
    m(14, 'Karl', 6, [1], 12000, [49, 55], 'B', [2015, 2019]),
    m(15, 'Agila', 6, [1], 11000, [44, 74], 'B', [2000, 2014]),
    m(16, 'Antara', 5, [4], 30000, [110, 135], 'DB', [2006, 2015]),
    m(17, 'Omega', 3, [6, 5], 35000, [74, 160], 'BD', [1986, 2003], { doors: 4 }),
    m(18, 'Frontera', 3, [4], 25000, [74, 150], 'DBE', [1991, null], { range: [300, 410] }),
    m(19, 'Kadett', 3, [6, 5, 2], 15000, [29, 115], 'BD', [1962, 1991]),
    m(20, 'Manta', 1, [3], 15000, [44, 81], 'B', [1970, 1988], COUPE_2P2),
    m(21, 'Calibra', 1, [3], 30000, [85, 150], 'B', [1989, 1997], COUPE_2P2),
  ]),
  make(55, 'Peugeot', 330, [
    m(1, '208', 80, [1], 27000, [50, 156], 'BDE', [2012, null], { range: [340, 410] }),
    m(2, '308', 80, [6, 5], 36000, [66, 200], 'DBH', [2007, null], { range: [55, 65] }),
    m(3, '3008', 60, [4, 12], 45000, [88, 221], 'DBH', [2009, null], { range: [55, 85] }),
    m(4, '2008', 50, [4], 32000, [74, 115], 'BDE', [2013, null], { range: [320, 410] }),
    m(5, '5008', 30, [4, 12], 45000, [96, 157], 'DBH', [2009, null], { seats: 7 }),
    m(6, '206', 25, [1, 2, 5], 14000, [44, 130], 'BD', [1998, 2012]),
    m(7, '207', 20, [1, 2, 5], 16000, [54, 129], 'BD', [2006, 2014]),
    m(8, '508', 20, [6, 5], 45000, [96, 265], 'DBH', [2010, null], { range: [50, 65] }),
    m(9, 'Partner', 20, [13, 12], 28000, [55, 96], 'DBE', [1996, null], { range: [270, 340] }),
    m(10, '307', 15, [6, 5, 2], 20000, [55, 130], 'BD', [2001, 2009]),
    m(11, 'Expert', 12, [13, 12], 42000, [66, 130], 'DE', [1995, null], { ...VAN_3, range: [230, 350] }),
    m(12, '107', 12, [1], 11000, [50, 50], 'B', [2005, 2014], { seats: 4 }),
    m(13, '108', 12, [1], 14000, [51, 60], 'B', [2014, 2021], { seats: 4 }),
    m(14, 'Rifter', 10, [12], 32000, [75, 96], 'DBE', [2018, null], { range: [280, 330] }),
    m(15, 'Boxer', 10, [13], 48000, [81, 132], 'DE', [1994, null], { ...VAN_3, range: [200, 420] }),
    m(16, '407', 8, [6, 5, 3], 30000, [80, 155], 'DB', [2004, 2011], { doors: 4 }),
    m(17, '106', 5, [1], 10000, [33, 88], 'BD', [1991, 2003], { seats: 4, doors: 3 }),
    m(18, '205', 3, [1, 2], 10000, [33, 95], 'BD', [1983, 1998], { doors: 3 }),
    m(19, 'RCZ', 2, [3], 35000, [115, 199], 'BD', [2010, 2015], COUPE_2P2),
  ]),
  make(56, 'Polestar', 20, [
    m(1, '2', 100, [6], 55000, [170, 350], 'E', [2020, null], { range: [440, 650] }),
    m(2, '3', 20, [4], 90000, [360, 380], 'E', [2024, null], { range: [560, 630] }),
    m(3, '4', 20, [4], 65000, [200, 400], 'E', [2024, null], { range: [520, 620] }),
    m(4, '1', 2, [3], 155000, [447, 447], 'H', [2019, 2021], { ...COUPE_2P2, range: [124, 124] }),
  ]),
  make(57, 'Porsche', 90, [
    m(1, '911', 100, [3, 2], 150000, [96, 478], 'B', [1964, null], COUPE_2P2),
    m(2, 'Cayenne', 70, [4], 110000, [184, 544], 'BHD', [2002, null], { range: [30, 90] }),
    m(3, 'Macan', 70, [4], 85000, [135, 470], 'BDE', [2014, null], { range: [500, 640] }),
    m(4, 'Panamera', 30, [6, 5], 130000, [220, 515], 'BHD', [2009, null], { seats: 4, range: [30, 90] }),
    m(5, 'Boxster', 30, [2], 80000, [150, 300], 'B', [1996, null], TWO_SEATER),
    m(6, 'Cayman', 25, [3], 85000, [180, 368], 'B', [2005, null], TWO_SEATER),
    m(7, 'Taycan', 20, [6, 5], 110000, [240, 700], 'E', [2019, null], { seats: 4, doors: 4, range: [400, 680] }),
    m(8, '944', 5, [3, 2], 45000, [110, 184], 'B', [1982, 1991], COUPE_2P2),
    m(9, '928', 3, [3], 90000, [176, 257], 'B', [1977, 1995], COUPE_2P2),
    m(10, '924', 3, [3], 30000, [80, 130], 'B', [1976, 1988], COUPE_2P2),
    m(11, '356', 2, [3, 2], 40000, [26, 96], 'B', [1948, 1965], COUPE_2P2),
  ]),
  make(58, 'Renault', 350, [
    m(1, 'Clio', 100, [1, 5], 25000, [40, 162], 'BDH', [1990, null]),
    m(2, 'Megane', 60, [6, 5, 3, 2], 30000, [66, 221], 'DBH', [1995, null], { range: [45, 50] }),
    m(3, 'Captur', 50, [4], 31000, [66, 116], 'BDH', [2013, null], { range: [45, 50] }),
    m(4, 'Scenic', 35, [12, 4], 32000, [70, 160], 'DBE', [1996, null], { range: [430, 620] }),
    m(5, 'Kangoo', 30, [12, 13], 28000, [55, 90], 'DBE', [1997, null], { range: [170, 300] }),
    m(6, 'Zoe', 30, [1], 32000, [65, 100], 'E', [2013, 2024], { range: [240, 395] }),
    m(7, 'Twingo', 30, [1], 16000, [40, 80], 'BE', [1993, 2024], { seats: 4, range: [180, 190] }),
    m(8, 'Kadjar', 25, [4], 30000, [81, 120], 'DB', [2015, 2022]),
    m(9, 'Trafic', 20, [13, 12], 42000, [45, 125], 'D', [1980, null], VAN_3),
    m(10, 'Laguna', 12, [6, 5], 28000, [66, 175], 'DB', [1994, 2015]),
    m(11, 'Espace', 12, [12, 4], 50000, [60, 147], 'DBH', [1984, null], { seats: 7 }),
    m(12, 'Master', 12, [13], 50000, [50, 132], 'DE', [1980, null], { ...VAN_3, range: [120, 460] }),
    m(13, 'Austral', 10, [4], 42000, [96, 147], 'BH', [2022, null]),
    m(14, 'Arkana', 10, [4], 35000, [103, 107], 'BH', [2021, null]),
    m(15, 'Koleos', 8, [4], 40000, [104, 136], 'D', [2008, 2019]),
    m(16, 'Megane E-Tech', 8, [6], 42000, [96, 160], 'E', [2022, null], { range: [300, 470] }),
    m(17, '5 E-Tech', 3, [1], 32000, [70, 110], 'E', [2024, null], { range: [310, 410] }),
    m(18, 'R4', 2, [5], 8000, [20, 25], 'B', [1961, 1994], { seats: 4 }),
  ]),
  make(59, 'Saab', 8, [
    m(1, '9-3', 100, [6, 5, 2], 35000, [85, 206], 'DB', [1998, 2014], { doors: 4 }),
    m(2, '9-5', 60, [6, 5], 45000, [110, 221], 'DB', [1997, 2011], { doors: 4 }),
    m(3, '900', 20, [6, 2, 3], 25000, [74, 136], 'B', [1978, 1998]),
    m(4, '9000', 10, [6], 30000, [96, 165], 'B', [1984, 1998]),
    m(5, '96', 2, [3], 10000, [30, 48], 'B', [1960, 1980], COUPE_2P2),
  ]),
  make(60, 'Skoda', 850, [
    m(1, 'Octavia', 100, [5, 6], 39000, [55, 195], 'DBHO', [1996, null], { range: [55, 70] }),
    m(2, 'Fabia', 45, [1, 5], 22000, [40, 132], 'BD', [1999, null]),
    m(3, 'Superb', 40, [5, 6], 50000, [88, 206], 'DBH', [2001, null], { range: [55, 120] }),
    m(4, 'Kodiaq', 35, [4], 58000, [110, 180], 'DBH', [2016, null], { seats: 7, range: [100, 120] }),
    m(5, 'Karoq', 30, [4], 45000, [81, 140], 'DB', [2017, null]),
    m(6, 'Kamiq', 20, [4], 34500, [70, 110], 'B', [2019, null]),
    m(7, 'Scala', 15, [6], 31000, [70, 110], 'BD', [2019, null]),
    m(8, 'Yeti', 15, [4], 28000, [77, 125], 'DB', [2009, 2017]),
    m(9, 'Enyaq', 15, [4], 52000, [109, 250], 'E', [2021, null], { range: [400, 570] }),
    m(10, 'Roomster', 8, [12], 20000, [51, 77], 'DB', [2006, 2015]),
    m(11, 'Rapid', 8, [6], 22000, [55, 92], 'BD', [2012, 2019]),
    m(12, 'Citigo', 6, [1], 14000, [44, 61], 'BEO', [2011, 2020], { seats: 4, range: [250, 270] }),
    m(13, 'Felicia', 3, [1, 5], 10000, [40, 55], 'BD', [1994, 2001]),
    m(14, 'Elroq', 2, [4], 40000, [125, 210], 'E', [2024, null], { range: [370, 580] }),
    m(15, 'Favorit', 1, [1], 8000, [46, 50], 'B', [1987, 1995]),
  ]),
  make(61, 'Seat', 450, [
    m(1, 'Leon', 100, [6, 5], 32000, [66, 228], 'DBHO', [1999, null], { range: [60, 130] }),
    m(2, 'Ibiza', 70, [1], 26000, [44, 147], 'BDO', [1984, null]),
    m(3, 'Ateca', 40, [4], 42000, [81, 140], 'DB', [2016, null]),
    m(4, 'Arona', 30, [4], 31000, [70, 110], 'BO', [2017, null]),
    m(5, 'Alhambra', 25, [12], 45000, [85, 162], 'DB', [1996, 2020], { seats: 7 }),
    m(6, 'Tarraco', 15, [4], 45000, [110, 180], 'DBH', [2018, null], { seats: 7, range: [45, 55] }),
    m(7, 'Altea', 12, [12], 22000, [63, 177], 'DB', [2004, 2015]),
    m(8, 'Toledo', 8, [6], 22000, [55, 132], 'DB', [1991, 2019]),
    m(9, 'Mii', 8, [1], 14000, [44, 61], 'BEO', [2011, 2021], { seats: 4, range: [250, 260] }),
    m(10, 'Exeo', 5, [6, 5], 30000, [88, 155], 'DB', [2008, 2013], { doors: 4 }),
    m(11, 'Cordoba', 3, [6], 18000, [44, 110], 'DB', [1993, 2009], { doors: 4 }),
    m(12, 'Arosa', 2, [1], 10000, [37, 74], 'BD', [1997, 2004], { seats: 4, doors: 3 }),
  ]),
  make(62, 'Smart', 50, [
    m(1, 'fortwo', 100, [1, 2], 25000, [45, 80], 'BE', [1998, 2024], { ...TWO_SEATER, range: [130, 160] }),
    m(2, 'forfour', 40, [1], 20000, [52, 80], 'BE', [2004, 2021], { seats: 4, range: [130, 150] }),
    m(3, '#1', 20, [4], 42000, [200, 315], 'E', [2023, null], { range: [400, 440] }),
    m(4, '#3', 8, [4], 45000, [200, 315], 'E', [2024, null], { range: [415, 455] }),
    m(5, 'Roadster', 3, [2], 18000, [45, 60], 'B', [2003, 2005], TWO_SEATER),
  ]),
  make(63, 'Ssangyong', 30, [
    m(1, 'Korando', 100, [4], 35000, [100, 140], 'DBE', [1996, null], { range: [330, 340] }),
    m(2, 'Tivoli', 70, [4], 25000, [94, 120], 'BD', [2015, null]),
    m(3, 'Rexton', 60, [4], 50000, [133, 149], 'D', [2001, null], { seats: 7 }),
    m(4, 'Musso', 40, [4], 42000, [133, 149], 'D', [1993, null], { doors: 4 }),
    m(5, 'Kyron', 20, [4], 28000, [104, 104], 'D', [2005, 2011]),
    m(6, 'Rodius', 10, [12], 30000, [110, 133], 'D', [2004, 2019], { seats: 7 }),
    m(7, 'Torres', 10, [4], 38000, [120, 152], 'BE', [2023, null], { range: [460, 470] }),
    m(8, 'Actyon', 8, [4], 28000, [104, 104], 'D', [2006, 2012]),
  ]),
  make(64, 'Subaru', 50, [
    m(1, 'Forester', 100, [4], 42000, [92, 177], 'BHD', [1997, null]),
    m(2, 'Outback', 70, [5, 4], 50000, [110, 191], 'BD', [1995, null]),
    m(3, 'XV', 60, [4], 30000, [84, 110], 'BDH', [2012, 2023]),
    m(4, 'Impreza', 40, [6, 5], 28000, [66, 221], 'BD', [1992, 2023]),
    m(5, 'Legacy', 30, [5, 6], 35000, [85, 191], 'BD', [1989, 2014]),
    m(6, 'Levorg', 15, [5], 40000, [110, 125], 'B', [2015, null]),
    m(7, 'Crosstrek', 10, [4], 38000, [100, 100], 'H', [2023, null]),
    m(8, 'BRZ', 5, [3], 40000, [147, 172], 'B', [2012, null], COUPE_2P2),
    m(9, 'Solterra', 5, [4], 60000, [160, 160], 'E', [2022, null], { range: [400, 466] }),
    m(10, 'Justy', 5, [1], 12000, [50, 69], 'B', [1984, 2011]),
  ]),
  make(65, 'Suzuki', 180, [
    m(1, 'Vitara', 80, [4], 30000, [59, 103], 'BHD', [1988, null]),
    m(2, 'Swift', 80, [1], 20000, [37, 103], 'BHD', [1983, null]),
    m(3, 'S-Cross', 40, [4], 30000, [85, 103], 'BDH', [2013, null]),
    m(4, 'Ignis', 30, [1, 4], 18000, [61, 66], 'BH', [2000, null]),
    m(5, 'Jimny', 30, [4], 28000, [59, 75], 'BD', [1998, null], { seats: 4, doors: 3 }),
    m(6, 'SX4', 20, [4, 6], 20000, [79, 88], 'BD', [2006, 2014]),
    m(7, 'Grand Vitara', 20, [4], 28000, [90, 140], 'DB', [1998, 2015]),
    m(8, 'Alto', 15, [1], 11000, [40, 50], 'B', [1994, 2014], { seats: 4 }),
    m(9, 'Splash', 10, [1, 12], 13000, [48, 69], 'BD', [2008, 2015]),
    m(10, 'Baleno', 8, [1], 16000, [66, 82], 'B', [1995, 2020]),
    m(11, 'Swace', 5, [5], 32000, [90, 90], 'H', [2020, null]),
    m(12, 'Wagon R+', 5, [12, 1], 11000, [40, 58], 'BD', [1997, 2007]),
    m(13, 'Liana', 4, [6, 5], 16000, [76, 79], 'BD', [2001, 2007]),
    m(14, 'Celerio', 4, [1], 12000, [50, 50], 'B', [2014, 2019]),
    m(15, 'Across', 3, [4], 55000, [225, 225], 'H', [2020, null], { range: [75, 75] }),
    m(16, 'Samurai', 3, [4], 12000, [40, 51], 'BD', [1981, 2004], { seats: 4, doors: 3 }),
  ]),
  make(67, 'Tesla', 100, [
    m(1, 'Model 3', 100, [6], 45000, [208, 460], 'E', [2019, null], { doors: 4, range: [430, 630] }),
    m(2, 'Model Y', 90, [4], 48000, [220, 393], 'E', [2021, null], { range: [430, 600] }),
    m(3, 'Model S', 20, [6], 100000, [225, 760], 'E', [2013, null], { range: [400, 650] }),
    m(4, 'Model X', 12, [4], 110000, [245, 750], 'E', [2016, null], { seats: 7, range: [400, 580] }),
    m(5, 'Roadster', 1, [2], 100000, [185, 215], 'E', [2008, 2012], { ...TWO_SEATER, range: [340, 390] }),
  ]),
  make(68, 'Toyota', 350, [
    m(1, 'Yaris', 100, [1], 27000, [51, 88], 'HBD', [1999, null]),
    m(2, 'RAV4', 70, [4], 48000, [85, 225], 'HBD', [1994, null]),
    m(3, 'Corolla', 60, [6, 5], 32000, [44, 144], 'HBD', [1966, null]),
    m(4, 'C-HR', 40, [4], 42000, [85, 165], 'HB', [2016, null]),
    m(5, 'Auris', 40, [6, 5], 29000, [73, 130], 'HBD', [2006, 2018]),
    m(6, 'Yaris Cross', 40, [4], 32000, [85, 96], 'H', [2021, null]),
    m(7, 'Aygo', 35, [1], 16000, [50, 53], 'B', [2005, 2022], { seats: 4 }),
    m(8, 'Prius', 15, [6], 40000, [73, 164], 'H', [1997, null]),
    m(9, 'Aygo X', 15, [1, 4], 19000, [53, 85], 'BH', [2022, null], { seats: 4 }),
    m(10, 'Hilux', 15, [4], 50000, [55, 150], 'D', [1968, null], { doors: 4 }),
    m(11, 'Land Cruiser', 12, [4], 75000, [70, 200], 'D', [1951, null]),
    m(12, 'Verso', 12, [12], 28000, [93, 130], 'DB', [2009, 2018], { seats: 7 }),
    m(13, 'Avensis', 12, [6, 5], 30000, [81, 130], 'DB', [1997, 2018]),
    m(14, 'Proace', 10, [13, 12], 42000, [70, 130], 'DE', [2013, null], { ...VAN_3, range: [230, 330] }),
    m(15, 'bZ4X', 5, [4], 50000, [150, 252], 'E', [2022, null], { range: [410, 500] }),
    m(16, 'GT86', 3, [3], 40000, [147, 147], 'B', [2012, 2021], COUPE_2P2),
    m(17, 'Supra', 3, [3], 70000, [90, 285], 'B', [1978, null], TWO_SEATER),
    m(18, 'Celica', 3, [3], 25000, [63, 140], 'B', [1970, 2006], COUPE_2P2),
  ]),
  make(72, 'Volvo', 200, [
    m(1, 'XC60', 100, [4], 70000, [110, 340], 'DBH', [2008, null], { range: [40, 80] }),
    m(2, 'XC40', 60, [4], 54000, [95, 200], 'BDH', [2018, null], { range: [40, 45] }),
    m(3, 'V60', 50, [5], 55000, [88, 340], 'DBH', [2010, null], { range: [40, 90] }),
    m(4, 'XC90', 40, [4], 90000, [140, 340], 'DBH', [2002, null], { seats: 7, range: [40, 70] }),
    m(5, 'V40', 35, [6, 5], 30000, [66, 187], 'DB', [1995, 2019]),
    m(6, 'V70', 25, [5], 45000, [96, 228], 'DB', [1996, 2016]),
    m(7, 'V90', 20, [5], 70000, [110, 340], 'DBH', [2016, null], { range: [40, 80] }),
    m(8, 'S60', 12, [6], 50000, [110, 340], 'DBH', [2000, null], { doors: 4, range: [40, 80] }),
    m(9, 'V50', 10, [5], 28000, [80, 162], 'DB', [2004, 2012]),
    m(10, 'EX30', 8, [4], 40000, [200, 315], 'E', [2023, null], { range: [340, 480] }),
    m(11, 'S90', 5, [6], 65000, [140, 340], 'DBH', [2016, 2021], { doors: 4, range: [40, 80] }),
    m(12, 'C30', 5, [3, 1], 25000, [74, 169], 'DB', [2006, 2013], { seats: 4, doors: 3 }),
    m(13, 'C40', 5, [4], 55000, [170, 300], 'E', [2021, null], { range: [430, 580] }),
    m(14, '240', 3, [6, 5], 20000, [60, 114], 'BD', [1974, 1993], { doors: 4 }),
    m(15, '850', 2, [6, 5], 30000, [93, 184], 'BD', [1991, 1997], { doors: 4 }),
  ]),
  make(74, 'VW', 1700, [
    m(1, 'Golf', 100, [6, 5, 2], 36000, [37, 245], 'DBHO', [1974, null], { range: [50, 70] }),
    m(2, 'Passat', 60, [5, 6], 48000, [40, 200], 'DBH', [1973, null], { range: [50, 100] }),
    m(3, 'Tiguan', 55, [4], 45000, [85, 235], 'DBH', [2007, null], { range: [50, 120] }),
    m(4, 'Polo', 45, [1], 23000, [29, 152], 'BD', [1975, null]),
    m(5, 'T-Roc', 35, [4, 2], 42000, [81, 221], 'BD', [2017, null]),
    m(6, 'Caddy', 30, [12, 13], 35000, [40, 125], 'DBO', [1980, null]),
    m(7, 'Transporter', 30, [13, 12], 44000, [18, 150], 'D', [1950, null], VAN_3),
    m(8, 'Touran', 28, [12], 42000, [66, 140], 'DB', [2003, null], { seats: 7 }),
    m(9, 'T-Cross', 20, [4], 33000, [70, 110], 'B', [2019, null]),
    m(10, 'Sharan', 15, [12], 45000, [66, 162], 'DB', [1995, 2022], { seats: 7 }),
    m(11, 'Multivan', 15, [12], 70000, [51, 160], 'DBH', [1985, null], { seats: 7, range: [45, 50] }),
    m(12, 'ID.3', 12, [6], 42000, [110, 240], 'E', [2020, null], { range: [350, 600] }),
    m(13, 'ID.4', 12, [4], 50000, [109, 250], 'E', [2021, null], { range: [360, 550] }),
    m(14, 'Up!', 12, [1], 18500, [44, 85], 'BEO', [2011, 2023], { seats: 4, range: [160, 260] }),
    m(15, 'Touareg', 10, [4], 85000, [150, 340], 'DBH', [2002, null], { range: [45, 50] }),
    m(16, 'Crafter', 8, [13], 55000, [75, 130], 'DE', [2006, null], { ...VAN_3, range: [110, 175] }),
    m(17, 'Arteon', 7, [6, 5], 58000, [110, 235], 'DBH', [2017, 2024], { range: [50, 60] }),
    m(18, 'Taigo', 5, [4], 28000, [70, 110], 'B', [2021, null]),
    m(19, 'Jetta', 5, [6], 28000, [37, 147], 'DB', [1979, 2019], { doors: 4 }),
    m(20, 'ID.5', 4, [4], 55000, [128, 250], 'E', [2022, null], { range: [400, 560] }),
    m(21, 'Amarok', 4, [4], 55000, [103, 190], 'D', [2010, null], { doors: 4 }),
    m(22, 'ID. Buzz', 3, [12], 70000, [150, 250], 'E', [2022, null], { range: [400, 480] }),
    m(23, 'Käfer', 3, [6, 2], 12000, [22, 37], 'B', [1950, 1985], { seats: 4, doors: 2 }),
    m(24, 'Scirocco', 3, [3], 30000, [37, 206], 'BD', [1974, 2017], { seats: 4, doors: 3 }),
    m(25, 'ID.7', 3, [6, 5], 57000, [210, 250], 'E', [2023, null], { range: [480, 700] }),
  ]),
  make(80, 'Puch', 3, [
    m(1, 'G', 100, [4], 50000, [53, 130], 'DB', [1979, 2000]),
    m(2, '500', 60, [1], 8000, [12, 30], 'B', [1957, 1975], { seats: 4, doors: 2 }),
    m(3, 'Pinzgauer', 20, [4, 13], 40000, [64, 100], 'BD', [1971, 2000], { seats: 10, doors: 2 }),
    m(4, '650 TR', 10, [1, 3], 10000, [20, 30], 'B', [1964, 1969], { seats: 4, doors: 2 }),
  ]),
];

const collator = new Intl.Collator('de-AT', { sensitivity: 'base' });

/** All makes, sorted alphabetically; `idx` is the 0-based display position. */
export const MAKES: readonly MakeSpec[] = [...RAW_MAKES]
  .sort((a, b) => collator.compare(a.name, b.name))
  .map((mk, idx) => ({ id: mk.id, name: mk.name, safeValue: mk.safeValue, idx, weight: mk.weight, models: mk.models }));
