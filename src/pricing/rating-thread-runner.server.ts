/**
 * Runs the background price-rating work (following the change feed, the daily full run, the first
 * evaluation) in a worker thread (rating-thread.server.ts), so a serving process that also runs the
 * background jobs keeps answering within milliseconds while a rating run computes (issue 24 point 4).
 * The thread is started on first use and kept; one that died is started again for the next task.
 */
import { Worker } from 'node:worker_threads';
import type { Env } from '../config/env.server.ts';

export type RatingTask = 'pending' | 'all' | 'first-evaluation';
export interface RatingThreadData {
  databaseUrl: string | undefined;
  sqliteFile: string;
  queryTimeoutMs: number;
  logLevel: string;
}
export type RatingThreadReply = { id: number; ok: true } | { id: number; ok: false; error: string };

export interface RatingThread {
  /** Resolves when the task is done; rejects with the thread's error. */
  run(task: RatingTask): Promise<void>;
  close(): Promise<void>;
}

/**
 * The thread's entry beside this module: JavaScript in the build; under tsx (development, scripts)
 * the TypeScript source, loaded through tsx's loader registered in the thread (a worker does not
 * inherit the `--import tsx` of its process).
 */
function startThread(data: RatingThreadData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./rating-thread.js', import.meta.url), { workerData: data });
  const source = new URL('./rating-thread.server.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}

export function createRatingThread(env: Pick<Env, 'DATABASE_URL' | 'sqliteFile' | 'DB_QUERY_TIMEOUT_MS' | 'LOG_LEVEL'>): RatingThread {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const started = startThread({
      databaseUrl: env.DATABASE_URL,
      sqliteFile: env.sqliteFile,
      queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      logLevel: env.LOG_LEVEL,
    });
    started.on('message', (reply: RatingThreadReply) => {
      const w = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.ok) w?.resolve();
      else w?.reject(new Error(reply.error));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`price-rating thread exited with ${code}`));
    });
    return started;
  }

  return {
    run(task) {
      worker ??= start();
      const id = nextId++;
      const done = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, task });
      return done;
    },
    async close() {
      const running = worker;
      worker = null;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      await running.terminate();
    },
  };
}
