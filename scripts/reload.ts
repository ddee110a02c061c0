/**
 * `npm run reload`: asks the running server (its cluster primary, found through DATA_DIR/server.pid) to
 * replace its serving processes one at a time without failing a request (server/worker-supervisor.ts).
 * The same as `kill -HUP <primary>` or systemd's `ExecReload=/bin/kill -HUP $MAINPID`.
 */
import fs from 'node:fs';
import { loadEnv } from '#src/config/env.server.ts';
import { pidFilePath } from '../server/pid-file.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run reload\n  Ersetzt die Serverprozesse des laufenden Servers (DATA_DIR/server.pid) nacheinander, ohne Anfragen zu verlieren;\n  dasselbe wie kill -HUP <PID> oder systemctl reload.',
);

const file = pidFilePath(loadEnv());
const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) : NaN;
if (!Number.isInteger(pid) || pid <= 0) {
  console.error(`No running cluster primary: ${file} is missing (a rolling reload needs WEB_CONCURRENCY of 2 or more).`);
  process.exit(1);
}
process.kill(pid, 'SIGHUP');
console.log(`Reload requested from process ${pid}; its log says 'reload finished' when every serving process is new.`);
