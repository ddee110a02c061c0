import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { WATCH_FORM_LISTING_FIELD, WATCH_FORM_RETURN_FIELD } from '#app/components/watch-list/watch-button.tsx';
import type { Database } from '#src/db/schema.ts';
import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { VISITOR_COOKIE } from '#src/domain/watch-list/visitor-cookie.ts';
import { blockListing } from '#src/repositories/listing-block.repository.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { storedToken } from '#src/repositories/stored-token.ts';
import { routeId } from '../gates/support/route-samples.ts';
import { createPageAppHarness, PAGE_ORIGIN, type PageAppHarness } from '../support/page-app-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

/**
 * A car blocked by moderation answers like a sold one everywhere (issue 37 point 6): every route of
 * app/routes.ts and every operation of the OpenAPI document is asked about it, and none of them may
 * show its description, its seller's phone number or name.
 */

/** What only the blocked car and its (private) seller carry, so any trace of them in an answer is theirs. */
const SECRET = {
  description: 'Sperrtest: Anzahlung vorab per Western Union, Kennwort Blauwal-7731.',
  contactName: 'Fritz Sperrmann',
  phone: '+43 660 7731990',
  callTo: '+436607731990',
};
const SECRETS = [SECRET.description, SECRET.contactName, SECRET.phone, SECRET.callTo, 'Blauwal-7731', '7731990'];
const VISITOR = '3f0c2a9e-5b7d-4e61-8c1a-7d2e9b4f6a10';
const ALERT_EMAIL = 'preisalarm-sperre@example.at';
const AGENT_EMAIL = 'suchagent-sperre@example.at';
const PRICE_ALERT_TOKEN = 'SperrtestPreisalarmAbbestellen01';
const MANAGE_TOKEN = 'SperrtestMeineSuchagentenToken01';
const OLD_ID = 987_654_321;

interface Car {
  id: number;
  title: string;
  price: number;
  sellerId: number;
  makeId: number;
  modelId: number;
  make: string;
  model: string;
}

/** A private seller's only car, on offer with photos: after the block nothing public is left of the seller. */
async function pickCar(db: Kysely<Database>, offset: number): Promise<Car> {
  const row = await db
    .selectFrom('listings as l')
    .innerJoin('sellers as s', 's.id', 'l.seller_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .select(['l.id', 'l.title', 'l.price', 'l.seller_id', 'l.make_id', 'l.model_id', 'mk.safe_value as make', 'md.safe_value as model'])
    .where('s.type', '=', 'P')
    .where('l.status', '=', 'active')
    .where('l.expires_at', '>', new Date().toISOString())
    .where('l.photo_count', '>', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('listings as o').select('o.id').whereRef('o.seller_id', '=', 'l.seller_id').whereRef('o.id', '!=', 'l.id'))))
    // Another car of the model on offer: a search-agent mail about the model has something to name.
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('listings as m')
          .select('m.id')
          .whereRef('m.model_id', '=', 'l.model_id')
          .whereRef('m.id', '!=', 'l.id')
          .where('m.status', '=', 'active')
          .where('m.expires_at', '>', new Date().toISOString()),
      ),
    )
    .orderBy('l.id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    sellerId: row.seller_id,
    makeId: row.make_id,
    modelId: row.model_id,
    make: row.make,
    model: row.model,
  };
}

/** Gives the car and its seller the secret texts, and saves it where visitors and subscribers keep cars. */
async function markWithSecrets(db: Kysely<Database>, car: Car): Promise<void> {
  const now = new Date().toISOString();
  await db.updateTable('listings').set({ description: SECRET.description, old_id: OLD_ID }).where('id', '=', car.id).execute();
  await db.updateTable('sellers').set({ contact_name: SECRET.contactName }).where('id', '=', car.sellerId).execute();
  await db.deleteFrom('seller_contacts').where('seller_id', '=', car.sellerId).execute();
  await db
    .insertInto('seller_contacts')
    .values({ seller_id: car.sellerId, position: 0, phone_type: 'Mobile', formatted_number: SECRET.phone, call_to: SECRET.callTo })
    .execute();
  await db.insertInto('watch_list_items').values({ visitor_uuid: VISITOR, listing_id: car.id, position: 0, created_at: now }).execute();
  const alert = await db
    .insertInto('price_alerts')
    .values({
      email: ALERT_EMAIL,
      listing_id: car.id,
      title: car.title,
      frequency: 'instant',
      confirm_token: storedToken('SperrtestPreisalarmBestaetigen01'),
      created_at: now,
      confirmed_at: now,
      known_price: car.price,
      ended_at: null,
      last_mailed_day: null,
      last_mailed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('price_alert_link_tokens')
    .values({ token: storedToken(PRICE_ALERT_TOKEN), alert_id: alert.id, created_at: now })
    .execute();
  const agent = await db
    .insertInto('search_subscriptions')
    .values({
      token: storedToken('SperrtestSuchagentBestaetigung01'),
      email: AGENT_EMAIL,
      search_string: `make=${car.makeId}&model=${car.modelId}`,
      confirmed_at: '2000-01-01T00:00:00.000Z',
      last_sent_at: null,
      created_at: '2000-01-01T00:00:00.000Z',
      seen_until: '2000-01-01T00:00:00.000Z',
      paused_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Mailed before at a higher price: a drop would be reported, were the car still public.
  await db
    .insertInto('search_agent_prices')
    .values({ subscription_id: agent.id, listing_id: car.id, price: car.price + 5000 })
    .execute();
  await db
    .insertInto('search_agent_manage_tokens')
    .values({ token: storedToken(MANAGE_TOKEN), email: AGENT_EMAIL, created_at: now })
    .execute();
}

interface Sample {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** the status a sold car gets on this path, where it is not simply 'not a server error' */
  status?: number;
}

/** Every route of app/routes.ts, asked about the blocked car wherever it takes one. */
function pageSamples(car: Car): Record<string, Sample[]> {
  const ids = `${car.id},${OLD_ID}`;
  return {
    'routes/home': [{ path: '/' }],
    'routes/search-listing': [
      { path: '/angebote/' },
      { path: `/angebote/${car.make}/${car.model}/` },
      { path: `/angebote/?pricefrom=${car.price}&priceto=${car.price}` },
    ],
    'routes/listing-detail': [
      { path: detailPath(car.title, car.id), status: 410 },
      { path: `${detailPath(car.title, car.id)}?index=1&fromWatchList=1`, status: 410 },
      {
        method: 'POST',
        path: detailPath(car.title, car.id),
        body: new URLSearchParams({ intent: 'contact', name: 'Eva Muster', emailaddress: 'eva@example.at', comment: 'x'.repeat(40) }),
        status: 410,
      },
    ],
    'listing-detail-untitled': [{ path: `/fahrzeuge/${car.id}`, status: 410 }],
    'routes/listing-photos': [{ path: `/fahrzeuge/-/${car.id}/fotos`, status: 410 }],
    'routes/dealer-directory': [{ path: '/anbieterverzeichnis/' }],
    'routes/dealer-cars': [{ path: `/handlerwagen/?cid=${car.sellerId}` }],
    'routes/detailed-search': [{ path: '/detailsuche/' }],
    'watch-list': [
      { path: '/merkliste/' },
      { path: `/merkliste/?entfernt=${car.id}` },
      // 'Merken' without JavaScript: a blocked car cannot be saved.
      {
        method: 'POST',
        path: '/merkliste/',
        body: new URLSearchParams({ [WATCH_FORM_LISTING_FIELD]: String(car.id), [WATCH_FORM_RETURN_FIELD]: '/angebote/' }),
        status: 404,
      },
    ],
    favourites: [{ path: '/favoriten/' }],
    'routes/compare': [{ path: `/vergleichen/?carIds=${ids}&selectedIds=${ids}` }],
    'routes/catalogue': [{ path: '/gebrauchtwagen/' }],
    'routes/sell-car': [{ path: '/auto-verkaufen/' }],
    'routes/contact': [{ path: '/kontakt/' }],
    'routes/mobile-apps': [{ path: '/mobile-apps/' }],
    'routes/new-reg': [{ path: '/new-reg/' }],
    'routes/insertion': [{ path: '/inserieren/' }],
    'routes/cookie-settings': [{ path: '/cookie-einstellungen/' }],
    'privacy-policy': [{ path: '/datenschutz/' }],
    imprint: [{ path: '/impressum/' }],
    'kfz-kaufvertrag': [{ path: '/kfz-kaufvertrag/' }],
    'security-advise': [{ path: '/sicherheitshinweise/' }],
    'current-safety': [{ path: '/aktuelle-sicherheitshinweise/' }],
    'routes/search-agents-request': [{ path: '/suchagenten/' }],
    'routes/search-agent-unsubscribe': [{ path: `/suchagenten/abmelden/${'A'.repeat(32)}` }],
    'routes/search-agent-confirm': [{ path: `/suchagenten/bestaetigen/${'A'.repeat(32)}` }],
    'routes/search-agents': [{ path: `/suchagenten/${MANAGE_TOKEN}` }],
    'routes/price-methodology': [{ path: '/so-bewerten-wir-preise/' }],
    'routes/cost-methodology': [{ path: '/so-berechnen-wir-die-kosten/' }],
    'routes/valuation': [{ path: `/fahrzeugbewertung/?mmm=${car.makeId}|${car.modelId}` }],
    'routes/sale-contract': [{ path: `/fahrzeugbewertung/kaufvertrag.pdf?mmm=${car.makeId}|${car.modelId}` }],
    'routes/value-alert': [{ path: '/fahrzeugbewertung/wertalarm/' }],
    'routes/value-alert-confirm': [{ path: `/fahrzeugbewertung/wertalarm/bestaetigen/${'A'.repeat(32)}` }],
    'routes/value-alert-unsubscribe': [{ path: `/fahrzeugbewertung/wertalarm/abbestellen/${'A'.repeat(32)}` }],
    'routes/safe-buying': [{ path: '/sicher-kaufen/' }],
    'routes/enquiry-answered': [{ path: `/anfrage-beantwortet/${'A'.repeat(32)}/` }],
    'routes/listing-confirmation': [{ path: `/inserat-bestaetigen/${'A'.repeat(32)}/` }],
    'routes/price-alert': [{ path: '/preisalarm/' }],
    'routes/price-alert-confirm': [{ path: `/preisalarm/bestaetigen/${'A'.repeat(32)}` }],
    'routes/price-alert-unsubscribe': [{ path: `/preisalarm/abbestellen/${PRICE_ALERT_TOKEN}` }],
    'routes/moderation': [{ path: '/betrieb/moderation/' }],
    'routes/sitemap': [{ path: '/sitemap.xml' }],
    'routes/robots': [{ path: '/robots.txt' }],
    'routes/filter-lists': [{ path: '/suchfilter.json' }],
    'not-found-page': [{ path: '/404/' }],
    'not-found-catch-all': [{ path: `/fahrzeuge/-/${car.id}/unbekannt` }],
  };
}

/** Every operation of the OpenAPI document (`method path`), asked about the blocked car wherever it takes one. */
function apiSamples(car: Car): Record<string, Sample[]> {
  const offer = '/ingest/sellers/S-1/listings/R-1';
  return {
    'post /call-tracker': [
      {
        method: 'POST',
        path: '/call-tracker',
        body: { requestOrigin: 'GW_DETAIL_PAGE', listingGuid: car.id, customerId: car.sellerId, platform: 'DESKTOP' },
        status: 404,
      },
      { method: 'POST', path: '/call-tracker', body: { requestOrigin: 'GW_DEALER_INFO_PAGE', customerId: car.sellerId, platform: 'DESKTOP' }, status: 404 },
    ],
    'post /vendor-contact-email': [
      {
        method: 'POST',
        path: '/vendor-contact-email',
        body: {
          name: 'Eva Muster',
          emailaddress: 'eva@example.at',
          comment: 'x'.repeat(40),
          source: 'DetailPage-GW',
          classifiedGuid: car.id,
          leadId: randomUUID(),
        },
      },
    ],
    'post /fraud': [
      {
        method: 'POST',
        path: '/fraud',
        body: {
          articleId: 1111,
          reasonId: 'F',
          comment: 'Verlangt Vorauszahlung.',
          email: 'melder@example.at',
          listingGuid: car.id,
          firstName: 'Eva',
          lastName: 'Muster',
        },
      },
    ],
    'get /v2/dealers': [{ path: '/v2/dealers' }],
    'get /v2/sellers/{id}/car-count': [{ path: `/v2/sellers/${car.sellerId}/car-count` }],
    'put /ingest/sellers/{sellerRef}': [{ method: 'PUT', path: '/ingest/sellers/S-1', body: {} }],
    'put /ingest/sellers/{sellerRef}/listings/{offerRef}': [{ method: 'PUT', path: offer, body: {} }],
    'delete /ingest/sellers/{sellerRef}/listings/{offerRef}': [{ method: 'DELETE', path: offer }],
    'put /ingest/sellers/{sellerRef}/listings/{offerRef}/photos': [{ method: 'PUT', path: `${offer}/photos`, body: {} }],
    'post /ingest/sellers/{sellerRef}/listings/{offerRef}/sold': [{ method: 'POST', path: `${offer}/sold`, body: {} }],
    'post /ingest/sellers/{sellerRef}/leads/{leadId}/answered': [{ method: 'POST', path: '/ingest/sellers/S-1/leads/L-1/answered', body: {} }],
    'get /v2/listings': [{ path: `/v2/listings?listingIds=${car.id}`, status: 200 }],
    'get /v2/listings-details': [{ path: `/v2/listings-details?listingIds=${car.id}`, status: 200 }],
    'get /v2/mapping-listings': [{ path: `/v2/mapping-listings?oldCarIds=${OLD_ID}`, status: 200 }],
    'get /v2/listings/{id}': [{ path: `/v2/listings/${car.id}`, status: 410 }],
    'get /finance/comparison': [{ path: `/finance/comparison?guid=${car.id}`, status: 404 }],
    'get /rating': [{ path: `/rating?safemake=${car.make}&safemodel=${car.model}` }],
    'get /v2/search-listings': [{ path: `/v2/search-listings?make=${car.makeId}&model=${car.modelId}&size=100` }],
    'get /v2/dealer-listings': [{ path: `/v2/dealer-listings?cid=${car.sellerId}` }],
    'get /classified-search/totalcount': [{ path: `/classified-search/totalcount?make=${car.makeId}` }],
    'get /classified-search/counters': [{ path: `/classified-search/counters?make=${car.makeId}` }],
    'get /classified-search/counters/dealer/makes': [{ path: `/classified-search/counters/dealer/makes?cid=${car.sellerId}` }],
    'get /navigation/{index}': [{ path: `/navigation/1?make=${car.makeId}&model=${car.modelId}` }],
    'get /v2/search-query': [{ path: `/v2/search-query?q=${encodeURIComponent(SECRET.contactName)}` }],
    'post /search-subscription/subscribe': [
      { method: 'POST', path: '/search-subscription/subscribe', body: { mail: 'neu@example.at', searchString: `make=${car.makeId}` } },
    ],
    'get /search-subscription/confirm/{token}': [{ path: `/search-subscription/confirm/${'A'.repeat(32)}` }],
    'get /search-subscription/unsubscribe/{token}': [{ path: `/search-subscription/unsubscribe/${'A'.repeat(32)}` }],
    'post /search-subscription/unsubscribe/{token}': [{ method: 'POST', path: `/search-subscription/unsubscribe/${'A'.repeat(32)}` }],
    'get /taxonomy/makes': [{ path: '/taxonomy/makes' }],
    'get /taxonomy/makes/{id}/models': [{ path: `/taxonomy/makes/${car.makeId}/models` }],
    'get /taxonomy/makes/{id}/modelsAndModelLines': [{ path: `/taxonomy/makes/${car.makeId}/modelsAndModelLines` }],
    'get /taxonomy/fuelTypes': [{ path: '/taxonomy/fuelTypes' }],
    'get /taxonomy/offerTypes': [{ path: '/taxonomy/offerTypes' }],
    'get /taxonomy/detailedSearchOptions': [{ path: '/taxonomy/detailedSearchOptions' }],
    'get /geocode/suggestions/{text}': [{ path: '/geocode/suggestions/Graz' }],
    'get /geocode/latLon/{suggestionId}': [{ path: '/geocode/latLon/1' }],
    'get /static-content/{name}': [{ path: '/static-content/imprint' }],
    'get /v2/valuation': [{ path: `/v2/valuation?mmm=${car.makeId}|${car.modelId}` }],
    'get /watch-list/{visitorUUId}': [{ path: `/watch-list/${VISITOR}`, status: 200 }],
    'put /watch-list/{visitorUUId}/{listingId}': [{ method: 'PUT', path: `/watch-list/${randomUUID()}/${car.id}`, status: 404 }],
    'delete /watch-list/{visitorUUId}/{listingId}': [{ method: 'DELETE', path: `/watch-list/${randomUUID()}/${car.id}` }],
  };
}

function requestInit(sample: Sample): RequestInit {
  const headers: Record<string, string> = { origin: PAGE_ORIGIN, cookie: `${VISITOR_COOKIE}=${VISITOR}` };
  if (sample.body instanceof URLSearchParams) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (sample.body !== undefined) headers['content-type'] = 'application/json';
  const body = sample.body === undefined ? undefined : sample.body instanceof URLSearchParams ? sample.body.toString() : JSON.stringify(sample.body);
  return { method: sample.method ?? 'GET', headers, body, redirect: 'manual' };
}

function expectNoSecret(where: string, text: string): void {
  for (const secret of SECRETS) expect(text.includes(secret), `${where} shows '${secret}'`).toBe(false);
}

describe.each(DIALECTS)('a car blocked by moderation (issue 37 point 6) on %s', (dialect) => {
  let h: PageAppHarness;
  let car: Car;
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, {
      listings: 300,
      arrange: async (db) => {
        car = await pickCar(db, 0);
        await markWithSecrets(db, car);
        await blockListing(db, car.id, 'Betrugsverdacht: Vorauszahlung verlangt.', new Date().toISOString());
      },
    });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('no route of app/routes.ts shows its description, seller phone or name; its pages answer 410 like a sold car', async () => {
    const samples = pageSamples(car);
    expect(routes.map(routeId).filter((id) => !(id in samples))).toEqual([]);
    for (const list of Object.values(samples)) {
      for (const sample of list) {
        const res = await h.request(sample.path, requestInit(sample));
        const where = `${sample.method ?? 'GET'} ${sample.path}`;
        if (sample.status !== undefined) expect(res.status, where).toBe(sample.status);
        else expect(res.status, where).toBeLessThan(500);
        const text = await res.text();
        expectNoSecret(where, text);
        if (sample.status === 410) expect(text, where).toContain(CAR_GONE_MESSAGE);
      }
    }
  });

  it('no operation of the OpenAPI document shows them: by id it is absent (lists) or gone (410)', async () => {
    const doc = (await (await h.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    const samples = apiSamples(car);
    expect(operations.filter((op) => !(op in samples))).toEqual([]);
    for (const op of operations) {
      for (const sample of samples[op] ?? []) {
        const res = await h.request(`/api${sample.path}`, requestInit(sample));
        const where = `${op}: ${sample.method ?? 'GET'} ${sample.path}`;
        if (sample.status !== undefined) expect(res.status, where).toBe(sample.status);
        else expect(res.status, where).toBeLessThan(500);
        expectNoSecret(where, await res.text());
      }
    }
    const listings = (await (await h.request(`/api/v2/listings?listingIds=${car.id}`)).json()) as { listings: unknown[] };
    expect(listings.listings).toEqual([]);
    const details = (await (await h.request(`/api/v2/listings-details?listingIds=${car.id}`)).json()) as { listings: unknown[] };
    expect(details.listings).toEqual([]);
    expect(await (await h.request(`/api/v2/mapping-listings?oldCarIds=${OLD_ID}`)).json()).toEqual({ mappings: [] });
    const saved = (await (await h.request(`/api/watch-list/${VISITOR}`)).json()) as { savedCars: { id: number; isValid: boolean }[] };
    expect(saved.savedCars).toEqual([{ id: car.id, oldId: null, idx: 0, isValid: false }]);
  });

  it('serves none of its photos', async () => {
    for (const file of ['0-small.webp', '0-big.jpeg']) expect((await h.request(`/images/listings/${car.id}/${file}`)).status).toBe(404);
  });

  it('puts it in no search-agent mail and ends its price alerts like a sold car', async () => {
    await h.services.searchAgent.runDigests('daily', new Date(Date.now() - 120_000));
    const digests = await listOutboxMessages(h.t.handle.db, { kind: 'agent-digest', recipient: AGENT_EMAIL });
    expect(digests).toHaveLength(1);
    for (const mail of digests) {
      expect(mail.text_body).not.toContain(`/${car.id}`);
      expectNoSecret('search-agent mail', `${mail.subject}${mail.text_body}${mail.html_body}`);
    }
    await h.services.priceAlerts.runDue();
    const alerts = await listOutboxMessages(h.t.handle.db, { kind: 'price-alert', recipient: ALERT_EMAIL });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text_body).toContain('verkauft oder offline genommen');
    expectNoSecret('price-alert mail', `${alerts[0]?.subject}${alerts[0]?.text_body}${alerts[0]?.html_body}`);
  });
});

describe.each(DIALECTS)('blocking a car while it is being read (issue 37 point 6) on %s', (dialect) => {
  let h: PageAppHarness;
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, { listings: 300 });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('takes it out of every by-id answer once the change feed is read', async () => {
    const car = await pickCar(h.t.handle.db, 1);
    const byId = async () => ((await (await h.request(`/api/v2/listings?listingIds=${car.id}`)).json()) as { listings: { id: number }[] }).listings;
    // Read once, so every cache of the car is warm when the block comes.
    expect((await byId()).map((l) => l.id)).toEqual([car.id]);
    expect((await h.request(`/vergleichen/?carIds=${car.id}`)).status).toBe(200);
    expect((await h.request(`/images/listings/${car.id}/0-small.webp`)).status).toBe(200);

    expect(await h.services.moderation.block({ listingId: car.id, reason: 'Betrugsverdacht: Vorauszahlung verlangt.' })).toMatchObject({ kind: 'blocked' });
    await expect.poll(byId, { timeout: 10_000, interval: 100 }).toEqual([]);
    const details = (await (await h.request(`/api/v2/listings-details?listingIds=${car.id}`)).json()) as { listings: unknown[] };
    expect(details.listings).toEqual([]);
    expect(await (await h.request(`/vergleichen/?carIds=${car.id}`)).text()).not.toContain(car.title);
    expect((await h.request(`/images/listings/${car.id}/0-small.webp`)).status).toBe(404);
    expect((await h.request(`/api/v2/listings/${car.id}`)).status).toBe(410);
    const put = await h.request(`/api/watch-list/${randomUUID()}/${car.id}`, { method: 'PUT', headers: { origin: PAGE_ORIGIN } });
    expect(put.status).toBe(404);
  });
});
