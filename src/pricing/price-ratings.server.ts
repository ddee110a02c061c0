/**
 * Computes and stores the price ratings (issue 17 §1) in the background, never per request:
 * everything at once on the first start (after the seed) and once a day, and, in between, the models
 * whose cars changed (the `listing_changes` feed: a new car, a price change, a sale changes its
 * model's comparables). Only ratings that changed are written, and only cars whose grade or market
 * value changed are announced on the feed, so the search index of every process picks the new grade
 * up within a second and a recomputation does not flood the feed.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { SOLD_LOOKBACK_DAYS, type PricedCar } from '../domain/pricing/comparables.ts';
import { appraise, pricingGroups, type PriceAppraisal } from '../domain/pricing/market-value.ts';
import { fitPriceAdjustment, NO_ADJUSTMENT, type PriceAdjustment } from '../domain/pricing/price-adjustment.ts';
import { crossValidationSteps, type EvaluationFigures } from '../domain/pricing/price-evaluation.ts';
import { FOUR_WHEEL_DRIVE_EQUIPMENT_ID, FULL_SERVICE_EQUIPMENT_ID, WARRANTY_EQUIPMENT_ID } from '../domain/search/search-options.ts';
import {
  advanceRatingFeed, deleteRatingsOfMissingListings, findLatestEvaluation, findModelsOfListings, findPricingRows, findRatingState, findRatingsOfModels,
  insertEvaluation, latestChangeSeq, readChangeFeed, recordRatingChanges, saveRatingState, saveRatings, type PricingRow, type StoredRating,
} from '../repositories/price-rating.repository.ts';

const DAY_MS = 86_400_000;
/** Feed rows read per run; more wait for the next run. */
const FEED_BATCH = 5000;
/**
 * A missing sequence number younger than this may be a PostgreSQL transaction that commits later:
 * the feed position stays before it (its followers are read again, which is harmless).
 */
const GAP_WAIT_MS = 60_000;

/** More changed models than this in one run: everything is rated again at once. */
const MAX_MODELS_PER_RUN = 150;

const NOT_EQUIPMENT = new Set([FOUR_WHEEL_DRIVE_EQUIPMENT_ID, WARRANTY_EQUIPMENT_ID, FULL_SERVICE_EQUIPMENT_ID]);

function pricedCar(row: PricingRow): PricedCar {
  const ids = row.equipment_ids === '' ? [] : row.equipment_ids.split(',').map(Number);
  return {
    id: row.id,
    makeId: row.make_id,
    modelId: row.model_id,
    firstRegistration: row.first_registration,
    mileage: row.mileage,
    powerKw: row.power_kw,
    fuel: row.fuel,
    price: row.price,
    offerType: row.offer_type,
    hadAccident: Number(row.had_accident) === 1,
    privateSeller: row.seller_type === 'P',
    equipmentCount: ids.filter((id) => !NOT_EQUIPMENT.has(id)).length,
    allWheelDrive: ids.includes(FOUR_WHEEL_DRIVE_EQUIPMENT_ID),
    sold: row.status === 'sold',
  };
}

/** The cars a market value is learnt from at `now` (for sale, or sold within the look-back). */
export async function loadPricedCars(db: Kysely<Database>, now: Date, modelIds?: readonly number[]): Promise<PricedCar[]> {
  const rows = await findPricingRows(db, { now: now.toISOString(), soldSince: new Date(now.getTime() - SOLD_LOOKBACK_DAYS * DAY_MS).toISOString(), ...(modelIds ? { modelIds } : {}) });
  return rows.map(pricedCar);
}

function stored(a: PriceAppraisal): StoredRating {
  return {
    listing_id: a.listingId, model_id: a.modelId, market_value: a.marketValue, deviation: a.deviation, grade: a.grade, reason: a.reason,
    comparables_count: a.comparablesCount, range_low: a.rangeLow, range_high: a.rangeHigh, year_span: a.yearSpan,
  };
}

function sameRating(a: StoredRating, b: StoredRating): boolean {
  return a.model_id === b.model_id && a.market_value === b.market_value && a.deviation === b.deviation && a.grade === b.grade && a.reason === b.reason &&
    a.comparables_count === b.comparables_count && a.range_low === b.range_low && a.range_high === b.range_high && a.year_span === b.year_span;
}

/** Appraises the cars for sale among `cars`; returns the ratings that differ from `previous` and the ids whose grade or market value changed. */
function diffRatings(cars: readonly PricedCar[], adjustment: PriceAdjustment, now: Date, previous: readonly StoredRating[]) {
  const before = new Map(previous.map((r) => [r.listing_id, r]));
  const groups = pricingGroups(cars, adjustment, now);
  const changed: StoredRating[] = [];
  const announce: number[] = [];
  for (const car of cars) {
    if (car.sold) continue;
    const next = stored(appraise(car, groups, adjustment, now));
    const old = before.get(car.id);
    if (old && sameRating(old, next)) continue;
    changed.push(next);
    if (!old || old.grade !== next.grade || old.market_value !== next.market_value) announce.push(car.id);
  }
  return { changed, announce };
}

function storeEvaluation(db: Kysely<Database>, figures: EvaluationFigures, at: string): Promise<void> {
  return insertEvaluation(db, {
    computed_at: at, method: figures.method, sample_size: figures.sampleSize, mdape: figures.mdape, within_10: figures.within10,
    grade_distribution: JSON.stringify(figures.gradeDistribution), unrated: JSON.stringify(figures.unrated),
  });
}

/** The cross-validation with a pause between folds, so a server answers requests in between. */
async function crossValidatePausing(cars: readonly PricedCar[], now: Date): Promise<EvaluationFigures> {
  const steps = crossValidationSteps(cars, now);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** `npm run price-model:evaluate` and the background job: cross-validates the estimate over today's inventory and stores the figures for the public page. */
export async function evaluateAndStore(db: Kysely<Database>, now: Date): Promise<EvaluationFigures> {
  const figures = await crossValidatePausing(await loadPricedCars(db, now), now);
  await storeEvaluation(db, figures, now.toISOString());
  return figures;
}

/** Ratings written per transaction by a full computation. */
const WRITE_SLICE = 2000;

export interface FullComputation { rated: number; changed: number; announced: number; evaluation: EvaluationFigures | null; ms: number }

/**
 * Learns the price adjustment from the whole inventory, rates every car for sale and (with
 * `evaluate`) stores the cross-validated accuracy. Changes are announced on the feed unless no
 * rating existed before (on the first start no search index has seen a grade yet).
 */
export async function computeAllRatings(db: Kysely<Database>, options: { now: Date; evaluate: boolean; logger?: Pick<Logger, 'info'> }): Promise<FullComputation> {
  const started = Date.now();
  const { now } = options;
  // The feed position first: changes written while computing are looked at again by the next run.
  const seq = await latestChangeSeq(db);
  const [cars, previous] = await Promise.all([loadPricedCars(db, now), findRatingsOfModels(db)]);
  const loaded = Date.now();
  const adjustment = fitPriceAdjustment(cars, now);
  const { changed, announce } = diffRatings(cars, adjustment, now, previous);
  const rated = Date.now();
  const evaluation = options.evaluate ? await crossValidatePausing(cars, now) : null;
  const evaluated = Date.now();
  const at = now.toISOString();
  // In small transactions, the state last: on SQLite another process's write (a partner's price change)
  // waits for the lock only as long as one slice takes, not the whole run. A run that dies half-way
  // leaves the state as it was, so the next run does it all again.
  for (let i = 0; i < changed.length; i += WRITE_SLICE) {
    await db.transaction().execute((trx) => saveRatings(trx, changed.slice(i, i + WRITE_SLICE), at));
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (previous.length > 0) {
    for (let i = 0; i < announce.length; i += WRITE_SLICE) {
      await recordRatingChanges(db, announce.slice(i, i + WRITE_SLICE), at);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await db.transaction().execute(async (trx) => {
    await deleteRatingsOfMissingListings(trx);
    await saveRatingState(trx, { changeSeq: seq, adjustment: JSON.stringify(adjustment), computedAt: at });
    if (evaluation) await storeEvaluation(trx, evaluation, at);
  });
  const result = { rated: cars.filter((c) => !c.sold).length, changed: changed.length, announced: previous.length > 0 ? announce.length : 0, evaluation, ms: Date.now() - started };
  options.logger?.info(
    { rated: result.rated, changed: result.changed, announced: result.announced, ms: result.ms, loadMs: loaded - started, rateMs: rated - loaded, evaluateMs: evaluated - rated, writeMs: Date.now() - evaluated },
    'price ratings computed',
  );
  return result;
}

/**
 * Rates everything once when no computation exists yet (first start, or a database from before the
 * ratings). The evaluation, five times the work, is left to the background job (ensureEvaluation).
 */
export async function ensureRatings(db: Kysely<Database>, options: { now: Date; logger?: Pick<Logger, 'info'> }): Promise<boolean> {
  if (await findRatingState(db)) return false;
  await computeAllRatings(db, { ...options, evaluate: false });
  return true;
}

/** Stores a first evaluation when none exists yet; true when it did. */
export async function ensureEvaluation(db: Kysely<Database>, now: Date): Promise<boolean> {
  if (await findLatestEvaluation(db)) return false;
  await evaluateAndStore(db, now);
  return true;
}

function parseAdjustment(text: string): PriceAdjustment {
  const parsed = JSON.parse(text) as Partial<PriceAdjustment>;
  return Array.isArray(parsed.coefficients) && Array.isArray(parsed.features) && parsed.coefficients.length === NO_ADJUSTMENT.coefficients.length
    ? { features: parsed.features, coefficients: parsed.coefficients }
    : NO_ADJUSTMENT;
}

/**
 * Follows the change feed: rates again the models of the cars written since the last run (not the
 * rating job's own announcements) with the learnt adjustment. Returns the models it rated again.
 */
export async function followListingChanges(db: Kysely<Database>, options: { now: Date }): Promise<number[]> {
  const state = await findRatingState(db);
  if (!state) {
    await computeAllRatings(db, { now: options.now, evaluate: true });
    return [];
  }
  const feed = await readChangeFeed(db, state.change_seq, FEED_BATCH);
  if (feed.length === 0) return [];
  // Everything read is rated now; the position only passes a young gap once it is a minute old.
  let position = state.change_seq;
  for (const change of feed) {
    if (change.seq !== position + 1 && options.now.getTime() - Date.parse(change.changed_at) < GAP_WAIT_MS) break;
    position = change.seq;
  }
  const modelIds = await findModelsOfListings(db, feed.filter((c) => c.origin !== 'price-rating').map((c) => c.listing_id));
  // A big import touches most models: rating everything at once reads each car once instead of per batch.
  if (modelIds.length > MAX_MODELS_PER_RUN) {
    await computeAllRatings(db, { now: options.now, evaluate: false });
    return modelIds;
  }
  const at = options.now.toISOString();
  const adjustment = parseAdjustment(state.adjustment);
  const [cars, previous] = await Promise.all([modelIds.length > 0 ? loadPricedCars(db, options.now, modelIds) : [], modelIds.length > 0 ? findRatingsOfModels(db, modelIds) : []]);
  const { changed, announce } = diffRatings(cars, adjustment, options.now, previous);
  await db.transaction().execute(async (trx) => {
    if (position !== state.change_seq && !(await advanceRatingFeed(trx, state.change_seq, position))) return;
    await saveRatings(trx, changed, at);
    if (modelIds.length > 0) await deleteRatingsOfMissingListings(trx, modelIds);
    await recordRatingChanges(trx, announce, at);
  });
  return modelIds;
}
