/**
 * Issue 28 §3: GET /api/v2/valuation values a car from its inputs with the rating's model, names its
 * comparables' search (whose total is the count it states) and the days to sell at three prices, and
 * answers 400 with the field for incomplete or impossible inputs. Issue 36 §1: the days to sell
 * depend on the price and on the car, learnt from the demo market's sales. Issue 36 §5: the answer
 * names the closest comparable sold cars and what moved the value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

/** Golf 2.0 TDI Automatik Limousine, 2019, 84,000 km, like the valuation below. */
const PRICES = [18_990, 19_490, 19_990, 19_990, 20_490, 20_990, 21_490];
const GOLF = 'mmm=74|8401&freg=2019-06&km=84000&fuel=D&powerkw=110&gear=2&body=6';

interface ValuationBody {
  marketValue: number;
  range: { low: number; high: number };
  comparablesCount: number;
  comparablesForSale: number;
  comparablesUrl: string;
  comparablesApiUrl: string;
  daysToSell: { price: number; days: number; low: number; high: number }[];
  basis: string;
  factors: { kind: string; effect: number }[];
  typicalValue: number;
  valueFactors: { kind: string; effect: number; text: string }[];
  comparables: {
    id: number;
    make: string;
    model: string;
    firstRegistration: string;
    mileage: number;
    price: number;
    daysOnline: number;
    url: string | null;
    soldAt: string | null;
  }[];
}

describe.each(DIALECTS)('valuation API on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect);
    await h.call('PUT', '/api/ingest/sellers/WERT-1', {
      type: 'D',
      companyName: 'Autohaus Wert',
      email: 'verkauf@wert.example.at',
      address: { zip: '4020', city: 'Linz' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 732 555124' }],
    });
    for (const [i, price] of PRICES.entries()) {
      expect((await h.call('PUT', `/api/ingest/sellers/WERT-1/listings/GOLF-${i}`, carPayload({ price }))).status).toBe(201);
    }
    // A manual estate is no comparable of an automatic saloon.
    expect(
      (await h.call('PUT', '/api/ingest/sellers/WERT-1/listings/KOMBI-1', carPayload({ price: 30_000, bodyType: 'Kombi', transmissionType: 'Schaltgetriebe' })))
        .status,
    ).toBe(201);
    await h.services.pricing.recomputeAll();
    await h.services.search.refresh();
  });
  afterAll(async () => {
    await h.close();
  });

  const get = (query: string) => h.app.request(`/api/v2/valuation?${query}`);

  it('values the car like for like, with a range, the comparables search and three days-to-sell figures', async () => {
    const res = await get(GOLF);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ValuationBody;
    // All comparables are dealer cars; the value is a private sale's, below their median.
    expect(body.marketValue).toBeGreaterThan(10_000);
    expect(body.marketValue).toBeLessThan(21_490);
    expect(body.range.low).toBeLessThanOrEqual(body.marketValue);
    expect(body.range.high).toBeGreaterThanOrEqual(body.marketValue);
    expect(body).toMatchObject({ comparablesCount: PRICES.length, comparablesForSale: PRICES.length });
    expect(body.basis).toContain('mit gleichem Getriebe und Aufbau');
    expect(body.daysToSell.map((d) => d.price)).toEqual([0.95, 1, 1.05].map((f) => Math.round((body.marketValue * f) / 100) * 100));
    expect(body.daysToSell.every((d) => d.days >= 1 && d.low <= d.days && d.days <= d.high)).toBe(true);
    expect(body.factors.map((f) => f.kind)).toEqual(['age', 'mileage', 'power', 'equipment', 'allWheel']);
    // The comparables' search lists exactly the cars for sale the value rests on.
    expect(body.comparablesUrl).toMatch(/^\/angebote\/vw\/golf\/\?/);
    const search = (await (await h.app.request(body.comparablesApiUrl)).json()) as { metadata: { totalItems: number } };
    expect(search.metadata.totalItems).toBe(body.comparablesForSale);
    // The closest comparables named: a car still for sale links to its detail page, a sold one says when it was sold.
    expect(body.comparables.length).toBeGreaterThanOrEqual(3);
    for (const c of body.comparables) {
      if (c.soldAt === null) expect(c.url).toMatch(/^\/fahrzeuge\/vw-golf[a-z0-9-]*\/\d+$/);
      else expect(c.url).toBeNull();
    }
  });

  it('answers 400 with the field for incomplete or impossible inputs', async () => {
    const cases: [string, string, RegExp][] = [
      ['mmm=74|8401&km=84000&fuel=D&powerkw=110&gear=2&body=6', 'freg', /Erstzulassung fehlt/],
      [GOLF.replace('74|8401', '74|901'), 'mmm', /VW hat kein Modell/],
      [GOLF.replace('2019-06', '1970-06'), 'freg', /erst seit 1974/],
      [GOLF.replace('2019-06', '2019-13'), 'freg', /JJJJ-MM/],
      [GOLF.replace('fuel=D', 'fuel=X'), 'fuel', /Treibstoff/],
      [GOLF.replace('body=6', 'body=13'), 'body', /Aufbau/],
      [GOLF.replace('powerkw=110', 'powerkw=900'), 'powerkw', /kW/],
      [GOLF.replace('km=84000', 'km=-5'), 'km', /Kilometerstand/],
      [`${GOLF}&eq=999`, 'eq', /Ausstattung/],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      const { error } = (await res.json()) as { error: { field: string; message: string } };
      expect(error.field, query).toBe(field);
      expect(error.message, query).toMatch(message);
    }
  });

  it('says why there is no valuation when there are too few comparables (422), and is in the OpenAPI document', async () => {
    const res = await get('mmm=74|8401&freg=2009-06&km=250000&fuel=B&powerkw=59&gear=1&body=6');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NO_VALUATION');
    const doc = (await (await h.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/v2/valuation');
  });
});

/** Eight Golfs like the valuation's, 60,000 to 130,000 km; those of 70,000, 90,000, 110,000 and 130,000 km sold. */
const MILEAGES = [60_000, 70_000, 80_000, 90_000, 100_000, 110_000, 120_000, 130_000];
const SOLD_MILEAGES = new Set([70_000, 90_000, 110_000, 130_000]);

describe.each(DIALECTS)('a valuation that explains itself on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect);
    await h.call('PUT', '/api/ingest/sellers/WERT-2', {
      type: 'D',
      companyName: 'Autohaus Vergleich',
      email: 'verkauf@vergleich.example.at',
      address: { zip: '8010', city: 'Graz' },
      contacts: [{ phoneType: 'Office', formattedNumber: '+43 316 555124' }],
    });
    for (const km of MILEAGES) {
      const price = Math.round(26_000 - km / 20);
      expect((await h.call('PUT', `/api/ingest/sellers/WERT-2/listings/G-${km}`, carPayload({ price, mileage: km }))).status).toBe(201);
      if (SOLD_MILEAGES.has(km)) expect((await h.call('POST', `/api/ingest/sellers/WERT-2/listings/G-${km}/sold`)).status).toBe(200);
    }
    await h.services.pricing.recomputeAll();
    await h.services.search.refresh();
  });
  afterAll(async () => {
    await h.close();
  });

  it('names the 3–5 closest sold Golfs, nearest first, with year, km, price, days online and the day of the sale', async () => {
    const res = await h.app.request(`/api/v2/valuation?${GOLF}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ValuationBody;
    expect(body.comparables.length).toBeGreaterThanOrEqual(3);
    expect(body.comparables.length).toBeLessThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    for (const c of body.comparables) {
      expect(c).toMatchObject({ make: 'VW', model: 'Golf', url: null });
      expect(c.firstRegistration).toMatch(/^\d{4}-\d{2}$/);
      expect(c.price).toBeGreaterThan(0);
      expect(c.daysOnline).toBeGreaterThanOrEqual(0);
      expect(c.soldAt).not.toBeNull();
    }
    // Ours were sold today; the nearest to 84,000 km (2019) is the one of 90,000 km, then 70,000 km.
    const ours = body.comparables.filter((c) => c.soldAt?.startsWith(today) && c.firstRegistration === '2019-04');
    expect(ours.map((c) => c.mileage).slice(0, 2)).toEqual([90_000, 70_000]);
    expect(ours.every((c) => SOLD_MILEAGES.has(c.mileage))).toBe(true);
    const distance = (c: { firstRegistration: string; mileage: number }) =>
      Math.abs(Number(c.firstRegistration.slice(0, 4)) * 12 + Number(c.firstRegistration.slice(5, 7)) - (2019 * 12 + 6)) / 12 +
      Math.abs(c.mileage - 84_000) / 15_000;
    const distances = body.comparables.map(distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("says what moved the value: the largest factors in euro, adding up to the difference from the comparables' typical car", async () => {
    const body = (await (await h.app.request(`/api/v2/valuation?${GOLF.replace('km=84000', 'km=125000')}`)).json()) as ValuationBody;
    expect(body.factors.reduce((sum, f) => sum + f.effect, 0)).toBe(body.marketValue - body.typicalValue);
    expect(body.valueFactors.length).toBeGreaterThanOrEqual(1);
    expect(body.valueFactors.length).toBeLessThanOrEqual(4);
    for (const f of body.valueFactors) {
      expect(Math.abs(f.effect % 100)).toBe(0);
      expect(f.text).toMatch(/: [+−]€ [\d.]+$/);
    }
    // 125,000 km against comparables of about 110,000: the mileage lowers the value.
    expect(body.valueFactors.find((f) => f.kind === 'mileage')?.text).toMatch(/^Kilometerstand über dem Schnitt: −€ [\d.]+$/);
  });
});

/** Enough demo cars that their sales teach the time-to-sale model (8 % of them are sold). */
const MARKET_LISTINGS = 20_000;

describe.each(DIALECTS)('days to sell by price and car on %s', (dialect) => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await createIngestHarness(dialect, MARKET_LISTINGS);
    await h.services.pricing.recomputeAll();
  });
  afterAll(async () => {
    await h.close();
  });

  /** The valuation query of a rated demo car: the most common model's first, or the one of the highest market value. */
  async function carQuery(order: 'popular' | 'luxury'): Promise<string> {
    const rated = h.t.handle.db
      .selectFrom('listings as l')
      .innerJoin('listing_price_ratings as r', 'r.listing_id', 'l.id')
      .where('r.grade', 'is not', null)
      .where('l.status', '=', 'active')
      .select([
        'l.make_id',
        'l.model_id',
        'l.first_registration',
        'l.mileage',
        'l.fuel',
        'l.power_kw',
        'l.transmission_id',
        'l.body_type_id',
        'r.market_value',
      ]);
    const car =
      order === 'luxury'
        ? await rated.orderBy('r.market_value', 'desc').orderBy('l.id').executeTakeFirstOrThrow()
        : await rated
            .where(
              'l.model_id',
              '=',
              h.t.handle.db
                .selectFrom('listings')
                .select('model_id')
                .groupBy('model_id')
                .orderBy((eb) => eb.fn.countAll(), 'desc')
                .orderBy('model_id')
                .limit(1),
            )
            .orderBy('l.id')
            .executeTakeFirstOrThrow();
    return `mmm=${car.make_id}|${car.model_id}&freg=${car.first_registration}&km=${car.mileage}&fuel=${car.fuel}&powerkw=${car.power_kw}&gear=${car.transmission_id}&body=${car.body_type_id}`;
  }

  it('answers fewer days under the market value and more over it, and other days for a popular compact than for a luxury car', async () => {
    const answers: ValuationBody[] = [];
    for (const query of [await carQuery('popular'), await carQuery('luxury')]) {
      const res = await h.app.request(`/api/v2/valuation?${query}`);
      expect(res.status, query).toBe(200);
      answers.push((await res.json()) as ValuationBody);
    }
    const [popular, luxury] = answers as [ValuationBody, ValuationBody];
    for (const answer of answers) {
      const [under, at, over] = answer.daysToSell.map((d) => d.days) as [number, number, number];
      expect(under).toBeLessThan(at);
      expect(at).toBeLessThan(over);
      expect(answer.daysToSell.every((d) => d.low < d.days && d.days < d.high)).toBe(true);
    }
    expect(luxury.marketValue).toBeGreaterThan(popular.marketValue);
    // A rare luxury car waits longer for its buyer than the most common model.
    expect((luxury.daysToSell[1] as { days: number }).days).toBeGreaterThan((popular.daysToSell[1] as { days: number }).days);
  });

  it("publishes the days' calibration per price band from the evaluation ('So bewerten wir Preise')", async () => {
    const bands = (await h.services.pricing.methodology()).evaluation?.valuation?.timeToSale.bands ?? [];
    expect(bands.map((b) => b.band)).toEqual(['under', 'at', 'over']);
    for (const b of bands) {
      expect(b.sampleSize).toBeGreaterThan(0);
      expect(b.withinRange).toBeGreaterThan(0);
      expect(b.withinRange).toBeLessThan(1);
      expect(b.mdaeDays).toBeGreaterThan(0);
    }
  });
});
