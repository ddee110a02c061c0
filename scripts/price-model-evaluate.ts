// npm run price-model:evaluate: how often the market value estimate is wrong (issue 17 §1). A 5-fold
// cross-validation over the cars for sale: each car is rated from the other folds' cars alone. Prints
// the median absolute percentage error, the share within ±10 % and the grade distribution, and stores
// the figures with today's date for 'So bewerten wir Preise'.
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { formatPercent } from '#src/domain/format/number-format.ts';
import { gradeShares } from '#src/domain/pricing/price-evaluation.ts';
import { NO_RATING_REASONS } from '#src/domain/pricing/price-rating.ts';
import { evaluateAndStore } from '#src/pricing/price-ratings.server.ts';
import { answerHelp } from './cli-help.ts';

answerHelp("Aufruf: npm run price-model:evaluate\n  5-fache Kreuzvalidierung des Marktwerts über die Autos im Verkauf; speichert die Kennzahlen für 'So bewerten wir Preise'.");

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile });
await migrateToLatest(handle);
const started = Date.now();
const now = new Date();
const figures = await evaluateAndStore(handle.db, now);
await handle.close();

const lines = [
  `Preismodell-Auswertung vom ${now.toISOString().slice(0, 10)}: ${figures.method}`,
  `Fahrzeuge mit Schätzung: ${figures.sampleSize}`,
  `Medianer absoluter Prozentfehler (MdAPE): ${formatPercent(figures.mdape * 100, 1)}`,
  `Anteil innerhalb ±10 %: ${formatPercent(figures.within10 * 100, 1)}`,
  'Notenverteilung:',
  ...gradeShares(figures).map((g) => `  ${g.grade} ${g.label}: ${g.count} (${formatPercent(g.share * 100, 1)})`),
  'Ohne Bewertung:',
  ...Object.entries(figures.unrated).map(([reason, count]) => `  ${reason}: ${count} (${NO_RATING_REASONS[reason as keyof typeof NO_RATING_REASONS]})`),
];
console.log(lines.join('\n'));
logger.info({ ms: Date.now() - started }, 'price model evaluated');
