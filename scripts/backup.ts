// npm run backup -- --to FILE: a consistent backup of the database while the server runs (docs/operations.md).
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase } from '#src/backup/database-backup.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { answerHelp } from './cli-help.ts';

const USAGE = `Aufruf: npm run backup -- --to DATEI
  SQLite (DATA_DIR): Online-Sicherung der Datenbank (auch während der Server schreibt).
  PostgreSQL (DATABASE_URL): pg_dump im Custom-Format.
  Die Mail-Warteschlange ist eine Tabelle und damit enthalten; hochgeladene Fotos liegen in DATA_DIR/photos
  und werden getrennt gesichert (z. B. rsync -a DATA_DIR/photos/ ZIEL/).`;
answerHelp(USAGE);

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const env = loadEnv();
try {
  const started = Date.now();
  await backupDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile }, values.to);
  process.stdout.write(`Sicherung geschrieben: ${values.to} (${env.DATABASE_URL ? 'PostgreSQL, pg_dump custom' : 'SQLite'}, ${Date.now() - started} ms)\n`);
  process.stdout.write(`Fotos nicht enthalten: ${env.DATA_DIR}/photos getrennt sichern.\n`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
