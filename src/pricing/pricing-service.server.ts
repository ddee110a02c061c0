/**
 * `services.pricing` (issue 17 §1): what 'So bewerten wir Preise' publishes (the method's bounds,
 * the thresholds and the latest evaluation with its date) and the background work that keeps the
 * ratings current. A car's own rating travels with the car (`priceRating` of the listing JSON).
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { MIN_MILEAGE_BAND_KM, MILEAGE_SPREAD, OLDTIMER_YEARS, POWER_SPREAD, SOLD_LOOKBACK_DAYS, YEAR_SPANS } from '../domain/pricing/comparables.ts';
import { MIN_COMPARABLES } from '../domain/pricing/market-value.ts';
import type { EvaluationFigures, ValuationEvaluation } from '../domain/pricing/price-evaluation.ts';
import { CONFIDENT_COMPARABLES, MAX_UNCERTAINTY, WIDE_SPREAD } from '../domain/pricing/rating-confidence.ts';
import { PRICE_GRADES, type NoRatingReason, type PriceGrade, type PriceGradeDefinition } from '../domain/pricing/price-rating.ts';
import { findLatestEvaluation, findRatingState } from '../repositories/price-rating.repository.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { computeAllRatings, ensureEvaluation, followListingChanges } from './price-ratings.server.ts';
import { createValuationService, type ValuationService } from './valuation-service.server.ts';

/** The evaluation's figures with the time they were made. */
export interface PublishedEvaluation extends EvaluationFigures {
  /** ISO timestamp of the evaluation */
  computedAt: string;
  /** the valuation path and the time-to-sale model on a held-out period; null in evaluations from before them */
  valuation: ValuationEvaluation | null;
}

export interface PricingMethodology {
  /** the five grades with their published upper deviation bounds */
  grades: readonly PriceGradeDefinition[];
  minComparables: number;
  /** first registration within ±first years, widened to ±second when too few */
  registrationYearSpans: readonly number[];
  /** power within ± this share */
  powerSpread: number;
  /** mileage within ± this share, at least ±minMileageBandKm */
  mileageSpread: number;
  minMileageBandKm: number;
  soldLookbackDays: number;
  oldtimerYears: number;
  /** 'unsichere Bewertung' below this many comparables */
  confidentComparables: number;
  /** 'große Preisspanne' beyond this (p90 − p10) / median */
  wideSpread: number;
  /** no grade beyond this standard error of the market value */
  maxUncertainty: number;
  /** the latest stored evaluation; null before the first one */
  evaluation: PublishedEvaluation | null;
}

export interface PricingService extends ValuationService {
  methodology(): Promise<PricingMethodology>;
  /** Rates again the models of cars written since the last run (the background job runs this every few seconds; tests call it). */
  runPending(): Promise<void>;
  /** Rates every car again with freshly learnt adjustments and stores a new evaluation (the daily job). */
  recomputeAll(): Promise<void>;
  /** Stores a first evaluation when there is none (the first start rates without one, to start sooner). */
  ensureEvaluation(): Promise<void>;
  /** When everything was last rated at once (ISO), null before the first time. */
  lastFullComputation(): Promise<string | null>;
}

export function createPricingService(options: { db: Kysely<Database>; taxonomy: Taxonomy; logger: Pick<Logger, 'info'>; now?: () => Date }): PricingService {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const valuation = createValuationService({ db, taxonomy: options.taxonomy, now });
  return {
    value: (input) => valuation.value(input),
    async methodology() {
      const row = await findLatestEvaluation(db);
      return {
        grades: PRICE_GRADES,
        minComparables: MIN_COMPARABLES,
        registrationYearSpans: YEAR_SPANS,
        powerSpread: POWER_SPREAD,
        mileageSpread: MILEAGE_SPREAD,
        minMileageBandKm: MIN_MILEAGE_BAND_KM,
        soldLookbackDays: SOLD_LOOKBACK_DAYS,
        oldtimerYears: OLDTIMER_YEARS,
        confidentComparables: CONFIDENT_COMPARABLES,
        wideSpread: WIDE_SPREAD,
        maxUncertainty: MAX_UNCERTAINTY,
        evaluation: row
          ? {
              computedAt: row.computed_at,
              method: row.method,
              sampleSize: row.sample_size,
              mdape: row.mdape,
              within10: row.within_10,
              gradeDistribution: JSON.parse(row.grade_distribution) as Record<PriceGrade, number>,
              unrated: JSON.parse(row.unrated) as Partial<Record<NoRatingReason, number>>,
              valuation: row.valuation ? (JSON.parse(row.valuation) as ValuationEvaluation) : null,
            }
          : null,
      };
    },
    async runPending() {
      await followListingChanges(db, { now: now(), logger });
    },
    async recomputeAll() {
      await computeAllRatings(db, { now: now(), evaluate: true, logger });
    },
    async ensureEvaluation() {
      await ensureEvaluation(db, now());
    },
    async lastFullComputation() {
      return (await findRatingState(db))?.computed_at ?? null;
    },
  };
}
