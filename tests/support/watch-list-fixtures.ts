/**
 * Helpers of the watch-list and compare browser tests: cars picked straight from the test server's
 * SQLite file, a car marked sold the way ingestion does it (status + a change-feed row the running
 * engine picks up within a second), and a watch list written into a page's localStorage.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { useFileFixture } from './file-fixture.ts';

export interface TestCar {
  id: number;
  title: string;
  oldId: number | null;
  price: number;
  mileage: number;
  powerKw: number;
  equipmentIds: number[];
  sellerType: string;
  photoCount: number;
  detailPath: string;
}

export const WATCH_LIST_KEY = 'gw:watch-list';

export function openTestDb(dataDir: string): SQLite.Database {
  const db = new SQLite(path.join(dataDir, 'marketplace.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The test server's database, open for the calling test file; call `db()` inside hooks and tests. */
export function useTestDb(): () => SQLite.Database {
  return useFileFixture(
    'the test database',
    () => openTestDb(inject('dataDir')),
    (db) => db.close(),
  );
}

interface Row {
  id: number;
  title: string;
  old_id: number | null;
  price: number;
  mileage: number;
  power_kw: number;
  equipment_ids: string;
  type: string;
  photo_count: number;
}

/**
 * A pool of active cars, newest ids first, starting `offset` cars in: each test file takes its own
 * range so marking cars sold never touches another file's cars.
 */
export function carPool(db: SQLite.Database, offset: number, size = 120): () => TestCar {
  const rows = db
    .prepare(
      `SELECT l.id, l.title, l.old_id, l.price, l.mileage, l.power_kw, l.equipment_ids, s.type, l.photo_count
         FROM listings l JOIN sellers s ON s.id = l.seller_id
        WHERE l.status = 'active' AND l.expires_at > ? AND l.photo_count > 0
        ORDER BY l.id DESC LIMIT ? OFFSET ?`,
    )
    .all(new Date().toISOString(), size, offset) as Row[];
  let next = 0;
  return () => {
    const row = rows[next++];
    if (!row) throw new Error('car pool exhausted');
    return {
      id: row.id,
      title: row.title,
      oldId: row.old_id,
      price: row.price,
      mileage: row.mileage,
      powerKw: row.power_kw,
      equipmentIds: row.equipment_ids === '' ? [] : row.equipment_ids.split(',').map(Number),
      sellerType: row.type,
      photoCount: row.photo_count,
      detailPath: detailPath(row.title, row.id),
    };
  };
}

export function takeCars(pool: () => TestCar, n: number): TestCar[] {
  return Array.from({ length: n }, () => pool());
}

/** Sold, as ingestion marks it: the search index and the listing cache follow the change feed. */
export function markSold(db: SQLite.Database, id: number): void {
  const at = new Date().toISOString();
  db.prepare(`UPDATE listings SET status = 'sold', sold_at = ?, updated_at = ? WHERE id = ?`).run(at, at, id);
  db.prepare('INSERT INTO listing_changes (listing_id, changed_at) VALUES (?, ?)').run(id, at);
}

/** Writes a watch list into the page origin's localStorage (the page must be on the site) and reloads. */
export async function seedWatchList(page: Page, ids: readonly number[], extra: Record<string, string> = {}): Promise<void> {
  const value = JSON.stringify({ savedCars: ids.map((id, idx) => ({ id, oldId: null, isValid: true, idx })), migratedCarIds: [], visitorUUId: null });
  await page.evaluate(
    ([key, v, more]) => {
      localStorage.setItem(key, v);
      for (const [k, val] of Object.entries(more)) localStorage.setItem(k, val);
    },
    [WATCH_LIST_KEY, value, extra] as const,
  );
  await page.reload();
}

export async function storedWatchList(
  page: Page,
): Promise<{ savedCars: { id: number; oldId: number | null; isValid: boolean }[]; migratedCarIds: number[]; visitorUUId: string | null } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), WATCH_LIST_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The header badge's count ('' while empty). */
export function badgeCount(page: Page): Promise<string | null> {
  return page.locator('[data-watch-list-count]').first().getAttribute('data-watch-list-count');
}
