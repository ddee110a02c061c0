/**
 * Computes and stores the price ratings (issue 17 §1) in the background, never per request:
 * everything at once on the first start (after the seed) and once a day, and, in between, the models
 * whose cars changed (the `listing_changes` feed: a new car, a price change, a sale changes its
 * model's comparables). Only ratings that changed are written, and only cars whose grade or market
 * value changed are announced on the feed, so the search index of every process picks the new grade
 * up within a second and a recomputation does not flood the feed.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { Database, PriceRatingChangeTable } from '../db/schema.ts';
import { hideFlaggedCarsFarBelowMarket } from '../fraud/scam-text-hiding.server.ts';
import { SOLD_LOOKBACK_DAYS, type PricedCar } from '../domain/pricing/comparables.ts';
import { appraise, pricingGroups, type PriceAppraisal, type PricingGroup } from '../domain/pricing/market-value.ts';
import { fitPriceAdjustment, NO_ADJUSTMENT, type PriceAdjustment } from '../domain/pricing/price-adjustment.ts';
import {
  crossValidationSteps,
  evaluateValuation,
  saleObservations,
  type EvaluationFigures,
  type ValuationEvaluation,
} from '../domain/pricing/price-evaluation.ts';
import { fitTimeToSale, type TimeToSaleModel } from '../domain/pricing/time-to-sale.ts';
import { COUNTED_VALUE_ITEMS } from '../domain/pricing/valuation.ts';
import { FOUR_WHEEL_DRIVE_EQUIPMENT_ID, FULL_SERVICE_EQUIPMENT_ID, WARRANTY_EQUIPMENT_ID } from '../domain/search/search-options.ts';
import {
  advanceRatingFeed,
  deleteRatingsOfMissingListings,
  findLatestEvaluation,
  findModelsOfListings,
  findPricingRows,
  findRatingState,
  findRatingsOfModels,
  insertEvaluation,
  insertRatingChanges,
  latestChangeSeq,
  readChangeFeed,
  recordRatingChanges,
  saveRatingState,
  saveRatings,
  type PricingRow,
  type StoredRating,
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

const COUNTED_VALUE_ITEM_SET = new Set(COUNTED_VALUE_ITEMS);

function pricedCar(row: PricingRow): PricedCar {
  const ids = row.equipment_ids === '' ? [] : row.equipment_ids.split(',').map(Number);
  const sold = row.status === 'sold';
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
    sold,
    gearbox: row.transmission_id,
    bodyType: row.body_type_id,
    daysOnline: sold && row.sold_at ? Math.max(0, (Date.parse(row.sold_at) - Date.parse(row.created_at)) / DAY_MS) : null,
    soldAt: sold ? row.sold_at : null,
    valueItems: ids.filter((id) => COUNTED_VALUE_ITEM_SET.has(id)).length,
  };
}

/** The cars a market value is learnt from at `now` (for sale, or sold within the look-back). */
export async function loadPricedCars(db: Kysely<Database>, now: Date, modelIds?: readonly number[]): Promise<PricedCar[]> {
  const rows = await findPricingRows(db, {
    now: now.toISOString(),
    soldSince: new Date(now.getTime() - SOLD_LOOKBACK_DAYS * DAY_MS).toISOString(),
    ...(modelIds ? { modelIds } : {}),
  });
  return rows.map(pricedCar);
}

function stored(a: PriceAppraisal, price: number): StoredRating {
  return {
    listing_id: a.listingId,
    model_id: a.modelId,
    market_value: a.marketValue,
    deviation: a.deviation,
    grade: a.grade,
    reason: a.reason,
    comparables_count: a.comparablesCount,
    range_low: a.rangeLow,
    range_high: a.rangeHigh,
    year_span: a.yearSpan,
    match_level: a.match,
    for_sale_count: a.forSaleCount,
    price_spread: a.spread,
    rated_price: price,
  };
}

const RATING_FIELDS = [
  'model_id',
  'market_value',
  'deviation',
  'grade',
  'reason',
  'comparables_count',
  'range_low',
  'range_high',
  'year_span',
  'match_level',
  'for_sale_count',
  'price_spread',
  'rated_price',
] as const satisfies readonly (keyof StoredRating)[];

function sameRating(a: StoredRating, b: StoredRating): boolean {
  return RATING_FIELDS.every((field) => a[field] === b[field]);
}

/**
 * Appraises the cars for sale among `cars`; returns the ratings that differ from `previous`, the ids
 * whose grade or market value changed, and the grade changes for the price history (a car rated
 * before whose grade is now another one, or none).
 */
function diffRatings(cars: readonly PricedCar[], adjustment: PriceAdjustment, now: Date, previous: readonly StoredRating[]) {
  const before = new Map(previous.map((r) => [r.listing_id, r]));
  const groups = pricingGroups(cars, adjustment, now);
  const changed: StoredRating[] = [];
  const announce: number[] = [];
  const gradeChanges: Insertable<PriceRatingChangeTable>[] = [];
  const at = now.toISOString();
  for (const car of cars) {
    if (car.sold) continue;
    const next = stored(appraise(car, groups, adjustment, now), car.price);
    const old = before.get(car.id);
    if (old && sameRating(old, next)) continue;
    changed.push(next);
    if (!old || old.grade !== next.grade || old.market_value !== next.market_value) announce.push(car.id);
    if (old && old.grade !== next.grade && (old.grade !== null || next.grade !== null)) {
      gradeChanges.push({
        listing_id: car.id,
        changed_at: at,
        old_grade: old.grade,
        new_grade: next.grade,
        old_market_value: old.market_value,
        new_market_value: next.market_value,
        old_price: old.rated_price,
        new_price: next.rated_price,
      });
    }
  }
  return { changed, announce, gradeChanges, groups };
}

/** The time-to-sale model from the sold cars among `cars`, priced against the prepared groups. */
function fitTimeToSaleModel(cars: readonly PricedCar[], groups: ReadonlyMap<string, PricingGroup>, adjustment: PriceAdjustment, now: Date): TimeToSaleModel {
  return fitTimeToSale(saleObservations(cars, groups, adjustment, now));
}

/** The rating's cross-validation and the valuation's held-out evaluation. */
export interface ModelEvaluation {
  rating: EvaluationFigures;
  valuation: ValuationEvaluation;
}

function storeEvaluation(db: Kysely<Database> | Transaction<Database>, figures: ModelEvaluation, at: string): Promise<void> {
  const { rating } = figures;
  return insertEvaluation(db, {
    computed_at: at,
    method: rating.method,
    sample_size: rating.sampleSize,
    mdape: rating.mdape,
    within_10: rating.within10,
    grade_distribution: JSON.stringify(rating.gradeDistribution),
    unrated: JSON.stringify(rating.unrated),
    valuation: JSON.stringify(figures.valuation),
  });
}

const pause = () => new Promise((resolve) => setImmediate(resolve));

/** The cross-validation with a pause between folds, then the valuation's evaluation, so a server answers requests in between. */
async function evaluatePausing(cars: readonly PricedCar[], now: Date): Promise<ModelEvaluation> {
  const steps = crossValidationSteps(cars, now);
  for (;;) {
    const step = steps.next();
    await pause();
    if (step.done) return { rating: step.value, valuation: evaluateValuation(cars, now) };
  }
}

/** `npm run price-model:evaluate` and the background job: evaluates the estimate and the valuation over today's data and stores the figures for the public page. */
export async function evaluateAndStore(db: Kysely<Database>, now: Date): Promise<ModelEvaluation> {
  const figures = await evaluatePausing(await loadPricedCars(db, now), now);
  await storeEvaluation(db, figures, now.toISOString());
  return figures;
}

/** Ratings written per transaction by a full computation. */
const WRITE_SLICE = 2000;

export interface FullComputation {
  rated: number;
  changed: number;
  announced: number;
  evaluation: ModelEvaluation | null;
  ms: number;
}

/**
 * Learns the price adjustment from the whole inventory, rates every car for sale and (with
 * `evaluate`) stores the cross-validated accuracy. Changes are announced on the feed unless no
 * rating existed before (on the first start no search index has seen a grade yet).
 */
export async function computeAllRatings(
  db: Kysely<Database>,
  options: { now: Date; evaluate: boolean; logger?: Pick<Logger, 'info'> },
): Promise<FullComputation> {
  const started = Date.now();
  const { now } = options;
  // The feed position first: changes written while computing are looked at again by the next run.
  const seq = await latestChangeSeq(db);
  const [cars, previous] = await Promise.all([loadPricedCars(db, now), findRatingsOfModels(db)]);
  const loaded = Date.now();
  const adjustment = fitPriceAdjustment(cars, now);
  const { changed, announce, gradeChanges, groups } = diffRatings(cars, adjustment, now, previous);
  const timeToSale = fitTimeToSaleModel(cars, groups, adjustment, now);
  const rated = Date.now();
  const evaluation = options.evaluate ? await evaluatePausing(cars, now) : null;
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
    await insertRatingChanges(trx, gradeChanges);
    await saveRatingState(trx, { changeSeq: seq, adjustment: JSON.stringify(adjustment), timeToSale: JSON.stringify(timeToSale), computedAt: at });
    if (evaluation) await storeEvaluation(trx, evaluation, at);
    // the market value is known now: a flagged text and a price far below it hide the car (issue 37 point 1)
    await hideFlaggedCarsFarBelowMarket(trx, now);
  });
  const result = {
    rated: cars.filter((c) => !c.sold).length,
    changed: changed.length,
    announced: previous.length > 0 ? announce.length : 0,
    evaluation,
    ms: Date.now() - started,
  };
  options.logger?.info(
    {
      rated: result.rated,
      changed: result.changed,
      announced: result.announced,
      ms: result.ms,
      loadMs: loaded - started,
      rateMs: rated - loaded,
      evaluateMs: evaluated - rated,
      writeMs: Date.now() - evaluated,
    },
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

export function parseAdjustment(text: string): PriceAdjustment {
  const parsed = JSON.parse(text) as Partial<PriceAdjustment>;
  return Array.isArray(parsed.coefficients) && Array.isArray(parsed.features) && parsed.coefficients.length === NO_ADJUSTMENT.coefficients.length
    ? { features: parsed.features, coefficients: parsed.coefficients }
    : NO_ADJUSTMENT;
}

/**
 * Follows the change feed: rates again the models of the cars written since the last run (not the
 * rating job's own announcements) with the learnt adjustment. Returns the models it rated again.
 */
export async function followListingChanges(db: Kysely<Database>, options: { now: Date; logger?: Pick<Logger, 'info'> }): Promise<number[]> {
  const state = await findRatingState(db);
  if (!state) {
    await computeAllRatings(db, { now: options.now, evaluate: true, ...(options.logger ? { logger: options.logger } : {}) });
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
  const modelIds = await findModelsOfListings(
    db,
    feed.filter((c) => c.origin !== 'price-rating').map((c) => c.listing_id),
  );
  // A big import touches most models: rating everything at once reads each car once instead of per batch.
  if (modelIds.length > MAX_MODELS_PER_RUN) {
    await computeAllRatings(db, { now: options.now, evaluate: false, ...(options.logger ? { logger: options.logger } : {}) });
    return modelIds;
  }
  const at = options.now.toISOString();
  const adjustment = parseAdjustment(state.adjustment);
  const [cars, previous] = await Promise.all([
    modelIds.length > 0 ? loadPricedCars(db, options.now, modelIds) : [],
    modelIds.length > 0 ? findRatingsOfModels(db, modelIds) : [],
  ]);
  const { changed, announce, gradeChanges } = diffRatings(cars, adjustment, options.now, previous);
  await db.transaction().execute(async (trx) => {
    if (position !== state.change_seq && !(await advanceRatingFeed(trx, state.change_seq, position))) return;
    await saveRatings(trx, changed, at);
    await insertRatingChanges(trx, gradeChanges);
    if (modelIds.length > 0) await deleteRatingsOfMissingListings(trx, modelIds);
    await recordRatingChanges(trx, announce, at);
    await hideFlaggedCarsFarBelowMarket(trx, options.now);
  });
  return modelIds;
}
