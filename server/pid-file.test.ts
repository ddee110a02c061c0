import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { claimPidFile, holderRuns, pidFilePath, processStartedAt, readPidFile } from './pid-file.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-pid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run reload` as an operator runs it, against DATA_DIR. */
async function reload(dir: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['scripts/reload.ts'], {
      env: { ...process.env, DATA_DIR: dir },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

// Each runs `npm run reload` in a process of its own (tsx compiles it first): seconds on a busy machine.
describe('server.pid (issue 34 point 6)', { timeout: 60_000 }, () => {
  it('does not signal a process that only shares the number the file names: it is not the server', async () => {
    const dir = dataDir();
    const other = spawn('sleep', ['60']);
    try {
      // A pid file left by a kill -9, whose number now belongs to someone else (another start time).
      fs.writeFileSync(pidFilePath({ DATA_DIR: dir }), `${other.pid}\n12345\n`);
      const answer = await reload(dir);
      expect(answer.code).toBe(1);
      expect(answer.out).toContain(`names process ${other.pid}, which is not the server any more`);
      expect(answer.out).not.toMatch(/\n\s+at /);
      expect(other.exitCode).toBeNull();
      expect(other.signalCode).toBeNull();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('says the server is gone, without a stack trace, when the number names no process at all', async () => {
    const dir = dataDir();
    fs.writeFileSync(pidFilePath({ DATA_DIR: dir }), '999999999\n1\n');
    const answer = await reload(dir);
    expect(answer.code).toBe(1);
    expect(answer.out).toContain('No running cluster primary');
    expect(answer.out).not.toMatch(/ESRCH|\n\s+at /);
  });

  it('refuses a second server on the same DATA_DIR and leaves the running one its file', () => {
    const dir = dataDir();
    const file = pidFilePath({ DATA_DIR: dir });
    // The running server: this test process, noted with its real start time.
    const running = `${process.ppid}\n${processStartedAt(process.ppid)}\n`;
    fs.writeFileSync(file, running);
    expect(holderRuns(readPidFile(file) ?? { pid: 0, startedAt: null })).toBe(true);
    expect(() => claimPidFile({ DATA_DIR: dir })).toThrow(/Another server already runs/);
    expect(fs.readFileSync(file, 'utf8')).toBe(running);
  });

  it('takes over a file left by a server that ended', () => {
    const dir = dataDir();
    const file = pidFilePath({ DATA_DIR: dir });
    fs.writeFileSync(file, '999999999\n1\n');
    claimPidFile({ DATA_DIR: dir });
    expect(readPidFile(file)).toEqual({ pid: process.pid, startedAt: processStartedAt(process.pid) });
  });
});
