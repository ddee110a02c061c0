/**
 * Helpers of the car detail browser tests: cars picked from the test server's SQLite file by what a
 * test needs (seller tier, call tracking, photos …), lowest ids first so they never meet the watch
 * list and compare tests' cars (those take the newest ids), and small edits to a car the way
 * ingestion makes them (row update plus a change-feed row).
 */
import type SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { CONSENT_COOKIE } from '#src/domain/consent/consent-choice.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';

export interface DetailCar {
  id: number;
  title: string;
  path: string;
  sellerId: number;
  photoCount: number;
}

const used = new Set<number>();

/**
 * An active car matching `where` (SQL over listings l and sellers s, with `?` parameters) that no
 * other test of this process took yet.
 */
export function pickCar(db: SQLite.Database, where = '1 = 1', params: unknown[] = []): DetailCar {
  const rows = db
    .prepare(
      `SELECT l.id, l.title, l.seller_id, l.photo_count FROM listings l JOIN sellers s ON s.id = l.seller_id
        WHERE l.status = 'active' AND l.expires_at > ? AND (${where}) ORDER BY l.id ASC LIMIT 200`,
    )
    .all(new Date().toISOString(), ...params) as { id: number; title: string; seller_id: number; photo_count: number }[];
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`no unused car for: ${where}`);
  used.add(row.id);
  return { id: row.id, title: row.title, path: detailPath(row.title, row.id), sellerId: row.seller_id, photoCount: row.photo_count };
}

/** Changes columns of one car and records the change so the running search index follows. */
export function updateCar(db: SQLite.Database, id: number, columns: Record<string, string | number | null>): void {
  const at = new Date().toISOString();
  const names = Object.keys(columns);
  db.prepare(`UPDATE listings SET ${names.map((n) => `${n} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(...names.map((n) => columns[n]), at, id);
  db.prepare('INSERT INTO listing_changes (listing_id, changed_at) VALUES (?, ?)').run(id, at);
}

/** Tracking consent as the cookie banner stores it, so the analytics events of the page are recorded. */
export async function grantTracking(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: baseUrl }]);
}

/** The events pushed to the analytics layer so far. */
export function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((e) => String(e.event)));
}
