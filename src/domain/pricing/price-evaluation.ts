/**
 * How often the estimate is wrong, published on 'So bewerten wir Preise' (issue 17 §1): a k-fold
 * cross-validation over the cars for sale. Each fold's cars are rated from the other folds' cars
 * alone (their comparables and their learnt adjustments), and the estimate is compared with the
 * asking price.
 */
import type { PricedCar } from './comparables.ts';
import { appraise, median, pricingGroups, type PricingGroup } from './market-value.ts';
import { fitPriceAdjustment, type PriceAdjustment } from './price-adjustment.ts';
import { quantile } from './rating-confidence.ts';
import { daysToSell, fitTimeToSale, saleSubjectOf, type SaleObservation } from './time-to-sale.ts';
import { ERROR_BAND_BOUNDS, type ErrorBand } from './valuation.ts';
import { PRICE_GRADES, type NoRatingReason, type PriceGrade } from './price-rating.ts';

export const EVALUATION_FOLDS = 5;

export interface EvaluationFigures {
  /** how the figures were made, in words */
  method: string;
  /** held-out cars that got an estimate */
  sampleSize: number;
  /** median absolute percentage error of the estimate against the asking price (0.052 = 5.2 %) */
  mdape: number;
  /** share of estimates within ±10 % of the asking price */
  within10: number;
  /** held-out cars per grade */
  gradeDistribution: Record<PriceGrade, number>;
  /** held-out cars without a grade, per reason */
  unrated: Partial<Record<NoRatingReason, number>>;
}

function emptyGrades(): Record<PriceGrade, number> {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/**
 * A car's fold: Fibonacci hashing of its id. Not `id mod folds`: ids follow the order cars were
 * created in, and a pattern there (the demo seed gives every fifth car to a private seller) would
 * put all cars of one kind into one fold, whose adjustment could then never learn their effect.
 */
export function foldOf(id: number, folds: number): number {
  return Math.floor(((Math.imul(id, 0x9e3779b1) >>> 0) / 2 ** 32) * folds);
}

/**
 * Rates each car for sale from the other folds' cars and sums up the errors, one fold per step (a
 * server pauses between them so requests are not held up for the whole evaluation).
 */
export function* crossValidationSteps(cars: readonly PricedCar[], now: Date, folds = EVALUATION_FOLDS): Generator<number, EvaluationFigures> {
  const errors: number[] = [];
  const gradeDistribution = emptyGrades();
  const unrated: Partial<Record<NoRatingReason, number>> = {};
  for (let fold = 0; fold < folds; fold++) {
    const training = cars.filter((c) => foldOf(c.id, folds) !== fold);
    const adjustment = fitPriceAdjustment(training, now);
    const groups = pricingGroups(training, adjustment, now);
    for (const car of cars) {
      if (car.sold || foldOf(car.id, folds) !== fold) continue;
      const a = appraise(car, groups, adjustment, now);
      if (a.grade === null || a.marketValue === null) {
        if (a.reason) unrated[a.reason] = (unrated[a.reason] ?? 0) + 1;
        continue;
      }
      gradeDistribution[a.grade]++;
      errors.push(Math.abs(a.marketValue - car.price) / car.price);
    }
    yield fold;
  }
  const mdape = errors.length === 0 ? 0 : median(Float64Array.from(errors));
  return {
    method: `${folds}-fache Kreuzvalidierung über die angebotenen Fahrzeuge`,
    sampleSize: errors.length,
    mdape: Math.round(mdape * 10_000) / 10_000,
    within10: errors.length === 0 ? 0 : Math.round((errors.filter((e) => e <= 0.1).length / errors.length) * 10_000) / 10_000,
    gradeDistribution,
    unrated,
  };
}

/** The whole cross-validation at once. */
export function crossValidate(cars: readonly PricedCar[], now: Date, folds = EVALUATION_FOLDS): EvaluationFigures {
  const steps = crossValidationSteps(cars, now, folds);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** 'Sehr guter Preis: 12,3 %' lines for the console, in grade order. */
export function gradeShares(
  figures: Pick<EvaluationFigures, 'gradeDistribution' | 'sampleSize'>,
): { grade: PriceGrade; label: string; count: number; share: number }[] {
  return PRICE_GRADES.map((g) => {
    const count = figures.gradeDistribution[g.grade];
    return { grade: g.grade, label: g.label, count, share: figures.sampleSize === 0 ? 0 : count / figures.sampleSize };
  });
}

/** Sold cars of this many last days are held out: the valuation is tested on the prices they fetched. */
export const HOLDOUT_DAYS = 60;

/** How the valuation path and the time-to-sale model did on the held-out period ('So bewerten wir Preise'). */
export interface ValuationEvaluation {
  method: string;
  /** held-out sold cars that got a valuation */
  sampleSize: number;
  /** median absolute percentage error of the valuation against the sold price */
  mdape: number;
  within10: number;
  /** by comparables count: sold price / valuation, 10th and 90th percentile (the valuation's stated range) */
  errorBands: ErrorBand[];
  timeToSale: TimeToSaleFigures & {
    /** the same per price band: under, at and over the market value (absent in evaluations from before issue 36) */
    bands?: (TimeToSaleFigures & { band: PriceBand })[];
  };
}

export interface TimeToSaleFigures {
  sampleSize: number;
  /** median absolute error in days */
  mdaeDays: number;
  /** share of cars whose actual time fell within the stated range (the middle half: ideally 0.5) */
  withinRange: number;
}

/**
 * The time-to-sale calibration's price bands (issue 36 §1): a sold car's last price under, at or over
 * the market value. 'At' reaches halfway to the valuation's −5 % and +5 % prices, so each band holds
 * the cars one of its three stated days speaks for.
 */
export const PRICE_BANDS = ['under', 'at', 'over'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
export const AT_MARKET_VALUE = 0.025;

/** How the page and the console name the bands. */
export const PRICE_BAND_LABELS: Record<PriceBand, string> = {
  under: 'Unter dem Marktwert (mehr als 2,5 % darunter)',
  at: 'Am Marktwert (±2,5 %)',
  over: 'Über dem Marktwert (mehr als 2,5 % darüber)',
};

export function priceBandOf(deviation: number): PriceBand {
  return deviation < -AT_MARKET_VALUE ? 'under' : deviation > AT_MARKET_VALUE ? 'over' : 'at';
}

interface DayOutcome {
  deviation: number;
  /** |stated − actual| days */
  error: number;
  inRange: boolean;
}

const share = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 10_000) / 10_000);

function dayFigures(outcomes: readonly DayOutcome[]): TimeToSaleFigures {
  return {
    sampleSize: outcomes.length,
    mdaeDays: outcomes.length === 0 ? 0 : Math.round(median(Float64Array.from(outcomes.map((o) => o.error))) * 10) / 10,
    withinRange: share(outcomes.filter((o) => o.inRange).length, outcomes.length),
  };
}

const DAY_MS = 86_400_000;

/** A held-out sold car as the valuation sees it: its inputs, no price; the seller type it was sold by. */
function inputsOf(car: PricedCar): PricedCar {
  return { ...car, id: 0, sold: false, price: 0 };
}

/** When a sold car went online (null for a car for sale). */
function listedAtOf(car: PricedCar): Date | null {
  return car.soldAt === null || car.daysOnline === null ? null : new Date(Date.parse(car.soldAt) - car.daysOnline * DAY_MS);
}

/** The sale observations of sold cars: each one's last price against its market value from the others. */
export function saleObservations(
  cars: readonly PricedCar[],
  groups: ReadonlyMap<string, PricingGroup>,
  adjustment: PriceAdjustment,
  now: Date,
): SaleObservation[] {
  const out: SaleObservation[] = [];
  for (const car of cars) {
    const listedAt = listedAtOf(car);
    if (!car.sold || car.daysOnline === null || listedAt === null) continue;
    const a = appraise({ ...car, sold: false }, groups, adjustment, now);
    if (a.marketValue === null) continue;
    out.push({ ...saleSubjectOf(car, a.marketValue, listedAt), deviation: (car.price - a.marketValue) / a.marketValue, days: car.daysOnline });
  }
  return out;
}

/**
 * The valuation path on a held-out period: the model (comparables, adjustment, time-to-sale) learns
 * from every car but those sold in the last HOLDOUT_DAYS days; each of those is valued from its
 * inputs alone and compared with the price it was sold at, and its days online with the stated ones.
 */
export function evaluateValuation(cars: readonly PricedCar[], now: Date): ValuationEvaluation {
  const cutoff = now.getTime() - HOLDOUT_DAYS * DAY_MS;
  const heldOut = (c: PricedCar) => c.sold && c.soldAt !== null && Date.parse(c.soldAt) >= cutoff;
  const training = cars.filter((c) => !heldOut(c));
  const adjustment = fitPriceAdjustment(training, now);
  const groups = pricingGroups(training, adjustment, now);
  const timeToSale = fitTimeToSale(saleObservations(training, groups, adjustment, now));
  const errors: number[] = [];
  const ratios: { count: number; ratio: number }[] = [];
  const days: DayOutcome[] = [];
  for (const car of cars) {
    if (!heldOut(car) || car.price <= 0) continue;
    const a = appraise(inputsOf(car), groups, adjustment, now);
    if (a.marketValue === null) continue;
    errors.push(Math.abs(a.marketValue - car.price) / car.price);
    ratios.push({ count: a.comparablesCount, ratio: car.price / a.marketValue });
    const listedAt = listedAtOf(car);
    if (car.daysOnline !== null && listedAt !== null) {
      const deviation = (car.price - a.marketValue) / a.marketValue;
      const stated = daysToSell(timeToSale, saleSubjectOf(car, a.marketValue, listedAt), deviation);
      days.push({ deviation, error: Math.abs(stated.days - car.daysOnline), inRange: car.daysOnline >= stated.low && car.daysOnline <= stated.high });
    }
  }
  const errorBands = ERROR_BAND_BOUNDS.map((min, i) => {
    const max = ERROR_BAND_BOUNDS[i + 1] ?? Number.POSITIVE_INFINITY;
    const inBand = Float64Array.from(ratios.filter((r) => r.count >= min && r.count < max).map((r) => r.ratio)).sort();
    const round = (v: number) => Math.round(v * 1000) / 1000;
    return {
      minComparables: min,
      p10: inBand.length ? round(quantile(inBand, 0.1)) : 1,
      p90: inBand.length ? round(quantile(inBand, 0.9)) : 1,
      sampleSize: inBand.length,
    };
  });
  return {
    method: `Verkaufte Fahrzeuge der letzten ${HOLDOUT_DAYS} Tage, nur aus ihren Angaben bewertet (ohne Preis), mit einem Modell aus allen übrigen Fahrzeugen`,
    sampleSize: errors.length,
    mdape: errors.length === 0 ? 0 : Math.round(median(Float64Array.from(errors)) * 10_000) / 10_000,
    within10: share(errors.filter((e) => e <= 0.1).length, errors.length),
    errorBands,
    timeToSale: {
      ...dayFigures(days),
      bands: PRICE_BANDS.map((band) => ({ band, ...dayFigures(days.filter((d) => priceBandOf(d.deviation) === band)) })),
    },
  };
}
