import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppServices } from '#src/app-services.server.ts';
import { createApiRouter } from './api/api-router.ts';
import { clientIp } from './api/public-post-guard.ts';
import { createImageRouter } from './images/image-router.ts';
import { securityHeaders, type SecurityEnv } from './security-headers.ts';

export interface HttpAppOptions {
  services: AppServices;
  build: ServerBuild;
  clientDir: string;
}

/** One Hono app: security headers, /api, generated images, built assets and every page via React Router. */
export function createHttpApp({ services, build, clientDir }: HttpAppOptions) {
  const app = new Hono<SecurityEnv>();
  const { logger } = services;
  app.use('*', securityHeaders({ https: services.env.PUBLIC_URL.startsWith('https:') }));
  // Pages, JSON and built assets go out gzip-compressed: on a phone connection the bytes of the
  // scripts and styles decide when the first paint happens (docs/quality-gates.md, Lighthouse).
  app.use('*', compress());

  app.route('/api', createApiRouter(services));
  app.route('/images', createImageRouter(services));

  const root = path.relative(process.cwd(), clientDir) || '.';
  // Hashed build output never changes under the same name.
  app.use('/assets/*', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  app.use('/favicon.ico', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400') }));
  app.use('/docs/*', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400') }));

  const handle = createRequestHandler(build, 'production');
  app.all('*', async (c) => {
    const response = await handle(c.req.raw, { services, cspNonce: c.get('cspNonce'), clientIp: clientIp(c, services.env.TRUST_PROXY) });
    return response;
  });

  app.onError((err, c) => {
    logger.error({ err, url: c.req.url }, 'unhandled error');
    if (c.req.path.startsWith('/api/')) return c.json({ error: { message: 'Interner Fehler', code: 'INTERNAL' } }, 500);
    return c.html(serverErrorHtml(), 500);
  });
  return app;
}

/** Last-resort page when even React rendering failed; same texts as the app's error boundary. */
function serverErrorHtml(): string {
  return '<!doctype html><html lang="de-AT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fehler</title></head><body><main><h1>Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.</h1><p><a href="">SEITE NEU LADEN</a></p></main></body></html>';
}
