import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';
import { recordListingChange } from '#src/repositories/listing-change.repository.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read as loose JSON; each assertion checks the shape it reads
type Json = Record<string, unknown> & { [k: string]: any };

async function json(res: Response): Promise<Json> {
  expect(res.headers.get('content-type') ?? '').toContain('application/json');
  return (await res.json()) as Json;
}

/** Every read path of the API (SPEC §7 plus the path-less calls of docs/api.md), as templates. */
const ENDPOINTS = [
  '/api/v2/listings',
  '/api/v2/listings-details',
  '/api/v2/mapping-listings',
  '/api/v2/listings/{x}',
  '/api/v2/search-listings',
  '/api/v2/dealer-listings',
  '/api/v2/dealers',
  '/api/v2/sellers/{x}/car-count',
  '/api/navigation/{x}',
  '/api/classified-search/totalcount',
  '/api/classified-search/counters',
  '/api/classified-search/counters/dealer/makes',
  '/api/finance/comparison',
  '/api/rating',
  '/api/taxonomy/fuelTypes',
  '/api/taxonomy/makes',
  '/api/taxonomy/makes/{x}/models',
  '/api/taxonomy/makes/{x}/modelsAndModelLines',
  '/api/taxonomy/detailedSearchOptions',
  '/api/taxonomy/offerTypes',
  '/api/geocode/suggestions/{x}',
  '/api/geocode/latLon/{x}',
  '/api/static-content/{x}',
  '/api/watch-list/{x}',
];
const PARAM_NAMES = [
  'listingIds',
  'oldCarIds',
  'mmm',
  'pricefrom',
  'priceto',
  'fregfrom',
  'fregto',
  'kmfrom',
  'kmto',
  'powerfrom',
  'powerto',
  'powertype',
  'fuel',
  'custtype',
  'pic',
  'body',
  'doorfrom',
  'doorto',
  'seatsfrom',
  'seatsto',
  'gear',
  'bcol',
  'offer',
  'eq',
  'vatded',
  'bundesland',
  'zip',
  'lat',
  'lon',
  'zipr',
  'ustate',
  'uph',
  'emclass',
  'sort',
  'desc',
  'page',
  'size',
  'cid',
  'q',
  'safemake',
  'safemodel',
  'guid',
  'name',
  'city',
  'pricerating',
];

describe.each(DIALECTS)('public JSON API on %s', (dialect) => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await createApiHarness(dialect, 1200);
  });
  afterAll(async () => {
    await h.close();
  });

  it('searches with the spec response shape, paging metadata and an empty page past the end', async () => {
    const body = await json(await h.get('/api/v2/search-listings?mmm=74|&sort=price&desc=0&size=5&page=2'));
    expect(Object.keys(body).sort()).toEqual(['ad_targeting', 'displayStrings', 'listings', 'metadata', 'seller']);
    expect(body.listings).toHaveLength(5);
    expect(body.metadata).toMatchObject({ currentPage: 2, pageSize: 5 });
    expect(body.metadata.totalPages).toBe(Math.ceil(body.metadata.totalItems / 5));
    expect(body.displayStrings.makeModel).toBe('VW');
    const first = body.listings[0];
    expect(first.make).toMatchObject({ raw: 74, formatted: 'VW', safeValue: 'vw' });
    expect(first.price.formatted).toMatch(/^€ \d{1,3}(\.\d{3})*$/);
    expect(first.mileage.formatted).toMatch(/ km$/);
    expect(first.detailURL).toBe(`/fahrzeuge/${first.detailURL.split('/')[2]}/${first.id}`);
    expect(first.summary).toMatchObject({ id: first.id, seller: { id: first.seller.id } });
    const prices = body.listings.map((l: Json) => l.price.raw);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const total = (await json(await h.get('/api/classified-search/totalcount?mmm=74|'))).totalCount;
    expect(total).toBe(body.metadata.totalItems);

    const past = await json(await h.get('/api/v2/search-listings?page=999'));
    expect(past.listings).toEqual([]);
    expect(past.metadata.currentPage).toBe(999);
    expect(past.metadata.totalItems).toBeGreaterThan(0);
    expect(past.relaxations).toBeUndefined();
  });

  it('answers a search without results with the changes that bring cars back, each with its true count (issue 36 point 4)', async () => {
    const empty = await json(await h.get('/api/v2/search-listings?mmm=74|&fuel=D&pricefrom=99000000'));
    expect(empty.metadata.totalItems).toBe(0);
    expect(empty.relaxations.length).toBeGreaterThan(0);
    expect(empty.relaxations.length).toBeLessThanOrEqual(3);
    for (const r of empty.relaxations) {
      expect(r.label).toMatch(/^(ohne |Preis bis )/);
      expect((await json(await h.get(`/api/classified-search/totalcount?${r.query}`))).totalCount).toBe(r.count);
    }
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const plain = await (await h.get('/api/v2/search-listings?size=20')).text();
    const res = await h.get('/api/v2/search-listings?size=20', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const unzipped = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(unzipped).toBe(plain);
    expect(JSON.parse(unzipped).listings).toHaveLength(20);
  });

  it('answers 400 naming the malformed parameter', async () => {
    for (const [query, field] of [
      ['pricefrom=abc', 'pricefrom'],
      ['mmm=VW', 'mmm'],
      ['sort=cheapest', 'sort'],
      ['size=500', 'size'],
      ['custtype=P', 'custtype'],
      ['lat=north', 'lat'],
    ]) {
      const res = await h.get(`/api/v2/search-listings?${query}`);
      expect(res.status, query).toBe(400);
      expect((await json(res)).error).toMatchObject({ code: 'BAD_REQUEST', field });
    }
    expect((await json(await h.get('/api/v2/listings?listingIds=1,x'))).error.field).toBe('listingIds');
    expect((await h.get('/api/navigation/401')).status).toBe(400);
  });

  it('counts, counters and navigation', async () => {
    const counters = await json(await h.get('/api/classified-search/counters?fuel=D'));
    expect(counters.totalCount).toBe((await json(await h.get('/api/classified-search/totalcount?fuel=D'))).totalCount);
    for (const key of ['make', 'model', 'fuel', 'construction', 'offer', 'gearbox', 'bodycolor', 'doors', 'seats', 'eq', 'bundesland', 'ustate'])
      expect(counters.counters).toHaveProperty(key);
    // The fuel facet ignores the fuel filter: other fuels are counted too.
    expect(Object.keys(counters.counters.fuel).length).toBeGreaterThan(1);
    const nav = await json(await h.get('/api/navigation/2?sort=price'));
    const page = await json(await h.get('/api/v2/search-listings?sort=price&size=3'));
    // the true total beside the capped one (issue 19: '21 von 3.058')
    expect(nav).toEqual({ prev: page.listings[0].id, next: page.listings[2].id, total: 400, matching: page.metadata.totalItems });
  });

  it('serves cars by id, details, old-id mapping, 404 and 410', async () => {
    const ids = (await json(await h.get('/api/v2/search-listings?size=3'))).listings.map((l: Json) => l.id as number);
    const list = await json(await h.get(`/api/v2/listings?listingIds=${ids[2]},${ids[0]},99999999`));
    expect(list.listings.map((l: Json) => l.id)).toEqual([ids[2], ids[0]]);
    const details = await json(await h.get(`/api/v2/listings-details?listingIds=${ids.join(',')}`));
    expect(details.listings[0]).toHaveProperty('equipmentsByCategory');
    const detail = await json(await h.get(`/api/v2/listings/${ids[0]}`));
    expect(detail).toMatchObject({ id: ids[0], highlights: expect.any(Object), wltp: expect.any(Object), seller: { tc: expect.any(Number) } });
    const old = (
      await h.database.db
        .selectFrom('listings')
        .select(['id', 'old_id'])
        .where('id', '=', ids[1] as number)
        .executeTakeFirstOrThrow()
    ).old_id;
    expect((await json(await h.get(`/api/v2/mapping-listings?oldCarIds=${old},1`))).mappings).toEqual([{ oldId: old, id: ids[1] }]);
    expect((await h.get('/api/v2/listings/99999999')).status).toBe(404);

    await h.database.db
      .updateTable('listings')
      .set({ status: 'sold' })
      .where('id', '=', ids[1] as number)
      .execute();
    await recordListingChange(h.database.db, ids[1] as number);
    const gone = await h.get(`/api/v2/listings/${ids[1]}`);
    expect(gone.status).toBe(410);
    expect((await json(gone)).error.message).toBe(CAR_GONE_MESSAGE);
    await h.services.search.refresh();
    const after = await json(await h.get(`/api/v2/listings?listingIds=${ids[1]}`));
    expect(after.listings[0].isSold).toBe(true);
    // The (cached) result page no longer lists the sold car.
    const page = (await json(await h.get('/api/v2/search-listings?size=3'))).listings.map((l: Json) => l.id);
    expect(page).not.toContain(ids[1]);
    expect(page).toHaveLength(3);
  });

  it('lists dealers with the spec record fields, their cars and counts', async () => {
    const body = await json(await h.get('/api/v2/dealers'));
    expect(body.metadata).toMatchObject({ current_page: 1, page_size: 20 });
    const dealer = body.dealers[0];
    // The spec's record fields, and AnswerTimes beside them (issue 37 point 4).
    expect(Object.keys(dealer).sort()).toEqual(
      [
        'AnswerTimes',
        'AverageRatings',
        'City',
        'CompanyName',
        'CompanyUrl',
        'Id',
        'LogoUrl',
        'MigratedLogoUrl',
        'PhoneNumbers',
        'RatingsCount',
        'RatingsEnabled',
        'Street',
        'UrlName',
        'Zip',
      ].sort(),
    );
    expect(Object.keys(dealer.PhoneNumbers).sort()).toEqual(['fax', 'mobile', 'office', 'private', 'tracker']);
    const byName = await json(await h.get(`/api/v2/dealers?name=${encodeURIComponent(String(dealer.CompanyName).slice(0, 6))}`));
    expect(byName.dealers.map((d: Json) => d.Id)).toContain(dealer.Id);
    const byZip = await json(await h.get(`/api/v2/dealers?zip=${String(dealer.Zip).slice(0, 2)}`));
    expect(byZip.dealers.every((d: Json) => String(d.Zip).startsWith(String(dealer.Zip).slice(0, 2)))).toBe(true);

    const tc = (await json(await h.get(`/api/v2/sellers/${dealer.Id}/car-count`))).tc;
    const cars = await json(await h.get(`/api/v2/dealer-listings?cid=${dealer.Id}`));
    expect(cars.metadata.totalItems).toBe(tc);
    expect(cars.seller).toMatchObject({ id: dealer.Id });
    // Newest first by the car's first appearance (issue 27 §7): a car listed again keeps its place.
    const firstSeen = cars.listings.map((l: Json) => Date.parse(l.firstSeenAt));
    expect(firstSeen.every(Number.isFinite)).toBe(true);
    expect([...firstSeen].sort((a, b) => b - a)).toEqual(firstSeen);
    expect((await json(await h.get(`/api/classified-search/totalcount?cid=${dealer.Id}`))).totalCount).toBe(tc);
    const makes = (await json(await h.get(`/api/classified-search/counters/dealer/makes?cid=${dealer.Id}`))).makes;
    expect(makes.reduce((s: number, m: Json) => s + m.count, 0)).toBe(tc);
    if (makes[0]) {
      const filtered = await json(await h.get(`/api/v2/dealer-listings?cid=${dealer.Id}&safemake=${makes[0].SAFE_VALUE}`));
      expect(filtered.metadata.totalItems).toBe(makes[0].count);
    }
    expect((await h.get(`/api/v2/dealer-listings?cid=${dealer.Id}&safemake=gibtsnicht`)).status).toBe(404);
    // The dealer's makes come sorted by car count, each with its models.
    expect(makes.map((m: Json) => m.count)).toEqual([...makes.map((m: Json) => m.count)].sort((a, b) => b - a));
    for (const m of makes) expect(m.models.reduce((s: number, md: Json) => s + md.count, 0)).toBe(m.count);
    expect((await h.get('/api/v2/sellers/99999999/car-count')).status).toBe(404);
  });

  it('serves taxonomy records with the spec field names', async () => {
    const makes = (await json(await h.get('/api/taxonomy/makes'))) as unknown as Json[];
    expect(makes[0]).toEqual({ MAKE_ID: expect.any(Number), GENERIC_NAME: expect.any(String), SAFE_VALUE: expect.any(String), idx: expect.any(Number) });
    const models = (await json(await h.get('/api/taxonomy/makes/74/models'))) as unknown as Json[];
    expect(models.find((m) => m.SAFE_VALUE === 'golf')).toMatchObject({ MODEL_ID: expect.any(Number), MAKE_ID: 74, GENERIC_NAME: 'Golf' });
    const bmw = await json(await h.get('/api/taxonomy/makes/13/modelsAndModelLines'));
    expect(bmw.modelLines.length).toBeGreaterThan(0);
    expect(bmw.modelLines[0].models.length).toBeGreaterThan(0);
    expect((await h.get('/api/taxonomy/makes/9999/models')).status).toBe(404);
    const fuels = (await json(await h.get('/api/taxonomy/fuelTypes'))) as unknown as Json[];
    expect(fuels).toContainEqual({ FUEL_CATEGORY_ID: 'O', GENERIC_NAME: 'Treibstoff: Sonstige' });
    expect((await json(await h.get('/api/taxonomy/offerTypes'))) as unknown).toContainEqual({ VEHICLE_OFFER_TYPE_ID: 'N', GENERIC_NAME: 'Neuwagen' });
    const options = await json(await h.get('/api/taxonomy/detailedSearchOptions'));
    expect(options.bodyColors[0]).toHaveProperty('BODY_COLOR_ID');
    expect(options.transmissions[0]).toHaveProperty('TRANSMISSION_ID');
    expect(options.bodyTypes[0]).toHaveProperty('BODY_TYPE_ID');
    expect(options.materials[0]).toHaveProperty('UPHOLSTERY_ID');
    expect(options.pollutionClass[0]).toHaveProperty('POLLUTION_CLASS_ID');
    expect(options.equipment[0]).toHaveProperty('EQUIPMENT_ID');
  });

  it('geocodes city names, zip prefixes and Vienna districts; finance, rating and static content', async () => {
    const graz = (await json(await h.get('/api/geocode/suggestions/graz'))).payload.data.suggestions;
    expect(graz[0].suggestion).toBe('8010 Graz');
    expect((await json(await h.get(`/api/geocode/latLon/${graz[0].id}`))).data).toEqual({ lat: 47.0707, lon: 15.4395 });
    expect((await json(await h.get('/api/geocode/suggestions/1100'))).payload.data.suggestions[0].suggestion).toBe('1100 Wien Favoriten');
    expect((await json(await h.get('/api/geocode/suggestions/Favoriten'))).payload.data.suggestions[0].suggestion).toBe('1100 Wien Favoriten');
    expect((await json(await h.get('/api/geocode/suggestions/xyzxyz'))).payload.data.suggestions).toEqual([]);
    expect((await h.get('/api/geocode/latLon/999999')).status).toBe(404);

    const id = (await json(await h.get('/api/v2/search-listings?pricefrom=10000&size=1'))).listings[0].id;
    const finance = await json(await h.get(`/api/finance/comparison?guid=${id}`));
    expect(finance.duration).toEqual({ raw: 60, formatted: '60 Monate' });
    expect(finance.debitInterest.formatted).toBe('6,99 %');
    for (const k of ['totalAmount', 'deposit', 'creditAmount', 'effectiveInterest', 'monthlyRate']) expect(finance[k].raw).toBeGreaterThan(0);
    const listing = await json(await h.get(`/api/v2/listings/${id}`));
    expect(listing.financingInfo.text).toBe(`ab ${finance.monthlyRate.formatted} mtl.`);

    expect(await json(await h.get('/api/rating?safemake=vw&safemodel=golf'))).toMatchObject({
      average: expect.any(Number),
      count: expect.any(Number),
      make: 'VW',
      model: 'Golf',
    });
    // One lookup answers every unknown safemake/safemodel alike: 404 naming the parameter.
    const unknownModel = { error: { code: 'NOT_FOUND', message: 'Unbekannte Modell', field: 'safemodel' } };
    const unknownMake = { error: { code: 'NOT_FOUND', message: 'Unbekannte Marke', field: 'safemake' } };
    const rating = await h.get('/api/rating?safemake=vw&safemodel=nix');
    expect(rating.status).toBe(404);
    expect(await rating.json()).toEqual(unknownModel);
    expect(await (await h.get('/api/rating?safemake=nix')).json()).toEqual(unknownMake);
    expect(await (await h.get(`/api/v2/dealer-listings?cid=1&safemake=vw&safemodel=nix`)).json()).toEqual(unknownModel);
    expect(await (await h.get(`/api/v2/dealer-listings?cid=1&safemodel=golf`)).json()).toEqual(unknownModel);
    expect(await json(await h.get('/api/static-content/kfz-kaufvertrag'))).toMatchObject({ name: 'kfz-kaufvertrag', html: expect.stringContaining('<') });
    expect((await h.get('/api/static-content/unbekannt')).status).toBe(404);
  });

  it('keeps a watch list per visitor UUID and refuses cross-site writes', async () => {
    const visitor = '0d9f1f7e-8a6b-4c3d-9e2f-1a2b3c4d5e6f';
    const [a, b] = (await json(await h.get('/api/v2/search-listings?size=2'))).listings.map((l: Json) => l.id as number);
    expect(await json(await h.get(`/api/watch-list/${visitor}/${a}`, { method: 'PUT' }))).toEqual({ visitorUUId: visitor, count: 1 });
    expect((await json(await h.get(`/api/watch-list/${visitor}/${b}`, { method: 'PUT' }))).count).toBe(2);
    expect((await json(await h.get(`/api/watch-list/${visitor}/${a}`, { method: 'PUT' }))).count).toBe(2);
    const list = await json(await h.get(`/api/watch-list/${visitor}`));
    expect(list.savedCars.map((c: Json) => [c.id, c.idx, c.isValid])).toEqual([
      [a, 0, true],
      [b, 1, true],
    ]);
    expect((await json(await h.get(`/api/watch-list/${visitor}/${a}`, { method: 'DELETE' }))).count).toBe(1);
    expect((await h.get(`/api/watch-list/${visitor}/99999999`, { method: 'PUT' })).status).toBe(404);
    expect((await h.get(`/api/watch-list/not-a-uuid/${a}`, { method: 'PUT' })).status).toBe(400);
    const cross = await h.get(`/api/watch-list/${visitor}/${a}`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
  });

  it('publishes an OpenAPI 3.1 document covering every operation', async () => {
    const doc = await json(await h.get('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    for (const template of ENDPOINTS) {
      const path = template.replace('/api', '').replace('{x}', '');
      const found = Object.keys(doc.paths).some((p) => p.replace(/\{[^}]+\}/g, '') === path);
      expect(found, template).toBe(true);
    }
    const search = doc.paths['/v2/search-listings'].get;
    expect(search.parameters.map((p: Json) => p.name)).toEqual(expect.arrayContaining(['mmm', 'pricefrom', 'zipr', 'ustate', 'sort', 'desc', 'page']));
    expect(search.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(doc.components.schemas.ApiError.properties.error).toBeDefined();
    expect(doc.components.schemas.Listing.properties.financingInfo).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
    expect(doc.paths['/v2/listings/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(doc.paths['/watch-list/{visitorUUId}/{listingId}'].put).toBeDefined();
  });

  it('never answers 5xx to random or malformed parameters, and every 4xx has a JSON error body', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -1e12, max: 1e12 }).map(String),
      fc.constantFrom(
        '',
        '0',
        '1',
        '-1',
        '1e9',
        'NaN',
        '74|8401',
        '74|,9|,13|',
        '1,2,3',
        'D',
        'N,U',
        'A,N,U',
        '%',
        '%00',
        '\u00e4\u00f6\u00fc',
        '9'.repeat(40),
        'standard',
        'price',
        'vw',
        'golf',
        '<x>',
        'Graz',
        '8010 Graz',
      ),
    );
    const pathValue = fc.oneof(
      fc.string({ minLength: 1, maxLength: 20 }),
      fc.constantFrom('1', '0', '-5', '74', '9'.repeat(30), 'graz', '0d9f1f7e-8a6b-4c3d-9e2f-1a2b3c4d5e6f', 'privacy-policy'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        pathValue,
        fc.array(fc.tuple(fc.constantFrom(...PARAM_NAMES), value), { maxLength: 6 }),
        async (template, segment, params) => {
          const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
          const url = `${template.replace('{x}', encodeURIComponent(segment))}?${query}`;
          const res = await h.get(url);
          expect(res.status, url).toBeLessThan(500);
          if (res.status >= 400) {
            const body = await json(res);
            expect(body.error, url).toMatchObject({ message: expect.any(String), code: expect.any(String) });
          } else {
            await res.arrayBuffer();
          }
        },
      ),
      { numRuns: dialect === 'sqlite' ? 400 : 200 },
    );
  });

  it('answers unknown API addresses with a JSON 404, not a page', async () => {
    for (const url of ['/api/nope', '/api/geocode/suggestions/', '/api/v2/listings/']) {
      const res = await h.get(url);
      expect(res.status, url).toBe(404);
      expect(await json(res), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
