import type { PublicConfig, Env } from './config/env.server.ts';
import type { Logger } from './config/logger.server.ts';
import type { DbHandle } from './db/connect.server.ts';

/**
 * Everything a loader, action or API handler needs, created once per process in server/main.ts
 * and handed to React Router as load context, so pages call domain code in-process.
 */
export interface AppServices {
  env: Env;
  config: PublicConfig;
  db: DbHandle;
  logger: Logger;
}
