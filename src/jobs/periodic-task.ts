import type { Logger } from '../config/logger.server.ts';
import { jobDuration, jobFailures, jobLastSuccess } from '../observability/metrics.server.ts';
import { runAsJob } from '../config/request-context.ts';

export interface PeriodicTask {
  /** Runs the task soon (again, if it is running now), without waiting for the interval. */
  trigger(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and then every `intervalMs`, never twice at the same time. A failed run is logged
 * and the next one comes on schedule. The timer does not keep the process alive.
 */
export function startPeriodicTask(name: string, task: () => Promise<unknown>, intervalMs: number, logger: Logger): PeriodicTask {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runAsJob(name, async () => {
      const started = Date.now();
      try {
        await task();
        jobLastSuccess.set({ job: name }, Date.now() / 1000);
      } catch (err) {
        jobFailures.inc({ job: name });
        logger.error({ err, task: name }, 'background task failed');
      } finally {
        jobDuration.set({ job: name }, (Date.now() - started) / 1000);
      }
    }).finally(() => {
      running = null;
      if (again) {
        again = false;
        schedule(0);
      } else {
        schedule(intervalMs);
      }
    });
  }

  schedule(0);
  return {
    trigger() {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
