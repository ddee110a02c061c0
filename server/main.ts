import cluster from 'node:cluster';
import { trustedProxyWarnings } from '#src/config/trusted-proxies.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { startBackgroundJobsIn } from '#src/create-services.server.ts';
import { runClusterPrimary } from './cluster-primary.ts';
import { ownMetrics, startMetricsListener } from './metrics-listener.ts';
import { PHOTO_DRAWER_ROLE, runPhotoDrawer } from './photo-drawer.ts';
import { startServer } from './start-server.ts';
import { START_JOBS_MESSAGE } from './worker-supervisor.ts';

if (process.env.GW_ROLE === PHOTO_DRAWER_ROLE) {
  // A child of the cluster primary that only draws demo photos (server/photo-drawer.ts).
  runPhotoDrawer();
} else {
  await serve();
}

async function serve() {
  const env = loadEnv();
  if (cluster.isPrimary) {
    const logger = createLogger(env.LOG_LEVEL);
    for (const warning of trustedProxyWarnings(env.TRUST_PROXY)) logger.warn(warning);
  }

  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    await runClusterPrimary(env, createLogger(env.LOG_LEVEL));
  } else {
    // One serving process: the whole server (WEB_CONCURRENCY=1), or a worker forked by the primary.
    const running = await startServer(env);
    // The primary hands the background jobs to one worker at a time (server/worker-supervisor.ts).
    process.on('message', (message) => {
      if (message === START_JOBS_MESSAGE && !stopping) startBackgroundJobsIn(running.services);
    });
    // Alone, this process answers the metrics itself; a worker's are merged by the primary.
    if (cluster.isPrimary) await startMetricsListener({ host: env.METRICS_HOST, port: env.METRICS_PORT, source: ownMetrics, logger: running.services.logger });

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      running.services.logger.info({ signal }, 'shutting down');
      // Stop accepting, answer with Connection: close, let requests finish, then stop the jobs and close the database.
      const force = setTimeout(() => process.exit(1), env.DRAIN_TIMEOUT_MS + 10_000);
      force.unref();
      await running.drainAndClose(env.DRAIN_TIMEOUT_MS);
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    // A rolling reload needs the cluster primary; a lone process must not die of a reload request.
    if (cluster.isPrimary) process.on('SIGHUP', () => running.services.logger.warn('SIGHUP ignored: a rolling reload needs WEB_CONCURRENCY of 2 or more'));
  }
}
