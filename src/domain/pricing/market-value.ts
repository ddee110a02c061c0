/**
 * The market value estimate (issue 17 §1), in the two sentences a buyer reads on 'So bewerten wir
 * Preise': we take at least five cars of the same model with a similar first registration,
 * mileage and power, for sale now or sold within the last year. We move each one's price to this
 * car's age, mileage, power, equipment and seller type, and the market value is the middle
 * (median) of those prices.
 */
import {
  comparableGroupKey,
  comparableWindow,
  ineligibility,
  MATCH_STEPS,
  registrationMonth,
  sameKind,
  subjectOf,
  type MatchLevel,
  type PricedCar,
} from './comparables.ts';
import { featureEffect, features, type PriceAdjustment } from './price-adjustment.ts';
import { gradeFor, type NoRatingReason, type PriceGrade } from './price-rating.ts';
import { MAX_UNCERTAINTY, quantile, uncertainty } from './rating-confidence.ts';

/** Fewer comparables than this give no rating ('too-few-comparables'). */
export const MIN_COMPARABLES = 5;

/** A car's stored rating: the figures of a grade, or the reason there is none. */
export interface PriceAppraisal {
  listingId: number;
  modelId: number;
  /** euro, rounded to 100; null without a grade */
  marketValue: number | null;
  /** (price − marketValue) / marketValue, 3 decimals */
  deviation: number | null;
  grade: PriceGrade | null;
  reason: NoRatingReason | null;
  comparablesCount: number;
  rangeLow: number | null;
  rangeHigh: number | null;
  /** registration window used: ±2 or ±3 years (null without a grade) */
  yearSpan: number | null;
  /** how alike the comparables are (null without a grade) */
  match: MatchLevel | null;
  /** comparables for sale now (the rest were sold): the comparables' list shows these and the car itself */
  forSaleCount: number;
  /** (p90 − p10) / median of the comparables' adjusted prices; null with fewer than MIN_COMPARABLES */
  spread: number | null;
}

/**
 * The usable comparables of one model, ordered by registration year, with each one's price moved
 * to a car without any of the adjusted features (price / e^(β·x)): the adjusted price of comparable
 * c for car t is then `neutral[c] · e^(β·x_t)`, so each car's features are weighed only once.
 */
export interface PricingGroup {
  cars: PricedCar[];
  year: Int32Array;
  km: Int32Array;
  kw: Int32Array;
  neutral: Float64Array;
}

/** The usable comparables by model and fuel (comparableGroupKey), each prepared as a PricingGroup. */
export function pricingGroups(cars: readonly PricedCar[], adjustment: PriceAdjustment, now: Date): Map<string, PricingGroup> {
  const byModel = new Map<string, PricedCar[]>();
  for (const car of cars) {
    // Only cars that could be rated themselves are comparables: no accident, new or old cars.
    if (car.price <= 0 || ineligibility(car, now) !== null) continue;
    const key = comparableGroupKey(car);
    const list = byModel.get(key);
    if (list) list.push(car);
    else byModel.set(key, [car]);
  }
  const groups = new Map<string, PricingGroup>();
  for (const [model, list] of byModel) {
    const sorted = list
      .map((car) => ({ car, year: Math.floor((registrationMonth(car.firstRegistration) as number) / 12) }))
      .sort((a, b) => a.year - b.year || a.car.id - b.car.id);
    const n = sorted.length;
    const group: PricingGroup = {
      cars: sorted.map((s) => s.car),
      year: new Int32Array(n),
      km: new Int32Array(n),
      kw: new Int32Array(n),
      neutral: new Float64Array(n),
    };
    sorted.forEach(({ car, year }, i) => {
      group.year[i] = year;
      group.km[i] = car.mileage;
      group.kw[i] = car.powerKw;
      group.neutral[i] = car.price / Math.exp(featureEffect(features(car, now), adjustment));
    });
    groups.set(model, group);
  }
  return groups;
}

/** The middle value (mean of the two middle ones for an even count); sorts `values` in place. */
export function median(values: Float64Array): number {
  values.sort();
  const mid = values.length >> 1;
  return values.length % 2 === 1 ? (values[mid] as number) : ((values[mid - 1] as number) + (values[mid] as number)) / 2;
}

function unrated(car: PricedCar, reason: NoRatingReason, comparablesCount = 0, spread: number | null = null): PriceAppraisal {
  return {
    listingId: car.id,
    modelId: car.modelId,
    marketValue: null,
    deviation: null,
    grade: null,
    reason,
    comparablesCount,
    rangeLow: null,
    rangeHigh: null,
    yearSpan: null,
    match: null,
    forSaleCount: 0,
    spread,
  };
}

/** First index whose year is ≥ `year` (the group is ordered by year). */
function firstOfYear(years: Int32Array, year: number): number {
  let lo = 0;
  let hi = years.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((years[mid] as number) < year) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Indices of the group's cars that are comparables of `target` within ±`yearSpan` years (like for like: of the same gearbox and body group too). */
export function comparableIndices(target: PricedCar, group: PricingGroup, yearSpan: number, match: MatchLevel): number[] {
  const subject = subjectOf(target);
  if (subject === null) return [];
  const w = comparableWindow(subject, yearSpan);
  const out: number[] = [];
  const { year, km, kw, cars } = group;
  for (let i = firstOfYear(year, w.regFrom); i < cars.length && (year[i] as number) <= w.regTo; i++) {
    const k = km[i] as number;
    const p = kw[i] as number;
    const car = cars[i] as PricedCar;
    if (k >= w.kmFrom && k <= w.kmTo && p >= w.powerFrom && p <= w.powerTo && car.id !== target.id && (match === 'model-fuel' || sameKind(subject, car)))
      out.push(i);
  }
  return out;
}

/** The comparables of `target`: the first step of MATCH_STEPS that finds MIN_COMPARABLES (else the last step's few). */
export function findComparables(target: PricedCar, group: PricingGroup): { indices: number[]; yearSpan: number; match: MatchLevel } {
  let found = { indices: [] as number[], yearSpan: 0, match: 'model-fuel' as MatchLevel };
  for (const step of MATCH_STEPS) {
    found = { indices: comparableIndices(target, group, step.yearSpan, step.match), ...step };
    if (found.indices.length >= MIN_COMPARABLES) break;
  }
  return found;
}

/** The rating of one car for sale from the prepared groups (which may or may not contain the car itself). */
export function appraise(target: PricedCar, groups: ReadonlyMap<string, PricingGroup>, adjustment: PriceAdjustment, now: Date): PriceAppraisal {
  const reason = ineligibility(target, now);
  if (reason !== null) return unrated(target, reason);
  const group = groups.get(comparableGroupKey(target));
  if (!group) return unrated(target, 'too-few-comparables');
  const { indices: found, yearSpan, match } = findComparables(target, group);
  if (found.length < MIN_COMPARABLES) return unrated(target, 'too-few-comparables', found.length);
  const scale = Math.exp(featureEffect(features({ ...target, sold: false }, now), adjustment));
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  let forSaleCount = 0;
  const adjusted = new Float64Array(found.length);
  found.forEach((i, j) => {
    const car = group.cars[i] as PricedCar;
    low = Math.min(low, car.price);
    high = Math.max(high, car.price);
    if (!car.sold) forSaleCount++;
    adjusted[j] = (group.neutral[i] as number) * scale;
  });
  const middle = median(adjusted);
  const spread = Math.round(((quantile(adjusted, 0.9) - quantile(adjusted, 0.1)) / middle) * 1000) / 1000;
  if (uncertainty(found.length, spread) > MAX_UNCERTAINTY) return unrated(target, 'uncertain', found.length, spread);
  const marketValue = Math.max(100, Math.round(middle / 100) * 100);
  const deviation = Math.round(((target.price - marketValue) / marketValue) * 1000) / 1000;
  return {
    listingId: target.id,
    modelId: target.modelId,
    marketValue,
    deviation,
    grade: gradeFor(deviation).grade,
    reason: null,
    comparablesCount: found.length,
    rangeLow: low,
    rangeHigh: high,
    yearSpan,
    match,
    forSaleCount,
    spread,
  };
}
