import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

interface Answer {
  params: string;
  url: string;
  understood: { text: string; filter: string; label: string }[];
  unrecognized: string[];
}

describe.each(DIALECTS)('GET /api/v2/search-query on %s', (dialect) => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await createApiHarness(dialect, 300);
  });
  afterAll(async () => {
    await h.close();
  });
  const ask = async (text: string) => {
    const res = await h.get(`/api/v2/search-query?q=${encodeURIComponent(text)}`);
    expect(res.status, text).toBe(200);
    return (await res.json()) as Answer;
  };
  const paramsOf = (answer: Answer) => Object.fromEntries(new URLSearchParams(answer.params));

  it("reads the issue's examples into exactly the asked filters, the canonical result address and the understood words", async () => {
    const golf = await ask('VW Golf Diesel bis 20.000 €');
    expect(paramsOf(golf)).toEqual({ mmm: '74|8401', fuel: 'D', priceto: '20000' });
    expect(golf.url).toBe('/angebote/vw/golf/?priceto=20000&fuel=D');
    expect(golf.unrecognized).toEqual([]);

    const octavia = await ask('Skoda Octavia Kombi Diesel Automatik bis 20000 Euro ab 2018');
    expect(paramsOf(octavia)).toEqual({ mmm: '60|7001', body: '5', fuel: 'D', gear: '2', priceto: '20000', fregfrom: '2018' });
    expect(octavia.understood.find((u) => u.filter === 'body')).toEqual({ text: 'Kombi', filter: 'body', label: 'Kombi' });
    expect(octavia.url).toBe('/angebote/skoda/octavia/?priceto=20000&fregfrom=2018&fuel=D&construction=5&gearbox=2');

    const focus = await ask('Ford Focus in Graz');
    expect(paramsOf(focus)).toEqual({ mmm: '29|3901', zip: 'Graz', lat: '47.0707', lon: '15.4395', zipr: '50' });
    expect(focus.understood.map((u) => u.filter)).toEqual(['make', 'model', 'place']);

    const vague = await ask('Kombi mit Wärmepumpe');
    expect(vague.unrecognized).toEqual(['Wärmepumpe']);
  });

  it('gives parameters that /api/v2/search-listings and the total count accept as they are', async () => {
    const { params } = await ask('BMW oder Audi Kombi Automatik ab 2015 unter 150.000 km mit AHK vom Händler billigste zuerst');
    const listings = await h.get(`/api/v2/search-listings?${params}`);
    expect(listings.status).toBe(200);
    const total = await h.get(`/api/classified-search/totalcount?${params}`);
    expect(total.status).toBe(200);
    expect(((await listings.json()) as { metadata: { totalItems: number } }).metadata.totalItems).toBe(
      ((await total.json()) as { totalCount: number }).totalCount,
    );
  });

  it('searches a trim in the ad title, reads the EV range and keeps an impossible number out of the parameters (issue 36)', async () => {
    const rs = await ask('octavia rs kombi');
    expect(paramsOf(rs)).toEqual({ mmm: '60|7001', body: '5', q: 'RS' });
    expect(rs.understood).toContainEqual({ text: 'rs', filter: 'text', label: 'Titel enthält „RS“' });
    const found = await h.get(`/api/v2/search-listings?${rs.params}`);
    expect(found.status).toBe(200);
    for (const listing of ((await found.json()) as { listings: { title: string }[] }).listings) expect(listing.title.toLowerCase()).toContain('rs');

    const ev = await ask('e-auto reichweite 400 km graz');
    expect(paramsOf(ev)).toMatchObject({ fuel: 'E', rangefrom: '400', zip: 'Graz' });
    expect(paramsOf(ev).kmto).toBeUndefined();

    for (const text of [
      'Golf bis 99999999999999999999999999 €',
      'Golf nicht älter als 200 Jahre',
      'Audi im Umkreis von 5000 km um Wien',
      'Elektro Schnellladen 5000 kW',
    ]) {
      const answer = await ask(text);
      expect(answer.unrecognized.join(' '), text).toMatch(/\(.+\)/);
      expect((await h.get(`/api/v2/search-listings?${answer.params}`)).status, text).toBe(200);
    }
    expect((await ask('Golf bis 99999999999999999999999999 €')).unrecognized).toEqual(['bis 99999999999999999999999999 € (Preis höchstens € 100.000.000)']);
  });

  it('answers 400 naming q for an overlong, empty or hostile text, and is in the OpenAPI document', async () => {
    for (const q of ['x'.repeat(301), '', '<script>alert(1)</script>', 'Golf\u0007']) {
      const res = await h.get(`/api/v2/search-query?q=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 20)).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe('q');
    }
    expect((await h.get(`/api/v2/search-query?q=${'a'.repeat(300)}`)).status).toBe(200);
    expect((await h.get('/api/v2/search-query')).status).toBe(400);
    const doc = (await (await h.get('/api/openapi.json')).json()) as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/v2/search-query']?.get?.responses ?? {})).toContain('200');
  });
});
