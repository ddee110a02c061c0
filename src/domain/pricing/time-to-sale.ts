/**
 * How long a car takes to sell at a given price (issue 28 §2; per kind of car since issue 36 §1),
 * fitted on the sold history: how long sold cars stayed online against how far their last price lay
 * from their market value and what car they were. One log-linear model,
 *
 *   ln(days) = β·x + make effect + model effect,
 *
 * x: the price's deviation from the market value, the car's age, mileage and price level, its fuel
 * and body group. Not the month it went online: the sold history is a window of sales, in which the
 * cars that went online early are the slow ones and those that went online late the quick ones, so a
 * month's effect would learn the window, not the season (the season stays in the residual spread).
 * The make and model effects are their sold cars' mean residual, shrunk towards zero by SHRINK_SALES
 * pseudo-sales: a model with few sales keeps mostly its make's effect, a make with few the market's. The stated range is the middle half of the cars'
 * actual times around the line (the 25th and 75th percentile of the residuals).
 */
import { ageInYears, BODY_GROUPS, type PricedCar } from './comparables.ts';
import { solveLinear } from './linear-solve.ts';
import { quantile } from './rating-confidence.ts';

/** A car whose time to sale is stated: what the model knows of it. */
export interface SaleSubject {
  makeId: number;
  modelId: number;
  /** fuel code (B, D, E, H, O) */
  fuel: string;
  bodyType: number;
  /** 'YYYY-MM'; null for a new car */
  firstRegistration: string | null;
  mileage: number;
  /** its market value (euro) */
  marketValue: number;
  /** when it went online (a valuation: now) */
  listedAt: Date;
}

/** A car of the inventory (or a valuation's car) valued at `marketValue`, online since `listedAt`. */
export function saleSubjectOf(
  car: Pick<PricedCar, 'makeId' | 'modelId' | 'fuel' | 'bodyType' | 'firstRegistration' | 'mileage'>,
  marketValue: number,
  listedAt: Date,
): SaleSubject {
  const { makeId, modelId, fuel, bodyType, firstRegistration, mileage } = car;
  return { makeId, modelId, fuel, bodyType, firstRegistration, mileage, marketValue, listedAt };
}

export interface SaleObservation extends SaleSubject {
  /** (price − marketValue) / marketValue of the sold car's last price */
  deviation: number;
  /** days from going online to the sale */
  days: number;
}

/** Names of the fixed effects, in the order of `TimeToSaleModel.coefficients`. */
export const TIME_TO_SALE_FEATURES = [
  'intercept',
  'deviation',
  'age/10',
  'age>8/10',
  'age<2',
  'km/100000',
  'ln(value/20000)',
  'diesel',
  'electric',
  'hybrid',
  'otherFuel',
  'estate',
  'suv',
  'cabrioCoupe',
  'van',
] as const;

export interface TimeToSaleModel {
  features: readonly string[];
  /** ln(days) per unit of each feature (deviation 0.1 = 10 % over the market value) */
  coefficients: number[];
  /** ln(days) of a make's cars against the fixed effects, by make id */
  makeEffects: Record<string, number>;
  /** ln(days) of a model's cars on top of its make's, by model id */
  modelEffects: Record<string, number>;
  /** 25th and 75th percentile of the residuals of ln(days) */
  residualLow: number;
  residualHigh: number;
  sampleSize: number;
}

const FEATURE_COUNT = TIME_TO_SALE_FEATURES.length;
/** Deviations beyond this are clipped: a few far-off prices would otherwise tilt the line. */
const MAX_DEVIATION = 0.3;
/** Fewer usable sales than this: no model (a flat 30 days). */
const MIN_SALES = 10;
/** Pseudo-sales a make's or model's effect is shrunk with: ten sales get half their mean residual. */
const SHRINK_SALES = 10;
/** Pulls the fixed effects (all of order one) towards zero like two sales would: a small sample cannot swing them. */
const RIDGE = 2;
/** Fixed effects and make/model effects are fitted in turn this often (backfitting). */
const ROUNDS = 4;
/** The body groups (comparables' BODY_GROUPS) after the first (Kleinwagen and Limousine), which is the base. */
const BODY_FEATURE = 11;
const FUEL_FEATURE: Readonly<Record<string, number>> = { D: 7, E: 8, H: 9, O: 10 };

export const NO_TIME_TO_SALE: TimeToSaleModel = {
  features: TIME_TO_SALE_FEATURES,
  coefficients: TIME_TO_SALE_FEATURES.map((name) => (name === 'intercept' ? Math.log(30) : 0)),
  makeEffects: {},
  modelEffects: {},
  residualLow: -0.5,
  residualHigh: 0.5,
  sampleSize: 0,
};

const clip = (deviation: number) => Math.max(-MAX_DEVIATION, Math.min(MAX_DEVIATION, deviation));

export function timeToSaleFeatures(subject: SaleSubject, deviation: number): Float64Array {
  const age = Math.min(30, ageInYears(subject.firstRegistration, subject.listedAt));
  const x = new Float64Array(FEATURE_COUNT);
  x[0] = 1;
  x[1] = clip(deviation);
  x[2] = age / 10;
  x[3] = Math.max(0, age - 8) / 10;
  x[4] = age < 2 ? 1 : 0;
  x[5] = subject.mileage / 100_000;
  x[6] = Math.log(Math.max(500, subject.marketValue) / 20_000);
  const fuel = FUEL_FEATURE[subject.fuel];
  if (fuel !== undefined) x[fuel] = 1;
  const body = BODY_GROUPS.findIndex((g) => g.includes(subject.bodyType));
  if (body > 0) x[BODY_FEATURE + body - 1] = 1;
  return x;
}

function dot(x: Float64Array, beta: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < x.length; k++) sum += (x[k] as number) * (beta[k] ?? 0);
  return sum;
}

/** Ridge least squares of `ys` on `xs` (the intercept, feature 0, is not pulled towards zero). */
function fitFixed(xs: readonly Float64Array[], ys: Float64Array): number[] {
  const n = FEATURE_COUNT;
  const xtx = new Float64Array(n * n);
  const xty = new Float64Array(n);
  xs.forEach((x, i) => {
    for (let r = 0; r < n; r++) {
      const xr = x[r] as number;
      if (xr === 0) continue;
      xty[r] = (xty[r] as number) + xr * (ys[i] as number);
      for (let c = 0; c < n; c++) xtx[r * n + c] = (xtx[r * n + c] as number) + xr * (x[c] as number);
    }
  });
  for (let k = 1; k < n; k++) xtx[k * n + k] = (xtx[k * n + k] as number) + RIDGE;
  return solveLinear(xtx, xty, n);
}

interface GroupSums {
  sum: number;
  count: number;
}

/** Sum and count of `residuals` per key. */
function groupSums(keys: readonly number[], residuals: Float64Array): Map<number, GroupSums> {
  const sums = new Map<number, GroupSums>();
  keys.forEach((key, i) => {
    const s = sums.get(key) ?? { sum: 0, count: 0 };
    s.sum += residuals[i] as number;
    s.count++;
    sums.set(key, s);
  });
  return sums;
}

/** A group's shrunk mean residual; without `own`, the one the group would have without that sale (leave one out). */
function shrunk(s: GroupSums, own = 0, ownCount = 0): number {
  return (s.sum - own) / (s.count - ownCount + SHRINK_SALES);
}

/** Fits the model on sold cars (see the file's comment). */
export function fitTimeToSale(observations: readonly SaleObservation[]): TimeToSaleModel {
  const usable = observations.filter((o) => o.days > 0 && Number.isFinite(o.deviation) && o.marketValue > 0);
  if (usable.length < MIN_SALES) return NO_TIME_TO_SALE;
  const xs = usable.map((o) => timeToSaleFeatures(o, o.deviation));
  const ys = Float64Array.from(usable, (o) => Math.log(o.days));
  const makes = usable.map((o) => o.makeId);
  const models = usable.map((o) => o.modelId);
  const grouped = new Float64Array(usable.length);
  const residual = new Float64Array(usable.length);
  let withinMake = new Float64Array(usable.length);
  let coefficients: number[] = [];
  let makeSums = new Map<number, GroupSums>();
  let modelSums = new Map<number, GroupSums>();
  const sumsOf = (sums: Map<number, GroupSums>, key: number) => sums.get(key) as GroupSums;
  for (let round = 0; round < ROUNDS; round++) {
    coefficients = fitFixed(
      xs,
      ys.map((y, i) => y - (grouped[i] as number)),
    );
    xs.forEach((x, i) => (residual[i] = (ys[i] as number) - dot(x, coefficients)));
    makeSums = groupSums(makes, residual);
    withinMake = residual.map((r, i) => r - shrunk(sumsOf(makeSums, makes[i] as number)));
    modelSums = groupSums(models, withinMake);
    grouped.forEach((_, i) => (grouped[i] = shrunk(sumsOf(makeSums, makes[i] as number)) + shrunk(sumsOf(modelSums, models[i] as number))));
  }
  // The stated range is for cars the model has not seen: each sale's residual against the make and
  // model effects without its own sale, else the middle half would be too narrow for a model's few sales.
  const residuals = Float64Array.from(
    residual,
    (r, i) => r - shrunk(sumsOf(makeSums, makes[i] as number), r, 1) - shrunk(sumsOf(modelSums, models[i] as number), withinMake[i] as number, 1),
  ).sort();
  const effects = (sums: Map<number, GroupSums>) => Object.fromEntries([...sums].map(([key, s]) => [key, shrunk(s)]));
  return {
    features: TIME_TO_SALE_FEATURES,
    coefficients,
    makeEffects: effects(makeSums),
    modelEffects: effects(modelSums),
    residualLow: quantile(residuals, 0.25),
    residualHigh: quantile(residuals, 0.75),
    sampleSize: usable.length,
  };
}

export interface DaysToSell {
  /** expected (median) days online */
  days: number;
  /** the middle half of cars like this sold within low … high days */
  low: number;
  high: number;
}

/** The days `subject` takes to sell priced `deviation` from its market value (0.05 = 5 % over it). */
export function daysToSell(model: TimeToSaleModel, subject: SaleSubject, deviation: number): DaysToSell {
  const centre =
    dot(timeToSaleFeatures(subject, deviation), model.coefficients) +
    (model.makeEffects[String(subject.makeId)] ?? 0) +
    (model.modelEffects[String(subject.modelId)] ?? 0);
  return {
    days: Math.max(1, Math.round(Math.exp(centre))),
    low: Math.max(1, Math.round(Math.exp(centre + model.residualLow))),
    high: Math.max(1, Math.round(Math.exp(centre + model.residualHigh))),
  };
}

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const isEffects = (e: unknown): e is Record<string, number> => typeof e === 'object' && e !== null && Object.values(e).every(isNumber);

/**
 * The stored model (rating state). A model stored before issue 36 (one line: intercept and slope)
 * is read as that line without segments, until the next full computation stores a new one.
 */
export function parseTimeToSale(text: string | null | undefined): TimeToSaleModel {
  if (!text) return NO_TIME_TO_SALE;
  const parsed = JSON.parse(text) as Partial<TimeToSaleModel> & { intercept?: unknown; slope?: unknown };
  const spread = [parsed.residualLow, parsed.residualHigh, parsed.sampleSize];
  if (!spread.every(isNumber)) return NO_TIME_TO_SALE;
  if (
    Array.isArray(parsed.coefficients) &&
    parsed.coefficients.length === FEATURE_COUNT &&
    parsed.coefficients.every(isNumber) &&
    isEffects(parsed.makeEffects) &&
    isEffects(parsed.modelEffects)
  )
    return parsed as TimeToSaleModel;
  if (isNumber(parsed.intercept) && isNumber(parsed.slope)) {
    const coefficients = NO_TIME_TO_SALE.coefficients.map((_, k) => (k === 0 ? (parsed.intercept as number) : k === 1 ? (parsed.slope as number) : 0));
    return { ...NO_TIME_TO_SALE, coefficients, residualLow: spread[0] as number, residualHigh: spread[1] as number, sampleSize: spread[2] as number };
  }
  return NO_TIME_TO_SALE;
}
