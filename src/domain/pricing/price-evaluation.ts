/**
 * How often the estimate is wrong, published on 'So bewerten wir Preise' (issue 17 §1): a k-fold
 * cross-validation over the cars for sale. Each fold's cars are rated from the other folds' cars
 * alone (their comparables and their learnt adjustments), and the estimate is compared with the
 * asking price.
 */
import type { PricedCar } from './comparables.ts';
import { appraise, median, pricingGroups } from './market-value.ts';
import { fitPriceAdjustment } from './price-adjustment.ts';
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

/** Rates each car for sale from the other folds (fold = id mod `folds`) and sums up the errors. */
export function crossValidate(cars: readonly PricedCar[], now: Date, folds = EVALUATION_FOLDS): EvaluationFigures {
  const errors: number[] = [];
  const gradeDistribution = emptyGrades();
  const unrated: Partial<Record<NoRatingReason, number>> = {};
  for (let fold = 0; fold < folds; fold++) {
    const training = cars.filter((c) => c.id % folds !== fold);
    const adjustment = fitPriceAdjustment(training, now);
    const groups = pricingGroups(training, adjustment, now);
    for (const car of cars) {
      if (car.sold || car.id % folds !== fold) continue;
      const a = appraise(car, groups, adjustment, now);
      if (a.grade === null || a.marketValue === null) {
        if (a.reason) unrated[a.reason] = (unrated[a.reason] ?? 0) + 1;
        continue;
      }
      gradeDistribution[a.grade]++;
      errors.push(Math.abs(a.marketValue - car.price) / car.price);
    }
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

/** 'Sehr guter Preis: 12,3 %' lines for the console, in grade order. */
export function gradeShares(figures: Pick<EvaluationFigures, 'gradeDistribution' | 'sampleSize'>): { grade: PriceGrade; label: string; count: number; share: number }[] {
  return PRICE_GRADES.map((g) => {
    const count = figures.gradeDistribution[g.grade];
    return { grade: g.grade, label: g.label, count, share: figures.sampleSize === 0 ? 0 : count / figures.sampleSize };
  });
}
