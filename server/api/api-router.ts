import { Hono } from 'hono';
import type { AppServices } from '#src/app-services.server.ts';
import { NUL_MESSAGE } from '#src/domain/validation/text-input.ts';
import { nulInAddress } from '../input-guard.ts';
import { createCallTrackerApi } from './call-tracker-api.ts';
import { createContactApi } from './contact-api.ts';
import { createDealerApi } from './dealer-api.ts';
import { createFraudApi } from './fraud-api.ts';
import { createIngestApi } from './ingest-api.ts';
import { createListingApi } from './listing-api.ts';
import { createOpenApiRouter } from './openapi.ts';
import { createSearchApi } from './search-api.ts';
import { createSearchQueryApi } from './search-query-api.ts';
import { createSearchSubscriptionApi } from './search-subscription-api.ts';
import { createTaxonomyApi } from './taxonomy-api.ts';
import { createWatchListApi } from './watch-list-api.ts';

/** Mounts every feature's API under /api. Each feature owns one router file. */
export function createApiRouter(services: AppServices) {
  const api = new Hono();
  api.use('*', async (c, next) => {
    const field = nulInAddress(new URL(c.req.url));
    if (field !== null) return c.json({ error: { message: NUL_MESSAGE, code: 'BAD_REQUEST', field } }, 400);
    await next();
  });
  api.route('/', createSearchApi(services));
  api.route('/', createSearchQueryApi(services));
  api.route('/', createListingApi(services));
  api.route('/', createDealerApi(services));
  api.route('/', createTaxonomyApi(services));
  api.route('/', createWatchListApi(services));
  api.route('/', createOpenApiRouter({ title: `${services.config.siteName} API`, version: '1.0.0' }));
  api.route('/ingest', createIngestApi(services));
  api.route('/', createContactApi(services));
  api.route('/', createFraudApi(services));
  api.route('/', createSearchSubscriptionApi(services));
  api.route('/', createCallTrackerApi(services));
  // A route, not notFound(): a mounted sub-app's notFound never runs, and the site's page handler
  // would answer an unknown API address with the HTML not-found page.
  api.all('*', (c) => c.json({ error: { message: 'Nicht gefunden', code: 'NOT_FOUND' } }, 404));
  return api;
}
