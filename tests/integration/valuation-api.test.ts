/**
 * Issue 28 §3: GET /api/v2/valuation values a car from its inputs with the rating's model, names its
 * comparables' search (whose total is the count it states) and the days to sell at three prices, and
 * answers 400 with the field for incomplete or impossible inputs.
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
