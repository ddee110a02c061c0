import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { checkValuationInput, ValuationQuerySchema } from '#src/domain/pricing/valuation-input.ts';
import { NO_RATING_REASONS } from '#src/domain/pricing/price-rating.ts';
import { valuationBasis, valueFactorLines } from '#src/domain/pricing/valuation-text.ts';
import { toBackendQuery } from '#src/domain/search/search-filters.ts';
import { apiError, apiRoute, badRequest } from './api-route.ts';

const TAGS = ['Fahrzeugbewertung'];

const ValuationSchema = z
  .object({
    marketValue: z.number().describe('market value of a private sale in euro, rounded to 100'),
    range: z
      .object({ low: z.number(), high: z.number() })
      .describe("80 % of sold cars valued on as many comparables fetched a price in this range (the evaluation's real error)"),
    comparablesCount: z.number().int().describe('comparables the value rests on: for sale now and sold within a year'),
    comparablesForSale: z.number().int().describe('of these, for sale now: the cars comparablesUrl lists'),
    comparablesUrl: z.string().describe('the comparables for sale now as a result list (a page address)'),
    comparablesApiUrl: z.string().describe('the same search for /api/v2/search-listings'),
    daysToSell: z
      .array(z.object({ price: z.number(), days: z.number().int(), low: z.number().int(), high: z.number().int() }))
      .describe('expected days online at 5 % under, at and 5 % over the market value; low–high: the middle half of sold cars'),
    factors: z
      .array(z.object({ kind: z.enum(['age', 'mileage', 'power', 'equipment', 'allWheel']), own: z.number(), typical: z.number(), effect: z.number() }))
      .describe("what moves the value: this car against the comparables' typical car, effect in euro; the effects add up to marketValue − typicalValue"),
    typicalValue: z.number().describe("the value of the comparables' typical (median) car, rounded to 10: where the factors start from"),
    valueFactors: z
      .array(z.object({ kind: z.enum(['age', 'mileage', 'power', 'equipment', 'allWheel']), effect: z.number(), text: z.string() }))
      .describe(
        "what moved the value, in words: the up to 4 largest factors' effects rounded to 100 euro, largest first ('Kilometerstand über dem Schnitt: −€ 900')",
      ),
    comparables: z
      .array(
        z.object({
          id: z.number().int(),
          make: z.string(),
          model: z.string(),
          firstRegistration: z.string().describe('YYYY-MM'),
          mileage: z.number().int(),
          price: z.number().describe('asking price, or the last price before the sale'),
          daysOnline: z.number().int().describe('days from going online to the sale, or to now while for sale'),
          url: z.string().nullable().describe('the detail page while for sale; null once sold'),
          soldAt: z.string().nullable().describe('ISO time of the sale; null while for sale'),
        }),
      )
      .describe('the 3–5 comparables nearest the car in first registration and mileage, sold cars first, nearest first'),
    basis: z.string().describe('how the value was made, in words'),
    accuracy: z
      .object({
        evaluatedAt: z.string(),
        mdape: z.number(),
        within10: z.number(),
        sampleSize: z.number(),
        daysToSellMdae: z.number(),
        daysToSellWithinRange: z.number(),
      })
      .nullable()
      .describe('the published accuracy of valuations and days to sell (held-out sold cars); null before the first evaluation'),
  })
  .meta({ id: 'Valuation' });

/** 'Fahrzeugwert berechnen' for API clients (issue 28 §3). */
export function createValuationApi(services: AppServices) {
  const api = new Hono();
  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/valuation',
      tags: TAGS,
      query: ValuationQuerySchema,
      summary: 'Marktwert eines Autos aus seinen Angaben, mit Spanne, Vergleichsfahrzeugen und Verkaufsdauer bei drei Preisen',
      responses: {
        200: { description: 'Bewertung', schema: ValuationSchema },
        400: { description: 'Unvollständige oder unmögliche Angaben (field nennt den Parameter)' },
        422: { description: 'Keine verlässliche Bewertung möglich (zu wenige oder zu verschiedene Vergleichsfahrzeuge, Oldtimer)' },
      },
    },
    async (c, { query }) => {
      const checked = checkValuationInput(query, new Date());
      if (!checked.ok) return badRequest(c, checked);
      const outcome = await services.pricing.value(checked.input);
      if (outcome.status === 'none') return apiError(c, 422, 'NO_VALUATION', NO_RATING_REASONS[outcome.reason]);
      const { valuation: v } = outcome;
      return c.json({
        marketValue: v.marketValue,
        range: v.range,
        comparablesCount: v.comparablesCount,
        comparablesForSale: v.forSaleCount,
        comparablesUrl: outcome.comparablesHref,
        comparablesApiUrl: `/api/v2/search-listings?${toBackendQuery(outcome.comparablesFilters).toString()}`,
        daysToSell: v.daysToSell.map((d) => ({ price: d.price, days: d.days, low: d.low, high: d.high })),
        factors: v.factors,
        typicalValue: v.typicalValue,
        valueFactors: valueFactorLines(v.factors).map(({ kind, effect, text }) => ({ kind, effect, text })),
        comparables: outcome.comparables.map(({ href, ...c }) => ({ ...c, url: href })),
        basis: valuationBasis(v, `${checked.make.name} ${checked.model.name}`),
        accuracy: outcome.accuracy,
      });
    },
  );
  return api;
}
