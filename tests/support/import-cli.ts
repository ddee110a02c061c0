import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FeedImportSummary } from '#src/ingestion/feed-import.server.ts';
import type { TestDatabase } from './test-databases.ts';

const TSX = path.resolve('node_modules/.bin/tsx');

export type CliSummary = FeedImportSummary & { seconds: number; peakRssMb: number; rssSamplesMb: number[] };

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** the `--json` summary, when the run printed one */
  summary: CliSummary | undefined;
}

/** Runs `npm run import` (scripts/import-feed.ts) as an operator would, against the test database. */
export function runImportCli(t: Pick<TestDatabase, 'dataDir' | 'databaseUrl'>, args: readonly string[]): Promise<CliRun> {
  const env = { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '', LOG_LEVEL: 'silent' };
  return new Promise((resolve) => {
    execFile(TSX, ['scripts/import-feed.ts', ...args], { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      const last = stdout.trim().split('\n').pop() ?? '';
      const summary = last.startsWith('{') ? (JSON.parse(last) as CliSummary) : undefined;
      resolve({ exitCode, stdout, stderr, summary });
    });
  });
}
