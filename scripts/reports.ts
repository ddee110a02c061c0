// npm run reports                      lists open error/fraud reports and listings flagged for review
// npm run reports -- --handle 3,4      marks reports 3 and 4 as handled
// npm run reports -- --clear-flag 123  ends the review flag of listing 123 (after checking it)
import { parseArgs } from 'node:util';
import { loadEnv, publicConfig } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { ERROR_REPORT_REASONS } from '#src/domain/contact/error-report-rules.ts';
import { createAbuseGuard } from '#src/abuse/abuse-guard.server.ts';
import { createRateLimiter } from '#src/abuse/rate-limiter.server.ts';
import { createFraudService } from '#src/fraud/fraud-service.server.ts';
import { createOutbox } from '#src/outbox/outbox.server.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run reports [-- --json]\n       npm run reports -- --handle 3,4       Meldungen 3 und 4 als erledigt markieren\n       npm run reports -- --clear-flag 123   Prüfmarke von Inserat 123 aufheben\n  Listet offene Fehler-/Betrugsmeldungen und zur Prüfung markierte Inserate.',
);

const { values } = parseArgs({
  options: {
    handle: { type: 'string', multiple: true, default: [] },
    'clear-flag': { type: 'string', multiple: true, default: [] },
    json: { type: 'boolean', default: false },
  },
});
const ids = (list: string[]) =>
  list
    .flatMap((v) => v.split(','))
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

const env = loadEnv();
const { siteName, publicUrl } = publicConfig(env);
const logger = createLogger('warn');
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile });
await migrateToLatest(handle);
// Only the operator side of the fraud service is used here: listing, handling, flags.
const fraud = createFraudService({
  db: handle.db,
  outbox: createOutbox({ from: env.MAIL_FROM }),
  abuse: createAbuseGuard(createRateLimiter(handle.db, { multiplier: env.RATE_LIMIT_MULTIPLIER }), logger),
  site: { siteName, publicUrl },
  logger,
  operatorEmail: env.REPORTS_EMAIL ?? env.SUPPORT_EMAIL,
  flagThreshold: env.FRAUD_FLAG_THRESHOLD,
});
const reason = (id: string) => ERROR_REPORT_REASONS.find((r) => r.id === id)?.label ?? id;
const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

try {
  const toHandle = ids(values.handle);
  const toClear = ids(values['clear-flag']);
  if (toHandle.length > 0) console.log(`${await fraud.markHandled(toHandle)} von ${toHandle.length} Meldungen als erledigt markiert.`);
  for (const listingId of toClear)
    console.log((await fraud.clearFlag(listingId)) ? `Prüfmarkierung von Inserat ${listingId} aufgehoben.` : `Inserat ${listingId} war nicht markiert.`);
  if (toHandle.length === 0 && toClear.length === 0) {
    const [open, flags] = await Promise.all([fraud.listOpen(), fraud.listFlags()]);
    if (values.json) {
      console.log(JSON.stringify({ open, flags }, null, 2));
    } else {
      console.log(`Zur Prüfung markierte Inserate: ${flags.length}`);
      for (const f of flags)
        console.log(
          `  Inserat ${f.listing_id} (${f.status ?? 'gelöscht'}) ${oneLine(f.title ?? '', 50)}: ${f.report_count} Betrugsmeldungen seit ${f.flagged_at}`,
        );
      console.log(`\nOffene Meldungen: ${open.length}`);
      for (const r of open) {
        console.log(
          `  #${r.id} ${r.created_at.slice(0, 16).replace('T', ' ')}  Inserat ${r.listing_id}${r.flagged_at ? ' [markiert]' : ''}  ${reason(r.reason_id)}  von ${r.email}`,
        );
        console.log(`      ${oneLine(r.title ?? '(Inserat gelöscht)', 60)}: „${oneLine(r.comment, 100)}“`);
      }
      if (open.length > 0) console.log('\nErledigen: npm run reports -- --handle <id>[,<id>…]');
    }
  }
} finally {
  await handle.close();
}
