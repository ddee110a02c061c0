import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * Writes `target` whole or not at all: a temp file beside it, then a rename. A failed write (a full
 * disk, a read-only folder) removes its temp file, so no empty or half-written file is left behind
 * and a retry starts clean (issue 24 point 5).
 */
export async function writeFileAtomically(target: string, body: Uint8Array): Promise<void> {
  // Unique per write: two writers of one file (a retry while the first is still writing) never share a temp file.
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temp, body);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}
