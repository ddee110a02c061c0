// npm run restore -- FILE: restores a backup into an empty data folder (SQLite) or an empty database (PostgreSQL).
import { parseArgs } from 'node:util';
import { BackupError, restoreDatabase } from '#src/backup/database-backup.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { answerHelp } from './cli-help.ts';

const USAGE = `Aufruf: npm run restore -- DATEI
  Ohne DATABASE_URL: spielt eine SQLite-Sicherung in DATA_DIR ein (DATA_DIR darf noch keine Datenbank enthalten).
  Mit DATABASE_URL: pg_restore in eine leere Datenbank (vorher createdb).
  Danach Fotos nach DATA_DIR/photos zurückkopieren und den Server starten.`;
answerHelp(USAGE);

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [file] = positionals;
if (!file) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const env = loadEnv();
try {
  await restoreDatabase(file, { databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile });
  process.stdout.write(`Wiederhergestellt: ${file} → ${env.DATABASE_URL ? 'PostgreSQL' : env.sqliteFile}\n`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
