/**
 * The API server the benchmark measures, in its own process so the load generator does not share
 * its event loop: app services (search index included) and /api, as in production. Prints
 * 'READY <url> <startup ms> <indexed listings>' when listening.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { createApiRouter } from '../server/api/api-router.ts';

const env = loadEnv({ ...process.env, SEED_LISTINGS: '0', LOG_LEVEL: 'warn', BACKGROUND_JOBS: 'off', PORT: '0' });
const started = Date.now();
const services = await createServices(env, createLogger('warn'));
const app = new Hono();
app.route('/api', createApiRouter(services));
// Bench-only: the server's own CPU time, a cost measure that a busy machine does not distort.
app.get('/__bench/stats', (c) => c.json({ cpu: process.cpuUsage() }));
const indexed = services.search.count(createFilters({ accident: 'AN' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`READY http://127.0.0.1:${info.port} ${Date.now() - started} ${indexed}\n`);
});

process.on('SIGTERM', () => {
  server.close(() => void closeServices(services).then(() => process.exit(0)));
});
