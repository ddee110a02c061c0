/**
 * The cluster primary's care of its serving processes (issue 24 points 2 and 3).
 *
 * - Connections: the workers accept from the one shared listening socket themselves (SCHED_NONE).
 *   The primary holds no client connection, so a worker that dies strands nothing in the primary:
 *   what it had accepted is closed by the kernel (the client sees an error at once), what waits in the
 *   socket's queue goes to the next worker that accepts.
 * - Crashes: a worker that dies after it served is replaced at once; one that dies while starting is
 *   started again after a back-off that doubles each time.
 *   The background jobs run in one worker at a time; when it dies or is replaced they move to another.
 * - Reload (SIGHUP): one slot after the other, a new worker is started and, once it listens (its index
 *   is loaded), the old one drains (server/graceful-drain.ts) and exits. A new worker that fails to
 *   start stops the reload; the old ones keep serving.
 * - Stop (SIGTERM/SIGINT): every worker drains the same way, then the primary exits.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Env } from '#src/config/env.server.ts';
import type { Logger } from '#src/config/logger.server.ts';
import { SEMI_SPACE_MB } from '#src/config/memory-budget.ts';

/** Primary → worker: start the background jobs in this process. */
export const START_JOBS_MESSAGE = 'start-background-jobs';

/** Back-off after a process died while starting: doubling from this up to a ceiling. */
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Beyond the drain time: stopping the jobs and closing the database. */
const CLOSE_ALLOWANCE_MS = 15_000;

interface Slot {
  worker: Worker;
  ready: boolean;
}

export interface Supervisor {
  /** Starts `env.WEB_CONCURRENCY` workers; stops everything when one cannot start (it would fail again). */
  start(): Promise<void>;
  reload(): Promise<void>;
  stop(exitCode: number): Promise<never>;
}

export interface WorkerOptions {
  /**
   * V8 old-space limit of each serving process (MB, src/config/memory-budget.ts): the collector works
   * before the heap grows far past what is live, so the process stays near its memory budget.
   * An explicit --max-old-space-size in NODE_OPTIONS or the primary's own flags wins.
   */
  heapLimitMb?: number;
}

export function superviseWorkers(env: Env, logger: Logger, options: WorkerOptions = {}): Supervisor {
  // Before the first fork: the workers accept from the shared socket instead of the primary handing connections over.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Structured clone on the workers' channel: photos drawn by the photo drawer travel as bytes, not JSON arrays.
  cluster.setupPrimary({ serialization: 'advanced' });
  const chosen = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => arg.includes('--max-old-space-size'));
  if (options.heapLimitMb && !chosen)
    cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${options.heapLimitMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`] });
  const slots = new Map<number, Slot>();
  /** Workers being replaced or stopped: their exit is expected. */
  const leaving = new Set<Worker>();
  let jobsHolder: Worker | null = null;
  let starting = true;
  let stopping = false;
  let reloading = false;
  let recentStartFailures = 0;

  /** Hands the background jobs to a ready worker when none holds them (BACKGROUND_JOBS=off: `npm run worker` runs them). */
  const placeJobs = () => {
    // A holder that is draining keeps them until it has exited (its jobs stop last), so two never run them at once.
    if (env.BACKGROUND_JOBS !== 'inline' || stopping || (jobsHolder && !jobsHolder.isDead())) return;
    const next = [...slots.values()].find((s) => s.ready && !leaving.has(s.worker) && !s.worker.isDead());
    jobsHolder = next?.worker ?? null;
    if (!next) return;
    next.worker.send(START_JOBS_MESSAGE);
    logger.info({ pid: next.worker.process.pid }, 'background jobs assigned');
  };

  /** Forks a worker for `slot`; resolves true once it listens, false when it exits before. */
  const fork = (slot: number): Promise<boolean> => {
    // Jobs start by message (placeJobs), never from the environment, so two processes never both start them at once.
    // glibc gives every thread (libvips draws photos on several) a malloc arena of its own that keeps
    // freed memory; two arenas keep the RSS of a process that draws photos near what it uses. Blocks from
    // 64 KB (a photo's pixel rows, an answer's buffer) are mapped and given back on free instead of kept in
    // the arenas: drawing 300 photos leaves 37 MB more RSS instead of 76 MB, for ~3 ms more CPU a photo.
    const worker = cluster.fork({
      BACKGROUND_JOBS: 'off',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
    });
    const entry: Slot = { worker, ready: false };
    return new Promise((resolve) => {
      worker.once('listening', () => {
        entry.ready = true;
        slots.set(slot, entry);
        resolve(true);
        placeJobs();
      });
      worker.once('exit', (code, signal) => {
        if (jobsHolder === worker) jobsHolder = null;
        const expected = leaving.delete(worker) || stopping;
        const current = slots.get(slot)?.worker === worker;
        if (current) slots.delete(slot);
        resolve(false);
        placeJobs();
        // At the first start a worker that never listened stops everything (start()); in a reload the old one serves on.
        if (expected || !current || (starting && !entry.ready)) return;
        logger.error({ slot, code, signal }, 'serving process died; starting a new one');
        restartLater(slot, entry.ready);
      });
      if (!slots.has(slot)) slots.set(slot, entry);
    });
  };

  /**
   * A process that had served is replaced at once (its neighbour sheds meanwhile, and the replacement
   * starts from the index snapshot in a few seconds); back-off is for processes that die while starting,
   * which would only die again (a broken build, a database that refuses them).
   */
  const restartLater = (slot: number, hadServed: boolean) => {
    recentStartFailures = hadServed ? 0 : recentStartFailures + 1;
    const delay = recentStartFailures === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (recentStartFailures - 1));
    if (delay > 0) logger.warn({ slot, delayMs: delay, recentStartFailures }, 'serving processes die while starting; waiting before the next start');
    setTimeout(() => {
      if (!stopping) void fork(slot);
    }, delay);
  };

  const drainAndWait = (worker: Worker) => {
    const exited = new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve())));
    leaving.add(worker);
    worker.process.kill('SIGTERM');
    return exited;
  };

  const supervisor: Supervisor = {
    async start() {
      const started = await Promise.all(Array.from({ length: env.WEB_CONCURRENCY }, (_, i) => fork(i + 1)));
      starting = false;
      if (started.includes(false)) {
        logger.error('a serving process failed to start; stopping');
        await supervisor.stop(1);
      }
    },

    async reload() {
      if (stopping || reloading) {
        logger.warn('reload requested while one is under way or the server stops; ignored');
        return;
      }
      reloading = true;
      const started = Date.now();
      logger.info({ workers: slots.size }, 'reload: replacing serving processes one at a time');
      try {
        for (const slot of [...slots.keys()].sort((a, b) => a - b)) {
          const old = slots.get(slot)?.worker;
          if (!(await fork(slot))) {
            logger.error({ slot }, 'reload stopped: a new serving process did not start; the others keep serving');
            return;
          }
          if (old) await drainAndWait(old);
          placeJobs();
        }
        logger.info({ ms: Date.now() - started }, 'reload finished');
      } finally {
        reloading = false;
      }
    },

    async stop(exitCode) {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      logger.info({ workers: workers.length }, 'stopping serving processes');
      const force = setTimeout(() => process.exit(1), env.DRAIN_TIMEOUT_MS + CLOSE_ALLOWANCE_MS);
      force.unref();
      // Each worker stops accepting, finishes its requests, stops its jobs and closes its database (server/main.ts).
      await Promise.all(workers.map(drainAndWait));
      process.exit(exitCode);
    },
  };
  return supervisor;
}
