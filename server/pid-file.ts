/**
 * `DATA_DIR/server.pid`: the cluster primary notes who it is, so `npm run reload` finds whom to send
 * SIGHUP. A process number alone is not enough (issue 34 point 6): after a `kill -9` or a power loss
 * the file stays, and its number may since belong to any other process. So the file also holds the
 * process's start time (field 22 of /proc/<pid>/stat), and a holder counts only while a process with
 * that number and that start time runs. A second server on the same DATA_DIR stops at once, before it
 * touches the database or the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '#src/config/env.server.ts';

export interface PidFileHolder {
  pid: number;
  /** clock ticks after boot at which the process started; null where /proc is not available */
  startedAt: string | null;
}

/** Where the cluster primary notes its process id, so `npm run reload` finds whom to send SIGHUP. */
export function pidFilePath(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'server.pid');
}

/** The start time of a running process, null when it does not run (or /proc cannot tell). */
export function processStartedAt(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function readPidFile(file: string): PidFileHolder | null {
  try {
    const [pid, startedAt] = fs.readFileSync(file, 'utf8').trim().split('\n');
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, startedAt: startedAt?.trim() || null } : null;
  } catch {
    return null;
  }
}

/** The process the file names still runs (the same process: same number and start time). */
export function holderRuns(holder: PidFileHolder): boolean {
  const startedAt = processStartedAt(holder.pid);
  if (startedAt !== null) return holder.startedAt === startedAt;
  // Without /proc: the number alone, as well as it can be told.
  try {
    process.kill(holder.pid, 0);
    return holder.startedAt === null;
  } catch {
    return false;
  }
}

/**
 * Notes this process in the pid file; throws when a running server already holds it. The file is
 * removed at exit only while it still names this process.
 */
export function claimPidFile(env: Pick<Env, 'DATA_DIR'>): void {
  const file = pidFilePath(env);
  const holder = readPidFile(file);
  if (holder && holder.pid !== process.pid && holderRuns(holder)) {
    throw new Error(`Another server already runs on ${env.DATA_DIR} (process ${holder.pid}, ${file}); stop it first or give this one another DATA_DIR.`);
  }
  const own: PidFileHolder = { pid: process.pid, startedAt: processStartedAt(process.pid) };
  fs.writeFileSync(file, `${own.pid}\n${own.startedAt ?? ''}\n`);
  process.once('exit', () => {
    const now = readPidFile(file);
    if (now?.pid === own.pid && now.startedAt === own.startedAt) fs.rmSync(file, { force: true });
  });
}
