// npm run worker: mail delivery, automatch and the search agent in a process of their own (the server
// runs the same jobs itself unless BACKGROUND_JOBS=off). Several workers may run at once.
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices, databaseOf } from '#src/create-services.server.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run worker\n  Hintergrundaufgaben (Mailversand, Automatch, Suchagent, Preisbewertungen) in einem eigenen Prozess; läuft bis SIGTERM/SIGINT.',
);

const env = loadEnv({ ...process.env, BACKGROUND_JOBS: 'inline' });
const logger = createLogger(env.LOG_LEVEL);
const services = await createServices(env, logger);
logger.info({ pid: process.pid, dialect: databaseOf(services).dialect }, 'worker running');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  await closeServices(services);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// The background tasks' timers do not keep Node alive; this does, until a signal arrives.
setInterval(() => undefined, 1 << 30);
