// npm run seed -- --listings N [--seed S] [--reset]: (re)creates the demo inventory.
import { parseArgs } from 'node:util';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { resetDatabase } from '#src/seed/reset-database.server.ts';
import { seedDatabase } from '#src/seed/seed-database.server.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run seed -- [--listings N] [--seed S]\n  Ersetzt alle Daten durch einen neuen Demo-Bestand (Standard: SEED_LISTINGS bzw. 104000 Autos, SEED_VALUE).',
);

const { values } = parseArgs({ options: { listings: { type: 'string' }, seed: { type: 'string' } } });
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile });
await migrateToLatest(handle);
await resetDatabase(handle);
await seedDatabase(handle, { listings: Number(values.listings ?? env.SEED_LISTINGS), seed: Number(values.seed ?? env.SEED_VALUE), logger });
await handle.close();
