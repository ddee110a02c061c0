import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../config/logger.server.ts';
import { createPhotoCache } from './photo-cache.server.ts';

const logger = createLogger('silent');
const photo = (kb: number) => new Uint8Array(kb * 1024).fill(7);

/** Bytes of every file under the folder, as the disk sees them. */
function bytesOnDisk(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
}

describe('photo cache (issue 24 point 5)', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stays within its budget after drawing more than it holds, evicting the least recently used', async () => {
    const cache = createPhotoCache({ dir, budgetBytes: 100 * 1024, logger });
    for (let i = 0; i < 4; i++) await cache.store(`1/${i}.webp`, photo(20));
    // Photo 0 was just shown again: it is now the most recently used.
    expect(await cache.read('1/0.webp')).toBeDefined();
    for (let i = 4; i < 30; i++) {
      await cache.store(`${i}/${i}.webp`, photo(20));
      expect(bytesOnDisk(dir)).toBeLessThanOrEqual(100 * 1024);
    }
    expect(cache.size()).toBe(bytesOnDisk(dir));
    expect(await cache.read('1/1.webp')).toBeUndefined();
    expect(await cache.read('29/29.webp')).toBeDefined();
    // Nothing half-written remains.
    expect(fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.tmp'))).toEqual([]);
  });

  it('rebuilds its sizes from the folder at start, so a restart does not forget what the disk holds', async () => {
    const first = createPhotoCache({ dir, budgetBytes: 100 * 1024, logger });
    for (let i = 0; i < 5; i++) await first.store(`${i}/a.webp`, photo(20));
    const restarted = createPhotoCache({ dir, budgetBytes: 100 * 1024, logger });
    await restarted.store('9/a.webp', photo(20));
    expect(restarted.size()).toBeLessThanOrEqual(100 * 1024);
    expect(bytesOnDisk(dir)).toBeLessThanOrEqual(100 * 1024);
    expect(await restarted.read('9/a.webp')).toBeDefined();
  });

  it('keeps nothing with a budget of 0, and a photo that cannot be kept is no error', async () => {
    const off = createPhotoCache({ dir, budgetBytes: 0, logger });
    await off.store('1/a.webp', photo(1));
    expect(bytesOnDisk(dir)).toBe(0);
    // The folder cannot be made: its parent is a file.
    const blocked = path.join(dir, 'file');
    fs.writeFileSync(blocked, 'x');
    const broken = createPhotoCache({ dir: path.join(blocked, 'cache'), budgetBytes: 1024 * 1024, logger });
    await expect(broken.store('1/a.webp', photo(1))).resolves.toBeUndefined();
  });
});
