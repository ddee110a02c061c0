/**
 * Issue 37 point 2, the mileage check across relistings, on both databases: a car that comes back
 * through the partner API (same seller and offer reference, or back in stock after it was sold) or the
 * feed (same VIN, another seller) with a lower mileage than an earlier listing, or with a mileage that
 * barely grew in the year and more since another seller listed it, carries the warning in the by-id
 * API answers and appears on the moderation list; a car that comes back as it was does not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf } from '#src/create-services.server.ts';
import { formatViennaDate } from '#src/domain/format/date-format.ts';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { runImportCli } from '../support/import-cli.ts';
import { buildOpenApiDocument } from '../../server/api/openapi.ts';
import { Migrator } from 'kysely';
import { InCodeMigrationProvider, migrateToLatest } from '#src/db/migrate.server.ts';
import { createTestDatabase, DIALECTS } from '../support/test-databases.ts';

const DAY = 86_400_000;

interface DetailAnswer {
  id: number;
  mileageWarning: { kind: string; earlierMileage: { raw: number; formatted: string }; earlierSeenAt: string; text: string } | null;
}

describe.each(DIALECTS)('mileage check across relistings on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect, 50);
    for (const [ref, city, zip] of [
      ['KM-1', 'Graz', '8010'],
      ['KM-2', 'Wels', '4600'],
    ] as const) {
      const res = await h.call('PUT', `/api/ingest/sellers/${ref}`, {
        type: 'D',
        companyName: `Autohaus ${city}`,
        email: `verkauf@${city.toLowerCase()}.example.at`,
        address: { zip, city },
        contacts: [{ phoneType: 'Office', formattedNumber: '+43 316 555124' }],
      });
      expect(res.status).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await h.close();
  });

  const db = () => databaseOf(h.services).db;
  const put = async (seller: string, ref: string, overrides: Record<string, unknown>) => {
    const res = await h.call('PUT', `/api/ingest/sellers/${seller}/listings/${ref}`, carPayload(overrides));
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return ((await res.json()) as { listing: { id: number } }).listing.id;
  };
  const detail = async (id: number) => (await (await h.app.request(`/api/v2/listings/${id}`)).json()) as DetailAnswer;
  const compared = async (id: number) =>
    ((await (await h.app.request(`/api/v2/listings-details?listingIds=${id}`)).json()) as { listings: DetailAnswer[] }).listings[0];
  const moderationList = async () => (await h.services.moderation.overview()).mileageFlags;
  /** The car's sightings as if it had been listed `days` ago. */
  const backdate = async (where: { vin?: string; offer_reference?: string }, days: number) => {
    const at = new Date(Date.now() - days * DAY).toISOString();
    let q = db().updateTable('listing_mileage_sightings').set({ seen_at: at });
    if (where.vin) q = q.where('vin', '=', where.vin);
    if (where.offer_reference) q = q.where('offer_reference', '=', where.offer_reference);
    await q.execute();
    return at;
  };

  it('flags a car listed again under its offer reference with a lower mileage: API answers and moderation list', async () => {
    const first = await put('KM-1', 'KM-A', { mileage: 121_000 });
    expect((await detail(first)).mileageWarning).toBeNull();
    const listedAt = await backdate({ offer_reference: 'KM-A' }, 40);
    expect((await h.call('DELETE', '/api/ingest/sellers/KM-1/listings/KM-A')).status).toBe(200);

    const again = await put('KM-1', 'KM-A', { mileage: 86_000 });
    const expected = {
      kind: 'lower',
      earlierMileage: { raw: 121_000, formatted: '121.000 km' },
      earlierSeenAt: listedAt,
      text: `Kilometerstand niedriger als bei einem früheren Inserat dieses Fahrzeugs am ${formatViennaDate(listedAt)}. Damals angegeben: 121.000 km.`,
    };
    expect((await detail(again)).mileageWarning).toEqual(expected);
    expect((await compared(again))?.mileageWarning).toEqual(expected);
    // The OpenAPI document describes the field.
    expect(JSON.stringify(buildOpenApiDocument({ title: 'Test', version: '1' }))).toMatch(/"mileageWarning":\{[^]*little-growth/);
    const flag = (await moderationList()).find((f) => f.car.id === again);
    expect(flag).toMatchObject({ mileage: 86_000, warning: { kind: 'lower', earlierMileage: 121_000 }, car: { status: 'active' } });
  });

  it('flags a sold car that is back in stock with a lower mileage, not one that comes back as it was', async () => {
    const sold = await put('KM-1', 'KM-B', { mileage: 64_000 });
    const same = await put('KM-1', 'KM-C', { mileage: 99_000 });
    for (const ref of ['KM-B', 'KM-C']) {
      await backdate({ offer_reference: ref }, 20);
      expect((await h.call('POST', `/api/ingest/sellers/KM-1/listings/${ref}/sold`)).status).toBe(200);
    }
    expect(await put('KM-1', 'KM-B', { mileage: 41_500 })).toBe(sold);
    expect(await put('KM-1', 'KM-C', { mileage: 99_000, price: 17_490 })).toBe(same);
    expect((await detail(sold)).mileageWarning?.kind).toBe('lower');
    expect((await detail(same)).mileageWarning).toBeNull();
    const listed = (await moderationList()).map((f) => f.car.id);
    expect(listed).toContain(sold);
    expect(listed).not.toContain(same);
  });

  it('flags, through the feed, a car another seller listed over a year ago that barely grew since; a driven one passes', async () => {
    const vin = 'WVWZZZ1KZ8W765432';
    const driven = 'TMBJJ7NE5J0765432';
    await put('KM-1', 'KM-D', { mileage: 140_000, vin });
    await put('KM-1', 'KM-E', { mileage: 52_000, vin: driven });
    const listedAt = await backdate({ vin }, 600);
    await backdate({ vin: driven }, 600);
    const other = await db().selectFrom('sellers').select('id').where('company_name', '=', 'Autohaus Wels').executeTakeFirstOrThrow();
    const file = path.join(h.t.dataDir, 'km.json');
    const car = { make: 'Skoda', model: 'Octavia', price: 15990, firstRegistrationDate: '03/2018', powerInKW: 110, fuel: 'D', bodyType: 'Kombi' };
    fs.writeFileSync(
      file,
      JSON.stringify([
        // 20 months later, 900 km more: 45 km a month.
        { ...car, offerReference: 'WELS-1', vin, mileage: 140_900 },
        // 20 months later, 21,000 km more.
        { ...car, offerReference: 'WELS-2', vin: driven, mileage: 73_000 },
      ]),
    );
    const run = await runImportCli(h.t, [file, '--seller', String(other.id), '--json']);
    expect(run.summary).toMatchObject({ created: 2, rejected: 0 });
    const ids = await db()
      .selectFrom('listings')
      .select(['id', 'offer_reference'])
      .where('seller_id', '=', other.id)
      .where('offer_reference', 'in', ['WELS-1', 'WELS-2'])
      .orderBy('offer_reference')
      .execute();
    const [flagged, passed] = ids.map((r) => r.id);
    expect((await detail(flagged ?? 0)).mileageWarning).toMatchObject({
      kind: 'little-growth',
      earlierMileage: { raw: 140_000 },
      earlierSeenAt: listedAt,
      text: `Kilometerstand seit einem früheren Inserat dieses Fahrzeugs am ${formatViennaDate(listedAt)} kaum gestiegen. Damals angegeben: 140.000 km.`,
    });
    expect((await detail(passed ?? 0)).mileageWarning).toBeNull();
    const listed = (await moderationList()).map((f) => f.car.id);
    expect(listed).toContain(flagged);
    expect(listed).not.toContain(passed);
  });

  it('drops a blocked car from the moderation list', async () => {
    const flag = (await moderationList())[0];
    expect(flag).toBeDefined();
    const blocked = await h.services.moderation.block({ listingId: flag?.car.id ?? 0, reason: 'Kilometerstand manipuliert.' });
    expect(blocked.kind).toBe('blocked');
    expect((await moderationList()).map((f) => f.car.id)).not.toContain(flag?.car.id);
  });

  it('remembers the mileage of the cars stored before the migration, so their relistings are checked too', async () => {
    const t = await createTestDatabase(dialect, { listings: 50, seed: 11 });
    try {
      const { db: before } = t.handle;
      const migrator = new Migrator({ db: before, provider: new InCodeMigrationProvider(t.handle) });
      expect((await migrator.migrateTo('2026-11-28-0100-alert-token-hashes')).error).toBeUndefined();
      await migrateToLatest(t.handle);
      const cars = await t.handle.db
        .selectFrom('listings')
        .select(['seller_id', 'offer_reference', 'mileage', 'created_at'])
        .orderBy(['seller_id', 'created_at', 'mileage'])
        .execute();
      const sightings = await t.handle.db
        .selectFrom('listing_mileage_sightings')
        .select(['seller_id', 'offer_reference', 'mileage', 'seen_at as created_at'])
        .orderBy(['seller_id', 'seen_at', 'mileage'])
        .execute();
      expect(cars.length).toBeGreaterThan(0);
      expect(sightings).toEqual(cars);
    } finally {
      await t.drop();
    }
  });
});
