// npm run import -- FILE [--seller ID] [--dry-run] [--full] [--renew] [--format csv|json] [--json]
// Imports a dealer feed (CSV or JSON) into the inventory; see docs/ingestion.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '#src/config/env.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { importFeed, type FeedImportSummary } from '#src/ingestion/feed-import.server.ts';
import { formatFromFileName, readFeed, type FeedFormat } from '#src/ingestion/feed-reader.ts';
import { buildIngestTaxonomy } from '#src/ingestion/ingest-taxonomy.ts';
import { findSeller } from '#src/repositories/ingestion.repository.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';

const USAGE = 'Aufruf: npm run import -- DATEI [--seller ID] [--dry-run] [--full] [--renew] [--format csv|json] [--json]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seller: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    renew: { type: 'boolean', default: false },
    format: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

const file = positionals[0];
if (!file || positionals.length > 1) fail('Genau eine Feed-Datei angeben.');
const format = (values.format ?? formatFromFileName(file)) as FeedFormat | undefined;
if (format !== 'csv' && format !== 'json') fail('Format unbekannt: Dateiendung .csv/.json/.ndjson oder --format csv|json.');
const sellerId = values.seller === undefined ? undefined : Number(values.seller);
if (sellerId !== undefined && (!Number.isInteger(sellerId) || sellerId <= 0)) fail(`Ungültige Verkäufer-ID: ${values.seller}`);
if (!fs.existsSync(file)) fail(`Datei nicht gefunden: ${file}`);

/** RSS now and then, so a run shows whether memory stayed flat. */
const rssSamplesMb: number[] = [];
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** One line redrawn on a terminal; otherwise a line per 10 %, so logs stay short. */
function createProgress(totalBytes: number, stream: fs.ReadStream) {
  const started = Date.now();
  let lastDraw = 0;
  let lastDecile = -1;
  let lastPrintedDecile = -1;
  return (records: number, final = false) => {
    const share = totalBytes === 0 ? 1 : Math.min(1, stream.bytesRead / totalBytes);
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
  out(`${summary.dryRun ? 'Probelauf (nichts geschrieben)' : 'Import abgeschlossen'}: ${path.basename(file as string)}`);
  out(`  Datensätze:  ${summary.records}`);
  out(`  neu:         ${summary.created}`);
  out(`  geändert:    ${summary.updated}`);
  out(`  verlängert:  ${summary.renewed}`);
  out(`  unverändert: ${summary.unchanged}`);
  out(`  abgelehnt:   ${summary.rejected}`);
  if (values.full) out(`  als verkauft markiert (fehlen im vollständigen Feed): ${summary.markedSold}`);
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
  if (sellerId !== undefined && !(await findSeller(handle.db, sellerId))) fail(`Unbekannter Verkäufer: ${sellerId}`);
  const taxonomy = buildIngestTaxonomy(await loadTaxonomy(handle.db));
  const totalBytes = fs.statSync(file).size;
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  const progress = createProgress(totalBytes, stream);
  const started = Date.now();
  const summary = await importFeed(readFeed(format, stream), {
    db: handle.db,
    taxonomy,
    sellerId,
    dryRun: values['dry-run'],
    full: values.full,
    renew: values.renew,
    ignoreUnknownColumns: format === 'csv',
    now: new Date(),
    onProgress: (records) => progress(records),
  });
  progress(summary.records, true);
  const extra = { seconds: (Date.now() - started) / 1000, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), rssSamplesMb };
  if (values.json) process.stdout.write(`${JSON.stringify({ ...summary, ...extra })}\n`);
  else printSummary(summary, extra);
  process.exitCode = summary.rejected > 0 ? 2 : 0;
} finally {
  await handle.close();
}
