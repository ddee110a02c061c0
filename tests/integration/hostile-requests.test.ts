/**
 * Issue 15 points 5–7 and the smaller HTTP points, through the whole HTTP app on SQLite and
 * PostgreSQL: requests a hostile client sends (other content types on the page forms, NUL
 * characters, ids beyond PostgreSQL's integer) answer a 4xx that fits — the same on both
 * databases — and never log a stack trace at error level.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePartnerKey } from '#src/ingestion/partner-keys.server.ts';
import { addManageToken } from '#src/repositories/search-agent-mailbox.repository.ts';
import { createPageAppHarness, PAGE_ORIGIN, type PageAppHarness } from '../support/page-app-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const TOO_BIG_ID = '2147483648';

describe.each(DIALECTS)('hostile requests on %s', (dialect) => {
  let h: PageAppHarness;
  let carId: number;
  let sellerId: number;
  let partnerKey: string;

  beforeAll(async () => {
    h = await createPageAppHarness(dialect);
    const car = await h.t.handle.db.selectFrom('listings').select(['id', 'seller_id']).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    carId = car.id;
    sellerId = car.seller_id;
    partnerKey = (await issuePartnerKey(h.t.handle.db, 'Testportal', [sellerId], new Date())).key;
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Runs `ask` and returns its answer plus the error-level log lines it caused. */
  async function answer(ask: () => Promise<Response>) {
    const mark = h.logs.length;
    const res = await ask();
    const body = await res.text();
    return { status: res.status, body, type: res.headers.get('content-type') ?? '', cache: res.headers.get('cache-control'), errors: h.errorsSince(mark) };
  }
  const post = (path: string, body: BodyInit | undefined, headers: Record<string, string> = {}) =>
    answer(() => h.request(path, { method: 'POST', body, headers: { origin: PAGE_ORIGIN, ...headers } }));
  const postJson = (path: string, body: unknown) => post(path, JSON.stringify(body), { 'content-type': 'application/json' });
  const get = (path: string) => answer(() => h.request(path, { headers: { accept: 'text/html' } }));
  const errorField = (body: string) => (JSON.parse(body) as { error: { field?: string } }).error.field;

  describe('point 5: page forms posted with another content type', () => {
    const bodies: [string, string | undefined, BodyInit | undefined][] = [
      ['application/json', 'application/json', '{}'],
      ['text/plain', 'text/plain', 'intent=contact'],
      ['XML', 'application/xml', '<a/>'],
      ['no content type', undefined, undefined],
    ];
    const paths = () => [`/fahrzeuge/-/${carId}`, '/cookie-einstellungen', `/fahrzeuge/-/${carId}.data`, '/cookie-einstellungen.data'];
    it.each(bodies)('%s answers 415 with the German page, nothing at error level', async (_label, type, body) => {
      for (const path of paths()) {
        const r = await post(path, body, type ? { 'content-type': type } : {});
        expect(r.status, path).toBe(415);
        expect(r.body, path).toContain('<html lang="de-AT"');
        expect(r.body).toContain('Das Formular konnte nicht gelesen werden');
        expect(r.errors, path).toEqual([]);
      }
    });
  });

  describe('point 6: a NUL character in any text', () => {
    it('in a query: 400 naming the parameter, for the API and for pages', async () => {
      const api = await get('/api/v2/dealers?name=a%00b');
      expect(api.status).toBe(400);
      expect(errorField(api.body)).toBe('name');
      const page = await get('/anbieterverzeichnis/?name=a%00b');
      expect(page.status).toBe(400);
      expect(page.body).toContain('<html lang="de-AT"');
      expect(page.body).toContain('„name“');
      // No page has a NUL in its address: the not-found page, as for broken percent-encoding.
      const inPath = await get(`/fahrzeuge/a%00b/${carId}`);
      expect(inPath.status).toBe(404);
      expect([...api.errors, ...page.errors, ...inPath.errors]).toEqual([]);
    });

    it('in a JSON body: the lead comment, the fraud comment, the ingestion title and company name', async () => {
      const lead = await postJson('/api/vendor-contact-email', {
        classifiedGuid: carId,
        leadId: randomUUID(),
        name: 'Anna',
        emailaddress: 'anna@example.at',
        comment: `Guten Tag\u0000 ich interessiere mich für das Auto.`,
      });
      expect(lead.status).toBe(400);
      expect(errorField(lead.body)).toBe('comment');
      const fraud = await postJson('/api/fraud', { listingGuid: carId, reasonId: 'F', comment: 'a\u0000b', email: 'anna@example.at' });
      expect(fraud.status).toBe(400);
      expect(errorField(fraud.body)).toBe('comment');
      const auth = { authorization: `Bearer ${partnerKey}`, 'content-type': 'application/json' };
      const seller = await answer(() =>
        h.request('/api/ingest/sellers/S-NUL', { method: 'PUT', headers: auth, body: JSON.stringify({ type: 'D', companyName: 'Auto\u0000Haus' }) }),
      );
      expect(seller.status).toBe(400);
      expect(errorField(seller.body)).toBe('companyName');
      const listing = await answer(() =>
        h.request('/api/ingest/sellers/S-NUL/listings/O-1', { method: 'PUT', headers: auth, body: JSON.stringify({ title: 'VW\u0000Golf' }) }),
      );
      expect(listing.status).toBe(400);
      expect(errorField(listing.body)).toBe('title');
      expect([...lead.errors, ...fraud.errors, ...seller.errors, ...listing.errors]).toEqual([]);
    });

    it('in a form posted without JavaScript: 400 page naming the field', async () => {
      const form = new URLSearchParams({ intent: 'contact', name: 'Anna', emailaddress: 'anna@example.at', comment: 'a\u0000b' });
      const r = await post(`/fahrzeuge/-/${carId}`, form);
      expect(r.status).toBe(400);
      expect(r.body).toContain('„comment“');
      expect(r.errors).toEqual([]);
    });
  });

  describe('point 7: ids beyond 2³¹−1 answer like any unknown id', () => {
    it('pages and images', async () => {
      for (const [path, status] of [
        [`/fahrzeuge/-/${TOO_BIG_ID}`, 404],
        [`/fahrzeuge/${TOO_BIG_ID}`, 404],
        ['/fahrzeuge/-/99999999999', 404],
        [`/images/listings/${TOO_BIG_ID}/0-small.webp`, 400],
        [`/images/logos/${TOO_BIG_ID}.svg`, 400],
      ] as const) {
        const r = await get(path);
        expect(r.status, path).toBe(status);
        expect(r.errors, path).toEqual([]);
      }
      // Unknown ids in the compare and dealer-car lists are dropped, as on SQLite: the same page as for the largest id.
      for (const path of [`/vergleichen/?carIds=${TOO_BIG_ID}`, `/vergleichen/?carIds=${TOO_BIG_ID},${carId}`]) {
        const big = await get(path);
        const largest = await get(path.replace(TOO_BIG_ID, '2147483647'));
        expect(big.status, path).toBe(largest.status);
        expect(big.status, path).toBeLessThan(500);
        expect(big.errors, path).toEqual([]);
      }
      // A dealer list without a usable cid sends visitors home, as for any text that is no id.
      expect((await get(`/handlerwagen/?cid=${TOO_BIG_ID}`)).status).toBe((await get('/handlerwagen/?cid=abc')).status);
    });

    it('API paths, queries and bodies: 400 naming the field', async () => {
      for (const [path, field] of [
        [`/api/v2/listings/${TOO_BIG_ID}`, 'id'],
        [`/api/v2/listings?listingIds=1,${TOO_BIG_ID}`, 'listingIds'],
        [`/api/v2/sellers/${TOO_BIG_ID}/car-count`, 'id'],
        [`/api/watch-list/${randomUUID()}`, null],
        [`/api/v2/search-listings?cid=${TOO_BIG_ID}`, 'cid'],
        [`/api/finance/comparison?guid=${TOO_BIG_ID}`, 'guid'],
      ] as const) {
        const r = await get(path);
        if (field === null) continue;
        expect(r.status, path).toBe(400);
        expect(errorField(r.body), path).toBe(field);
        expect(r.errors, path).toEqual([]);
      }
      const lead = await postJson('/api/vendor-contact-email', {
        source: 'DetailPage-GW',
        classifiedGuid: TOO_BIG_ID,
        leadId: randomUUID(),
        name: 'Anna Huber',
        emailaddress: 'anna@example.at',
        comment: 'Guten Tag, ich interessiere mich sehr für dieses Auto.',
      });
      expect(lead.status).toBe(400);
      expect(errorField(lead.body)).toBe('classifiedGuid');
      const fraud = await postJson('/api/fraud', { listingGuid: Number(TOO_BIG_ID), reasonId: 'F', comment: 'Betrug', email: 'anna@example.at' });
      expect(fraud.status).toBe(400);
      expect(errorField(fraud.body)).toBe('listingGuid');
      const call = await postJson('/api/call-tracker', {
        requestOrigin: 'GW_DETAIL_PAGE',
        customerId: Number(TOO_BIG_ID),
        listingGuid: carId,
        platform: 'DESKTOP',
      });
      expect(call.status).toBe(400);
      expect(errorField(call.body)).toBe('customerId');
      const watch = await answer(() => h.request(`/api/watch-list/${randomUUID()}/${TOO_BIG_ID}`, { method: 'PUT', headers: { origin: PAGE_ORIGIN } }));
      expect(watch.status).toBe(400);
      expect([...lead.errors, ...fraud.errors, ...call.errors, ...watch.errors]).toEqual([]);
    });
  });

  describe('smaller HTTP points', () => {
    it('a cross-origin page-form POST gets the German 403 page', async () => {
      const form = new URLSearchParams({
        intent: 'contact',
        name: 'Anna Huber',
        emailaddress: 'anna@example.at',
        comment: 'Guten Tag, ich interessiere mich sehr für dieses Auto.',
      });
      for (const path of [`/fahrzeuge/-/${carId}`, '/cookie-einstellungen']) {
        const r = await post(path, form, { origin: 'https://evil.example' });
        expect(r.status, path).toBe(403);
        expect(r.type).toMatch(/text\/html/);
        expect(r.body).toContain('<html lang="de-AT"');
        expect(r.errors).toEqual([]);
      }
    });

    it('a POST to a page without a form answers 405 and logs nothing at error level', async () => {
      const r = await post('/datenschutz/', new URLSearchParams({ a: '1' }));
      expect(r.status).toBe(405);
      expect(r.errors).toEqual([]);
    });

    it('the search API answers 400 naming a parameter it does not know', async () => {
      const r = await get('/api/v2/search-listings?make=kia');
      expect(r.status).toBe(400);
      expect(errorField(r.body)).toBe('make');
      expect(JSON.parse(r.body)).toMatchObject({ error: { code: 'UNKNOWN_PARAMETER' } });
    });
  });

  describe('issue 24 point 6: JSON nested 100,000 deep', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    it('answers 400 on the partner API and the public POSTs, nothing at error level', async () => {
      const auth = { authorization: `Bearer ${partnerKey}`, 'content-type': 'application/json' };
      const ingest = await answer(() => h.request('/api/ingest/sellers/S-DEEP/listings/O-1', { method: 'PUT', headers: auth, body: deep }));
      expect(ingest.status).toBe(400);
      expect(ingest.body).toContain('zu tief verschachtelt');
      const wrapped = await answer(() => h.request('/api/ingest/sellers/S-DEEP', { method: 'PUT', headers: auth, body: `{"type":"D","companyName":${deep}}` }));
      expect(wrapped.status).toBe(400);
      // The public POSTs take 32 KB at most: 10,000 levels fit.
      const deepLead = await post('/api/vendor-contact-email', `{"comment":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, {
        'content-type': 'application/json',
      });
      expect(deepLead.status).toBe(400);
      expect([ingest.errors, wrapped.errors, deepLead.errors]).toEqual([[], [], []]);
    });
  });

  it('issue 24 point 8: the search-agent page keeps its own referrer policy: its token never travels to other sites, while its own forms still carry their origin', async () => {
    const token = randomBytes(24).toString('base64url');
    await addManageToken(h.t.handle.db, `referrer-${randomUUID()}@example.at`, token, new Date().toISOString());
    const page = await h.request(`/suchagenten/${token}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const home = await h.request('/', { headers: { accept: 'text/html' } });
    await home.arrayBuffer();
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
