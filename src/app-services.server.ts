import type { PublicConfig, Env } from './config/env.server.ts';
import type { Logger } from './config/logger.server.ts';
import type { ContentService } from './content/content-service.server.ts';
import type { DealerService } from './dealers/dealer-service.server.ts';
import type { FinanceService } from './finance/finance-service.server.ts';
import type { IngestionService } from './ingestion/ingestion-service.server.ts';
import type { BackgroundJobs } from './jobs/background-jobs.server.ts';
import type { MessagingServices } from './jobs/messaging-services.server.ts';
import type { ListingReader } from './listings/listing-reader.server.ts';
import type { DemoPhotos } from './images/demo-photos.server.ts';
import type { Readiness } from './observability/readiness.server.ts';
import type { PricingService } from './pricing/pricing-service.server.ts';
import type { RatingService } from './ratings/rating-service.server.ts';
import type { SearchService } from './search/search-service.server.ts';
import type { SearchQueryService } from './search/search-query-service.server.ts';
import type { Taxonomy } from './taxonomy/taxonomy.server.ts';
import type { WatchListService } from './watch-list/watch-list-service.server.ts';
import type { HtmlFragmentCache } from './caching/html-fragment-cache.ts';

/**
 * Everything a loader, action or API handler needs, created once per process in server/main.ts
 * and handed to React Router as load context, so pages call domain code in-process. There is no
 * database handle here: pages and API handlers reach the data only through these services.
 *
 * Messaging (MessagingServices): `outbox`, `leads`, `searchAgent`, `priceAlerts`, `fraud`, `moderation`, `operatorGate`, `callTracking`,
 * `automatch`, `rateLimiter`, `mailer`; `backgroundJobs` runs delivery and scheduled jobs in this
 * process unless BACKGROUND_JOBS=off.
 */
export interface AppServices extends MessagingServices {
  env: Env;
  config: PublicConfig;
  logger: Logger;
  /** cached reference data: makes, models, fuels, colours, places … */
  taxonomy: Taxonomy;
  /** the in-memory search engine: search, count, counters, navigation */
  search: SearchService;
  /** search in your own words: a typed sentence read into filters (issue 29) */
  searchQuery: SearchQueryService;
  /** cars by id, detail view, sellers */
  listings: ListingReader;
  /** HTML fragments pages write again and again: result cards (issue 35) */
  htmlFragments: HtmlFragmentCache;
  /** demo cars' drawn photos on disk, the first drawn ahead */
  photos: DemoPhotos;
  /** a visitor's saved cars (server copy of the watch list) */
  watchList: WatchListService;
  /** stored static pages (imprint, terms, …) */
  content: ContentService;
  /** dealer directory, single sellers, a dealer's stock as make/model options */
  dealers: DealerService;
  /** model and make ratings */
  ratings: RatingService;
  /** a car's finance example */
  finance: FinanceService;
  /** price ratings: the published method and accuracy ('So bewerten wir Preise'); a car's rating is its `priceRating` */
  pricing: PricingService;
  /** partner inventory: upsert sellers and cars, photos, sold, delete */
  ingestion: IngestionService;
  backgroundJobs: BackgroundJobs | null;
  /** whether this process can serve: database, migrations, search index, outbox (`/health/ready`) */
  readiness: Readiness;
}
