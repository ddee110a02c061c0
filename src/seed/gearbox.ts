/**
 * The gearbox of a demo car as the makers built it: whether it is an automatic (by the variant and the
 * market share of the year) and how many gears it has (by power, displacement, era and maker).
 *
 * - Electric cars have a single reduction gear and full hybrids with a power-split or multi-mode drive
 *   (Toyota, Lexus, Honda, Renault/Dacia E-Tech) an e-CVT: an automatic with no
 *   gear count to show.
 * - Manual gearboxes: five gears for small engines and older cars, six above 100 kW and on most
 *   cars of 80 kW and more from the mid-2000s.
 * - Automatics: four gears before 1995, five to 2003, then six; the dual-clutch boxes of the VW group
 *   and the city cars' automated manuals (five gears) in their own way; eight gears only on engines of
 *   1.5 litres and 90 kW and more from 2009 (ZF 8HP, Aisin), nine on Mercedes-Benz from 2014.
 */
import type { SeededRandom } from '../domain/random/seeded-random.ts';
import type { FuelCode } from '../domain/taxonomy/vehicle-catalogue.ts';

export interface GearboxInput {
  make: string;
  label: string;
  fuel: FuelCode;
  /** the variant offers an automatic only / a manual only / both */
  gearboxes: readonly ('M' | 'A')[];
  kw: number;
  ccm: number | null;
  year: number;
  premium: boolean;
  cityCar: boolean;
}

export interface Gearbox {
  transmissionId: 1 | 2;
  gears: number | null;
}

const E_CVT_MAKES = new Set(['Toyota', 'Lexus', 'Honda']);
const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra', 'Porsche']);
const EIGHT_SPEED_MAKES = new Set([
  'BMW',
  'Mini',
  'Audi',
  'Jaguar',
  'Land Rover',
  'Alfa Romeo',
  'Maserati',
  'Volvo',
  'Jeep',
  'Peugeot',
  'Citroën',
  'DS',
  'Opel',
  'Hyundai',
  'Kia',
  'Porsche',
  'Bentley',
  'Rolls-Royce',
  'Aston Martin',
]);

/** A full hybrid whose drive has no gears to count. */
export function hasNoGearCount(input: Pick<GearboxInput, 'make' | 'label' | 'fuel'>): boolean {
  if (input.fuel === 'E') return true;
  if (input.fuel !== 'H') return false;
  return E_CVT_MAKES.has(input.make) || input.label.includes('E-Tech');
}

/**
 * Chance of an automatic where a variant offers both gearboxes. Aimed at the Austrian used-car stock:
 * about half of all cars (the German new-car share rose from about a quarter in 2010 to over two thirds
 * in 2022, Austria follows a little lower, and used stock lags a few years), about one in ten before 2005.
 */
export function automaticShare(year: number, premium: boolean, kw: number): number {
  const base = 0.02 + Math.max(0, year - 1995) * 0.013;
  return Math.min(0.85, base + (premium ? 0.2 : 0) + (kw >= 130 ? 0.08 : 0));
}

function automaticGears(random: SeededRandom, car: GearboxInput): number {
  const { year, kw, make, cityCar } = car;
  const ccm = car.ccm ?? 0;
  if (year < 1995) return 4;
  if (cityCar) return year < 2005 ? 4 : 5;
  if (year < 2002) return kw >= 100 ? 5 : 4;
  if (year < 2004) return kw >= 150 ? 6 : 5;
  const large = ccm >= 1450 && kw >= 90 && year >= 2009;
  if (make === 'Mercedes-Benz') return large && year >= 2014 ? 9 : 7;
  if (VW_GROUP.has(make)) return large && kw >= 180 && ccm >= 2900 ? 8 : year >= 2008 ? 7 : 6;
  if (large && EIGHT_SPEED_MAKES.has(make) && (car.premium || year >= 2015)) return 8;
  if (year < 2012) return 6;
  return random.chance(0.6) ? 6 : 7;
}

function manualGears(random: SeededRandom, car: GearboxInput): number {
  if (car.kw > 100) return 6;
  if (car.year >= 2005 && car.kw >= 80) return random.chance(0.7) ? 6 : 5;
  return 5;
}

export function gearboxFor(random: SeededRandom, car: GearboxInput): Gearbox {
  if (hasNoGearCount(car)) return { transmissionId: 2, gears: null };
  const automatic = car.gearboxes.length === 1 ? car.gearboxes[0] === 'A' : random.chance(automaticShare(car.year, car.premium, car.kw));
  return automatic ? { transmissionId: 2, gears: automaticGears(random, car) } : { transmissionId: 1, gears: manualGears(random, car) };
}
