// npm run agent -- --once [--frequency daily|instant]: runs the search agent now (mails every confirmed
// subscription its new cars since its last mail) and delivers the queued mails. The schedule itself
// (daily at SEARCH_AGENT_HOUR, Europe/Vienna) runs in the server or in `npm run worker`.
import { parseArgs } from 'node:util';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import { SEARCH_AGENT_FREQUENCIES, type SearchAgentFrequency } from '#src/search-agent/subscription-rules.ts';
import { answerHelp } from './cli-help.ts';

answerHelp('Aufruf: npm run agent -- --once [--frequency daily|instant]\n  Führt den Suchagenten jetzt aus und verschickt die Mails der Warteschlange.');

const { values } = parseArgs({ options: { once: { type: 'boolean', default: false }, frequency: { type: 'string', default: 'daily' } } });
if (!values.once) {
  console.error('Usage: npm run agent -- --once [--frequency daily|instant]\nThe daily schedule runs in the server and in `npm run worker`.');
  process.exit(2);
}
if (!SEARCH_AGENT_FREQUENCIES.includes(values.frequency as SearchAgentFrequency)) {
  console.error(`--frequency must be one of ${SEARCH_AGENT_FREQUENCIES.join(', ')}`);
  process.exit(2);
}
const env = loadEnv({ ...process.env, BACKGROUND_JOBS: 'off' });
const logger = createLogger(env.LOG_LEVEL);
const services = await createServices(env, logger);
try {
  // The search index was loaded just now, so every car created until this moment is in it.
  const report = await services.searchAgent.runDigests(values.frequency as SearchAgentFrequency, new Date());
  const delivery = await services.mailer.worker.deliverDue();
  console.log(
    `Suchagent: ${report.subscriptions} Abos geprüft, ${report.mailed} E-Mails mit ${report.cars} neuen Fahrzeugen und ${report.priceDrops} Preissenkungen, ${report.errors} Fehler. ` +
      `Zustellung: ${delivery.sent} gesendet, ${delivery.retried} später erneut, ${delivery.failed} fehlgeschlagen (${services.mailer.transport.kind}).`,
  );
} finally {
  await closeServices(services);
}
