import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAbandonedUploads } from './photo-store.server.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function photosDir(entries: Record<string, string>): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-abandoned-'));
  dirs.push(dataDir);
  for (const [folder, file] of Object.entries(entries)) {
    fs.mkdirSync(path.join(dataDir, 'photos', folder), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'photos', folder, file), folder);
  }
  return dataDir;
}

describe('what a process that died during an upload left behind', () => {
  it('removes received and staged files, puts set-aside photos back where the swap never finished, and keeps every car’s photos', async () => {
    const dataDir = photosDir({
      '.incoming-a1': '0',
      '5.upload-b2': '0-big.webp',
      '7.old-c3': '0-big.webp',
      '8': '0-big.webp',
      '8.old-d4': '0-big.webp',
      '9': '0-small.webp',
    });
    expect(await removeAbandonedUploads(dataDir)).toBe(3);
    expect(fs.readdirSync(path.join(dataDir, 'photos')).sort()).toEqual(['7', '8', '9']);
    // Car 7's photos were set aside by a swap that never put the new ones in: they are back.
    expect(fs.readFileSync(path.join(dataDir, 'photos', '7', '0-big.webp'), 'utf8')).toBe('7.old-c3');
    expect(fs.readFileSync(path.join(dataDir, 'photos', '8', '0-big.webp'), 'utf8')).toBe('8');
  });

  it('answers 0 for a data folder without photos', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-abandoned-'));
    dirs.push(dataDir);
    expect(await removeAbandonedUploads(dataDir)).toBe(0);
  });
});
