import { Hono } from 'hono';
import type { Readiness } from '#src/observability/readiness.server.ts';

/**
 * `/health/live`: the process runs and answers (restart it when not). `/health/ready`: it can serve
 * (take it out of the balancer when not): 200 or 503 with each check and what it saw. Neither is
 * cached, and neither costs more than a few tiny queries.
 */
export function createHealthRoutes(readiness: Readiness | null) {
  const routes = new Hono();
  routes.get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'live' });
  });
  routes.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!readiness) return c.json(STARTING, 503);
    const report = await readiness.check();
    return c.json({ status: report.ready ? 'ready' : 'not ready', checks: report.checks }, report.ready ? 200 : 503);
  });
  return routes;
}

/** While the process starts (migrations, first-start seed, search index load) nothing has been checked yet. */
const STARTING = {
  status: 'starting',
  checks: { searchIndex: { ok: false, detail: 'loading: the process is starting (database, migrations, search index)' } },
};
