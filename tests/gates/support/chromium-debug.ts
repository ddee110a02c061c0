import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/browser.ts';

export interface DebuggableChromium {
  /** the remote-debugging port Lighthouse and Playwright connect to */
  port: number;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a remote-debugging port and a throw-away profile. Lighthouse attaches to
 * it by port; Playwright can attach to the same browser to prepare state (localStorage) first.
 */
export async function launchDebuggableChromium(extraArgs: readonly string[] = []): Promise<DebuggableChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-gates-chromium-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, ...extraArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: closing ends the helper processes too, which write into the profile.
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        child.stderr?.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${seen.slice(-2000)}`)));
  });
  // Keep draining stderr so Chromium never blocks on a full pipe.
  child.stderr?.resume();
  // A test worker that is torn down before afterAll must not leave the browser running.
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  return {
    port,
    async close() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        killGroup('SIGTERM');
        await exited;
      }
      // A helper that outlives the browser by a moment can still add a file (ENOTEMPTY): retry.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
