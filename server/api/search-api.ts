import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { DEALER_CARS_DEFAULT_SORT, dealerCarsFilters, withDealerStock } from '#src/domain/dealers/dealer-cars-query.ts';
import { NAVIGATOR_CAP } from '#src/domain/search/search-options.ts';
import { filtersFromBackendQuery, SearchBackendQuerySchema } from '#src/domain/search/search-params.ts';
import { toBackendQuery, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { searchRelaxations } from '#src/domain/search/search-relaxations.ts';
import { adTargeting, displayStrings } from '#src/domain/search/search-display.ts';
import type { SearchListingsResult } from '#src/domain/search/search-response-types.ts';
import { filterKey } from '#src/search/filter-key.ts';
import { filterNamesOf } from '#src/taxonomy/taxonomy.server.ts';
import { byteBoundedCache } from '#src/caching/byte-bounded-cache.ts';
import { apiRoute, unknownSlugError } from './api-route.ts';
import { JsonBody, listingsJson } from './json-body.ts';
import { CountersResponseSchema, NavigationSchema, SearchListingsResponseSchema, TotalCountSchema } from './api-schemas.ts';

const TAGS = ['Suche'];
const PAGE_TTL_MS = 30_000;

const DealerListingsQuery = SearchBackendQuerySchema.pick({ sort: true, desc: true, page: true, size: true }).extend({
  cid: SearchBackendQuerySchema.shape.cid.unwrap().describe('Anbieter-Id'),
  safemake: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'Slug erwartet')
    .optional()
    .describe('Marke (SAFE_VALUE)'),
  safemodel: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'Slug erwartet')
    .optional()
    .describe('Modell (SAFE_VALUE); nur mit safemake'),
});

const DealerMakesSchema = z.object({
  makes: z.array(
    z.object({
      MAKE_ID: z.number(),
      GENERIC_NAME: z.string(),
      SAFE_VALUE: z.string(),
      count: z.number(),
      models: z.array(z.object({ MODEL_ID: z.number(), GENERIC_NAME: z.string(), SAFE_VALUE: z.string(), count: z.number() })),
    }),
  ),
});

/** Search, counters, totals and result navigation (SPEC §7), plus the dealer car list. */
export function createSearchApi(services: AppServices) {
  const api = new Hono();
  const { search, taxonomy } = services;
  /** The API's answer (SPEC §3 'Search response'): the page of cars, named and targeted for the client, in UTF-8 bytes. */
  async function searchResponse(filters: SearchFilters, pageSize: number | undefined): Promise<Buffer<ArrayBuffer>> {
    const { listings, metadata, seller } = await search.searchJson(filters, { pageSize });
    const frame: Omit<SearchListingsResult, 'listings'> = {
      metadata,
      displayStrings: displayStrings(filters, taxonomy, metadata.totalItems),
      seller,
      ad_targeting: adTargeting(filters, taxonomy),
    };
    if (metadata.totalItems === 0) {
      frame.relaxations = searchRelaxations(filters, filterNamesOf(taxonomy), (f) => search.count(f)).map((r) => ({
        label: r.label,
        count: r.count,
        query: toBackendQuery(r.filters, { omitDefaults: true }).toString(),
      }));
    }
    // The frame follows the cars in the order SearchListingsResult names.
    return listingsJson(listings, frame);
  }
  // Finished result pages of popular searches, compressed once, outside the V8 heap and within their
  // share of the memory budget. Dropped when the data changes, and after 30 s at the latest because
  // they embed seller details, which have no change feed.
  const pages = byteBoundedCache<string, { version: number; at: number; body: JsonBody }>(
    'apiAnswers',
    services.env.caches.apiAnswers,
    (page) => page.body.byteLength,
  );
  async function resultPage(c: Context, filters: SearchFilters, pageSize: number | undefined) {
    const key = `${filterKey(filters)}|page=${filters.page}|size=${pageSize ?? ''}`;
    const version = search.version();
    const hit = pages.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < PAGE_TTL_MS) return hit.body.send(c);
    const body = new JsonBody(await searchResponse(filters, pageSize));
    const response = body.send(c);
    // Kept once sent, so that the cache weighs the gzipped copy too.
    pages.set(key, { version, at: Date.now(), body });
    return response;
  }

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/search-listings',
      tags: TAGS,
      query: SearchBackendQuerySchema,
      summary: 'Suchergebnisse (eine Seite) zu den Suchparametern',
      description:
        'Parameter im Backend-Format (SPEC §3): mmm, body, doorfrom/doorto, seatsfrom/seatsto, gear, bcol, zip/lat/lon/zipr, … Eine Seite hinter der letzten liefert eine leere Liste mit korrekten Metadaten.',
      responses: { 200: { description: 'Treffer', schema: SearchListingsResponseSchema } },
    },
    async (c, { query }) => {
      const filters = withDealerStock(filtersFromBackendQuery(query), query.ustate !== undefined);
      return resultPage(c, filters, query.size ?? undefined);
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/dealer-listings',
      tags: TAGS,
      query: DealerListingsQuery,
      summary: 'Fahrzeuge eines Händlers (Standard: sort=age, desc=1)',
      responses: { 200: { description: 'Treffer', schema: SearchListingsResponseSchema }, 404: { description: 'Marke oder Modell unbekannt' } },
    },
    async (c, { query }) => {
      const slugs = taxonomy.resolveSlugs(query.safemake, query.safemodel);
      if (slugs.status !== 'ok') return unknownSlugError(c, slugs);
      const { make, model } = slugs;
      const filters = dealerCarsFilters(
        {
          cid: query.cid,
          sort: query.sort ?? DEALER_CARS_DEFAULT_SORT.sort,
          desc: query.sort === undefined ? query.desc !== '0' : query.desc === '1',
          page: query.page ?? 1,
        },
        make ? { make: make.id, model: model?.id ?? null } : null,
      );
      return resultPage(c, filters, query.size ?? undefined);
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/classified-search/totalcount',
      tags: TAGS,
      query: SearchBackendQuerySchema,
      summary: 'Anzahl der Treffer (auch mit cid für einen Händler)',
      responses: { 200: { description: 'Anzahl', schema: TotalCountSchema } },
    },
    (c, { query }) => c.json({ totalCount: search.count(withDealerStock(filtersFromBackendQuery(query), query.ustate !== undefined)) }),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/classified-search/counters',
      tags: TAGS,
      query: SearchBackendQuerySchema,
      summary: 'Trefferzahlen je Filterwert (Facetten)',
      responses: { 200: { description: 'Zähler', schema: CountersResponseSchema } },
    },
    (c, { query }) => c.json(search.counters(withDealerStock(filtersFromBackendQuery(query), query.ustate !== undefined))),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/classified-search/counters/dealer/makes',
      tags: TAGS,
      query: DealerListingsQuery.pick({ cid: true }),
      summary: 'Marken und Modelle im Bestand eines Händlers, mit Anzahl',
      responses: { 200: { description: 'Marken', schema: DealerMakesSchema } },
    },
    (c, { query }) => {
      const makes = services.dealers.stock(query.cid).map(({ make, count, models }) => ({
        MAKE_ID: make.id,
        GENERIC_NAME: make.name,
        SAFE_VALUE: make.safeValue,
        count,
        models: models.map(({ model, count: n }) => ({ MODEL_ID: model.id, GENERIC_NAME: model.name, SAFE_VALUE: model.safeValue, count: n })),
      }));
      return c.json({ makes });
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/navigation/{index}',
      tags: TAGS,
      query: SearchBackendQuerySchema,
      params: z.object({
        index: z
          .string()
          .regex(/^\d{1,6}$/, 'Position erwartet')
          .transform(Number)
          .pipe(z.number().int().min(1).max(NAVIGATOR_CAP, `Position 1 bis ${NAVIGATOR_CAP}`)),
      }),
      summary: 'Vorheriges und nächstes Fahrzeug um eine Trefferposition (1 bis 400)',
      responses: { 200: { description: 'Navigation', schema: NavigationSchema } },
    },
    (c, { query, params }) => c.json(search.navigation(withDealerStock(filtersFromBackendQuery(query), query.ustate !== undefined), params.index)),
  );

  return api;
}
