/**
 * CPU time and memory of a server and every process below it (a tsx wrapper, the cluster primary,
 * its serving workers), read from /proc: the cost per request stays measurable however many
 * processes serve, and a busy machine does not distort it.
 */
import fs from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  cpuTicks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after its closing parenthesis do not.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended meanwhile
  }
}

/** `root` and all its descendants that are alive now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat.pid]);
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** The environment a process was started with ([] once it has ended). */
function environ(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** The serving processes below a server: the cluster's workers (Node marks them with NODE_UNIQUE_ID), not the photo drawer. */
export function clusterWorkers(root: number): number[] {
  return processTree(root).filter((pid) => environ(pid).some((v) => v.startsWith('NODE_UNIQUE_ID=')));
}

/** User + system CPU time in ms of the processes, summed. */
export function cpuMs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + ((readStat(pid)?.cpuTicks ?? 0) * 1000) / CLOCK_TICKS_PER_SECOND, 0);
}

/** Resident memory of one process in MB (0 when it has ended). */
export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** The serving processes' memory: the largest one and the sum, over the processes that hold memory worth naming. */
export function treeRss(root: number): { maxMb: number; totalMb: number; processes: number } {
  const sizes = processTree(root)
    .map(rssMb)
    .filter((mb) => mb > 0);
  return { maxMb: Math.max(0, ...sizes), totalMb: sizes.reduce((a, b) => a + b, 0), processes: sizes.length };
}
