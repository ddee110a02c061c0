/**
 * `npm run drill`: the three fault drills one after the other on the built app (database faults,
 * mail delivery, processes and connections), stopping at the first that misses a goal. What each
 * shows: docs/operations.md.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { answerHelp } from '../cli-help.ts';

answerHelp(`Aufruf: npm run drill
  Führt nacheinander aus (jede auch einzeln, mit eigenem --help):
    tsx scripts/drill/database-faults.ts   PostgreSQL eingefroren / verweigert unter Last: 503 statt hängender Anfragen, Erholung
    tsx scripts/drill/mail-delivery.ts     Mail-Worker mit kill -9 mitten im Senden: nichts geht verloren
    tsx scripts/drill/cluster-faults.ts    stumme Verbindungen, Reload, kill -9 eines Prozesses, SIGTERM
  Exit-Code 1, sobald eine Übung ihr Ziel verfehlt.`);

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const steps: [string, string[]][] = [
  [process.execPath, ['scripts/ensure-build.mjs']],
  [TSX, ['scripts/drill/database-faults.ts']],
  [TSX, ['scripts/drill/mail-delivery.ts']],
  [TSX, ['scripts/drill/cluster-faults.ts']],
];
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
