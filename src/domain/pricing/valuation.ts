/**
 * 'Fahrzeugwert berechnen' (issue 28 §2): a car described by its seller is valued with the same
 * model as the price rating (the same comparables, like for like, the same learnt adjustments and
 * the median), as a private sale. The range is the model's real error for valuations resting on as
 * many comparables (from the held-out evaluation); what moves the value is the learnt adjustment
 * between this car and the comparables' typical car; the days to sell come from the time-to-sale
 * model, for this kind of car put online today. Since issue 36 §5 the factors split the difference
 * between this car's value and the typical car's exactly, and the answer names the closest sold cars.
 */
import { closestComparables } from './closest-comparables.ts';
import { comparableGroupKey, ineligibility, type MatchLevel, type PricedCar } from './comparables.ts';
import { findComparables, median, MIN_COMPARABLES, type PricingGroup } from './market-value.ts';
import { featureEffect, features, type PriceAdjustment } from './price-adjustment.ts';
import { quantile, uncertainty, MAX_UNCERTAINTY } from './rating-confidence.ts';
import { daysToSell, saleSubjectOf, type DaysToSell, type TimeToSaleModel } from './time-to-sale.ts';
import { VALUE_EQUIPMENT, type ValuationInput } from './valuation-input.ts';
import { FOUR_WHEEL_DRIVE_EQUIPMENT_ID } from '../search/search-options.ts';

/** The three asking prices days-to-sell is stated for: 5 % under, at and 5 % over the market value. */
export const DAYS_TO_SELL_DEVIATIONS = [-0.05, 0, 0.05] as const;

/** The model's error for valuations by number of comparables: sold price / valuation, 10th and 90th percentile. */
export interface ErrorBand {
  minComparables: number;
  p10: number;
  p90: number;
  sampleSize: number;
}
/** Lower bounds of the comparables-count bands the error is measured in. */
export const ERROR_BAND_BOUNDS = [MIN_COMPARABLES, 10, 30, 100] as const;

/** The value items among a car's equipment (all but four-wheel drive, which is its own effect). */
export const COUNTED_VALUE_ITEMS = VALUE_EQUIPMENT.filter((e) => e.id !== FOUR_WHEEL_DRIVE_EQUIPMENT_ID).map((e) => e.id);

export type ValueFactorKind = 'age' | 'mileage' | 'power' | 'equipment' | 'allWheel';
export interface ValueFactor {
  kind: ValueFactorKind;
  /** this car's value and the comparables' typical (median) one */
  own: number;
  typical: number;
  /**
   * how much this difference moves the value (euro, rounded to 10; negative = lowers it): the
   * factors' effects add up to the market value minus the typical car's value
   */
  effect: number;
}

export interface Valuation {
  marketValue: number;
  range: { low: number; high: number };
  /** where the range comes from: the held-out evaluation's error, or (before the first one) the comparables' spread */
  rangeBasis: 'evaluation' | 'comparables';
  comparablesCount: number;
  forSaleCount: number;
  match: MatchLevel;
  yearSpan: number;
  factors: ValueFactor[];
  /** the value of the comparables' typical (median) car, rounded to 10: marketValue − the factors' effects */
  typicalValue: number;
  /** the 3–5 comparables nearest this car, sold ones first (closest-comparables.ts), nearest first */
  closest: PricedCar[];
  daysToSell: (DaysToSell & { price: number; deviation: number })[];
}

export type ValuationResult =
  { ok: true; valuation: Valuation } | { ok: false; reason: 'too-few-comparables' | 'uncertain' | 'oldtimer'; comparablesCount: number };

/** The priced car of a valuation: a private seller's used car without accident; equipment as the seller says, or typical. */
export function valuationCar(input: ValuationInput, equipmentCount: number): PricedCar {
  return {
    id: 0,
    makeId: input.makeId,
    modelId: input.modelId,
    firstRegistration: input.firstRegistration,
    mileage: input.mileage,
    powerKw: input.powerKw,
    fuel: input.fuel,
    price: 0,
    offerType: 'U',
    hadAccident: false,
    privateSeller: true,
    equipmentCount,
    allWheelDrive: input.equipment.includes(FOUR_WHEEL_DRIVE_EQUIPMENT_ID),
    sold: false,
    gearbox: input.gearbox,
    bodyType: input.bodyType,
    daysOnline: null,
    soldAt: null,
    valueItems: input.equipment.filter((id) => id !== FOUR_WHEEL_DRIVE_EQUIPMENT_ID).length,
  };
}

function middle(values: number[]): number {
  return median(Float64Array.from(values));
}

/**
 * The seller says which value items the car has, not its whole equipment: the car gets the
 * comparables' typical equipment count, moved by how many value items it has more or fewer than they
 * typically have.
 */
function equipmentOf(input: ValuationInput, comparables: readonly PricedCar[]): number {
  const typical = middle(comparables.map((c) => c.equipmentCount));
  const typicalItems = comparables.reduce((sum, c) => sum + c.valueItems, 0) / comparables.length;
  const own = input.equipment.filter((id) => id !== FOUR_WHEEL_DRIVE_EQUIPMENT_ID).length;
  return Math.max(0, typical + own - typicalItems);
}

const FACTOR_FEATURES: Record<ValueFactorKind, readonly number[]> = { age: [0, 1, 2, 3, 4, 10], mileage: [5], power: [6], equipment: [8], allWheel: [9] };

/**
 * Splits `total` (a multiple of 10) into parts rounded to 10 that add up to it: each part's share is
 * floored, and the tens left over go to the largest remainders.
 */
function roundedParts(exact: readonly number[], total: number): number[] {
  const floors = exact.map((e) => Math.floor(e / 10) * 10);
  let left = Math.round((total - floors.reduce((a, b) => a + b, 0)) / 10);
  const byRemainder = exact.map((e, k) => ({ k, rest: e - (floors[k] as number) })).sort((a, b) => b.rest - a.rest || a.k - b.k);
  for (const { k } of byRemainder) {
    if (left <= 0) break;
    floors[k] = (floors[k] as number) + 10;
    left--;
  }
  return floors;
}

/**
 * What moves the value: the model is multiplicative (value = typical · e^(Σ δ_k)), so each factor's
 * share of the difference to the typical car is δ_k times the logarithmic mean of the two values
 * ((V − V₀) / ln(V / V₀), V itself when they are equal). The shares add up to V − V₀ exactly and
 * keep each δ's sign, whatever order the factors are taken in.
 */
function factorsOf(
  car: PricedCar,
  comparables: readonly PricedCar[],
  adjustment: PriceAdjustment,
  marketValue: number,
  now: Date,
): { factors: ValueFactor[]; typicalValue: number } {
  const typicalReg = middle(comparables.map((c) => Number(c.firstRegistration?.slice(0, 4)) * 12 + Number(c.firstRegistration?.slice(5, 7)) - 1));
  const typicalCar: PricedCar = {
    ...car,
    firstRegistration: `${Math.floor(typicalReg / 12)}-${String((Math.round(typicalReg) % 12) + 1).padStart(2, '0')}`,
    mileage: middle(comparables.map((c) => c.mileage)),
    powerKw: middle(comparables.map((c) => c.powerKw)),
    equipmentCount: middle(comparables.map((c) => c.equipmentCount)),
    allWheelDrive: comparables.filter((c) => c.allWheelDrive).length * 2 > comparables.length,
  };
  const own = features(car, now);
  const typical = features(typicalCar, now);
  const raw = (x: Float64Array, kind: ValueFactorKind) =>
    kind === 'power'
      ? Math.round(Math.exp(x[6] as number))
      : kind === 'mileage'
        ? (x[5] as number) * 10_000
        : (x[FACTOR_FEATURES[kind][0] as number] as number);
  const kinds = Object.keys(FACTOR_FEATURES) as ValueFactorKind[];
  const deltas = kinds.map((kind) => {
    const sub = { features: adjustment.features, coefficients: adjustment.coefficients.map((b, k) => (FACTOR_FEATURES[kind].includes(k) ? b : 0)) };
    return featureEffect(own, sub) - featureEffect(typical, sub);
  });
  const sum = deltas.reduce((a, b) => a + b, 0);
  const exactTypical = marketValue / Math.exp(sum);
  const logMean = Math.abs(sum) < 1e-12 ? marketValue : (marketValue - exactTypical) / sum;
  const typicalValue = Math.round(exactTypical / 10) * 10;
  const effects = roundedParts(
    deltas.map((d) => d * logMean),
    marketValue - typicalValue,
  );
  return {
    typicalValue,
    factors: kinds.map((kind, k) => ({ kind, own: raw(own, kind), typical: raw(typical, kind), effect: effects[k] as number })),
  };
}

/** The band of `count` comparables (the last band whose lower bound it reaches). */
export function errorBandOf(bands: readonly ErrorBand[], count: number): ErrorBand | null {
  let found: ErrorBand | null = null;
  for (const band of bands) if (count >= band.minComparables && band.sampleSize > 0) found = band;
  return found;
}

export function valueCar(
  input: ValuationInput,
  groups: ReadonlyMap<string, PricingGroup>,
  model: { adjustment: PriceAdjustment; timeToSale: TimeToSaleModel; errorBands: readonly ErrorBand[] },
  now: Date,
): ValuationResult {
  const first = valuationCar(input, 0);
  if (ineligibility(first, now) === 'oldtimer') return { ok: false, reason: 'oldtimer', comparablesCount: 0 };
  const group = groups.get(comparableGroupKey(first));
  if (!group) return { ok: false, reason: 'too-few-comparables', comparablesCount: 0 };
  const { indices, yearSpan, match } = findComparables(first, group);
  if (indices.length < MIN_COMPARABLES) return { ok: false, reason: 'too-few-comparables', comparablesCount: indices.length };
  const comparables = indices.map((i) => group.cars[i] as PricedCar);
  const car = valuationCar(input, equipmentOf(input, comparables));
  const scale = Math.exp(featureEffect(features(car, now), model.adjustment));
  const adjusted = Float64Array.from(indices.map((i) => (group.neutral[i] as number) * scale));
  const centre = median(adjusted);
  const spread = (quantile(adjusted, 0.9) - quantile(adjusted, 0.1)) / centre;
  if (uncertainty(indices.length, spread) > MAX_UNCERTAINTY) return { ok: false, reason: 'uncertain', comparablesCount: indices.length };
  const marketValue = Math.max(100, Math.round(centre / 100) * 100);
  const band = errorBandOf(model.errorBands, indices.length);
  const round100 = (v: number) => Math.round(v / 100) * 100;
  const range = band
    ? { low: round100(marketValue * band.p10), high: round100(marketValue * band.p90) }
    : { low: round100(quantile(adjusted, 0.1)), high: round100(quantile(adjusted, 0.9)) };
  return {
    ok: true,
    valuation: {
      marketValue,
      range,
      rangeBasis: band ? 'evaluation' : 'comparables',
      comparablesCount: indices.length,
      forSaleCount: comparables.filter((c) => !c.sold).length,
      match,
      yearSpan,
      ...factorsOf(car, comparables, model.adjustment, marketValue, now),
      closest: closestComparables(car, group, indices),
      daysToSell: DAYS_TO_SELL_DEVIATIONS.map((deviation) => ({
        price: round100(marketValue * (1 + deviation)),
        deviation,
        ...daysToSell(model.timeToSale, saleSubjectOf(car, marketValue, now), deviation),
      })),
    },
  };
}
