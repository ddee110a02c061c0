import type { AppServices } from './app-services.server.ts';
import { publicConfig, type Env } from './config/env.server.ts';
import type { Logger } from './config/logger.server.ts';
import { connectDatabase } from './db/connect.server.ts';
import { migrateToLatest } from './db/migrate.server.ts';
import { createIngestionService } from './ingestion/ingestion-service.server.ts';
import { startBackgroundJobs } from './jobs/background-jobs.server.ts';
import { createMessagingServices } from './jobs/messaging-services.server.ts';
import { createListingReader } from './listings/listing-reader.server.ts';
import { SearchEngine } from './search/search-engine.server.ts';
import { createSearchService } from './search/search-service.server.ts';
import { loadTaxonomy } from './taxonomy/taxonomy.server.ts';
import { seedIfEmpty } from './seed/seed-database.server.ts';

/** Connects, migrates, seeds an empty database with the demo inventory and wires the services. */
export async function createServices(env: Env, logger: Logger): Promise<AppServices> {
  const db = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile, queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS });
  await migrateToLatest(db);
  await seedIfEmpty(db, { listings: env.SEED_LISTINGS, seed: env.SEED_VALUE, logger });
  const taxonomy = await loadTaxonomy(db.db);
  const engine = await SearchEngine.create({ db, taxonomy, logger });
  const listings = createListingReader({ db: db.db, taxonomy, carCount: (sellerId) => engine.sellerCarCount(sellerId) });
  const search = createSearchService(engine, listings, taxonomy);
  const ingestion = createIngestionService({ db: db.db, taxonomy, dataDir: env.DATA_DIR, logger });
  const messaging = createMessagingServices({ env, db, logger, search, listings, taxonomy });
  await messaging.callTracking.syncPool();
  const backgroundJobs = env.BACKGROUND_JOBS === 'inline' ? startBackgroundJobs(messaging, { env, db, logger }) : null;
  return { env, config: publicConfig(env), db, logger, taxonomy, search, listings, ingestion, ...messaging, backgroundJobs };
}

export async function closeServices(services: AppServices): Promise<void> {
  // Let a delivery in progress finish and be marked before the connection goes away.
  await services.backgroundJobs?.stop();
  services.mailer.transport.close();
  // Stop polling the change feed before the connection goes away.
  await services.search.close();
  await services.db.close();
}
