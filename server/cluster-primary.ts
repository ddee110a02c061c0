/**
 * Every core serves (issue 18): the primary process migrates and seeds the database once, then forks
 * WEB_CONCURRENCY serving processes (Node's cluster module; they share the listening socket and each
 * accepts from it). Each worker loads its own search index and follows the
 * `listing_changes` feed, so a write through any of them reaches all within a second; its page cache
 * keys on its own index version. The background jobs run in one worker at a time. The primary holds no
 * index and serves nothing; SIGHUP replaces the workers one at a time (server/worker-supervisor.ts).
 */
import type { Env } from '#src/config/env.server.ts';
import type { Logger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { heapLimitMb } from '#src/config/memory-budget.ts';
import { countActiveListings } from '#src/repositories/listing-read.repository.ts';
import { removeAbandonedUploads } from '#src/ingestion/photo-store.server.ts';
import { ensureRatings } from '#src/pricing/price-ratings.server.ts';
import { seedIfEmpty } from '#src/seed/seed-database.server.ts';
import { clusterMetrics, startMetricsListener } from './metrics-listener.ts';
import { startPhotoDrawer } from './photo-drawer.ts';
import { claimPidFile } from './pid-file.ts';
import { superviseWorkers } from './worker-supervisor.ts';

/**
 * Migration, first-start seeding and the first price ratings, once, before any worker opens the
 * database. Returns the active cars, which size the workers' heap (src/config/memory-budget.ts).
 */
async function prepareDatabase(env: Env, logger: Logger): Promise<number> {
  const db = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile, queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, { listings: env.firstStartListings, seed: env.SEED_VALUE, logger });
    await ensureRatings(db.db, { now: new Date(), logger });
    return await countActiveListings(db.db);
  } finally {
    await db.close();
  }
}

export async function runClusterPrimary(env: Env, logger: Logger): Promise<void> {
  // First of all: a second server on the same DATA_DIR stops here, before it migrates or seeds anything.
  try {
    claimPidFile(env);
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const abandoned = await removeAbandonedUploads(env.DATA_DIR);
  if (abandoned > 0) logger.warn({ removed: abandoned }, 'files of uploads a stopped process never finished removed');
  const cars = await prepareDatabase(env, logger);
  const supervisor = superviseWorkers(env, logger, { heapLimitMb: heapLimitMb(env.MEMORY_BUDGET_MB, cars) });
  startPhotoDrawer(logger);
  process.on('SIGTERM', () => void supervisor.stop(0));
  process.on('SIGINT', () => void supervisor.stop(0));
  process.on('SIGHUP', () => void supervisor.reload());
  await startMetricsListener({ host: env.METRICS_HOST, port: env.METRICS_PORT, source: clusterMetrics(), logger });
  await supervisor.start();
  logger.info({ workers: env.WEB_CONCURRENCY, pid: process.pid }, 'cluster started');
}
