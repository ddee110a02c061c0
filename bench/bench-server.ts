/**
 * The API server the benchmark measures, in its own process so the load generator does not share
 * its event loop: app services (search index included) and /api, as in production, served by
 * BENCH_WORKERS processes (Node's cluster module, as `npm start` does with WEB_CONCURRENCY; the
 * database is migrated and seeded by the bench beforehand). Prints
 * 'READY <url> <startup ms> <indexed listings> <workers>' once every worker listens.
 */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { createApiRouter } from '../server/api/api-router.ts';

interface WorkerReady {
  url: string;
  indexed: number;
}

const workers = Math.max(1, Number(process.env.BENCH_WORKERS ?? 1));
const started = Date.now();

async function serveApi(onReady: (ready: WorkerReady) => void) {
  const env = loadEnv({ ...process.env, SEED_LISTINGS: '0', LOG_LEVEL: 'warn', BACKGROUND_JOBS: 'off', PORT: '0' });
  const services = await createServices(env, createLogger('warn'));
  const app = new Hono();
  app.route('/api', createApiRouter(services));
  const indexed = services.search.count(createFilters({ accident: 'AN' }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => onReady({ url: `http://127.0.0.1:${info.port}`, indexed }));
  process.on('SIGTERM', () => {
    server.close(() => void closeServices(services).then(() => process.exit(0)));
  });
}

if (workers === 1) {
  await serveApi(({ url, indexed }) => process.stdout.write(`READY ${url} ${Date.now() - started} ${indexed} 1\n`));
} else if (cluster.isPrimary) {
  // Workers listening on port 0 share one port: the primary hands out their connections in turn.
  const ready: WorkerReady[] = [];
  for (let i = 0; i < workers; i++) {
    cluster.fork().on('message', (message: WorkerReady) => {
      ready.push(message);
      if (ready.length === workers) process.stdout.write(`READY ${message.url} ${Date.now() - started} ${message.indexed} ${workers}\n`);
    });
  }
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
} else {
  await serveApi((ready) => process.send?.(ready));
}
