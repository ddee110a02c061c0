/**
 * The demo market's rules: how far cars are driven, what they cost used and how the stock is
 * mixed by year. Calibrated against published Austrian used-car prices, see
 * docs/decisions/0013-demo-inventory-market-model.md for the anchors.
 */

import type { SeededRandom } from '../domain/random/seeded-random.ts';
import type { FuelCode } from '../domain/taxonomy/vehicle-catalogue.ts';

/** A normal draw cut off at ±`limit` standard deviations, so noise stays bounded. */
export function boundedNormal(random: SeededRandom, sd: number, limit = 2): number {
  return Math.max(-limit * sd, Math.min(limit * sd, random.normal(0, sd)));
}

export interface MileageInput {
  ageYears: number;
  fuel: FuelCode;
  bodyType: number;
  premium: boolean;
}

/** Typical km per year of a car in use: diesels more, city cars less, vans more. */
export function typicalYearlyKm(input: Pick<MileageInput, 'fuel' | 'bodyType' | 'premium'>): number {
  const base = input.fuel === 'D' ? 19_000 : input.fuel === 'E' ? 13_000 : 12_500;
  const body = input.bodyType === 1 ? 0.72 : input.bodyType === 13 ? 1.3 : input.bodyType === 2 || input.bodyType === 3 ? 0.75 : 1;
  return base * body * (input.premium ? 1.05 : 1);
}

/**
 * Mileage of a used car: the yearly distance with a log-normal spread, full for the first
 * 12 years, then about half (second and third owners drive less), and little for classics.
 */
export function usedMileage(random: SeededRandom, input: MileageInput): number {
  const age = Math.max(0.25, input.ageYears);
  const yearly = typicalYearlyKm(input) * Math.exp(boundedNormal(random, 0.32));
  // Classics that survive are the ones kept as second cars: about ten normal years' distance in all.
  const effectiveYears = age >= 30 ? 8 + (age - 30) * 0.1 : Math.min(age, 12) + Math.max(0, age - 12) * 0.55;
  const km = yearly * effectiveYears;
  return Math.max(100, Math.round(km / 100) * 100);
}

export interface PriceInput {
  /** the variant's list price in today's euros */
  newPrice: number;
  ageYears: number;
  mileage: number;
  fuel: FuelCode;
  offerType: string;
  /** 0..1: how well equipped the car is for its model */
  equipment: number;
  hadAccident: boolean;
  privateSeller: boolean;
  /** the typical yearly km of this kind of car */
  typicalYearlyKm: number;
}

/** Share of today's list price a car of this age keeps (dealer level, average km). */
export function retention(ageYears: number): number {
  const young = Math.min(ageYears, 5);
  const older = Math.max(0, ageYears - 5);
  return 0.88 * Math.exp(-0.048 * young - 0.085 * older);
}

/** Classic cars (30+ years) gain value again: 10 % of today's list price at 30, up to 28 % at 60. */
export function classicShare(ageYears: number): number {
  return 0.1 + 0.006 * Math.min(30, Math.max(0, ageYears - 30));
}

/** Youngtimers (20–30 years) do not fall below a floor that rises towards the classic value. */
function youngtimerFloor(ageYears: number): number {
  return ageYears < 20 ? 0 : 0.02 + 0.008 * Math.min(10, ageYears - 20);
}

/** Prices end in 90 like real ads: €14,990, €8,490, €990. */
export function roundAskingPrice(value: number): number {
  if (value < 1000) return Math.max(490, Math.round(value / 100) * 100 - 10);
  if (value < 10_000) return Math.round(value / 100) * 100 - 10;
  return Math.round(value / 500) * 500 - 10;
}

/**
 * The asking price: list price then (2.5 % a year less than today), depreciation by age, km
 * above or below the usual for the age, equipment, accident, a dealer's margin over a private
 * seller — the car's market value — and the seller's bounded pricing noise of about ±5 % on top.
 */
export function askingPrice(random: SeededRandom, p: PriceInput): { price: number; marketValue: number } {
  const noise = Math.exp(boundedNormal(random, 0.05));
  let value: number;
  if (p.ageYears >= 30) {
    // Condition spreads classic prices far more than age: ±25 %, part of the car's value.
    value = p.newPrice * classicShare(p.ageYears) * Math.exp(boundedNormal(random, 0.25));
  } else {
    const listThen = p.newPrice * Math.pow(0.975, p.ageYears);
    const fresh = p.offerType === 'N' ? 0.97 : p.offerType === 'S' ? 0.86 : p.offerType === 'D' ? 0.85 : retention(p.ageYears);
    const expectedKm = p.typicalYearlyKm * Math.max(0.5, p.ageYears);
    const kmFactor =
      p.offerType === 'N' || p.offerType === 'S' || p.offerType === 'D' ? 1 : Math.min(1.3, Math.max(0.55, Math.exp(-0.0000028 * (p.mileage - expectedKm))));
    // Electric cars lost value faster while new prices fell and batteries improved.
    const electric = p.fuel === 'E' ? Math.pow(0.97, Math.min(p.ageYears, 6)) : 1;
    value = listThen * fresh * kmFactor * electric;
    value = Math.max(value, p.newPrice * youngtimerFloor(p.ageYears));
  }
  value *= 1 + 0.08 * (p.equipment - 0.5);
  if (p.hadAccident) value *= 0.75;
  if (p.privateSeller) value *= 0.9;
  const asked = p.ageYears >= 30 ? value : value * noise;
  return { price: roundAskingPrice(Math.max(asked, 500)), marketValue: Math.max(value, 500) };
}

/** Relative weight of a fuel among the variants of a car registered in `year` (Benzin = 1). */
export function fuelWeight(fuel: FuelCode, year: number): number {
  switch (fuel) {
    case 'B':
      return 1;
    case 'D':
      return year < 1990 ? 0.3 : year < 2000 ? 1 : year < 2008 ? 2.3 : year < 2016 ? 2.5 : year < 2019 ? 1.8 : year < 2021 ? 1.1 : 0.65;
    case 'E':
      return year < 2019 ? 0.05 : year < 2021 ? 0.15 : 0.3;
    case 'H':
      return year < 2016 ? 0.06 : year < 2020 ? 0.15 : 0.4;
    case 'O':
      return 0.04;
  }
}
