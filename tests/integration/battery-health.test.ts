/**
 * Issue 37 point 5, EV battery health, on both databases: a certificate (state of health, test day,
 * provider) sent through the partner API or the feed is in the by-id API answers; bad values are refused
 * with a 400 naming the field in German; 'Batteriezustand ab' (sohfrom) narrows the search API to cars
 * whose certificate states at least that much; the seed gives about half its used electric cars one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf } from '#src/create-services.server.ts';
import { viennaDay } from '#src/domain/time/vienna-calendar.ts';
import { carPayload, createIngestHarness, putPartnerDealer, type IngestHarness } from '../support/ingest-harness.ts';
import { runImportCli } from '../support/import-cli.ts';
import { buildOpenApiDocument } from '../../server/api/openapi.ts';
import { DIALECTS } from '../support/test-databases.ts';

interface BatteryHealthAnswer {
  stateOfHealthPercent: number;
  testedOn: string;
  testProvider: string;
}
interface DetailAnswer {
  id: number;
  electric: { batteryCapacityKWh: number | null; batteryHealth: BatteryHealthAnswer | null } | null;
}
interface ErrorAnswer {
  error: { code: string; field: string; message: string; issues: { field: string; message: string }[] };
}

/** An electric car as a partner sends it; the price marks the test's own cars in searches. */
const PRICE = 31_313;
const ev = (overrides: Record<string, unknown> = {}) =>
  carPayload({
    make: 'VW',
    model: 'ID.3',
    version: 'Pro',
    price: PRICE,
    firstRegistrationDate: '2021-05',
    mileage: 48_000,
    powerInKW: 150,
    fuel: 'Elektro',
    engineDisplacement: undefined,
    co2: 0,
    euEmissionStandard: undefined,
    consumption: 15.5,
    wltp: undefined,
    electricRange: 420,
    ...overrides,
  });

describe.each(DIALECTS)('EV battery health on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect, 200);
    await putPartnerDealer(h, 'AKKU-1', {
      companyName: 'E-Mobil Graz',
      email: 'verkauf@e-mobil-graz.example.at',
      zip: '8010',
      city: 'Graz',
      phone: '+43 316 555140',
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const db = () => databaseOf(h.services).db;
  const put = (ref: string, car: Record<string, unknown>) => h.call('PUT', `/api/ingest/sellers/AKKU-1/listings/${ref}`, car);
  const putOk = async (ref: string, car: Record<string, unknown>) => {
    const res = await put(ref, car);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return ((await res.json()) as { listing: { id: number } }).listing.id;
  };
  const detail = async (id: number) => (await (await h.app.request(`/api/v2/listings/${id}`)).json()) as DetailAnswer;
  const found = async (query: string) => {
    const res = await h.app.request(`/api/v2/search-listings?pricefrom=${PRICE}&priceto=${PRICE}&size=50&${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { listings: { id: number }[] }).listings.map((l) => l.id).sort((a, b) => a - b);
  };

  it('keeps a certificate sent through the partner API and shows it in both by-id answers', async () => {
    const id = await putOk(
      'AKKU-A',
      ev({ electric: { batteryCapacityKWh: 58, batteryHealth: { stateOfHealthPercent: 92, testedOn: '12.03.2026', testProvider: 'DEKRA' } } }),
    );
    const expected = { stateOfHealthPercent: 92, testedOn: '2026-03-12', testProvider: 'DEKRA' };
    expect((await detail(id)).electric?.batteryHealth).toEqual(expected);
    const listed = (await (await h.app.request(`/api/v2/listings-details?listingIds=${id}`)).json()) as { listings: DetailAnswer[] };
    expect(listed.listings[0]?.electric?.batteryHealth).toEqual(expected);
    // Sent again without it: a PUT replaces the whole car, so the certificate is gone.
    await putOk('AKKU-A', ev({ electric: { batteryCapacityKWh: 58 } }));
    expect((await detail(id)).electric).toMatchObject({ batteryCapacityKWh: 58, batteryHealth: null });
  });

  it('refuses bad certificates with a 400 naming the field, in German', async () => {
    const tomorrow = viennaDay(new Date(Date.now() + 36 * 3_600_000));
    const health = (overrides: Record<string, unknown>) => ({
      electric: { batteryHealth: { stateOfHealthPercent: 90, testedOn: '2026-01-10', testProvider: 'Aviloo', ...overrides } },
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [health({ stateOfHealthPercent: 49 }), 'electric.batteryHealth.stateOfHealthPercent', 'Mindestens 50'],
      [health({ stateOfHealthPercent: 101 }), 'electric.batteryHealth.stateOfHealthPercent', 'Höchstens 100'],
      [health({ stateOfHealthPercent: 92.5 }), 'electric.batteryHealth.stateOfHealthPercent', 'Ganze Zahl erwartet'],
      [health({ testedOn: tomorrow }), 'electric.batteryHealth.testedOn', 'Liegt in der Zukunft'],
      [health({ testedOn: '31.02.2026' }), 'electric.batteryHealth.testedOn', "Ungültiges Datum (erwartet 'JJJJ-MM-TT' oder 'TT.MM.JJJJ')"],
      [health({ testedOn: '2009-06-01' }), 'electric.batteryHealth.testedOn', 'Liegt vor 01.01.2010'],
      [health({ testProvider: '' }), 'electric.batteryHealth.testProvider', 'Pflichtfeld fehlt'],
      [health({ testProvider: 'x'.repeat(81) }), 'electric.batteryHealth.testProvider', 'Höchstens 80 Zeichen'],
      [health({ testedOn: undefined }), 'electric.batteryHealth.testedOn', 'Pflichtfeld fehlt'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await put('AKKU-BAD', ev(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = (await res.json()) as ErrorAnswer;
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.issues, JSON.stringify(overrides)).toContainEqual({ field, message });
    }
    // A diesel has no traction battery to certify.
    const diesel = await put('AKKU-BAD', carPayload(health({})));
    expect(diesel.status).toBe(400);
    expect(((await diesel.json()) as ErrorAnswer).error.issues).toContainEqual({
      field: 'electric.batteryHealth',
      message: 'Nur für Elektro- und Hybridfahrzeuge',
    });
    const stored = await db().selectFrom('listings').select('id').where('offer_reference', '=', 'AKKU-BAD').execute();
    expect(stored).toEqual([]);
  });

  it("narrows the search API by 'Batteriezustand ab' (sohfrom) to cars whose certificate states at least that much", async () => {
    const ids: Record<number, number> = {};
    for (const soh of [96, 91, 86, 81, 72]) {
      ids[soh] = await putOk(
        `AKKU-S${soh}`,
        ev({ electric: { batteryHealth: { stateOfHealthPercent: soh, testedOn: '2026-02-01', testProvider: 'TÜV Austria' } } }),
      );
    }
    const without = await putOk('AKKU-NONE', ev());
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    await expect.poll(() => found(''), { timeout: 5000, interval: 50 }).toEqual(expect.arrayContaining([...Object.values(ids), without]));
    expect(await found('sohfrom=95')).toEqual(sorted([ids[96]!]));
    expect(await found('sohfrom=90')).toEqual(sorted([ids[96]!, ids[91]!]));
    expect(await found('sohfrom=85')).toEqual(sorted([ids[96]!, ids[91]!, ids[86]!]));
    expect(await found('sohfrom=80&fuel=E')).toEqual(sorted([ids[96]!, ids[91]!, ids[86]!, ids[81]!]));

    // The whole inventory: the count is exactly the cars whose stored certificate reaches the bound.
    const rows = await db()
      .selectFrom('listings')
      .select(['battery_soh'])
      .where('status', '=', 'active')
      .where('expires_at', '>', new Date().toISOString())
      .where('had_accident', '=', 0)
      .execute();
    const total = async (query: string) =>
      ((await (await h.app.request(`/api/classified-search/totalcount?${query}`)).json()) as { totalCount: number }).totalCount;
    for (const bound of [80, 85, 90, 95])
      expect(await total(`sohfrom=${bound}`), `sohfrom=${bound}`).toBe(rows.filter((r) => (r.battery_soh ?? 0) >= bound).length);

    const bad = await h.app.request('/api/v2/search-listings?sohfrom=88');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorAnswer).error.field).toBe('sohfrom');
  });

  it('imports a certificate from a CSV feed with dotted headers', async () => {
    const seller = await db().selectFrom('sellers').select('id').where('company_name', '=', 'E-Mobil Graz').executeTakeFirstOrThrow();
    const file = path.join(h.t.dataDir, 'akku.csv');
    fs.writeFileSync(
      file,
      [
        'offerReference;make;model;price;firstRegistrationDate;mileage;powerInKW;fuel;bodyType;electric.batteryHealth.stateOfHealthPercent;electric.batteryHealth.testedOn;electric.batteryHealth.testProvider',
        'FEED-1;Tesla;Model 3;32.900;06/2020;88.000 km;208;Elektro;Limousine;89 %;05.01.2026;Aviloo',
        'FEED-2;Tesla;Model 3;29.900;06/2019;120.000 km;208;Elektro;Limousine;;;',
        'FEED-3;Tesla;Model 3;29.900;06/2019;120.000 km;208;Elektro;Limousine;130;05.01.2026;Aviloo',
      ].join('\n'),
    );
    const run = await runImportCli(h.t, [file, '--seller', String(seller.id), '--json']);
    expect(run.summary).toMatchObject({ created: 2, rejected: 1 });
    const rows = await db()
      .selectFrom('listings')
      .select(['id', 'offer_reference'])
      .where('seller_id', '=', seller.id)
      .where('offer_reference', 'in', ['FEED-1', 'FEED-2'])
      .orderBy('offer_reference')
      .execute();
    const [certified, plain] = rows.map((r) => r.id);
    expect((await detail(certified ?? 0)).electric?.batteryHealth).toEqual({ stateOfHealthPercent: 89, testedOn: '2026-01-05', testProvider: 'Aviloo' });
    expect((await detail(plain ?? 0)).electric?.batteryHealth).toBeNull();
  });

  it('gives about half the seeded used electric cars a certificate that fits their age and mileage', async () => {
    const evs = await db()
      .selectFrom('listings')
      .select(['battery_soh', 'battery_soh_tested_on', 'battery_soh_provider', 'mileage', 'first_registration', 'created_at'])
      .where('fuel', '=', 'E')
      .where('offer_reference', 'is not', null)
      .where('offer_reference', 'like', 'REF-%')
      .execute();
    const privateEvs = await db().selectFrom('listings').select(['battery_soh']).where('fuel', '=', 'E').where('offer_reference', 'is', null).execute();
    const all = [...evs, ...privateEvs];
    expect(all.length).toBeGreaterThan(3);
    const certified = evs.filter((r) => r.battery_soh !== null);
    for (const r of certified) {
      expect(r.battery_soh).toBeGreaterThanOrEqual(70);
      expect(r.battery_soh).toBeLessThanOrEqual(100);
      expect(r.battery_soh_provider).toBeTruthy();
      expect(r.battery_soh_tested_on! <= r.created_at.slice(0, 10)).toBe(true);
    }
    const nonEv = await db().selectFrom('listings').select('id').where('fuel', '!=', 'E').where('battery_soh', 'is not', null).execute();
    expect(nonEv).toEqual([]);
  });

  it('describes the certificate and the filter in the OpenAPI document', () => {
    const doc = JSON.stringify(buildOpenApiDocument({ title: 'Test', version: '1' }));
    expect(doc).toMatch(/"batteryHealth":\{[^]*stateOfHealthPercent[^]*testedOn[^]*testProvider/);
    expect(doc).toContain('"name":"sohfrom"');
  });
});
