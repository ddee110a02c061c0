/**
 * Issue 24 point 4: a price-rating run changes thousands of cars at once, and every serving process
 * then applies them from the change feed. Applied in one go (rows read back to back, synchronous on
 * SQLite), that held the process for hundreds of milliseconds; in slices, the event loop turns between
 * them, so requests are answered meanwhile. Checked by counting turns, not by timing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { SearchEngine } from '#src/search/search-engine.server.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';
import { countEventLoopTurns } from '../support/event-loop-turns.ts';

const CHANGED = 1000;
const PRICE = 987_654;

describe.each(DIALECTS)('applying the change feed on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { listings: CHANGED, seed: 7 });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('lets the event loop turn between slices of a large batch of changes and still applies every change', async () => {
    const engine = await SearchEngine.create({ db: t.handle, taxonomy: await loadTaxonomy(t.handle.db), pollIntervalMs: 0 });
    try {
      const db = t.handle.db;
      const ids = (await db.selectFrom('listings').select('id').orderBy('id').limit(CHANGED).execute()).map((r) => r.id);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('listings').set({ price: PRICE }).where('id', 'in', ids).execute();
        await trx
          .insertInto('listing_changes')
          .values(ids.map((id) => ({ listing_id: id, changed_at: now })))
          .execute();
      });

      const loop = countEventLoopTurns();
      const slices: { ids: number; turn: number }[] = [];
      engine.onChange((changed) => slices.push({ ids: changed.length, turn: loop.turns() }));
      await engine.poll();
      loop.stop();

      expect(slices.reduce((n, s) => n + s.ids, 0)).toBe(CHANGED);
      expect(slices.length).toBeGreaterThan(1);
      // The loop turned before every slice, the first included (reading the feed is a step of its own).
      for (let i = 1; i < slices.length; i++) expect(slices[i]?.turn).toBeGreaterThan(slices[i - 1]?.turn ?? 0);
      expect(slices[0]?.turn).toBeGreaterThan(0);

      const expected = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('price', '=', PRICE)
        .where('status', '=', 'active')
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      expect(engine.count(createFilters({ priceFrom: PRICE, priceTo: PRICE, accident: 'AN' }))).toBe(Number(expected.n));
      expect(Number(expected.n)).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });
});
