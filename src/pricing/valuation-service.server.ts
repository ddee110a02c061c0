/**
 * 'Fahrzeugwert berechnen' (issue 28 §1–3): values a car from its seller's inputs with the rating's
 * own model — the stored price adjustment and time-to-sale model of the last full computation, the
 * cars of its model as comparables, the error bands of the latest evaluation — and names the
 * comparables' search, so the API, the page and the e-mail alert say the same. Since issue 36 §5 it
 * names the closest comparables with what a seller wants to see of them: a link while for sale, the
 * day of the sale once sold.
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema.ts';
import { comparablesFilters } from '../domain/pricing/comparables.ts';
import { pricingGroups, type PricingGroup } from '../domain/pricing/market-value.ts';
import { NO_ADJUSTMENT, type PriceAdjustment } from '../domain/pricing/price-adjustment.ts';
import type { ValuationEvaluation } from '../domain/pricing/price-evaluation.ts';
import { NO_TIME_TO_SALE, parseTimeToSale, type TimeToSaleModel } from '../domain/pricing/time-to-sale.ts';
import { valueCar, type ErrorBand, type Valuation } from '../domain/pricing/valuation.ts';
import type { ValuationInput } from '../domain/pricing/valuation-input.ts';
import { searchHref } from '../domain/search/search-href.ts';
import type { SearchFilters } from '../domain/search/search-filters.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import { findLatestEvaluation, findNamedComparables, findRatingState } from '../repositories/price-rating.repository.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { loadPricedCars, parseAdjustment } from './price-ratings.server.ts';

const DAY_MS = 86_400_000;

/** One of the comparables a valuation names (issue 36 §5). */
export interface NamedComparable {
  id: number;
  make: string;
  model: string;
  /** 'YYYY-MM' */
  firstRegistration: string;
  mileage: number;
  /** the asking price, or the last one before the sale (euro) */
  price: number;
  /** whole days from going online to the sale, or to now while for sale */
  daysOnline: number;
  /** the detail page while the car is for sale; null once sold (its page answers 410) */
  href: string | null;
  /** ISO time of the sale; null while for sale */
  soldAt: string | null;
}

/** A model's prepared comparables are reused this long: the inventory moves slowly against a valuation's precision. */
const GROUPS_TTL_MS = 5 * 60_000;

export interface ValuationAccuracy {
  /** ISO time of the evaluation */
  evaluatedAt: string;
  mdape: number;
  within10: number;
  sampleSize: number;
  daysToSellMdae: number;
  daysToSellWithinRange: number;
}

export type ValuationOutcome =
  | {
      status: 'ok';
      valuation: Valuation;
      /** the comparables for sale now as a result list (the page's address) */
      comparablesHref: string;
      comparablesFilters: SearchFilters;
      /** the 3–5 comparables nearest the car, sold ones first, nearest first */
      comparables: NamedComparable[];
      accuracy: ValuationAccuracy | null;
    }
  | { status: 'none'; reason: 'too-few-comparables' | 'uncertain' | 'oldtimer'; comparablesCount: number };

interface Model {
  adjustment: PriceAdjustment;
  timeToSale: TimeToSaleModel;
  errorBands: readonly ErrorBand[];
  accuracy: ValuationAccuracy | null;
  computedAt: string | null;
}

export interface ValuationService {
  value(input: ValuationInput): Promise<ValuationOutcome>;
}

export function createValuationService(options: { db: Kysely<Database>; taxonomy: Taxonomy; now?: () => Date }): ValuationService {
  const { db, taxonomy } = options;
  const now = options.now ?? (() => new Date());
  const groupsByModel = new LRUCache<string, { at: number; groups: Map<string, PricingGroup> }>({ max: 60 });

  async function model(): Promise<Model> {
    const [state, evaluation] = await Promise.all([findRatingState(db), findLatestEvaluation(db)]);
    const valuation = evaluation?.valuation ? (JSON.parse(evaluation.valuation) as ValuationEvaluation) : null;
    return {
      adjustment: state ? parseAdjustment(state.adjustment) : NO_ADJUSTMENT,
      timeToSale: state ? parseTimeToSale(state.time_to_sale) : NO_TIME_TO_SALE,
      errorBands: valuation?.errorBands ?? [],
      accuracy:
        evaluation && valuation && valuation.sampleSize > 0
          ? {
              evaluatedAt: evaluation.computed_at,
              mdape: valuation.mdape,
              within10: valuation.within10,
              sampleSize: valuation.sampleSize,
              daysToSellMdae: valuation.timeToSale.mdaeDays,
              daysToSellWithinRange: valuation.timeToSale.withinRange,
            }
          : null,
      computedAt: state?.computed_at ?? null,
    };
  }

  async function groupsOf(modelId: number, m: Model, at: Date): Promise<Map<string, PricingGroup>> {
    // A new full computation (new adjustment) makes the prepared prices stale.
    const key = `${modelId}|${m.computedAt ?? ''}`;
    const hit = groupsByModel.get(key);
    if (hit && at.getTime() - hit.at < GROUPS_TTL_MS) return hit.groups;
    const groups = pricingGroups(await loadPricedCars(db, at, [modelId]), m.adjustment, at);
    groupsByModel.set(key, { at: at.getTime(), groups });
    return groups;
  }

  return {
    async value(input) {
      const at = now();
      const m = await model();
      const result = valueCar(input, await groupsOf(input.modelId, m, at), m, at);
      if (!result.ok) return { status: 'none', reason: result.reason, comparablesCount: result.comparablesCount };
      const { valuation } = result;
      const filters = comparablesFilters(
        {
          makeId: input.makeId,
          modelId: input.modelId,
          fuel: input.fuel,
          registrationYear: Number(input.firstRegistration.slice(0, 4)),
          mileage: input.mileage,
          powerKw: input.powerKw,
          gearbox: input.gearbox,
          bodyType: input.bodyType,
        },
        valuation.yearSpan,
        valuation.match,
      );
      const make = taxonomy.makeById.get(input.makeId);
      const modelEntry = taxonomy.modelById.get(input.modelId);
      const comparablesHref = searchHref(filters, { makes: make ? [make] : [], models: modelEntry ? [modelEntry] : [] });
      const rows = new Map(
        (
          await findNamedComparables(
            db,
            valuation.closest.map((c) => c.id),
          )
        ).map((r) => [r.id, r]),
      );
      const comparables = valuation.closest.flatMap((c): NamedComparable[] => {
        const row = rows.get(c.id);
        if (!row || c.firstRegistration === null) return [];
        const sold = row.status === 'sold';
        const until = sold && row.sold_at ? Date.parse(row.sold_at) : at.getTime();
        return [
          {
            id: c.id,
            make: make?.name ?? '',
            model: modelEntry?.name ?? '',
            firstRegistration: c.firstRegistration,
            mileage: c.mileage,
            price: c.price,
            daysOnline: Math.max(0, Math.floor((until - Date.parse(row.created_at)) / DAY_MS)),
            href: sold ? null : detailPath(row.title, row.id),
            soldAt: sold ? row.sold_at : null,
          },
        ];
      });
      return { status: 'ok', valuation, comparablesHref, comparablesFilters: filters, comparables, accuracy: m.accuracy };
    },
  };
}
