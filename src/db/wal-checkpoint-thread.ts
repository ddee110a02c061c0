/**
 * SQLite's write-ahead log, copied back into the database file off the serving process's event loop
 * (issue 24 point 4). By default the commit that takes the log past 1000 pages copies it back
 * itself, synchronously: in a serving process that held every request for 130–330 ms while a rating
 * run wrote. A serving process therefore turns that off (`wal_autocheckpoint = 0`) and starts this
 * thread, which has its own connection and runs a PASSIVE checkpoint (it never waits for a lock, nor
 * blocks readers or writers) every CHECKPOINT_EVERY_MS, so the log cannot grow without bound.
 * Every other connection (CLI tools, `npm run worker`, tests) keeps SQLite's own checkpoints.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const CHECKPOINT_EVERY_MS = 1000;

/** The thread's code: plain CommonJS, so it runs the same under tsx and in the build. */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 0');
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ checkpointed: result ? result.checkpointed : 0 });
  } catch (error) {
    // SQLITE_BUSY: another checkpoint is running; the next turn tries again.
    parentPort.postMessage({ error: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'now') checkpoint();
  if (message === 'close') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
`;

export interface CheckpointThread {
  /** Resolves after the next checkpoint the thread ran, with the pages it copied back (tests). */
  checkpointNow(): Promise<number>;
  close(): Promise<void>;
}

/** `onFailure`: the thread died (it cannot open the file, say); the caller checkpoints again itself. */
export function startCheckpointThread(file: string, everyMs = CHECKPOINT_EVERY_MS, onFailure: () => void = () => undefined): CheckpointThread {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, { eval: true, workerData: { file, driver, everyMs } });
  // The thread must not keep a process alive that is otherwise done, nor take it down when it fails.
  worker.unref();
  worker.on('error', onFailure);
  return {
    checkpointNow() {
      return new Promise((resolve, reject) => {
        worker.once('message', (m: { checkpointed?: number; error?: string }) => (m.error ? reject(new Error(m.error)) : resolve(m.checkpointed ?? 0)));
        worker.postMessage('now');
      });
    },
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await worker.terminate();
    },
  };
}
