import type { AppServices } from './app-services.server.ts';
import { publicConfig, type Env } from './config/env.server.ts';
import type { Logger } from './config/logger.server.ts';
import { connectDatabase } from './db/connect.server.ts';
import { migrateToLatest } from './db/migrate.server.ts';
import { seedIfEmpty } from './seed/seed-database.server.ts';

/** Connects, migrates, seeds an empty database with the demo inventory and wires the services. */
export async function createServices(env: Env, logger: Logger): Promise<AppServices> {
  const db = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile });
  await migrateToLatest(db);
  await seedIfEmpty(db, { listings: env.SEED_LISTINGS, seed: env.SEED_VALUE, logger });
  return { env, config: publicConfig(env), db, logger };
}

export async function closeServices(services: AppServices): Promise<void> {
  await services.db.close();
}
