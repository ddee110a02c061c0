import type { PublicConfig, Env } from './config/env.server.ts';
import type { Logger } from './config/logger.server.ts';
import type { DbHandle } from './db/connect.server.ts';
import type { IngestionService } from './ingestion/ingestion-service.server.ts';
import type { BackgroundJobs } from './jobs/background-jobs.server.ts';
import type { MessagingServices } from './jobs/messaging-services.server.ts';
import type { ListingReader } from './listings/listing-reader.server.ts';
import type { SearchService } from './search/search-service.server.ts';
import type { Taxonomy } from './taxonomy/taxonomy.server.ts';

/**
 * Everything a loader, action or API handler needs, created once per process in server/main.ts
 * and handed to React Router as load context, so pages call domain code in-process.
 */
/**
 * Messaging (MessagingServices): `outbox`, `leads`, `searchAgent`, `fraud`, `callTracking`,
 * `automatch`, `rateLimiter`, `mailer`; `backgroundJobs` runs delivery and scheduled jobs in this
 * process unless BACKGROUND_JOBS=off.
 */
export interface AppServices extends MessagingServices {
  env: Env;
  config: PublicConfig;
  db: DbHandle;
  logger: Logger;
  /** cached reference data: makes, models, fuels, colours, places … */
  taxonomy: Taxonomy;
  /** the in-memory search engine: search, count, counters, navigation */
  search: SearchService;
  /** cars by id, detail view, sellers */
  listings: ListingReader;
  /** partner inventory: upsert sellers and cars, photos, sold, delete */
  ingestion: IngestionService;
  backgroundJobs: BackgroundJobs | null;
}
