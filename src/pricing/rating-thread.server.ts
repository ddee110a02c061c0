/**
 * The price-rating work in a worker thread of its own (issue 24 point 4): learning the adjustments,
 * appraising every car and the cross-validation take hundreds of milliseconds of CPU, and SQLite reads
 * are synchronous, so done in a serving process they stalled its answers. Here they run on their own
 * event loop with their own database connection; the serving process only waits for the answer.
 * Started by rating-thread-runner.server.ts; one task at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from '../config/logger.server.ts';
import { connectDatabase } from '../db/connect.server.ts';
import { computeAllRatings, ensureEvaluation, followListingChanges } from './price-ratings.server.ts';
import type { RatingTask, RatingThreadData, RatingThreadReply } from './rating-thread-runner.server.ts';

const data = workerData as RatingThreadData;
const handle = connectDatabase({ databaseUrl: data.databaseUrl, sqliteFile: data.sqliteFile, poolSize: 2, queryTimeoutMs: data.queryTimeoutMs });
const logger = createLogger(data.logLevel);

async function run(task: RatingTask): Promise<void> {
  const now = new Date();
  if (task === 'pending') await followListingChanges(handle.db, { now, logger });
  else if (task === 'all') await computeAllRatings(handle.db, { now, evaluate: true, logger });
  else await ensureEvaluation(handle.db, now);
}

parentPort?.on('message', (message: { id: number; task: RatingTask } | 'close') => {
  if (message === 'close') {
    void handle.close().finally(() => parentPort?.close());
    return;
  }
  run(message.task).then(
    () => parentPort?.postMessage({ id: message.id, ok: true } satisfies RatingThreadReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RatingThreadReply),
  );
});
