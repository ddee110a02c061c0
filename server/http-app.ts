import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppServices } from '#src/app-services.server.ts';
import { isDatabaseUnavailable } from '#src/db/database-availability.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { hasNul } from '#src/domain/validation/text-input.ts';
import { pageCacheRequests } from '#src/observability/metrics.server.ts';
import { createAdmissionControl, type AdmissionControl } from './admission-control.ts';
import { createApiRouter } from './api/api-router.ts';
import { clientIp } from './api/public-post-guard.ts';
import { compressedResponse, compression } from './compression.ts';
import { createHealthRoutes } from './health-routes.ts';
import { createImageRouter } from './images/image-router.ts';
import { refusePageRequest } from './input-guard.ts';
import { requestDeadline } from './request-deadline.ts';
import { createPageCache } from './page-cache.ts';
import { pageRoutePatterns } from './page-route-pattern.ts';
import { plainPage, SERVER_ERROR } from './plain-page.ts';
import { observeRequests, type ObservedEnv } from './request-observer.ts';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint.ts';
import { securityHeaders, type SecurityEnv } from './security-headers.ts';

export interface HttpAppOptions {
  services: AppServices;
  build: ServerBuild;
  clientDir: string;
  /** Bounds on work in progress (server/admission-control.ts); by default without pressure readings. */
  admission?: AdmissionControl;
}

/** One Hono app: security headers, /api, generated images, built assets and every page via React Router. */
export function createHttpApp({ services, build, clientDir, admission = createAdmissionControl() }: HttpAppOptions) {
  const app = new Hono<{ Variables: SecurityEnv['Variables'] & ObservedEnv['Variables'] }>();
  const { logger } = services;
  app.use('*', observeRequests(logger));
  app.route('/health', createHealthRoutes(services.readiness, admission.snapshot));
  app.use('*', securityHeaders({ https: services.config.publicUrl.startsWith('https:') }));
  // Before compression and the deadline: a shed answer costs nothing, and time in the queue is not service time.
  app.use('*', admission.middleware);
  // Pages, JSON and built assets go out compressed: on a phone connection the bytes of the
  // scripts and styles decide when the first paint happens (docs/quality-gates.md, Lighthouse).
  app.use('*', compression());
  // Bounded by the database deadline plus time to render; uploads and photo rendering take longer by nature.
  app.use(
    '*',
    requestDeadline(services.env.DB_QUERY_TIMEOUT_MS + RENDER_ALLOWANCE_MS, (p) => /^\/(?:api\/ingest|images|assets)\//.test(p)),
  );

  app.route('/api', createApiRouter(services));
  app.route('/images', createImageRouter(services));

  const root = path.relative(process.cwd(), clientDir) || '.';
  // Hashed build output never changes under the same name; the build wrote .br/.gz copies of it.
  app.use('/assets/*', serveStatic({ root, precompressed: true, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  app.use('/favicon.ico', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400') }));
  app.use('/docs/*', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400') }));

  const handle = createRequestHandler(build, 'production');
  const routePattern = pageRoutePatterns(build);
  const pageCache = createPageCache({ maxBytes: services.env.caches.pages, version: () => services.search.version() });
  const pageBodyLimit = bodyLimit({ maxSize: PAGE_FORM_LIMIT, onError: (c) => c.html(plainPage(REQUEST_TOO_LARGE), 413) });
  app.all('*', pageBodyLimit, async (c) => {
    c.set('routePattern', routePattern(c.req.path));
    const refused = await refusePageRequest(c.req.raw, services.config.publicUrl);
    if (refused) return c.html(plainPage({ ...refused, link: HOME_LINK }), refused.status);
    const nonce = c.get('cspNonce');
    const cacheKey = pageCache.keyOf(c.req.raw);
    const kept = cacheKey === null ? null : pageCache.serve(cacheKey, nonce);
    if (cacheKey !== null) pageCacheRequests.inc({ result: kept ? 'hit' : 'miss' });
    if (kept) return kept;
    const version = pageCache.version();
    const failures = { databaseUnavailable: false };
    const ids: string[] = [];
    const freshId = () => {
      const id = randomUUID();
      ids.push(id);
      return id;
    };
    const request = namesNoPage(c.req.url) ? notFoundRequest(c.req.raw) : c.req.raw;
    const response = await handle(request, {
      services,
      cspNonce: nonce,
      clientIp: clientIp(c, services.env.TRUST_PROXY),
      failures,
      freshId,
      requestId: c.get('requestId'),
      documentHtml: new URL(request.url).pathname.endsWith('.data') ? null : new Map(),
    });
    // The ErrorBoundary already shows the server-error text; an outage is 503, not a bug (500).
    if (failures.databaseUnavailable && response.status >= 500) return outageResponse(response);
    if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
    const body = loadScriptsAfterFirstPaint(Buffer.from(await response.arrayBuffer()));
    if (cacheKey !== null) pageCache.keep(cacheKey, version, response, body, { nonce, ids });
    const init = { status: response.status, statusText: response.statusText, headers: response.headers };
    // Compressed here from the bytes at hand rather than read back from a stream by the middleware.
    return c.req.method === 'HEAD' ? new Response(body, init) : compressedResponse(c.req.header('accept-encoding'), body, init);
  });

  app.onError((err, c) => {
    const unavailable = isDatabaseUnavailable(err);
    logger.error({ err, url: c.req.url, databaseUnavailable: unavailable }, 'unhandled error');
    const status = unavailable ? 503 : 500;
    if (unavailable) {
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      c.header('Cache-Control', 'no-store');
    }
    if (c.req.path.startsWith('/api/')) {
      return unavailable
        ? c.json(
            { error: { message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.', code: 'SERVICE_UNAVAILABLE' } },
            503,
          )
        : c.json({ error: { message: 'Interner Fehler', code: 'INTERNAL' } }, 500);
    }
    return c.html(plainPage({ ...SERVER_ERROR, reference: c.get('requestId') }), status);
  });
  return app;
}

/** How long clients (and crawlers) should wait before retrying during a database outage. */
const RETRY_AFTER_SECONDS = '30';
/** What a request may take beyond the database deadline (rendering, compression). */
const RENDER_ALLOWANCE_MS = 1000;
/** Page forms are a few fields; anything larger is not one of ours. */
const PAGE_FORM_LIMIT = 256 * 1024;

/** A path whose percent-encoding is broken (%E0%A4%A) or that holds a NUL (%00) names no page. */
function namesNoPage(url: string): boolean {
  try {
    return hasNul(decodeURIComponent(new URL(url).pathname));
  } catch {
    return true;
  }
}

/**
 * The not-found page (status 404) for such a path. React Router would answer the same but log the
 * whole address as a warning on every request, which hostile traffic turns into log floods.
 */
function notFoundRequest(request: Request): Request {
  return new Request(new URL(ROUTE_PATHS.notFound, request.url), { headers: request.headers });
}

function outageResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Retry-After', RETRY_AFTER_SECONDS);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, headers });
}

const HOME_LINK = { href: '/', label: 'Zur Startseite' };
const REQUEST_TOO_LARGE = { title: 'Anfrage zu groß', heading: 'Die Anfrage ist zu groß.', link: HOME_LINK };
