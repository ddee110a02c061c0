import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { WATCH_LIST_FULL_MESSAGE, WATCH_LIST_MAX_CARS } from '#src/domain/watch-list/watch-list-limits.ts';
import { apiError, apiRoute, idParam } from './api-route.ts';
import { clientIp, sameOriginOnly, tooManyRequests } from './public-post-guard.ts';

const TAGS = ['Merkliste'];

const VisitorParams = z.object({ visitorUUId: z.uuid('Besucher-UUID erwartet').describe('vom Browser erzeugte Besucher-UUID') });
const ItemParams = VisitorParams.extend({ listingId: idParam('Fahrzeug-Id') });
const CountSchema = z.object({ visitorUUId: z.string(), count: z.number() });

/**
 * The server copy of a visitor's watch list (SPEC §4: save, remove, view), keyed by the visitor
 * UUID the browser generates on the first save. The browser keeps its own copy; this one lets the
 * list follow the visitor across devices that share the UUID.
 */
export function createWatchListApi(services: AppServices) {
  const api = new Hono();

  // Writes only from our own pages (another site must not fill a visitor's list), limited per IP.
  api.on(['PUT', 'DELETE'], '/watch-list/*', sameOriginOnly(services.config.publicUrl), async (c, next) => {
    const verdict = await services.rateLimiter.check('watch-list', { ip: clientIp(c, services.env.TRUST_PROXY) }, new Date());
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfterSeconds);
    await next();
  });

  apiRoute(
    api,
    {
      method: 'get',
      path: '/watch-list/{visitorUUId}',
      tags: TAGS,
      params: VisitorParams,
      summary: 'Gemerkte Fahrzeuge eines Besuchers in Merk-Reihenfolge',
      responses: {
        200: {
          description: 'Merkliste; isValid = false für verkaufte oder abgelaufene Fahrzeuge',
          schema: z.object({
            visitorUUId: z.string(),
            count: z.number(),
            savedCars: z.array(z.object({ id: z.number(), oldId: z.number().nullable(), idx: z.number(), isValid: z.boolean() })),
          }),
        },
      },
    },
    async (c, { params }) => {
      const savedCars = await services.watchList.list(params.visitorUUId);
      return c.json({ visitorUUId: params.visitorUUId, count: savedCars.length, savedCars });
    },
  );

  apiRoute(
    api,
    {
      method: 'put',
      path: '/watch-list/{visitorUUId}/{listingId}',
      tags: TAGS,
      params: ItemParams,
      summary: 'Fahrzeug merken (erneutes Merken behält die Position)',
      responses: {
        200: { description: 'Gemerkt', schema: CountSchema },
        404: { description: 'Unbekanntes oder gesperrtes Fahrzeug' },
        409: { description: `Merkliste voll (höchstens ${WATCH_LIST_MAX_CARS} Fahrzeuge)` },
        429: { description: 'Zu viele Änderungen von dieser Adresse; Header Retry-After in Sekunden' },
      },
    },
    async (c, { params }) => {
      const result = await services.watchList.save(params.visitorUUId, params.listingId);
      if (result.kind === 'unknown-car') return apiError(c, 404, 'NOT_FOUND', 'Fahrzeug nicht gefunden', 'listingId');
      if (result.kind === 'full') return apiError(c, 409, 'WATCH_LIST_FULL', WATCH_LIST_FULL_MESSAGE);
      return c.json({ visitorUUId: params.visitorUUId, count: result.count });
    },
  );

  apiRoute(
    api,
    {
      method: 'delete',
      path: '/watch-list/{visitorUUId}/{listingId}',
      tags: TAGS,
      params: ItemParams,
      summary: 'Fahrzeug aus der Merkliste entfernen',
      responses: { 200: { description: 'Entfernt', schema: CountSchema } },
    },
    async (c, { params }) => c.json({ visitorUUId: params.visitorUUId, count: await services.watchList.remove(params.visitorUUId, params.listingId) }),
  );

  return api;
}
