/**
 * Whether this process can serve (`GET /health/ready`): the database answers within the deadline,
 * every migration in code has run, the search index follows the change feed, the mail outbox is
 * being worked off, and (SQLite) writes can take the file's write lock. Each check says what it saw, so an operator reads the reason from the answer.
 */
import type { DbHandle } from '../db/connect.server.ts';
import { pendingMigrations } from '../db/migrate.server.ts';
import { pingDatabase } from '../repositories/health.repository.ts';
import { maxChangeSeq } from '../repositories/listing-change.repository.ts';
import { outboxQueue } from '../repositories/outbox.repository.ts';
import type { SearchService } from '../search/search-service.server.ts';

export interface CheckResult {
  ok: boolean;
  detail: string;
}
export type CheckName = 'database' | 'migrations' | 'searchIndex' | 'outbox' | 'writes';
export interface ReadinessReport {
  ready: boolean;
  checks: Record<CheckName, CheckResult>;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
}

/** The whole readiness answer must come well before a load balancer's probe gives up (typically 5 s). */
export const READINESS_DEADLINE_MS = 2000;
/** The index polls every 500 ms; a feed not read for this long has stopped following. */
export const FEED_STALE_MS = 5000;
/** A due message older than this means no process delivers mail. */
export const OUTBOX_STUCK_MS = 10 * 60_000;

class DeadlineExceeded extends Error {}

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function failure(error: unknown): CheckResult {
  return { ok: false, detail: error instanceof DeadlineExceeded ? error.message : `error: ${error instanceof Error ? error.message : String(error)}` };
}

export function createReadiness({ db, search, now = () => new Date() }: { db: DbHandle; search: SearchService; now?: () => Date }): Readiness {
  const database = async (): Promise<CheckResult> => {
    const started = Date.now();
    await pingDatabase(db.db);
    return { ok: true, detail: `answered in ${Date.now() - started} ms` };
  };
  const migrations = async (): Promise<CheckResult> => {
    const pending = await pendingMigrations(db);
    return pending.length === 0 ? { ok: true, detail: 'all applied' } : { ok: false, detail: `pending: ${pending.join(', ')}` };
  };
  const searchIndex = async (): Promise<CheckResult> => {
    const head = await maxChangeSeq(db.db);
    const { position, lastPollOkAt } = search.feedStatus();
    const behind = Math.max(0, head - position);
    const sinceMs = lastPollOkAt === null ? null : now().getTime() - lastPollOkAt.getTime();
    const read = sinceMs === null ? 'never read the feed' : `last read ${Math.round(sinceMs)} ms ago`;
    // Behind by a few changes between two polls is normal; a feed nobody reads any more is not.
    const ok = behind === 0 || (sinceMs !== null && sinceMs < FEED_STALE_MS);
    return { ok, detail: `at change ${position} of ${head} (${behind} behind), ${read}` };
  };
  const outbox = async (): Promise<CheckResult> => {
    const at = now();
    const { depth, oldestDueAt } = await outboxQueue(db.db, at.toISOString());
    const waitingMs = oldestDueAt === null ? 0 : at.getTime() - Date.parse(oldestDueAt);
    const ok = waitingMs < OUTBOX_STUCK_MS;
    return { ok, detail: `${depth} queued, oldest due message waiting ${Math.round(waitingMs / 1000)} s` };
  };

  const writes = async (): Promise<CheckResult> => {
    if (!db.probeWriteLock) return { ok: true, detail: 'PostgreSQL locks rows, not the database' };
    const { free, detail } = await db.probeWriteLock();
    return { ok: free, detail };
  };

  return {
    async check() {
      const run = (probe: () => Promise<CheckResult>) => withinDeadline(probe(), READINESS_DEADLINE_MS).catch(failure);
      const reachable = await run(database);
      const skipped: CheckResult = { ok: false, detail: 'not checked: the database does not answer' };
      const [m, s, o, w] = reachable.ok
        ? await Promise.all([run(migrations), run(searchIndex), run(outbox), run(writes)])
        : [skipped, skipped, skipped, skipped];
      const checks = { database: reachable, migrations: m, searchIndex: s, outbox: o, writes: w };
      return { ready: Object.values(checks).every((c) => c.ok), checks };
    },
  };
}
