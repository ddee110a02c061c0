import { Hono } from 'hono';
import { createHealthRoutes } from './health-routes.ts';

/**
 * What a process serving alone answers while it starts (migrations, a first-start seed, loading the
 * search index can take minutes): live, not ready, and 503 with Retry-After for everything else, so a
 * balancer or a visitor sees a starting service rather than a refused connection. Cluster workers
 * do not listen before they are ready: the primary would hand them visitors' connections.
 */
export function createStartupGate() {
  const app = new Hono();
  app.route('/health', createHealthRoutes(null));
  app.all('*', (c) => {
    c.header('Retry-After', '10');
    c.header('Cache-Control', 'no-store');
    return c.text('Der Dienst startet gerade. Bitte versuchen Sie es gleich noch einmal.', 503);
  });
  return app;
}
