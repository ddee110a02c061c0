/**
 * `npm run reload`: asks the running server (its cluster primary, found through DATA_DIR/server.pid) to
 * replace its serving processes one at a time without failing a request (server/worker-supervisor.ts).
 * The same as `kill -HUP <primary>` or systemd's `ExecReload=/bin/kill -HUP $MAINPID`.
 */
import { loadEnv } from '#src/config/env.server.ts';
import { holderRuns, pidFilePath, readPidFile } from '../server/pid-file.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run reload\n  Ersetzt die Serverprozesse des laufenden Servers (DATA_DIR/server.pid) nacheinander, ohne Anfragen zu verlieren;\n  dasselbe wie kill -HUP <PID> oder systemctl reload.',
);

const file = pidFilePath(loadEnv());
const holder = readPidFile(file);
if (!holder) {
  console.error(`No running cluster primary: ${file} is missing (a rolling reload needs WEB_CONCURRENCY of 2 or more).`);
  process.exit(1);
}
// The number in the file may since belong to another process (after a kill -9 or a power loss): only ours gets the signal.
if (!holderRuns(holder)) {
  console.error(`No running cluster primary: ${file} names process ${holder.pid}, which is not the server any more (it ended); start the server again.`);
  process.exit(1);
}
try {
  process.kill(holder.pid, 'SIGHUP');
} catch (error) {
  console.error(`No running cluster primary: process ${holder.pid} ended just now (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  process.exit(1);
}
console.log(`Reload requested from process ${holder.pid}; its log says 'reload finished' when every serving process is new.`);
