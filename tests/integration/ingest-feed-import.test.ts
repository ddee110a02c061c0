import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '#src/db/connect.server.ts';
import { writeCsvFeed } from '../support/feed-generator.ts';
import { runImportCli, type CliSummary } from '../support/import-cli.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

/** `npm run bench:import` sets 100,000; the normal suite imports 5,000 rows. */
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 5000);
/** Two imports of ROWS each on a busy 2-core machine. */
const BIG_IMPORT_TIMEOUT = Math.max(120_000, ROWS * 6);

/** A run that printed its JSON summary (exit 0, or 3 when some records were rejected). */
async function importCli(t: TestDatabase, args: string[]): Promise<{ summary: CliSummary; exitCode: number; stderr: string }> {
  const run = await runImportCli(t, [...args, '--json']);
  if (!run.summary || (run.exitCode !== 0 && run.exitCode !== 3)) throw new Error(`import exited ${run.exitCode}: ${run.stderr}`);
  return { summary: run.summary, exitCode: run.exitCode, stderr: run.stderr };
}

describe.each(DIALECTS)('feed import on %s', (dialect: DialectName) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { listings: 100, seed: 3 });
  });
  afterAll(async () => {
    await t.drop();
  });

  const count = async (table: 'listings' | 'listing_changes') =>
    Number(
      (
        await t.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it(
    `imports ${ROWS.toLocaleString('de-AT')} CSV rows in flat memory with a correct summary; a second run finds all unchanged`,
    async () => {
      const file = path.join(t.dataDir, 'feed.csv');
      const feed = await writeCsvFeed(file, ROWS);
      const badRows = Object.values(feed.bad).reduce((a, b) => a + b, 0);
      const listingsBefore = await count('listings');
      const changesBefore = await count('listing_changes');

      const first = await importCli(t, [file, '--seller', '2']);
      const s = first.summary;
      console.log(
        `[${dialect}] ${ROWS} rows: ${s.seconds.toFixed(1)} s, ${Math.round(ROWS / s.seconds)} rows/s, peak RSS ${s.peakRssMb} MB, RSS per 10 %: ${s.rssSamplesMb.join(' ')} MB`,
      );
      expect(first.exitCode).toBe(3);
      expect(s).toMatchObject({
        records: ROWS,
        created: ROWS - badRows,
        updated: 0,
        unchanged: 0,
        renewed: 0,
        rejected: badRows,
        ignoredColumns: ['Interne Nummer'],
      });
      expect(Object.fromEntries(s.reasons.map((r) => [r.reason.replace(/ '.*$/, '').replace(/ \(.*$/, ''), r.count]))).toEqual(
        Object.fromEntries(Object.entries(feed.bad).filter(([, n]) => n > 0)),
      );
      // Each record spans two lines (its description has a line break).
      expect(s.rejections[0]).toMatchObject({ position: 'Zeile 1994', offerReference: 'FEED-997', field: 'fuel' });
      expect(first.stderr).toMatch(/100 %/);
      expect(await count('listings')).toBe(listingsBefore + ROWS - badRows);
      expect(await count('listing_changes')).toBe(changesBefore + ROWS - badRows);
      // Flat memory: after the first tenth, RSS grows by less than a fixed margin however long the feed is.
      const samples = s.rssSamplesMb;
      expect(Math.max(...samples) - (samples[1] ?? samples[0] ?? 0)).toBeLessThan(64);
      expect(s.peakRssMb).toBeLessThan(400);

      const stored = await t.handle.db
        .selectFrom('listings')
        .selectAll()
        .where('seller_id', '=', 2)
        .where('offer_reference', '=', 'FEED-1')
        .executeTakeFirstOrThrow();
      expect(stored.description).toBe('Gepflegt; "Top-Zustand"\nFahrzeug Nr. 1');
      expect(stored.status).toBe('active');

      const second = await importCli(t, [file, '--seller', '2']);
      console.log(`[${dialect}] second run: ${second.summary.seconds.toFixed(1)} s, peak RSS ${second.summary.peakRssMb} MB`);
      expect(second.summary).toMatchObject({ records: ROWS, created: 0, updated: 0, unchanged: ROWS - badRows, rejected: badRows });
      expect(await count('listing_changes')).toBe(changesBefore + ROWS - badRows);
    },
    BIG_IMPORT_TIMEOUT,
  );

  it('reports changes in a dry run without writing, then a full feed retires the missing cars of that seller', async () => {
    const file = path.join(t.dataDir, 'full.csv');
    await writeCsvFeed(file, 300, { prefix: 'VOLL', seed: 9 });
    const initial = await importCli(t, [file, '--seller', '3']);
    expect(initial.summary).toMatchObject({ created: 300, rejected: 0 });
    expect(initial.exitCode).toBe(0);

    const smaller = path.join(t.dataDir, 'full-2.csv');
    await writeCsvFeed(smaller, 200, { prefix: 'VOLL', seed: 9, priceBump: 100 });
    const activeBefore = await t.handle.db.selectFrom('listings').select('id').where('seller_id', '=', 3).where('status', '=', 'active').execute();
    const rowsBefore = await t.handle.db.selectFrom('listings').selectAll().where('seller_id', '=', 3).orderBy('id').execute();
    const changesBefore = await count('listing_changes');

    const dry = await importCli(t, [smaller, '--seller', '3', '--full', '--dry-run']);
    expect(dry.summary).toMatchObject({ dryRun: true, updated: 200, created: 0, markedSold: activeBefore.length - 200 });
    expect(await t.handle.db.selectFrom('listings').selectAll().where('seller_id', '=', 3).orderBy('id').execute()).toEqual(rowsBefore);
    expect(await count('listing_changes')).toBe(changesBefore);

    const full = await importCli(t, [smaller, '--seller', '3', '--full']);
    expect(full.summary).toMatchObject({ updated: 200, markedSold: activeBefore.length - 200 });
    const active = await t.handle.db.selectFrom('listings').select('offer_reference').where('seller_id', '=', 3).where('status', '=', 'active').execute();
    expect(active.map((r) => r.offer_reference).sort()).toEqual(Array.from({ length: 200 }, (_, i) => `VOLL-${i + 1}`).sort());
    const sold = await t.handle.db
      .selectFrom('listings')
      .select(['sold_at'])
      .where('seller_id', '=', 3)
      .where('offer_reference', '=', 'VOLL-250')
      .executeTakeFirstOrThrow();
    expect(sold.sold_at).not.toBeNull();
    expect(await count('listing_changes')).toBe(changesBefore + 200 + activeBefore.length - 200);
    // Another seller's cars are untouched.
    expect(
      await t.handle.db
        .selectFrom('listings')
        .select('id')
        .where('seller_id', '=', 2)
        .where('status', '=', 'sold')
        .where('offer_reference', 'like', 'FEED-%')
        .execute(),
    ).toEqual([]);
  });

  it('imports a JSON feed naming the seller per record, and rejects records naming an unknown one', async () => {
    const file = path.join(t.dataDir, 'feed.json');
    const car = {
      make: 'Skoda',
      model: 'Octavia',
      price: 15990,
      firstRegistrationDate: '03/2020',
      mileage: 61000,
      powerInKW: 110,
      fuel: 'D',
      bodyType: 'Kombi',
    };
    fs.writeFileSync(
      file,
      JSON.stringify([
        { ...car, sellerId: 4, offerReference: 'J-1' },
        { ...car, sellerId: 4, offerReference: 'J-2', equipments: ['Sitzheizung', 11] },
        { ...car, sellerId: 99_999, offerReference: 'J-3' },
        { ...car, sellerId: 4, offerReference: 'J-4', extraFeld: 1 },
      ]),
    );
    const { summary } = await importCli(t, [file]);
    expect(summary).toMatchObject({ records: 4, created: 2, rejected: 2 });
    expect(summary.rejections.map((r) => `${r.position} ${r.field}`)).toEqual(['Eintrag 3 sellerId', 'Eintrag 4 extraFeld']);
    const allWheel = await t.handle.db
      .selectFrom('listings')
      .select(['drive_train', 'equipment_ids'])
      .where('offer_reference', '=', 'J-2')
      .executeTakeFirstOrThrow();
    expect(allWheel).toEqual({ drive_train: 'A', equipment_ids: '11,18' });
  });
});
