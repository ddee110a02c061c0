/**
 * Issue 27 §7 with a VIN: a car listed again by the same seller under a new offer reference keeps its
 * first appearance when the partner API or the feed sends the same VIN; another seller's car with that
 * VIN is a new car. The VIN is checked (ISO 3779), stored in capitals and never in the public API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf } from '#src/create-services.server.ts';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { runImportCli } from '../support/import-cli.ts';
import { buildOpenApiDocument } from '../../server/api/openapi.ts';
import { DIALECTS } from '../support/test-databases.ts';

const VIN = 'WVWZZZ1KZ8W123456';
const DAY = 86_400_000;

describe.each(DIALECTS)('VIN and the first appearance on %s', (dialect) => {
  let h: IngestHarness;
  let sellerId = 0;
  beforeAll(async () => {
    h = await createIngestHarness(dialect, 50);
    const res = await h.call('PUT', '/api/ingest/sellers/FIN-1', {
      type: 'D',
      companyName: 'Autohaus Fahrgestell',
      email: 'verkauf@fahrgestell.example.at',
      address: { zip: '4020', city: 'Linz' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 732 555124' }],
    });
    expect(res.status).toBeLessThan(300);
    sellerId = ((await res.json()) as { seller: { id: number } }).seller.id;
  });
  afterAll(async () => {
    await h.close();
  });

  const db = () => databaseOf(h.services).db;
  const put = async (ref: string, overrides: Record<string, unknown>) => {
    const res = await h.call('PUT', `/api/ingest/sellers/FIN-1/listings/${ref}`, carPayload({ price: 16_666, ...overrides }));
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return ((await res.json()) as { listing: { id: number } }).listing.id;
  };
  const firstSeen = async (id: number) => ((await (await h.app.request(`/api/v2/listings/${id}`)).json()) as { firstSeenAt: string }).firstSeenAt;
  const feed = (name: string, cars: Record<string, unknown>[]) => {
    const file = path.join(h.t.dataDir, name);
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
    fs.writeFileSync(file, JSON.stringify(cars.map((c) => ({ ...car, ...c }))));
    return file;
  };

  it('keeps the first appearance of a car listed again under a new reference with the same VIN, by the API and by the feed', async () => {
    // Sent in lower case with spaces, stored in capitals.
    const first = await put('FIN-A', { vin: 'wvw zzz1kz8w 123456' });
    expect((await db().selectFrom('listings').select('vin').where('id', '=', first).executeTakeFirstOrThrow()).vin).toBe(VIN);
    // The VIN stays private: not in the public car.
    expect(await (await h.app.request(`/api/v2/listings/${first}`)).text()).not.toContain(VIN);

    // The car first appeared twelve days ago (as if listed then).
    const twelveDaysAgo = new Date(Date.now() - 12 * DAY).toISOString();
    await db().updateTable('listing_vin_sightings').set({ first_seen_at: twelveDaysAgo }).where('vin', '=', VIN).execute();
    await db().updateTable('listing_first_sightings').set({ first_seen_at: twelveDaysAgo }).where('offer_reference', '=', 'FIN-A').execute();
    await db().updateTable('listings').set({ first_seen_at: twelveDaysAgo }).where('id', '=', first).execute();
    expect((await h.call('DELETE', '/api/ingest/sellers/FIN-1/listings/FIN-A')).status).toBe(200);

    // A new reference with the same VIN: the same car, its first appearance kept.
    const again = await put('FIN-B', { vin: VIN });
    expect(again).not.toBe(first);
    expect(await firstSeen(again)).toBe(twelveDaysAgo);
    // A new reference with another VIN, or without one, is a new car.
    const other = await put('FIN-C', { vin: 'TMBJJ7NE5J0123456' });
    const plain = await put('FIN-D', {});
    for (const id of [other, plain]) expect(Date.now() - Date.parse(await firstSeen(id))).toBeLessThan(DAY);

    // The feed: the same VIN under a feed reference of the same seller keeps the date; another seller's car is new.
    const same = await runImportCli(h.t, [feed('fin.json', [{ offerReference: 'FEED-FIN-1', vin: VIN }]), '--seller', String(sellerId), '--json']);
    expect(same.summary).toMatchObject({ created: 1, rejected: 0 });
    const fed = await db()
      .selectFrom('listings')
      .select(['first_seen_at', 'vin'])
      .where('seller_id', '=', sellerId)
      .where('offer_reference', '=', 'FEED-FIN-1')
      .executeTakeFirstOrThrow();
    expect(fed).toEqual({ first_seen_at: twelveDaysAgo, vin: VIN });
    const elsewhere = await db().selectFrom('sellers').select('id').where('id', '!=', sellerId).where('type', '=', 'D').orderBy('id').executeTakeFirstOrThrow();
    const foreign = await runImportCli(h.t, [feed('fremd.json', [{ offerReference: 'FEED-FIN-2', vin: VIN }]), '--seller', String(elsewhere.id), '--json']);
    expect(foreign.summary).toMatchObject({ created: 1, rejected: 0 });
    const foreignCar = await db()
      .selectFrom('listings')
      .select('first_seen_at')
      .where('seller_id', '=', elsewhere.id)
      .where('offer_reference', '=', 'FEED-FIN-2')
      .executeTakeFirstOrThrow();
    expect(foreignCar.first_seen_at).not.toBe(twelveDaysAgo);
  });

  it('remembers a VIN sent later for a stored car', async () => {
    const id = await put('FIN-E', {});
    await put('FIN-E', { vin: 'VF1RFB00X55123456' });
    const row = await db().selectFrom('listings').select(['first_seen_at', 'vin']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.vin).toBe('VF1RFB00X55123456');
    expect(
      await db()
        .selectFrom('listing_vin_sightings')
        .select('first_seen_at')
        .where('seller_id', '=', sellerId)
        .where('vin', '=', 'VF1RFB00X55123456')
        .executeTakeFirst(),
    ).toEqual({ first_seen_at: row.first_seen_at });
  });

  it('rejects a VIN that is not 17 characters of ISO 3779, naming the field', async () => {
    for (const vin of ['WVWZZZ1KZ8W12345', 'WVWZZZ1KZ8WO23456', 'WVWZZZ1KZ8W12345-']) {
      const res = await h.call('PUT', '/api/ingest/sellers/FIN-1/listings/FIN-X', carPayload({ vin }));
      expect(res.status, vin).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('vin');
    }
    // The OpenAPI document describes the field.
    const doc = JSON.stringify(buildOpenApiDocument({ title: 'Test', version: '1' }));
    expect(doc).toMatch(/"vin":\{[^}]*ISO 3779/);
    const run = await runImportCli(h.t, [feed('falsch.json', [{ offerReference: 'FEED-FIN-X', vin: 'IOQ' }]), '--seller', String(sellerId), '--json']);
    expect(run.summary).toMatchObject({ created: 0, rejected: 1 });
    expect(run.summary?.rejections[0]).toMatchObject({ field: 'vin' });
  });
});
