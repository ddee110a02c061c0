// npm run price-model:evaluate: how often the market value estimate is wrong (issue 17 §1). A 5-fold
// cross-validation over the cars for sale: each car is rated from the other folds' cars alone. Then the
// valuation path (issue 28 §6): the cars sold in a held-out period, valued from their inputs alone,
// against the prices they fetched, and the time-to-sale model against their days online (also per price
// band: under, at and over the market value, issue 36 §1). Prints the figures and stores them with
// today's date for 'So bewerten wir Preise'.
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { formatNumber, formatPercent } from '#src/domain/format/number-format.ts';
import { gradeShares, HOLDOUT_DAYS, PRICE_BAND_LABELS, type TimeToSaleFigures } from '#src/domain/pricing/price-evaluation.ts';
import { NO_RATING_REASONS } from '#src/domain/pricing/price-rating.ts';
import { evaluateAndStore } from '#src/pricing/price-ratings.server.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  `Aufruf: npm run price-model:evaluate\n  5-fache Kreuzvalidierung des Marktwerts über die Autos im Verkauf, dann Bewertung und Verkaufsdauer an den\n  Verkäufen der letzten ${HOLDOUT_DAYS} Tage (Verkaufsdauer je Preisband: unter, am, über dem Marktwert);\n  speichert die Kennzahlen für 'So bewerten wir Preise'. Braucht eine Datenbank mit Bestand\n  (DATA_DIR bzw. DATABASE_URL, befüllt z. B. mit npm run seed).`,
);

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile });
await migrateToLatest(handle);
const started = Date.now();
const now = new Date();
const { rating: figures, valuation } = await evaluateAndStore(handle.db, now);
await handle.close();

function dayLine(f: TimeToSaleFigures): string {
  return `${f.sampleSize} Verkäufe, medianer absoluter Fehler ${formatNumber(f.mdaeDays, 1)} Tage, ${formatPercent(f.withinRange * 100, 1)} in der genannten Spanne (mittlere Hälfte)`;
}

const lines = [
  `Preismodell-Auswertung vom ${now.toISOString().slice(0, 10)}: ${figures.method}`,
  `Fahrzeuge mit Schätzung: ${figures.sampleSize}`,
  `Medianer absoluter Prozentfehler (MdAPE): ${formatPercent(figures.mdape * 100, 1)}`,
  `Anteil innerhalb ±10 %: ${formatPercent(figures.within10 * 100, 1)}`,
  'Notenverteilung:',
  ...gradeShares(figures).map((g) => `  ${g.grade} ${g.label}: ${g.count} (${formatPercent(g.share * 100, 1)})`),
  'Ohne Bewertung:',
  ...Object.entries(figures.unrated).map(([reason, count]) => `  ${reason}: ${count} (${NO_RATING_REASONS[reason as keyof typeof NO_RATING_REASONS]})`),
  `Fahrzeugbewertung: ${valuation.method}`,
  `Bewertete verkaufte Fahrzeuge: ${valuation.sampleSize}`,
  `MdAPE gegen den Verkaufspreis: ${formatPercent(valuation.mdape * 100, 1)}`,
  `Anteil innerhalb ±10 %: ${formatPercent(valuation.within10 * 100, 1)}`,
  'Spanne (Verkaufspreis / Bewertung, 10.–90. Perzentil) nach Vergleichsfahrzeugen:',
  ...valuation.errorBands.map((b) => `  ab ${b.minComparables}: ${b.p10.toFixed(3)} … ${b.p90.toFixed(3)} (${b.sampleSize} Verkäufe)`),
  `Verkaufsdauer: ${dayLine(valuation.timeToSale)}`,
  'Verkaufsdauer nach Preis (letzter Preis gegenüber dem Marktwert):',
  ...(valuation.timeToSale.bands ?? []).map((b) => `  ${PRICE_BAND_LABELS[b.band]}: ${dayLine(b)}`),
];
console.log(lines.join('\n'));
logger.info({ ms: Date.now() - started }, 'price model evaluated');
