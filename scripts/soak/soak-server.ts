/**
 * The product as `npm start` runs it (compiled server, production defaults, one serving process per
 * core, the heap flags it ships with), started for the soak, watched from outside: its log (deaths,
 * replacements, reloads) and the resident memory of each serving process, read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { clusterWorkers, processTree, rssMb } from '../process-stats.ts';

export interface SoakServer {
  child: ChildProcess;
  baseUrl: string;
  /** the serving processes (the cluster's workers) alive now */
  workers(): number[];
  /** the log so far, one JSON object (or a line V8 printed) per line */
  log(): string;
  /** requests shed so far, by kind and reason (the merged `admission_shed_total` of the serving processes) */
  shedByReason(): Promise<Record<string, number>>;
  /** the largest resident memory seen of the photo drawer, in MB (sampled every second) */
  maxDrawerRssMb(): number;
  /** the largest resident memory seen of any serving process, in MB (sampled every second) */
  maxWorkerRssMb(): number;
  /** waits for a log line after `from` (an offset into the log) that matches */
  waitForLog(pattern: RegExp, from: number, timeoutMs: number): Promise<number>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startSoakServer(env: NodeJS.ProcessEnv, startTimeoutMs: number): Promise<SoakServer> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(process.execPath, [path.resolve('build/server-main.js')], {
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(metricsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let maxRss = 0;
  let maxDrawerRss = 0;
  const workers = () => (child.pid === undefined ? [] : clusterWorkers(child.pid));
  const sampler = setInterval(() => {
    if (child.pid === undefined) return;
    const serving = workers();
    for (const pid of serving) maxRss = Math.max(maxRss, rssMb(pid));
    // The primary's other child: the photo drawer (server/photo-drawer.ts).
    for (const pid of processTree(child.pid)) if (pid !== child.pid && !serving.includes(pid)) maxDrawerRss = Math.max(maxDrawerRss, rssMb(pid));
  }, 1000);

  const waitForLog = (pattern: RegExp, from: number, timeoutMs: number) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const rest = output.slice(from);
        const match = pattern.exec(rest);
        if (match) {
          done();
          resolve(from + match.index + match[0].length);
        } else if (child.exitCode !== null) {
          done();
          reject(new Error(`server exited (${child.exitCode}):\n${output.slice(-3000)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no log line ${pattern} within ${timeoutMs} ms:\n${output.slice(-3000)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  await waitForLog(/"msg":"cluster started"/, 0, startTimeoutMs);
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    workers,
    log: () => output,
    maxWorkerRssMb: () => maxRss,
    maxDrawerRssMb: () => maxDrawerRss,
    async shedByReason() {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const out: Record<string, number> = {};
      for (const [, kind, reason, value] of text.matchAll(/^admission_shed_total\{kind="(\w+)",reason="([\w-]+)"[^}]*\} (\d+)/gm))
        out[`${kind} ${reason}`] = (out[`${kind} ${reason}`] ?? 0) + Number(value);
      return out;
    },
    waitForLog,
    async stop() {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Deaths the primary logged ('serving process died'), and V8's fatal out-of-memory reports. */
export function deathsIn(log: string): { died: number; outOfMemory: number } {
  return {
    died: (log.match(/"msg":"serving process died/g) ?? []).length,
    outOfMemory: (log.match(/JavaScript heap out of memory/g) ?? []).length,
  };
}
