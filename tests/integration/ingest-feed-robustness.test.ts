import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '#src/db/connect.server.ts';
import { importFeed } from '#src/ingestion/feed-import.server.ts';
import type { FeedItem } from '#src/ingestion/feed-reader.ts';
import { buildIngestTaxonomy } from '#src/ingestion/ingest-taxonomy.ts';
import { loadTaxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { runImportCli } from '../support/import-cli.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

/**
 * Issue 15 points 1–3: a feed that does not read to its end changes nothing (above all, retires no
 * car), and dealer exports with Austrian number formats are read as the dealer meant them.
 */

const car = { make: 'Skoda', model: 'Octavia', price: 15990, firstRegistrationDate: '03/2020', mileage: 61000, powerInKW: 110, fuel: 'D', bodyType: 'Kombi' };
const json = (ref: string, overrides: Record<string, unknown> = {}) => JSON.stringify({ ...car, offerReference: ref, ...overrides });

describe.each(DIALECTS)('broken and Austrian-formatted feeds on %s', (dialect: DialectName) => {
  let t: TestDatabase;
  /** the seeded seller with the most cars, so a wrongly retiring import has cars to retire */
  let SELLER = '';
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { listings: 100, seed: 3 });
    const busiest = await t.handle.db
      .selectFrom('listings')
      .select(['seller_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('seller_id')
      .orderBy('n', 'desc')
      .orderBy('seller_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    SELLER = String(busiest.seller_id);
    const file = write('stock.json', `[${json('J-A')},${json('J-B')},${json('J-C')}]`);
    const stock = await runImportCli(t, [file, '--seller', SELLER, '--json']);
    expect(stock.exitCode).toBe(0);
  });
  afterAll(async () => {
    await t.drop();
  });

  function write(name: string, text: string): string {
    const file = path.join(t.dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  }
  const sellerCars = () =>
    t.handle.db
      .selectFrom('listings')
      .select(['offer_reference', 'status', 'price', 'mileage'])
      .where('seller_id', '=', Number(SELLER))
      .orderBy('id')
      .execute();
  const changeCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('listing_changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Imports a broken feed with --full and checks that it was refused as a whole: nothing written, nothing sold. */
  async function expectRefused(file: string, message: RegExp, { checkText = false } = {}) {
    const before = await sellerCars();
    expect(before.filter((c) => c.status === 'active').length).toBeGreaterThan(3);
    const changes = await changeCount();
    const run = await runImportCli(t, [file, '--seller', SELLER, '--full', '--json']);
    expect(run.exitCode).toBe(4);
    expect(run.summary).toMatchObject({ created: 0, updated: 0, markedSold: 0 });
    expect(run.summary?.feedError?.message).toMatch(message);
    expect(await sellerCars()).toEqual(before);
    expect(await changeCount()).toBe(changes);
    if (checkText) {
      // The text summary says it too.
      const text = await runImportCli(t, [file, '--seller', SELLER, '--full']);
      expect(text.exitCode).toBe(4);
      expect(text.stdout).toMatch(/Feed abgelehnt, nichts importiert/);
      expect(text.stdout).toMatch(message);
      expect(text.stdout).toMatch(/Kein Fahrzeug wurde als verkauft markiert/);
    }
    return run;
  }

  it('refuses a JSON array without its closing bracket (point 1)', async () => {
    await expectRefused(write('no-bracket.json', `[${json('J-A', { price: 14990 })},${json('J-NEU')},`), /Dateiende.*\]/, { checkText: true });
  });

  it('refuses a JSON feed cut in the middle of a record (point 1)', async () => {
    const run = await expectRefused(write('cut.json', `[${json('J-A', { price: 14990 })},${json('J-NEU')},{"offerReference":"J-X","ma`), /Dateiende/);
    expect(run.summary?.feedError?.position).toBe('Eintrag 3');
  });

  it('refuses an NDJSON feed cut in the middle of a record (point 1)', async () => {
    await expectRefused(write('cut.ndjson', `${json('J-A', { price: 14990 })}\n${json('J-NEU')}\n{"offerReference":"J-X","ma`), /Dateiende/);
  });

  it('stops at a break that shows only during the import (the file changed): the pending records are not written, nothing is retired', async () => {
    const before = await sellerCars();
    async function* items(): AsyncGenerator<FeedItem> {
      yield { position: 'Eintrag 1', data: { ...car, offerReference: 'J-A', price: 9990 } };
      yield { position: 'Eintrag 2', data: { ...car, offerReference: 'J-SPAET' } };
      yield { position: 'Eintrag 3', error: 'Unerwartetes Dateiende mitten in Eintrag 3', broken: true };
    }
    const taxonomy = buildIngestTaxonomy(await loadTaxonomy(t.handle.db));
    const summary = await importFeed(items(), {
      db: t.handle.db,
      taxonomy,
      sellerId: Number(SELLER),
      dryRun: false,
      full: true,
      renew: false,
      ignoreUnknownColumns: false,
      now: new Date(),
    });
    expect(summary).toMatchObject({ records: 2, created: 0, updated: 0, markedSold: 0, feedError: { position: 'Eintrag 3' } });
    expect(await sellerCars()).toEqual(before);
  });

  const header = 'offerReference;make;model;price;firstRegistrationDate;mileage;powerInKW;fuel;bodyType;description';
  it('refuses a CSV whose quoted field is never closed, naming its line (point 2)', async () => {
    const csv = [
      header,
      'J-A;Skoda;Octavia;14990;03/2020;61000;110;Diesel;Kombi;gut',
      'J-E;Skoda;Octavia;12990;03/2019;71000;110;Diesel;Kombi;"Erste Hand; Pickerl neu',
      'J-F;Skoda;Octavia;11990;03/2018;81000;110;Diesel;Kombi;',
    ].join('\n');
    await expectRefused(write('unclosed.csv', `${csv}\n`), /Zeile 3.*Anführungszeichen/, { checkText: true });
  });

  it('refuses a CSV whose unclosed quote a later row closes (the rows in between would vanish into it) (point 2)', async () => {
    const csv = [
      header,
      'J-E;Skoda;Octavia;12990;03/2019;71000;110;Diesel;Kombi;"Erste Hand; Pickerl neu',
      'J-F;Skoda;Octavia;11990;03/2018;81000;110;Diesel;Kombi;ohne Mängel',
      'J-G;Skoda;Octavia;10990;03/2017;91000;110;Diesel;Kombi;"Zweite Hand"',
    ].join('\r\n');
    await expectRefused(write('reclosed.csv', `${csv}\r\n`), /Zeile 2.*Anführungszeichen/);
  });

  it("reads a record's own sellerId as digits only, like --seller ('5e0' is not seller 5) (point 4)", async () => {
    const file = write(
      'sellers.json',
      `[${json('S-1', { sellerId: 5 })},${json('S-2', { sellerId: '5' })},${json('S-3', { sellerId: '5e0' })},${json('S-4', { sellerId: '0x5' })},${json('S-5', { sellerId: 5.5 })}]`,
    );
    const run = await runImportCli(t, [file, '--json']);
    expect(run.exitCode).toBe(3);
    expect(run.summary).toMatchObject({ created: 2, rejected: 3 });
    expect(run.summary?.rejections.map((r) => `${r.offerReference} ${r.field}: ${r.message}`)).toEqual(
      ['S-3', 'S-4', 'S-5'].map((ref) => `${ref} sellerId: Verkäufer-ID in Ziffern erwartet`),
    );
  });

  it('reads the number formats of a real Austrian dealer export, and rejects an ambiguous one naming the field (point 3)', async () => {
    // As a DMS exports it: ';', CRLF, a BOM, prices with thousands dots, a euro sign and ',-', mileage with 'km'.
    const rows = [
      'offerReference;make;model;version;price;firstRegistrationDate;mileage;powerInKW;fuel;bodyType;consumption;description',
      'AT-1;VW;Golf;2.0 TDI Highline;19.000;04/2019;84.000;110;Diesel;Limousine;4,9;"Pickerl bis 04/2026; Service neu"',
      'AT-2;VW;Golf;1.5 TSI;19.000,00;04/2019;84.000 km;110;Benzin;Limousine;5,4;',
      'AT-3;VW;Golf;1.0 TSI;19 000;04/2019;84 000;81;Benzin;Limousine;5.1;',
      'AT-4;VW;Golf;GTI;€ 19.000,-;04/2019;"84.000 km";180;Benzin;Limousine;7,1;',
      'AT-5;VW;Golf;R;EUR 1.234.567,00;04/2019;1.500;235;Benzin;Limousine;8,0;',
      'AT-6;VW;Golf;Variant;19,000;04/2019;84000;110;Diesel;Kombi;4,9;',
      'AT-7;VW;Golf;Alltrack;19.000;04/2019;84,000;110;Diesel;Kombi;4,9;',
    ];
    const file = write('haendler-export.csv', `\uFEFF${rows.join('\r\n')}\r\n`);
    const run = await runImportCli(t, [file, '--seller', SELLER, '--json']);
    expect(run.exitCode).toBe(3);
    expect(run.summary).toMatchObject({ records: 7, created: 5, rejected: 2 });
    expect(run.summary?.rejections.map((r) => `${r.position} ${r.field}`)).toEqual(['Zeile 7 price', 'Zeile 8 mileage']);
    expect(run.summary?.rejections[0]?.message).toMatch(/19,000/);
    const stored = await t.handle.db
      .selectFrom('listings')
      .select(['offer_reference', 'price', 'mileage', 'consumption'])
      .where('seller_id', '=', Number(SELLER))
      .where('offer_reference', 'like', 'AT-%')
      .orderBy('offer_reference')
      .execute();
    expect(stored).toEqual([
      { offer_reference: 'AT-1', price: 19000, mileage: 84000, consumption: 4.9 },
      { offer_reference: 'AT-2', price: 19000, mileage: 84000, consumption: 5.4 },
      { offer_reference: 'AT-3', price: 19000, mileage: 84000, consumption: 5.1 },
      { offer_reference: 'AT-4', price: 19000, mileage: 84000, consumption: 7.1 },
      { offer_reference: 'AT-5', price: 1234567, mileage: 1500, consumption: 8 },
    ]);
  });
});

describe('import CLI arguments (point 4)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-cli-'));
  const feed = path.join(dataDir, 'feed.json');
  fs.writeFileSync(feed, '[]');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each<[string[], RegExp]>([
    [['--seller', '-1'], /--seller/],
    [['--seller', '1e3'], /--seller.*1e3/],
    [['--seller', '0x10'], /--seller/],
    [['--seller', '2.5'], /--seller/],
    [['--seller', '99999999999'], /--seller/],
    [['--seller'], /--seller/],
    [['--format', 'xml'], /--format/],
    [['--sellr', '3'], /--sellr/],
    [['--full', '--dry-run', 'zweite-datei.json'], /eine Feed-Datei/],
  ])('%j: usage message, exit code 2, no stack trace, nothing imported', async (args, message) => {
    const run = await runImportCli({ dataDir, databaseUrl: undefined }, [feed, ...args]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('Aufruf: npm run import --');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toBe('');
    // Rejected before the database was even opened.
    expect(fs.existsSync(path.join(dataDir, 'marketplace.sqlite'))).toBe(false);
  });

  it('names a missing file with exit code 2', async () => {
    const run = await runImportCli({ dataDir, databaseUrl: undefined }, [path.join(dataDir, 'fehlt.csv')]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/Datei nicht gefunden/);
  });
});
