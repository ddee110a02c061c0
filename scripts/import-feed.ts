// npm run import -- FILE [--seller ID] [--dry-run] [--full] [--renew] [--format csv|json] [--json]
// Imports a dealer feed (CSV or JSON) into the inventory; see docs/ingestion.md.
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '#src/config/env.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { FEED_IMPORT_EXIT, FEED_IMPORT_USAGE, parseFeedImportArguments } from '#src/ingestion/feed-import-arguments.ts';
import { importFeed, type FeedImportSummary } from '#src/ingestion/feed-import.server.ts';
import { readFeed } from '#src/ingestion/feed-reader.ts';
import { buildIngestTaxonomy } from '#src/ingestion/ingest-taxonomy.ts';
import { findSeller } from '#src/repositories/ingestion.repository.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(FEED_IMPORT_USAGE);

function fail(message: string, exitCode: number): never {
  process.stderr.write(`${message}\n${exitCode === FEED_IMPORT_EXIT.usage ? `${FEED_IMPORT_USAGE}\n` : ''}`);
  process.exit(exitCode);
}

const parsed = parseFeedImportArguments(process.argv.slice(2));
if (!parsed.ok) fail(parsed.message, FEED_IMPORT_EXIT.usage);
const options = parsed.args;
const { file, format, sellerId } = options;
if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`Datei nicht gefunden: ${file}`, FEED_IMPORT_EXIT.usage);

/** RSS now and then, so a run shows whether memory stayed flat. */
const rssSamplesMb: number[] = [];
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** One line redrawn on a terminal; otherwise a line per 10 %, so logs stay short. */
function createProgress(totalBytes: number, stream: () => fs.ReadStream | undefined) {
  const started = Date.now();
  let lastDraw = 0;
  let lastDecile = -1;
  let lastPrintedDecile = -1;
  return (records: number, final = false) => {
    const share = totalBytes === 0 ? 1 : Math.min(1, (stream()?.bytesRead ?? 0) / totalBytes);
    const decile = Math.floor(share * 10);
    if (decile > lastDecile) {
      rssSamplesMb.push(mb(process.memoryUsage.rss()));
      lastDecile = decile;
    }
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(records / seconds) : 0;
    const text = `${(share * 100).toFixed(0).padStart(3)} % | ${records.toLocaleString('de-AT')} Datensätze | ${rate.toLocaleString('de-AT')}/s | RSS ${mb(process.memoryUsage.rss())} MB`;
    if (process.stderr.isTTY) {
      if (!final && Date.now() - lastDraw < 100) return;
      lastDraw = Date.now();
      const width = 30;
      const filled = Math.round(share * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}${final ? '\n' : ''}`);
    } else if (decile > lastPrintedDecile || final) {
      lastPrintedDecile = decile;
      process.stderr.write(`${text}\n`);
    }
  };
}

function printSummary(summary: FeedImportSummary, extra: { seconds: number; peakRssMb: number }) {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  if (summary.feedError) {
    // Written before the break only when the file changed between readFeed's two reads.
    const written = summary.created + summary.updated + summary.renewed;
    out(
      `Feed abgelehnt, ${written === 0 ? 'nichts importiert' : `nur ${written} Fahrzeuge vor der Bruchstelle geschrieben (die Datei änderte sich während des Imports)`}: ${path.basename(file)}`,
    );
    out(`  ${summary.feedError.message}`);
    if (options.full) out('  Kein Fahrzeug wurde als verkauft markiert.');
    return;
  }
  out(`${summary.dryRun ? 'Probelauf (nichts geschrieben)' : 'Import abgeschlossen'}: ${path.basename(file)}`);
  out(`  Datensätze:  ${summary.records}`);
  out(`  neu:         ${summary.created}`);
  out(`  geändert:    ${summary.updated}`);
  out(`  verlängert:  ${summary.renewed}`);
  out(`  unverändert: ${summary.unchanged}`);
  out(`  abgelehnt:   ${summary.rejected}`);
  if (options.full) out(`  als verkauft markiert (fehlen im vollständigen Feed): ${summary.markedSold}`);
  if (summary.reasons.length > 0) {
    out('Ablehnungsgründe:');
    for (const r of summary.reasons.slice(0, 20)) out(`  ${String(r.count).padStart(6)} × ${r.reason}`);
    out('Erste abgelehnte Datensätze:');
    for (const r of summary.rejections.slice(0, 20)) out(`  ${r.position}${r.offerReference ? ` (${r.offerReference})` : ''}: ${r.field}: ${r.message}`);
  }
  if (summary.ignoredColumns.length > 0) out(`Ignorierte Spalten: ${summary.ignoredColumns.join(', ')}`);
  for (const w of summary.warnings) out(`Warnung: ${w}`);
  out(`Dauer ${extra.seconds.toFixed(1)} s, Spitzen-RSS ${extra.peakRssMb} MB`);
}

const env = loadEnv();
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile, poolSize: 2 });
try {
  await migrateToLatest(handle);
  if (sellerId !== undefined && !(await findSeller(handle.db, sellerId))) fail(`Unbekannter Verkäufer: ${sellerId}`, FEED_IMPORT_EXIT.failed);
  const taxonomy = buildIngestTaxonomy(await loadTaxonomy(handle.db));
  const totalBytes = fs.statSync(file).size;
  // readFeed reads the file twice (to its end first, then the records); progress follows the current pass.
  let stream: fs.ReadStream | undefined;
  const open = () => (stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 }));
  const progress = createProgress(totalBytes, () => stream);
  const started = Date.now();
  const summary = await importFeed(readFeed(format, open), {
    db: handle.db,
    taxonomy,
    sellerId,
    dryRun: options.dryRun,
    full: options.full,
    renew: options.renew,
    ignoreUnknownColumns: format === 'csv',
    now: new Date(),
    onProgress: (records) => progress(records),
  });
  progress(summary.records, true);
  const extra = { seconds: (Date.now() - started) / 1000, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), rssSamplesMb };
  if (options.json) process.stdout.write(`${JSON.stringify({ ...summary, ...extra })}\n`);
  else printSummary(summary, extra);
  process.exitCode = summary.feedError ? FEED_IMPORT_EXIT.feedBroken : summary.rejected > 0 ? FEED_IMPORT_EXIT.someRejected : FEED_IMPORT_EXIT.ok;
} catch (error) {
  // An operator gets the cause in one line, not a stack trace (the database, the file system …).
  process.stderr.write(`Import abgebrochen: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = FEED_IMPORT_EXIT.failed;
} finally {
  await handle.close();
}
