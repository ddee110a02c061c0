/**
 * The drawn demo photos kept on disk (DATA_DIR/photo-cache) within a size budget (`PHOTO_CACHE_MB`,
 * issue 24 point 5): any GET may draw a photo, and all demo photos together would fill a disk, so the
 * least recently used files go once the budget is reached. Sizes and the use order are kept in
 * memory, rebuilt from the folder at start (oldest access time first) and again now and then, since
 * the other serving processes write to the same folder. A photo that cannot be kept (a full disk) is
 * still served: the cache is only a shortcut.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../config/logger.server.ts';
import { writeFileAtomically } from '../files/atomic-write.server.ts';

export interface PhotoCache {
  /** The kept photo, or undefined; a hit counts as a use. */
  read(key: string): Promise<Buffer | undefined>;
  /** Whether the photo is kept, without reading it or counting a use. */
  has(key: string): Promise<boolean>;
  /** Keeps the photo (best effort) and evicts the least recently used beyond the budget. */
  store(key: string, body: Uint8Array): Promise<void>;
  /** Bytes this process believes the folder holds. */
  size(): number;
}

/** How often the folder is read again to count the other processes' photos. */
const RESCAN_MS = 5 * 60_000;

export function createPhotoCache({
  dir,
  budgetBytes,
  logger,
  now = () => Date.now(),
}: {
  dir: string;
  budgetBytes: number;
  logger: Logger;
  now?: () => number;
}): PhotoCache {
  /** key (relative path) → bytes, least recently used first (a Map keeps insertion order). */
  const entries = new Map<string, number>();
  let total = 0;
  let scannedAt = 0;
  let scanning: Promise<void> | null = null;

  const forget = (key: string) => {
    total -= entries.get(key) ?? 0;
    entries.delete(key);
  };
  const remember = (key: string, bytes: number) => {
    forget(key);
    entries.set(key, bytes);
    total += bytes;
  };

  async function scan(): Promise<void> {
    const found: { key: string; bytes: number; usedAt: number }[] = [];
    const folders = await fs.readdir(dir).catch(() => [] as string[]);
    for (const folder of folders) {
      const files = await fs.readdir(path.join(dir, folder)).catch(() => [] as string[]);
      for (const file of files) {
        const key = `${folder}/${file}`;
        const stat = await fs.stat(path.join(dir, key)).catch(() => undefined);
        if (stat?.isFile()) found.push({ key, bytes: stat.size, usedAt: Math.max(stat.atimeMs, stat.mtimeMs) });
      }
    }
    // Uses seen by this process since the last scan stay the most recent ones.
    const recent = [...entries.keys()];
    found.sort((a, b) => a.usedAt - b.usedAt);
    entries.clear();
    total = 0;
    for (const f of found) remember(f.key, f.bytes);
    for (const key of recent) {
      const bytes = entries.get(key);
      if (bytes !== undefined) remember(key, bytes);
    }
    scannedAt = now();
  }

  function scanIfDue(): Promise<void> {
    if (scanning) return scanning;
    if (scannedAt !== 0 && now() - scannedAt < RESCAN_MS) return Promise.resolve();
    scanning = scan().finally(() => (scanning = null));
    return scanning;
  }

  async function evict(): Promise<void> {
    for (const [key] of entries) {
      if (total <= budgetBytes) break;
      forget(key);
      // Gone already (another process evicted it): nothing to do.
      await fs.rm(path.join(dir, key), { force: true }).catch(() => undefined);
    }
  }

  return {
    async read(key) {
      if (budgetBytes === 0) return undefined;
      const body = await fs.readFile(path.join(dir, key)).catch(() => undefined);
      if (body) remember(key, body.byteLength);
      return body;
    },
    async has(key) {
      if (budgetBytes === 0) return false;
      await scanIfDue();
      if (entries.has(key)) return true;
      return fs.access(path.join(dir, key)).then(
        () => true,
        () => false,
      );
    },
    async store(key, body) {
      if (budgetBytes === 0 || body.byteLength > budgetBytes) return;
      await scanIfDue();
      const file = path.join(dir, key);
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await writeFileAtomically(file, body);
      } catch (err) {
        logger.warn({ err }, 'drawn photo not kept: the photo cache folder cannot be written');
        return;
      }
      remember(key, body.byteLength);
      await evict();
    },
    size: () => total,
  };
}
