import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { listWatchList, removeWatchListItem, saveWatchListItem } from '#src/repositories/watch-list.repository.ts';
import { apiError, apiRoute, idParam } from './api-route.ts';
import { sameOriginOnly } from './public-post-guard.ts';

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
  const db = services.db.db;

  // Writes only from our own pages (another site must not fill a visitor's list).
  api.on(['PUT', 'DELETE'], '/watch-list/*', sameOriginOnly(services.env.PUBLIC_URL));

  apiRoute(
    api,
    {
      method: 'get', path: '/watch-list/{visitorUUId}', tags: TAGS, params: VisitorParams,
      summary: 'Gemerkte Fahrzeuge eines Besuchers in Merk-Reihenfolge',
      responses: {
        200: {
          description: 'Merkliste; isValid = false für verkaufte oder abgelaufene Fahrzeuge',
          schema: z.object({ visitorUUId: z.string(), count: z.number(), savedCars: z.array(z.object({ id: z.number(), oldId: z.number().nullable(), idx: z.number(), isValid: z.boolean() })) }),
        },
      },
    },
    async (c, { params }) => {
      const items = await listWatchList(db, params.visitorUUId);
      const byId = new Map((await services.listings.getListings(items.map((i) => i.listing_id))).map((l) => [l.id, l]));
      const savedCars = items.map((item, idx) => {
        const listing = byId.get(item.listing_id);
        return { id: item.listing_id, oldId: listing?.oldId ?? null, idx, isValid: listing !== undefined && !listing.isSold };
      });
      return c.json({ visitorUUId: params.visitorUUId, count: savedCars.length, savedCars });
    },
  );

  apiRoute(
    api,
    {
      method: 'put', path: '/watch-list/{visitorUUId}/{listingId}', tags: TAGS, params: ItemParams,
      summary: 'Fahrzeug merken (erneutes Merken behält die Position)',
      responses: { 200: { description: 'Gemerkt', schema: CountSchema }, 404: { description: 'Unbekanntes Fahrzeug' } },
    },
    async (c, { params }) => {
      const [listing] = await services.listings.getListings([params.listingId]);
      if (!listing) return apiError(c, 404, 'NOT_FOUND', 'Fahrzeug nicht gefunden', 'listingId');
      const count = await saveWatchListItem(db, params.visitorUUId, params.listingId, new Date());
      return c.json({ visitorUUId: params.visitorUUId, count });
    },
  );

  apiRoute(
    api,
    {
      method: 'delete', path: '/watch-list/{visitorUUId}/{listingId}', tags: TAGS, params: ItemParams,
      summary: 'Fahrzeug aus der Merkliste entfernen',
      responses: { 200: { description: 'Entfernt', schema: CountSchema } },
    },
    async (c, { params }) => c.json({ visitorUUId: params.visitorUUId, count: await removeWatchListItem(db, params.visitorUUId, params.listingId) }),
  );

  return api;
}
