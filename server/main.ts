import { loadEnv } from '#src/config/env.server.ts';
import { startServer } from './start-server.ts';

const env = loadEnv();
const running = await startServer(env);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  running.services.logger.info({ signal }, 'shutting down');
  // Stop accepting connections, let in-flight requests finish, then close the database.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await running.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
