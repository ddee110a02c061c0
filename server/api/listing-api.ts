import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';
import { recordIdListText } from '#src/domain/validation/record-id-schema.ts';
import { DEFAULT_KM_PER_YEAR, MAX_KM_PER_YEAR, MIN_KM_PER_YEAR } from '#src/domain/costs/energy-cost.ts';
import { apiError, apiRoute, idParam, unknownSlugError } from './api-route.ts';
import { listingsJson, sendJson } from './json-body.ts';
import { FinanceComparisonSchema, ListingSchema, RatingSchema, VehicleDetailSchema } from './api-schemas.ts';

const TAGS = ['Fahrzeuge'];
/** Watch list and compare fetch cars in chunks of 50 (SPEC §4). */
const MAX_IDS = 50;

const idList = (what: string) => recordIdListText(`Kommagetrennte ${what} erwartet`).pipe(z.array(z.number()).max(MAX_IDS, `Höchstens ${MAX_IDS} Ids`));

const ListingIdParam = idParam('Fahrzeug-Id');
/** Running costs at a yearly mileage (issue 26): `?kmPerYear=26000`. */
const CostQuery = z.object({
  kmPerYear: z.coerce
    .number()
    .int('Ganze Kilometer erwartet')
    .min(MIN_KM_PER_YEAR, `Mindestens ${MIN_KM_PER_YEAR} km`)
    .max(MAX_KM_PER_YEAR, `Höchstens ${MAX_KM_PER_YEAR} km`)
    .optional()
    .describe(`Jahreskilometer für die Energiekosten (${MIN_KM_PER_YEAR}–${MAX_KM_PER_YEAR}, Standard ${DEFAULT_KM_PER_YEAR})`),
});
const slug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9-]+$/, 'Slug erwartet');

const costOptions = (query: { kmPerYear?: number | undefined }) => (query.kmPerYear === undefined ? {} : { kmPerYear: query.kmPerYear });

/** Cars by id (watch list, compare, legacy ids), the detail view, its finance example and model ratings. */
export function createListingApi(services: AppServices) {
  const api = new Hono();
  const { listings, taxonomy } = services;

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/listings',
      tags: TAGS,
      query: z.object({ listingIds: idList('Fahrzeug-Ids') }),
      summary: 'Fahrzeuge nach Id (Merkliste); verkaufte mit isSold = true, unbekannte und gesperrte fehlen',
      responses: { 200: { description: 'Fahrzeuge in der angefragten Reihenfolge', schema: z.object({ listings: z.array(ListingSchema) }) } },
    },
    async (c, { query }) => sendJson(c, listingsJson((await listings.getListingsJson(query.listingIds)).map((car) => car.json))),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/listings-details',
      tags: TAGS,
      query: CostQuery.extend({ listingIds: idList('Fahrzeug-Ids') }),
      summary: 'Fahrzeugdetails nach Id (Vergleich); unbekannte und gesperrte fehlen',
      responses: { 200: { description: 'Fahrzeugdetails in der angefragten Reihenfolge', schema: z.object({ listings: z.array(VehicleDetailSchema) }) } },
    },
    async (c, { query }) => sendJson(c, JSON.stringify({ listings: await listings.getListingDetails(query.listingIds, costOptions(query)) })),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/mapping-listings',
      tags: TAGS,
      query: z.object({ oldCarIds: idList('alte Fahrzeug-Ids') }),
      summary: 'Alte Fahrzeug-Ids (frühere Merklisten) auf aktuelle Ids abbilden',
      responses: {
        200: {
          description: 'Zuordnungen; unbekannte alte Ids und gesperrte Fahrzeuge fehlen',
          schema: z.object({ mappings: z.array(z.object({ oldId: z.number(), id: z.number() })) }),
        },
      },
    },
    async (c, { query }) => c.json({ mappings: await listings.mapOldIds(query.oldCarIds) }),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/listings/{id}',
      tags: TAGS,
      params: z.object({ id: ListingIdParam }),
      query: CostQuery,
      summary: 'Fahrzeugdetail',
      responses: {
        200: { description: 'Fahrzeugdetail', schema: VehicleDetailSchema },
        404: { description: 'Unbekanntes Fahrzeug' },
        410: { description: `Verkauft, abgelaufen oder von der Moderation gesperrt: '${CAR_GONE_MESSAGE}'` },
      },
    },
    async (c, { params, query }) => {
      const result = await listings.getDetail(params.id, costOptions(query));
      if (result.status === 'not-found') return apiError(c, 404, 'NOT_FOUND', 'Fahrzeug nicht gefunden', 'id');
      if (result.status === 'gone') return apiError(c, 410, 'GONE', CAR_GONE_MESSAGE);
      return sendJson(c, JSON.stringify(result.detail));
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/finance/comparison',
      tags: TAGS,
      query: z.object({ guid: ListingIdParam.describe('Fahrzeug-Id') }),
      summary: 'Finanzierungsbeispiel (Annuität: 20 % Anzahlung, 60 Monate, 6,99 % Sollzins, 2 % Bearbeitungsgebühr)',
      responses: {
        200: { description: 'Beispielrechnung', schema: FinanceComparisonSchema },
        404: { description: 'Unbekanntes oder gesperrtes Fahrzeug, oder Preis zu niedrig für eine Finanzierung' },
      },
    },
    async (c, { query }) => {
      const result = await services.finance.comparison(query.guid);
      if (result.status === 'not-found') return apiError(c, 404, 'NOT_FOUND', 'Fahrzeug nicht gefunden', 'guid');
      if (result.status === 'no-example') return apiError(c, 404, 'NOT_FOUND', 'Für diesen Preis gibt es kein Finanzierungsbeispiel', 'guid');
      return c.json({ guid: result.listingId, ...result.comparison });
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/rating',
      tags: TAGS,
      query: z.object({ safemake: slug, safemodel: slug.optional() }),
      summary: 'Bewertung eines Modells (oder einer Marke): Durchschnitt und Anzahl',
      responses: { 200: { description: 'Bewertung', schema: RatingSchema }, 404: { description: 'Unbekannte Marke/Modell oder keine Bewertungen' } },
    },
    async (c, { query }) => {
      const slugs = taxonomy.resolveSlugs(query.safemake, query.safemodel);
      if (slugs.status !== 'ok') return unknownSlugError(c, slugs);
      // safemake is required here, so an 'ok' resolution always has a make
      const { make, model } = slugs;
      if (!make) return unknownSlugError(c, { status: 'unknown-make' });
      const rating = await services.ratings.find(make.id, model?.id ?? null);
      if (!rating) return apiError(c, 404, 'NOT_FOUND', 'Keine Bewertungen');
      return c.json({ ...rating, make: make.name, model: model?.name ?? null });
    },
  );

  return api;
}
