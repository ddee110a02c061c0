/**
 * Issue 34 point 3: a new serving process starts its search index from the snapshot a running one
 * wrote to DATA_DIR, catches up with the change feed from the snapshot's position, and answers exactly
 * as an index read from the database; a damaged or foreign snapshot is ignored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilters, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { SearchEngine } from '#src/search/search-engine.server.ts';
import { loadTaxonomy, type Taxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { countEventLoopTurns } from '../support/event-loop-turns.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

const SEARCHES: SearchFilters[] = [
  createFilters(),
  createFilters({ makeModels: [{ make: 74, model: null }], sort: 'price' }),
  createFilters({ priceTo: 15_000, fuels: ['D'], sort: 'age', desc: true }),
  createFilters({ city: { value: '1010 Wien', lat: 48.2085, lon: 16.3721 }, radius: 100, sort: 'distance' }),
  createFilters({ text: 'golf', page: 2 }),
  createFilters({ regFrom: 2018, gearboxes: [2], sort: 'mileage' }),
];

/** Everything a search answers: page ids, totals, every facet's counts. */
function answers(engine: SearchEngine) {
  return SEARCHES.map((f) => ({ hits: engine.search(f), count: engine.count(f), counters: engine.counters(f) }));
}

describe.each(DIALECTS)('search index snapshot on %s', (dialect) => {
  let t: TestDatabase;
  let other: TestDatabase;
  let taxonomy: Taxonomy;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-snapshot-'));
  const file = path.join(dir, 'search-index.snapshot');
  const engines: SearchEngine[] = [];
  const start = async (snapshotFile?: string, db = t) => {
    const engine = await SearchEngine.create({ db: db.handle, taxonomy, pollIntervalMs: 0, snapshotFile });
    engines.push(engine);
    return engine;
  };

  beforeAll(async () => {
    [t, other] = await Promise.all([createTestDatabase(dialect, { listings: 1500, seed: 11 }), createTestDatabase(dialect, { listings: 300, seed: 12 })]);
    taxonomy = await loadTaxonomy(t.handle.db);
    // A database in use has a change feed: its entry at the snapshot's position names it.
    const first = await t.handle.db.selectFrom('listings').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.handle.db.insertInto('listing_changes').values({ listing_id: first.id, changed_at: new Date().toISOString() }).execute();
  });
  afterAll(async () => {
    await Promise.all(engines.map((e) => e.close()));
    await Promise.all([t.drop(), other.drop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is written by a running index in slices, read by the next one, which catches up with the feed and answers as the database does', async () => {
    const writer = await start(file);
    expect(writer.loadedFrom).toBe('database');
    const loop = countEventLoopTurns();
    await writer.poll();
    loop.stop();
    expect(fs.existsSync(file)).toBe(true);
    // A turn of the event loop between the columns: a large store never holds the process at once.
    expect(loop.turns()).toBeGreaterThan(30);

    // Changes after the snapshot: a price cut, a sale, and a car back from the dead.
    const db = t.handle.db;
    const [cut, sold] = await db.selectFrom('listings').select(['id', 'price']).where('status', '=', 'active').orderBy('id').limit(2).execute();
    const revived = await db.selectFrom('listings').select('id').where('status', '=', 'sold').orderBy('id').executeTakeFirstOrThrow();
    const later = new Date(Date.now() + 86_400_000 * 30).toISOString();
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('listings')
        .set({ price: 1234 })
        .where('id', '=', cut?.id ?? 0)
        .execute();
      await trx
        .updateTable('listings')
        .set({ status: 'sold' })
        .where('id', '=', sold?.id ?? 0)
        .execute();
      await trx.updateTable('listings').set({ status: 'active', expires_at: later }).where('id', '=', revived.id).execute();
      await trx
        .insertInto('listing_changes')
        .values([cut?.id ?? 0, sold?.id ?? 0, revived.id].map((id) => ({ listing_id: id, changed_at: now })))
        .execute();
    });

    const fromSnapshot = await start(file);
    const fromDatabase = await start();
    expect(fromSnapshot.loadedFrom).toBe('snapshot');
    expect(fromDatabase.loadedFrom).toBe('database');
    expect(fromSnapshot.feedStatus().position).toBe(fromDatabase.feedStatus().position);
    expect(answers(fromSnapshot)).toEqual(answers(fromDatabase));
    expect(fromSnapshot.count(createFilters({ priceFrom: 1234, priceTo: 1234, accident: 'AN' }))).toBe(1);
  });

  it('is ignored when damaged, or when it was taken from another database', async () => {
    const good = fs.readFileSync(file);
    fs.writeFileSync(file, good.subarray(0, Math.floor(good.length / 2)));
    expect((await start(file)).loadedFrom).toBe('database');

    const flipped = Buffer.from(good);
    flipped[flipped.length - 3] = (flipped[flipped.length - 3] ?? 0) ^ 0xff;
    fs.writeFileSync(file, flipped);
    expect((await start(file)).loadedFrom).toBe('database');

    fs.writeFileSync(file, good);
    const foreign = await start(file, other);
    expect(foreign.loadedFrom).toBe('database');
    expect(foreign.count(createFilters({ accident: 'AN' }))).toBeLessThanOrEqual(300);
  });
});
