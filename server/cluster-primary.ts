/**
 * Every core serves (issue 18): the primary process migrates and seeds the database once, then forks
 * WEB_CONCURRENCY serving processes (Node's cluster module; they share the listening socket and the
 * primary hands out connections in turn). Each worker loads its own search index and follows the
 * `listing_changes` feed, so a write through any of them reaches all within a second; its page cache
 * keys on its own index version. The background jobs run in worker 1 only (a replacement of worker 1
 * takes them over). The primary holds no index and serves nothing.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Env } from '#src/config/env.server.ts';
import type { Logger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { ensureRatings } from '#src/pricing/price-ratings.server.ts';
import { seedIfEmpty } from '#src/seed/seed-database.server.ts';
import { clusterMetrics, startMetricsListener } from './metrics-listener.ts';

/** How long the primary waits for its workers to finish their requests before it ends them. */
const SHUTDOWN_GRACE_MS = 15_000;

/** Migration, first-start seeding and the first price ratings, once, before any worker opens the database. */
async function prepareDatabase(env: Env, logger: Logger): Promise<void> {
  const db = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile, queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, { listings: env.firstStartListings, seed: env.SEED_VALUE, logger });
    await ensureRatings(db.db, { now: new Date(), logger });
  } finally {
    await db.close();
  }
}

export async function runClusterPrimary(env: Env, logger: Logger): Promise<void> {
  await prepareDatabase(env, logger);
  const slots = new Map<Worker, number>();
  let stopping = false;

  const fork = (slot: number) => {
    // Worker 1 keeps the configured BACKGROUND_JOBS ('inline' by default); the others never run jobs.
    const worker = cluster.fork({ BACKGROUND_JOBS: slot === 1 ? env.BACKGROUND_JOBS : 'off' });
    slots.set(worker, slot);
    let listening = false;
    worker.once('listening', () => (listening = true));
    worker.once('exit', (code, signal) => {
      slots.delete(worker);
      if (stopping) return;
      if (!listening) {
        // A worker that cannot even start (port taken, database unreachable) would fail again: stop all.
        logger.error({ slot, code, signal }, 'serving process failed to start; stopping');
        void shutdown(1);
        return;
      }
      logger.error({ slot, code, signal }, 'serving process died; starting a new one');
      fork(slot);
    });
  };

  async function shutdown(exitCode: number) {
    if (stopping) return;
    stopping = true;
    logger.info({ workers: slots.size }, 'stopping serving processes');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    const exits = [...slots.keys()].map((w) => new Promise((resolve) => (w.isDead() ? resolve(null) : w.once('exit', resolve))));
    // Each worker stops accepting, finishes its requests, stops its jobs and closes its database (server/main.ts).
    for (const w of slots.keys()) w.process.kill('SIGTERM');
    await Promise.all(exits);
    process.exit(exitCode);
  }

  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
  for (let slot = 1; slot <= env.WEB_CONCURRENCY; slot++) fork(slot);
  await startMetricsListener({ host: env.METRICS_HOST, port: env.METRICS_PORT, source: clusterMetrics(), logger });
  logger.info({ workers: env.WEB_CONCURRENCY, pid: process.pid }, 'cluster started');
}
