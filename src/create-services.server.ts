import path from 'node:path';
import type { AppServices } from './app-services.server.ts';
import { createHtmlFragmentCache } from './caching/html-fragment-cache.ts';
import { publicConfig, type Env } from './config/env.server.ts';
import type { Logger } from './config/logger.server.ts';
import { createContentService } from './content/content-service.server.ts';
import { connectDatabase, type DbHandle } from './db/connect.server.ts';
import { CHECKPOINT_EVERY_MS } from './db/wal-checkpoint-thread.ts';
import { createDealerService } from './dealers/dealer-service.server.ts';
import { createFinanceService } from './finance/finance-service.server.ts';
import { migrateToLatest } from './db/migrate.server.ts';
import { createIngestionService } from './ingestion/ingestion-service.server.ts';
import { startBackgroundJobs } from './jobs/background-jobs.server.ts';
import { createMessagingServices } from './jobs/messaging-services.server.ts';
import { createListingReader } from './listings/listing-reader.server.ts';
import { limitPhotoMemory } from './images/render-photo.server.ts';
import { createDemoPhotos } from './images/demo-photos.server.ts';
import type { DrawPhoto } from './images/remote-photo-drawing.server.ts';
import { collectProcessMetrics, databasePoolMetrics, searchDuration } from './observability/metrics.server.ts';
import { createReadiness } from './observability/readiness.server.ts';
import { observeServices } from './observability/service-metrics.server.ts';
import { ensureRatings } from './pricing/price-ratings.server.ts';
import { createPricingService } from './pricing/pricing-service.server.ts';
import { createRatingService } from './ratings/rating-service.server.ts';
import { SearchEngine } from './search/search-engine.server.ts';
import { SEARCH_INDEX_SNAPSHOT_FILE } from './search/index-snapshot.ts';
import { createSearchService } from './search/search-service.server.ts';
import { loadTaxonomy } from './taxonomy/taxonomy.server.ts';
import { createSearchQueryService } from './search/search-query-service.server.ts';
import { seedIfEmpty } from './seed/seed-database.server.ts';
import { createWatchListService } from './watch-list/watch-list-service.server.ts';

/**
 * The connection behind each set of services. It is not part of AppServices (pages and API
 * handlers use services, never the database), but closing and process-level tools need it.
 */
const databases = new WeakMap<AppServices, DbHandle>();

/** The database connection of a set of services: for scripts and tests, never for request handlers. */
export function databaseOf(services: AppServices): DbHandle {
  const db = databases.get(services);
  if (!db) throw new Error('These services were not made by createServices');
  return db;
}

/** Connects, migrates, seeds an empty database with the demo inventory and wires the services. */
export async function createServices(
  env: Env,
  logger: Logger,
  options: { serving?: boolean; now?: () => Date; drawPhoto?: DrawPhoto } = {},
): Promise<AppServices> {
  const db = connectDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: env.sqliteFile,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    // A serving process copies SQLite's log back in a thread of its own: never in a request's commit.
    walCheckpointEveryMs: options.serving ? CHECKPOINT_EVERY_MS : undefined,
    metrics: databasePoolMetrics,
  });
  await migrateToLatest(db);
  await seedIfEmpty(db, { listings: env.firstStartListings, seed: env.SEED_VALUE, logger });
  // Before the search index loads, so its first load has every grade (a later start finds them stored).
  await ensureRatings(db.db, { now: new Date(), logger });
  const taxonomy = await loadTaxonomy(db.db);
  const { caches } = env;
  limitPhotoMemory(caches.photos);
  const engine = await SearchEngine.create({
    db,
    taxonomy,
    logger,
    cacheBytes: { results: caches.searchResults, bits: caches.searchBits, text: caches.searchText },
    snapshotFile: path.join(env.DATA_DIR, SEARCH_INDEX_SNAPSHOT_FILE),
  });
  const listings = createListingReader({
    db: db.db,
    taxonomy,
    carCount: (sellerId) => engine.sellerCarCount(sellerId),
    cacheBytes: { cars: caches.listingCars, sellers: caches.listingSellers },
  });
  const search = createSearchService(engine, listings, searchDuration);
  collectProcessMetrics();
  observeServices({ db, search });
  const ingestion = createIngestionService({ db: db.db, taxonomy, dataDir: env.DATA_DIR, logger });
  const pricing = createPricingService({ db: db.db, taxonomy, logger });
  // `now`: tests hold the messaging services' clock (mails, alerts, sign-in delays); production uses the wall clock.
  const messaging = createMessagingServices({ env, db, logger, search, listings, taxonomy, valuation: pricing, now: options.now });
  await messaging.callTracking.syncPool();
  const photos = createDemoPhotos({
    dataDir: env.DATA_DIR,
    photoCacheBytes: env.PHOTO_CACHE_MB * 1024 * 1024,
    firstPhotoBytes: env.FIRST_PHOTO_MB * 1024 * 1024,
    logger,
    ...(options.drawPhoto ? { drawPhoto: options.drawPhoto } : {}),
  });
  const backgroundJobs = env.BACKGROUND_JOBS === 'inline' ? startBackgroundJobs(messaging, { env, db, logger, pricing, photos }) : null;
  const services: AppServices = {
    env,
    config: publicConfig(env),
    logger,
    taxonomy,
    search,
    searchQuery: createSearchQueryService(taxonomy),
    listings,
    htmlFragments: createHtmlFragmentCache(caches.cardFragments),
    photos,
    watchList: createWatchListService({ db: db.db, listings }),
    content: createContentService(db.db),
    dealers: createDealerService({ db: db.db, search, taxonomy }),
    ratings: createRatingService(db.db),
    finance: createFinanceService(db.db),
    pricing,
    ingestion,
    ...messaging,
    backgroundJobs,
    readiness: createReadiness({ db, search }),
  };
  databases.set(services, db);
  return services;
}

/**
 * Starts the background jobs in a process created without them: the cluster primary hands them to
 * one serving process at a time (server/worker-supervisor.ts). Does nothing when they already run.
 */
export function startBackgroundJobsIn(services: AppServices): void {
  if (services.backgroundJobs) return;
  services.backgroundJobs = startBackgroundJobs(services, {
    env: services.env,
    db: databaseOf(services),
    logger: services.logger,
    pricing: services.pricing,
    photos: services.photos,
  });
}

export async function closeServices(services: AppServices): Promise<void> {
  // Let a delivery in progress finish and be marked before the connection goes away.
  await services.backgroundJobs?.stop();
  services.mailer.transport.close();
  // Stop polling the change feed before the connection goes away.
  await services.search.close();
  await databaseOf(services).close();
}
