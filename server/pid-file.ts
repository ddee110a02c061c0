import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '#src/config/env.server.ts';

/** Where the cluster primary notes its process id, so `npm run reload` finds whom to send SIGHUP. */
export function pidFilePath(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'server.pid');
}

export function writePidFile(env: Pick<Env, 'DATA_DIR'>): void {
  const file = pidFilePath(env);
  fs.writeFileSync(file, `${process.pid}\n`);
  process.once('exit', () => {
    // Only our own: a newer server may have replaced the file.
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  });
}
