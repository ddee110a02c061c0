import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingRow } from '#src/db/schema.ts';
import { issuePartnerKey, revokePartnerKeys } from '#src/ingestion/partner-keys.server.ts';
import { buildOpenApiDocument } from '../../server/api/openapi.ts';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const DAY = 86_400_000;

interface ErrorBody {
  error: { message: string; code: string; field?: string; issues?: { field: string; message: string }[] };
}

describe.each(DIALECTS)('ingestion API on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect);
  });
  afterAll(async () => {
    await h.close();
  });

  const listingRow = (ref: string) =>
    h.t.handle.db.selectFrom('listings').selectAll().where('seller_id', '=', 1).where('offer_reference', '=', ref).executeTakeFirst();
  const golfId = async () =>
    (await h.t.handle.db.selectFrom('models').select('id').where('make_id', '=', 74).where('name', '=', 'Golf').executeTakeFirstOrThrow()).id;
  // Writes of cars only: the price-rating job announces changed grades on the same feed in the background.
  const changeCount = async () =>
    Number(
      (
        await h.t.handle.db
          .selectFrom('listing_changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('origin', '=', 'listing')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('rejects requests without a valid key with 401', async () => {
    const none = await h.app.request('/api/ingest/sellers/1/listings/X', { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(((await none.json()) as ErrorBody).error.code).toBe('UNAUTHORIZED');
    expect((await h.call('PUT', '/api/ingest/sellers/1/listings/X', carPayload(), 'gwk_wrong')).status).toBe(401);

    const second = await issuePartnerKey(h.t.handle.db, 'Testportal', [], new Date());
    expect((await h.call('PUT', '/api/ingest/sellers/1/listings/REV-1', carPayload(), second.key)).status).toBe(201);
    await revokePartnerKeys(h.t.handle.db, second.prefix, new Date());
    expect((await h.call('PUT', '/api/ingest/sellers/1/listings/REV-1', carPayload(), second.key)).status).toBe(401);
  });

  it('stores only a hash of the key', async () => {
    const keys = await h.t.handle.db.selectFrom('partner_api_keys').select(['key_hash', 'key_prefix']).execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      expect(k.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(k.key_hash).not.toContain(h.key.slice(4));
    }
  });

  it('creates a car, and the same upsert again changes nothing (idempotent), also with ids instead of names', async () => {
    const first = await h.call('PUT', '/api/ingest/sellers/1/listings/GOLF-1', carPayload());
    expect(first.status).toBe(201);
    const created = (await first.json()) as { result: string; listing: { id: number; url: string; status: string; expiresAt: string } };
    expect(created.result).toBe('created');
    expect(created.listing.url).toBe(`http://127.0.0.1:3000/fahrzeuge/vw-golf-2-0-tdi-highline/${created.listing.id}`);
    const row = (await listingRow('GOLF-1')) as ListingRow;
    expect(row).toMatchObject({
      status: 'active',
      make_id: 74,
      model_id: await golfId(),
      fuel: 'D',
      title: 'VW Golf 2.0 TDI Highline',
      first_registration: '2019-04',
      body_type_id: 6,
      transmission_id: 2,
      drive_train: 'F',
      upholstery_id: 1,
      warranty: 1,
      full_service: 1,
      vat_deductible: 0,
      equipment_ids: '1,17,18,37,49',
      wltp_co2_combined: 128,
      description: 'Gepflegtes Fahrzeug aus erster Hand.\nScheckheft lückenlos.',
      photo_count: 0,
      sold_at: null,
    });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(126 * DAY);
    const changes = await changeCount();

    const again = await h.call('PUT', '/api/ingest/sellers/1/listings/GOLF-1', carPayload());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { result: string }).result).toBe('unchanged');
    const byIds = await h.call(
      'PUT',
      '/api/ingest/sellers/1/listings/GOLF-1',
      carPayload({
        offerType: 'U',
        make: 74,
        model: await golfId(),
        fuel: 'D',
        bodyColor: 3,
        bodyType: 6,
        transmissionType: 2,
        driveTrain: 'F',
        interiorDecoration: 1,
        euEmissionStandard: 9,
        equipments: [17, 18, 1],
        firstRegistrationDate: '04/2019',
      }),
    );
    expect(((await byIds.json()) as { result: string }).result).toBe('unchanged');
    expect(await listingRow('GOLF-1')).toEqual(row);
    expect(await changeCount()).toBe(changes);
    const all = await h.t.handle.db.selectFrom('listings').select('id').where('offer_reference', '=', 'GOLF-1').execute();
    expect(all).toHaveLength(1);
  });

  it('updates a changed car in one write with a change row and keeps its expiry', async () => {
    const before = (await listingRow('GOLF-1')) as ListingRow;
    const changes = await changeCount();
    const res = await h.call('PUT', '/api/ingest/sellers/1/listings/GOLF-1', carPayload({ price: 17990 }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('updated');
    const after = (await listingRow('GOLF-1')) as ListingRow;
    expect(after.price).toBe(17990);
    expect(after.expires_at).toBe(before.expires_at);
    expect(await changeCount()).toBe(changes + 1);
  });

  it.each([
    ['fuel', { fuel: 'Kerosin' }, /Unbekannter Wert 'Kerosin'/],
    ['make', { make: 'Trabbi' }, /^Unbekannte Marke$/],
    ['model', { model: 'Corolla' }, /^Unbekannte Modell$/],
    ['mileage', { mileage: -5 }, /Mindestens 0/],
    ['price', { price: 'billig' }, /Zahl erwartet/],
    // Issue 15: the real maximum, not zod's safe-integer bound (9007199254740991).
    ['price', { price: 1e20 }, /^Höchstens 10\.000\.000$/],
    ['price', { price: '1e20' }, /^Zahl erwartet, nicht '1e20'/],
    // '19,000' is 19 in Austria and 19000 in an English export: refused, never stored 1,000 times too small.
    ['price', { price: '19,000' }, /^Zahl erwartet, nicht '19,000'/],
    ['mileage', { mileage: '84,000 km' }, /^Zahl erwartet, nicht '84,000 km'/],
    ['price', { price: '19.990,50' }, /^Ganze Zahl erwartet$/],
    ['milage', { milage: 5 }, /Unbekanntes Feld/],
    ['wltp.co2EmissionsCombined', { wltp: { co2EmissionsCombined: 'viel' } }, /Zahl erwartet/],
    ['equipments[1]', { equipments: ['ABS', 'Schleudersitz'] }, /Unbekannter Wert/],
    ['firstRegistrationDate', { firstRegistrationDate: '2099-01' }, /Zukunft/],
    ['powerInKW', { powerInKW: undefined }, /Pflichtfeld fehlt/],
  ])('answers 400 naming %s and changes nothing', async (field, override, message) => {
    const before = await listingRow('GOLF-1');
    const changes = await changeCount();
    const res = await h.call('PUT', '/api/ingest/sellers/1/listings/GOLF-1', carPayload({ price: 1000, ...override }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.field).toBe(field);
    expect(body.error.issues?.[0]?.message).toMatch(message);
    expect(await listingRow('GOLF-1')).toEqual(before);
    expect(await changeCount()).toBe(changes);
  });

  it.each([
    ['19.000', '84.000'],
    ['19.000,00', '84.000 km'],
    ['19 000', '84 000 km'],
    ['€ 19.000,-', '84.000km'],
    ['EUR 19.000', 84000],
  ])('reads Austrian number text (price %j, mileage %j) as the dealer meant it (issue 15 point 3)', async (price, mileage) => {
    const res = await h.call('PUT', '/api/ingest/sellers/1/listings/ZAHL-1', carPayload({ price, mileage }));
    expect([200, 201]).toContain(res.status);
    expect(await listingRow('ZAHL-1')).toMatchObject({ price: 19000, mileage: 84000 });
    // Back to another value, so each form is a real write.
    expect((await h.call('PUT', '/api/ingest/sellers/1/listings/ZAHL-1', carPayload({ price: 1, mileage: 1 }))).status).toBe(200);
  });

  it('rejects a non-JSON body with 415 and broken JSON with 400', async () => {
    const wrongType = await h.app.request('/api/ingest/sellers/1/listings/GOLF-1', {
      method: 'PUT',
      body: 'x',
      headers: { authorization: `Bearer ${h.key}`, 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
    const broken = await h.app.request('/api/ingest/sellers/1/listings/GOLF-1', {
      method: 'PUT',
      body: '{"price":',
      headers: { authorization: `Bearer ${h.key}`, 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('keeps partners to their sellers', async () => {
    const other = await issuePartnerKey(h.t.handle.db, 'Anderes Portal', [2], new Date());
    const res = await h.call('PUT', '/api/ingest/sellers/1/listings/GOLF-1', carPayload(), other.key);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('SELLER_NOT_FOUND');
    expect((await h.call('POST', '/api/ingest/sellers/1/listings/GOLF-1/sold', undefined, other.key)).status).toBe(404);
    expect((await h.call('DELETE', '/api/ingest/sellers/1/listings/GOLF-1', undefined, other.key)).status).toBe(404);
  });

  it('leaves an expired car expired on a plain upsert and renews it on request', async () => {
    await h.call('PUT', '/api/ingest/sellers/1/listings/OLD-1', carPayload());
    const past = new Date(Date.now() - DAY).toISOString();
    await h.t.handle.db.updateTable('listings').set({ expires_at: past }).where('offer_reference', '=', 'OLD-1').execute();
    const plain = await h.call('PUT', '/api/ingest/sellers/1/listings/OLD-1', carPayload());
    expect(((await plain.json()) as { result: string }).result).toBe('unchanged');
    expect((await listingRow('OLD-1'))?.expires_at).toBe(past);
    const renewed = await h.call('PUT', '/api/ingest/sellers/1/listings/OLD-1', carPayload({ renew: true }));
    expect(((await renewed.json()) as { result: string }).result).toBe('renewed');
    const expires = Date.parse((await listingRow('OLD-1'))?.expires_at ?? '');
    expect(Math.abs(expires - (Date.now() + 126 * DAY))).toBeLessThan(60_000);
  });

  it('marks a car sold (idempotently) and brings it back when it is sent again', async () => {
    await h.call('PUT', '/api/ingest/sellers/1/listings/SOLD-1', carPayload());
    const sold = await h.call('POST', '/api/ingest/sellers/1/listings/SOLD-1/sold');
    expect(sold.status).toBe(200);
    expect((await sold.json()) as { result: string; listing: { status: string } }).toMatchObject({ result: 'updated', listing: { status: 'sold' } });
    const row = (await listingRow('SOLD-1')) as ListingRow;
    expect(row.status).toBe('sold');
    expect(row.sold_at).not.toBeNull();
    expect(((await (await h.call('POST', '/api/ingest/sellers/1/listings/SOLD-1/sold')).json()) as { result: string }).result).toBe('unchanged');
    const back = await h.call('PUT', '/api/ingest/sellers/1/listings/SOLD-1', carPayload());
    expect(((await back.json()) as { result: string }).result).toBe('updated');
    expect(await listingRow('SOLD-1')).toMatchObject({ status: 'active', sold_at: null });
  });

  it('deletes a car with a change row; afterwards it is unknown', async () => {
    await h.call('PUT', '/api/ingest/sellers/1/listings/DEL-1', carPayload());
    const id = (await listingRow('DEL-1'))?.id as number;
    const res = await h.call('DELETE', '/api/ingest/sellers/1/listings/DEL-1');
    expect(res.status).toBe(200);
    expect(await listingRow('DEL-1')).toBeUndefined();
    const last = await h.t.handle.db
      .selectFrom('listing_changes')
      .select('listing_id')
      .where('origin', '=', 'listing')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.listing_id).toBe(id);
    expect((await h.call('DELETE', '/api/ingest/sellers/1/listings/DEL-1')).status).toBe(404);
  });

  it('documents every ingestion operation in the OpenAPI document', () => {
    const doc = buildOpenApiDocument({ title: 'Test', version: '1' }) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/ingest/sellers/{sellerRef}/listings/{offerRef}'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(doc.paths['/ingest/sellers/{sellerRef}/listings/{offerRef}']?.put?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/ingest/sellers/{sellerRef}/listings/{offerRef}/photos'] ?? {})).toEqual(['put']);
    expect(Object.keys(doc.paths['/ingest/sellers/{sellerRef}/listings/{offerRef}/sold'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/ingest/sellers/{sellerRef}'] ?? {})).toEqual(['put']);
    expect(Object.keys(doc.paths['/ingest/sellers/{sellerRef}']?.put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '400', '401']));
  });

  it('upserts a seller by the partner reference; an address change moves its cars', async () => {
    const seller = {
      type: 'D',
      tier: 'T30',
      companyName: 'Autohaus Testmann GmbH',
      contactName: 'Eva Testmann',
      email: 'verkauf@testmann.example.at',
      address: { street: 'Hauptplatz 3', zip: '8010', city: 'Graz' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 316 555123' }],
      homepage: 'www.testmann.at',
      dealerRatings: { ratingsCount: 12, ratingsStars: 4.5, ratingsEnabled: true },
    };
    const created = await h.call('PUT', '/api/ingest/sellers/TM-1', seller);
    expect(created.status).toBe(201);
    const {
      seller: { id },
    } = (await created.json()) as { seller: { id: number } };
    expect(((await (await h.call('PUT', '/api/ingest/sellers/TM-1', seller)).json()) as { result: string }).result).toBe('unchanged');
    const row = await h.t.handle.db.selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'D', tier: 'T30', state_slug: 'steiermark', url_name: 'autohaus-testmann-gmbh', ratings_enabled: 1 });
    const contacts = await h.t.handle.db.selectFrom('seller_contacts').selectAll().where('seller_id', '=', id).execute();
    expect(contacts).toMatchObject([{ phone_type: 'Office', formatted_number: '+43 316 555123', call_to: '+43316555123' }]);

    expect((await h.call('PUT', '/api/ingest/sellers/TM-1/listings/CAR-1', carPayload())).status).toBe(201);
    const moved = await h.call('PUT', '/api/ingest/sellers/TM-1', { ...seller, address: { street: 'Landstraße 1', zip: '4020', city: 'Linz' } });
    expect(((await moved.json()) as { result: string }).result).toBe('updated');
    const car = await h.t.handle.db.selectFrom('listings').selectAll().where('seller_id', '=', id).executeTakeFirstOrThrow();
    expect(car).toMatchObject({ zip: '4020', city: 'Linz', state_slug: 'oberoesterreich' });

    const bad = await h.call('PUT', '/api/ingest/sellers/TM-2', { ...seller, email: 'kein-mail' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.field).toBe('email');
    const noCompany = await h.call('PUT', '/api/ingest/sellers/TM-2', { ...seller, companyName: undefined });
    expect(((await noCompany.json()) as ErrorBody).error.field).toBe('companyName');
  });

  it('takes opening hours, the star distribution and individual ratings for the dealer page (issue 27 point 9)', async () => {
    const seller = {
      type: 'D',
      companyName: 'Autohaus Vertrauen',
      email: 'verkauf@vertrauen.example.at',
      address: { zip: '4020', city: 'Linz' },
      openingHours: ['Mo–Fr 08:00–18:00', 'Sa 09:00–12:00'],
      dealerRatings: {
        ratingsCount: 3,
        ratingsStars: 4.3,
        ratingsEnabled: true,
        distribution: [0, 0, 0, 2, 1],
        reviews: [
          { stars: 5, text: 'Top Beratung.', author: 'Eva', date: '2026-10-01' },
          { stars: 4, text: 'Gut.' },
        ],
      },
    };
    const created = await h.call('PUT', '/api/ingest/sellers/VT-1', seller);
    expect(created.status).toBe(201);
    const {
      seller: { id },
    } = (await created.json()) as { seller: { id: number } };
    expect(await h.services.dealers.profile(id)).toEqual({
      openingHours: ['Mo–Fr 08:00–18:00', 'Sa 09:00–12:00'],
      distribution: [0, 0, 0, 2, 1],
      reviews: [
        { stars: 5, text: 'Top Beratung.', author: 'Eva', date: '2026-10-01' },
        { stars: 4, text: 'Gut.', author: null, date: null },
      ],
    });
    const bad = await h.call('PUT', '/api/ingest/sellers/VT-1', { ...seller, dealerRatings: { ...seller.dealerRatings, reviews: [{ stars: 6, text: 'x' }] } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.field).toMatch(/^dealerRatings\.reviews/);
  });

  it('takes a business seller’s Firmenbuch and UID numbers and shows them with the seller (issue 27)', async () => {
    const seller = {
      type: 'D',
      companyName: 'Autohaus Recht GmbH',
      email: 'verkauf@recht.example.at',
      address: { street: 'Ring 1', zip: '1010', city: 'Wien' },
      companyRegister: 'FN 123456a',
      vatId: 'ATU12345678',
    };
    const created = await h.call('PUT', '/api/ingest/sellers/LEGAL-1', seller);
    expect(created.status).toBe(201);
    const {
      seller: { id },
    } = (await created.json()) as { seller: { id: number } };
    expect(await h.services.listings.getSeller(id)).toMatchObject({ companyRegister: 'FN 123456a', vatId: 'ATU12345678' });
    const badUid = await h.call('PUT', '/api/ingest/sellers/LEGAL-2', { ...seller, vatId: 'DE123' });
    expect(badUid.status).toBe(400);
    expect(((await badUid.json()) as ErrorBody).error.field).toBe('vatId');
    // a private seller has no business details, whatever is sent
    const privateSeller = await h.call('PUT', '/api/ingest/sellers/LEGAL-3', { ...seller, type: 'P' });
    const {
      seller: { id: privateId },
    } = (await privateSeller.json()) as { seller: { id: number } };
    // (the public reader shows a private seller only with a car on offer: the stored row tells)
    expect(await h.t.handle.db.selectFrom('sellers').select(['company_register', 'vat_id']).where('id', '=', privateId).executeTakeFirstOrThrow()).toEqual({
      company_register: null,
      vat_id: null,
    });
  });
});
