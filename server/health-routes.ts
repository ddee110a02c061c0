import { Hono } from 'hono';
import type { Readiness } from '#src/observability/readiness.server.ts';
import type { AdmissionSnapshot } from './admission-control.ts';
import { isDraining } from './readiness.ts';

/** What a balancer or probe is told to wait before asking again when the answer is 503. */
const RETRY_AFTER_SECONDS = '5';

/**
 * `/health/live`: the process runs and answers (restart it when not). `/health/ready`: it can serve
 * (take it out of the balancer when not): 200, or 503 with Retry-After and each check and what it
 * saw — while the index loads, while the database is gone, and while the process drains before it
 * leaves (server/graceful-drain.ts); a ready process under load also says whether it is saturated (it queues or
 * sheds work: server/admission-control.ts) and what it has in progress. Neither is cached, and neither costs more than a few tiny queries.
 */
export function createHealthRoutes(readiness: Readiness | null, load: () => AdmissionSnapshot | null = () => null) {
  const routes = new Hono();
  routes.get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'live' });
  });
  routes.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!readiness || isDraining()) {
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      return c.json(readiness ? DRAINING : STARTING, 503);
    }
    const report = await readiness.check();
    if (!report.ready) c.header('Retry-After', RETRY_AFTER_SECONDS);
    // Shedding is the process holding, not failing: it stays in the balancer (200) and says it is saturated.
    const admission = load();
    const saturation = admission ? { saturated: admission.saturated, load: { pressure: admission.pressure, ...admission.kinds } } : {};
    return c.json({ status: report.ready ? 'ready' : 'not ready', ...saturation, checks: report.checks }, report.ready ? 200 : 503);
  });
  return routes;
}

/** The process is leaving (reload, deploy, SIGTERM): it finishes what it has but takes nothing new. */
const DRAINING = { status: 'draining', checks: {} };

/** While the process starts (migrations, first-start seed, search index load) nothing has been checked yet. */
const STARTING = {
  status: 'starting',
  checks: { searchIndex: { ok: false, detail: 'loading: the process is starting (database, migrations, search index)' } },
};
