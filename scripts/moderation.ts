// npm run moderation -- list [--json]                          open reports and flagged listings with their cars
// npm run moderation -- block LISTING_ID --reason "…"          'Inserat sperren' (the seller gets the reason by mail)
// npm run moderation -- resolve REPORT_ID                      'Meldung erledigt'
// The same service as the operator page /betrieb/moderation/ (src/moderation/moderation-service.server.ts).
import { parseArgs } from 'node:util';
import { loadEnv, publicConfig } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { formatKm, formatPrice } from '#src/domain/format/number-format.ts';
import { mileageWarningText } from '#src/domain/listing/mileage-check.ts';
import { blockListingSchema, resolveReportSchema } from '#src/domain/moderation/moderation-forms.ts';
import { createModerationService, type ModeratedCar } from '#src/moderation/moderation-service.server.ts';
import { createOutbox } from '#src/outbox/outbox.server.ts';
import { answerHelp } from './cli-help.ts';

const USAGE = `Aufruf: npm run moderation -- list [--json]
       npm run moderation -- block INSERAT_NR --reason "Begründung für den Verkäufer"
       npm run moderation -- resolve MELDUNG_NR
  list     offene Meldungen und zur Prüfung markierte Inserate, jeweils mit dem Fahrzeug
  block    Inserat sperren: weg aus Suche und Detailseite (410), Meldungen erledigt, Verkäufer per E-Mail informiert
  resolve  Meldung erledigt, ohne das Inserat zu sperren`;
answerHelp(USAGE);

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' }, json: { type: 'boolean', default: false } } });
const [command, argument] = positionals;
if (command !== 'list' && command !== 'block' && command !== 'resolve') fail(command ? `Unbekannter Befehl: ${command}` : 'Befehl fehlt.');
// Checked before connecting, with the page's own schemas and messages.
const block = command === 'block' ? blockListingSchema.safeParse({ listingId: argument, reason: values.reason }) : null;
if (block && !block.success) fail(block.error.issues[0]?.message ?? 'Ungültige Eingabe.');
const resolve = command === 'resolve' ? resolveReportSchema.safeParse({ reportId: argument }) : null;
if (resolve && !resolve.success) fail(resolve.error.issues[0]?.message ?? 'Ungültige Eingabe.');

const env = loadEnv();
const { siteName, publicUrl } = publicConfig(env);
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile, poolSize: 1 });
// The mail is queued in the outbox; the server's (or `npm run worker`'s) delivery sends it.
const moderation = createModerationService({
  db: handle.db,
  outbox: createOutbox({ from: env.MAIL_FROM, defaultReplyTo: env.MAIL_REPLY_TO }),
  site: { siteName, publicUrl },
  logger: createLogger('warn'),
  supportEmail: env.SUPPORT_EMAIL,
});
const carLine = (car: ModeratedCar) =>
  `Inserat ${car.id} [${car.status ?? 'gelöscht'}] ${car.title ?? ''} · ${car.price === null ? '–' : formatPrice(car.price)} · ${car.seller ?? '–'}${car.detailPath ? ` · ${publicUrl.replace(/\/$/, '')}${car.detailPath}` : ''}`;

try {
  await migrateToLatest(handle);
  if (block?.success) {
    const result = await moderation.block(block.data);
    if (result.kind === 'not-found') fail(`Inserat ${block.data.listingId} gibt es nicht.`);
    if (result.kind === 'already-blocked') fail(`Inserat ${block.data.listingId} war bereits gesperrt.`);
    process.stdout.write(`Inserat ${result.listingId} gesperrt; ${result.reportsClosed} Meldung(en) erledigt, E-Mail an den Verkäufer liegt im Postausgang.\n`);
  } else if (resolve?.success) {
    const result = await moderation.resolve(resolve.data);
    if (result.kind === 'not-open') fail(`Meldung ${resolve.data.reportId} ist nicht (mehr) offen.`);
    process.stdout.write(`Meldung ${resolve.data.reportId} erledigt.\n`);
  } else {
    const overview = await moderation.overview();
    if (values.json) {
      process.stdout.write(`${JSON.stringify(overview, null, 2)}\n`);
    } else {
      process.stdout.write(`Zur Prüfung markierte Inserate: ${overview.flags.length}\n`);
      for (const f of overview.flags) process.stdout.write(`  ${carLine(f.car)}\n      ${f.reportCount} Betrugsmeldungen seit ${f.flaggedAt}\n`);
      process.stdout.write(`Kilometerstand auffällig: ${overview.mileageFlags.length}\n`);
      for (const m of overview.mileageFlags)
        process.stdout.write(`  ${carLine(m.car)}\n      ${mileageWarningText(m.warning)} Jetzt: ${formatKm(m.mileage)}.\n`);
      process.stdout.write(`Betrugsverdacht im Text: ${overview.scamTextFlags.length}\n`);
      for (const f of overview.scamTextFlags) process.stdout.write(`  ${carLine(f.car)}\n      Gefunden: ${f.words}\n`);
      process.stdout.write(`Offene Meldungen: ${overview.reports.length}\n`);
      for (const r of overview.reports) {
        process.stdout.write(
          `  Meldung ${r.id} vom ${r.createdAt.slice(0, 16).replace('T', ' ')}: ${r.reason}${r.flagged ? ' [markiert]' : ''}, von ${r.reporterEmail}\n`,
        );
        process.stdout.write(`      ${carLine(r.car)}\n      „${r.comment.replace(/\s+/g, ' ').trim()}“\n`);
      }
    }
  }
} finally {
  await handle.close();
}
