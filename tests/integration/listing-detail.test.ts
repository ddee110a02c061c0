/**
 * The car detail page's server side on SQLite and PostgreSQL: the view the loader assembles
 * (availability, rating, navigator, back link), and both ways a contact enquiry and an error report
 * arrive (the JSON API the page uses with JavaScript, the route action without) stored in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { navigationFilters } from '#src/domain/listing/detail-link.ts';
import { loadVehicleDetailView } from '#app/features/listing-detail/detail-page.server.ts';
import { findRating } from '#src/repositories/rating.repository.ts';
import { action } from '#app/routes/listing-detail.tsx';
import type { ContactActionData, ErrorReportActionData } from '#app/features/contact/form-outcome.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const ORIGIN = 'http://127.0.0.1:3000';
type ActionArgs = Parameters<typeof action>[0];

describe.each(DIALECTS)('car detail page on %s', (dialect) => {
  let h: ApiHarness;
  let activeId: number;
  let privateId: number;
  let soldId: number;

  const deps = () => ({ ratings: h.services.ratings, listings: h.services.listings, search: h.services.search, taxonomy: h.services.taxonomy });

  const activeOf = (type: 'D' | 'P') =>
    h.database.db
      .selectFrom('listings')
      .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
      .select('listings.id')
      .where('listings.status', '=', 'active')
      .where('listings.expires_at', '>', new Date().toISOString())
      .where('sellers.type', '=', type)
      .orderBy('listings.id')
      .executeTakeFirstOrThrow();

  /** Calls the detail route's action as React Router would for a posted form. */
  async function post(listingId: number, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
    const request = new Request(`${ORIGIN}/fahrzeuge/-/${listingId}`, { method: 'POST', headers, body: new URLSearchParams(fields) });
    const args = {
      request,
      params: { title: '-', id: String(listingId) },
      context: { services: h.services, cspNonce: '', clientIp: '127.0.0.1', failures: { databaseUnavailable: false }, freshId: () => crypto.randomUUID() },
    } as unknown as ActionArgs;
    const result = (await action(args)) as unknown as { data: ContactActionData | ErrorReportActionData; init: { status: number } };
    return { status: result.init.status, body: result.data };
  }

  beforeAll(async () => {
    h = await createApiHarness(dialect, 600, 11);
    activeId = (await activeOf('D')).id;
    privateId = (await activeOf('P')).id;
    soldId = (await h.database.db.selectFrom('listings').select('id').where('status', '=', 'sold').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers ok, gone and not-found', async () => {
    const ok = await loadVehicleDetailView(deps(), activeId, new URLSearchParams());
    expect(ok.status).toBe('ok');
    if (ok.status !== 'ok') return;
    expect(ok.view.canonicalPath).toMatch(new RegExp(`^/fahrzeuge/[a-z0-9-]+/${activeId}$`));
    expect(ok.view.seoDescription).toMatch(/^Den .+ für € [\d.]+( in .+)? kaufen\.$/);
    expect(ok.view.navigator).toBeNull();
    expect(ok.view.backLink).toBeNull();
    expect(ok.view.breadcrumbs[0]).toEqual({ name: 'Gebrauchtwagen', path: '/angebote/' });
    const rating = await findRating(h.database.db, Number(ok.view.detail.make.raw), Number(ok.view.detail.model.raw));
    expect(ok.view.rating).toEqual(rating ?? null);
    expect((await loadVehicleDetailView(deps(), soldId, new URLSearchParams())).status).toBe('gone');
    expect((await loadVehicleDetailView(deps(), 99_999_999, new URLSearchParams())).status).toBe('not-found');
  });

  it('names the scam signals of a car whose seller joined days ago (issue 27 point 8), on the clock it is given', async () => {
    const { seller_id: sellerId } = await h.database.db.selectFrom('listings').select('seller_id').where('id', '=', privateId).executeTakeFirstOrThrow();
    const now = new Date('2030-01-15T12:00:00.000Z');
    await h.database.db.updateTable('sellers').set({ created_at: '2030-01-13T12:00:00.000Z' }).where('id', '=', sellerId).execute();
    const page = await loadVehicleDetailView({ ...deps(), now: () => now }, privateId, new URLSearchParams());
    if (page.status !== 'ok') throw new Error(`expected ok, got ${page.status}`);
    expect(page.view.scamSignals).toContain('new-seller');
    expect(page.view.detail.seller).toMatchObject({ memberSince: '2030-01-13T12:00:00.000Z', companyRegister: null, vatId: null });
    const later = await loadVehicleDetailView({ ...deps(), now: () => new Date('2030-03-01T12:00:00.000Z') }, privateId, new URLSearchParams());
    if (later.status !== 'ok') throw new Error(`expected ok, got ${later.status}`);
    expect(later.view.scamSignals).not.toContain('new-seller');
  });

  it('steps through the search the visitor came from, and links back to its page', async () => {
    const hits = h.services.search.searchIds(createFilters({ sort: 'price' }), { page: 1, pageSize: 50 });
    const index = 22;
    const id = hits.ids[index - 1] as number;
    const query = new URLSearchParams({ sort: 'price', index: String(index), from: 'angebote' });
    const page = await loadVehicleDetailView(deps(), id, query);
    if (page.status !== 'ok') throw new Error(`expected ok, got ${page.status}`);
    const total = Math.min(hits.metadata.totalItems, 400);
    expect(page.view.navigator).toMatchObject({ index, total });
    expect(page.view.navigator?.prevHref).toMatch(new RegExp(`/${hits.ids[index - 2]}\\?sort=price&index=21&from=angebote$`));
    expect(page.view.navigator?.nextHref).toMatch(new RegExp(`/${hits.ids[index]}\\?sort=price&index=23&from=angebote$`));
    expect(page.view.backLink).toEqual({ href: '/angebote/?sort=price&page=2', label: 'Zurück zur Suche' });

    const outOfRange = await loadVehicleDetailView(deps(), id, new URLSearchParams({ sort: 'price', index: '401' }));
    expect(outOfRange.status === 'ok' && outOfRange.view.navigator).toBe(null);
    const fromWatchList = await loadVehicleDetailView(deps(), id, new URLSearchParams({ index: '3', from: 'merkliste', selectedIds: `${id}` }));
    expect(fromWatchList.status === 'ok' && fromWatchList.view).toMatchObject({
      navigator: null,
      backLink: { href: `/merkliste/?selectedIds=${id}`, label: 'Zurück zur Merkliste' },
    });
  });

  it('rebuilds the search from the pretty path make and model', () => {
    const make = h.services.taxonomy.makes.find((m) => m.models.length > 0);
    if (!make) throw new Error('no make');
    const model = make.models[0];
    const filters = navigationFilters(new URLSearchParams({ safemake: make.safeValue, safemodel: model?.safeValue ?? '', fuel: 'D' }), h.services.taxonomy);
    expect(filters.makeModels).toEqual([{ make: make.id, model: model?.id ?? null }]);
    expect(filters.fuels).toEqual(['D']);
  });

  it('stores an enquiry sent to the JSON API, as the page does with JavaScript', async () => {
    const leadId = crypto.randomUUID();
    const response = await h.get('/api/vendor-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        name: 'Maria Gruber',
        emailaddress: 'maria.gruber@example.at',
        phone: '',
        comment: 'Guten Tag, ist der Wagen noch zu haben? Danke und liebe Grüße!',
        automatch: false,
        sendcopy: true,
        source: 'DetailPage-GW',
        classifiedGuid: activeId,
        leadId,
        leadMetadata: { leadId, platform: 'web', brand: 'Gebrauchtwagen.at', culture: 'de-AT', deviceCategory: 'desktop', isOptedInToAutoMatch: false },
      }),
    });
    expect(response.status).toBe(200);
    const row = await h.database.db.selectFrom('leads').selectAll().where('lead_id', '=', leadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      listing_id: activeId,
      name: 'Maria Gruber',
      email: 'maria.gruber@example.at',
      send_copy: 1,
      source: 'DetailPage-GW',
      device_category: 'desktop',
    });
  });

  it('stores an enquiry posted without JavaScript, through the route action, and keeps the values on errors', async () => {
    const fields = {
      intent: 'contact',
      name: 'Franz Berger',
      emailaddress: 'franz.berger@example.at',
      phone: '0664 1234567',
      comment: 'Ich interessiere mich für das Fahrzeug. Wann kann ich es ansehen?',
      automatch: 'on',
      leadId: crypto.randomUUID(),
    };
    const invalid = await post(privateId, { ...fields, emailaddress: 'kein-at', comment: 'kurz' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      form: 'contact',
      values: { name: 'Franz Berger', emailaddress: 'kein-at', comment: 'kurz', automatch: true },
      errors: { emailaddress: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', comment: 'Bitte min. 30 Zeichen eingeben' },
      outcome: null,
    });

    const sent = await post(privateId, fields);
    expect(sent).toMatchObject({ status: 200, body: { outcome: { status: 'success' } } });
    const row = await h.database.db.selectFrom('leads').selectAll().where('lead_id', '=', fields.leadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ listing_id: privateId, name: 'Franz Berger', phone: '0664 1234567', automatch: 1, source: 'DetailPage-GW' });

    // Reposting the answer page (same lead id) stores nothing twice.
    await post(privateId, fields);
    const count = await h.database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lead_id', '=', fields.leadId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers 412 for a sold car and refuses posts from other sites', async () => {
    const fields = {
      intent: 'contact',
      name: 'Franz Berger',
      emailaddress: 'franz@example.at',
      comment: 'Ich interessiere mich für das Fahrzeug, bitte melden.',
    };
    const sold = await post(soldId, fields);
    expect(sold).toMatchObject({ status: 412, body: { values: { name: 'Franz Berger' }, outcome: { status: 'error', httpStatus: 412 } } });
    const foreign = await post(activeId, fields, { origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { outcome: { status: 'error' } } });
  });

  it('stores error reports from the API and from the route action', async () => {
    const api = await h.get('/api/fraud', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        articleId: 1111,
        reasonId: 'M',
        comment: 'Die Bilder zeigen ein anderes Auto.',
        email: 'melder@example.at',
        listingGuid: activeId,
        firstName: 'Anonym',
        lastName: 'Anonym',
      }),
    });
    expect(api.status).toBe(200);
    const missing = await post(activeId, { intent: 'error-report', reasonId: '', comment: '', email: 'x' });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        form: 'error-report',
        errors: { reasonId: 'Bitte wählen', comment: 'Dieses Feld wird benötigt.', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      },
    });
    const sent = await post(activeId, { intent: 'error-report', reasonId: 'P', comment: 'Preis gilt nur mit Leasing.', email: 'leser@example.at' });
    expect(sent).toMatchObject({ status: 200, body: { outcome: { status: 'success' } } });
    const rows = await h.database.db.selectFrom('fraud_reports').selectAll().where('listing_id', '=', activeId).orderBy('id').execute();
    expect(rows.map((r) => [r.reason_id, r.email, r.comment])).toEqual([
      ['M', 'melder@example.at', 'Die Bilder zeigen ein anderes Auto.'],
      ['P', 'leser@example.at', 'Preis gilt nur mit Leasing.'],
    ]);
  });
});
