import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Starts a named run (e.g. the daily search-agent job for one day) in exactly one process. A run
 * that started but never finished (its process died) can be taken over after `staleBefore`.
 */
export async function tryStartJobRun(db: Kysely<Database>, job: string, runKey: string, now: string, staleBefore: string): Promise<boolean> {
  const inserted = await db
    .insertInto('job_runs')
    .values({ job, run_key: runKey, started_at: now, finished_at: null })
    .onConflict((oc) => oc.columns(['job', 'run_key']).doNothing())
    .returning('job')
    .executeTakeFirst();
  if (inserted) return true;
  const takenOver = await db
    .updateTable('job_runs')
    .set({ started_at: now })
    .where('job', '=', job)
    .where('run_key', '=', runKey)
    .where('finished_at', 'is', null)
    .where('started_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(takenOver.numUpdatedRows) === 1;
}

export async function finishJobRun(db: Kysely<Database>, job: string, runKey: string, now: string): Promise<void> {
  await db.updateTable('job_runs').set({ finished_at: now }).where('job', '=', job).where('run_key', '=', runKey).execute();
}
