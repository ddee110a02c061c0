import cluster from 'node:cluster';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { runClusterPrimary } from './cluster-primary.ts';
import { ownMetrics, startMetricsListener } from './metrics-listener.ts';
import { startServer } from './start-server.ts';

const env = loadEnv();

if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  await runClusterPrimary(env, createLogger(env.LOG_LEVEL));
} else {
  // One serving process: the whole server (WEB_CONCURRENCY=1), or a worker forked by the primary.
  const running = await startServer(env);
  // Alone, this process answers the metrics itself; a worker's are merged by the primary.
  if (cluster.isPrimary) await startMetricsListener({ host: env.METRICS_HOST, port: env.METRICS_PORT, source: ownMetrics, logger: running.services.logger });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.services.logger.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await running.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
