import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '#src/domain/contact/contact-enquiry-rules.ts';
import { RATE_LIMIT_MESSAGE } from '#src/abuse/rate-limiter.server.ts';
import { AUTOMATCH_MAX_DISTANCE_KM, priceBand } from '#src/leads/automatch-selection.ts';
import { listAutomatchContacts } from '#src/repositories/automatch.repository.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { distanceKm } from '#src/domain/geo/distance.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { activeListing, enquiry, header, insertListing, readEml, startMessaging, type MessagingHarness } from './messaging-support.ts';

describe.each(DIALECTS)('leads, automatch and abuse protection on %s', (dialect) => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('stores a lead and delivers exactly one mail to the seller, replying to the buyer', async () => {
    const listing = await activeListing(h, 'D');
    const before = new Set(h.emlFiles());
    const res = await h.post(
      '/vendor-contact-email',
      enquiry(listing.id, { comment: 'Ist der Wagen noch da? <script>alert(1)</script> Bitte um Rückruf & Angebot.' }),
    );
    expect(res.status).toBe(200);
    const json = (await res.json()) as { payload: { data: { Identifier: string } } };
    const identifier = json.payload.data.Identifier;
    expect(identifier).toMatch(/^[0-9a-f-]{36}$/);

    const lead = await h.database.db.selectFrom('leads').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ listing_id: listing.id, seller_id: listing.seller_id, email: 'maria.huber@example.at', send_copy: 0, automatch: 0 });

    expect(await h.services.mailer.worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const files = h.emlFiles().filter((f) => !before.has(f));
    expect(files).toHaveLength(1);
    const raw = readEml(h, files[0] as string);
    expect(header(raw, 'To')).toBe(listing.seller_email);
    expect(header(raw, 'Reply-To')).toBe('maria.huber@example.at');
    expect(header(raw, 'Message-ID')).toBe(`<lead-${identifier}@gebrauchtwagen.at>`);
    const [row] = await listOutboxMessages(h.database.db, { kind: 'lead-seller', recipient: listing.seller_email });
    expect(row?.status).toBe('sent');
    expect(row?.subject).toBe(`Neue Anfrage zu Ihrem Fahrzeug: ${listing.title}`);
    // The buyer's text is escaped in the HTML part and kept verbatim in the text part.
    expect(row?.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Bitte um Rückruf &amp; Angebot.');
    expect(row?.html_body).not.toContain('<script>');
    expect(row?.text_body).toContain('<script>alert(1)</script> Bitte um Rückruf & Angebot.');

    // Nothing is left to send.
    expect(await h.services.mailer.worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('takes a general enquiry to a dealer (no car) with a copy to the buyer, and refuses one to a private seller or with both a car and a dealer', async () => {
    const listing = await activeListing(h, 'D');
    const dealer = await h.database.db
      .selectFrom('sellers')
      .select(['id', 'email', 'company_name'])
      .where('id', '=', listing.seller_id)
      .executeTakeFirstOrThrow();
    const { classifiedGuid: _car, ...general } = enquiry(listing.id, { source: 'DealerPage-GW', sendcopy: true, emailaddress: 'allgemein@example.at' });
    const res = await h.post('/vendor-contact-email', { ...general, dealerId: dealer.id });
    expect(res.status).toBe(200);
    const identifier = ((await res.json()) as { payload: { data: { Identifier: string } } }).payload.data.Identifier;
    const lead = await h.database.db.selectFrom('leads').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ listing_id: null, seller_id: dealer.id, source: 'DealerPage-GW', send_copy: 1 });
    const toDealer = await h.database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'lead-seller')
      .where('reply_to', '=', 'allgemein@example.at')
      .executeTakeFirst();
    expect(toDealer?.recipient).toBe(dealer.email);
    expect(toDealer?.subject).toBe(`Neue Anfrage an ${dealer.company_name}`);
    const [copy] = await listOutboxMessages(h.database.db, { kind: 'lead-copy', recipient: 'allgemein@example.at' });
    expect(copy?.subject).toBe(`Kopie Ihrer Anfrage an ${dealer.company_name}`);
    expect(copy?.text_body).toContain(`/handlerwagen/?cid=${dealer.id}`);

    const privateSeller = (await activeListing(h, 'P')).seller_id;
    expect((await h.post('/vendor-contact-email', { ...enquiry(listing.id), classifiedGuid: undefined, dealerId: privateSeller })).status).toBe(404);
    expect((await h.post('/vendor-contact-email', { ...enquiry(listing.id), dealerId: dealer.id })).status).toBe(400);
    expect((await h.post('/vendor-contact-email', { ...enquiry(listing.id), classifiedGuid: undefined })).status).toBe(400);
    // Exactly the two mails go out.
    expect(await h.services.mailer.worker.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
  });

  it('sends one copy to the buyer with sendcopy, and a repeated submit sends nothing again', async () => {
    const listing = await activeListing(h, 'D');
    const before = new Set(h.emlFiles());
    const payload = enquiry(listing.id, { sendcopy: true, emailaddress: 'copy.buyer@example.at' });
    const first = (await (await h.post('/vendor-contact-email', payload)).json()) as { payload: { data: { Identifier: string } } };
    const again = (await (await h.post('/vendor-contact-email', payload)).json()) as { payload: { data: { Identifier: string } } };
    expect(again.payload.data.Identifier).toBe(first.payload.data.Identifier);
    await h.services.mailer.worker.deliverDue();
    const recipients = h
      .emlFiles()
      .filter((f) => !before.has(f))
      .map((f) => header(readEml(h, f), 'To'))
      .sort();
    expect(recipients).toEqual([listing.seller_email, 'copy.buyer@example.at'].sort());
    const leads = await h.database.db.selectFrom('leads').select('id').where('lead_id', '=', payload.leadId).execute();
    expect(leads).toHaveLength(1);
  });

  it('answers 412 with the spec message for a sold car and 404 for an unknown one, storing nothing', async () => {
    const listing = await activeListing(h, 'D');
    const sold = await insertListing(h, listing, { status: 'sold', sold_at: new Date().toISOString() });
    const res = await h.post('/vendor-contact-email', enquiry(sold));
    expect(res.status).toBe(412);
    expect(await res.json()).toEqual({ error: { message: 'Dieses Fahrzeug ist leider nicht mehr verfügbar.', code: 'LISTING_UNAVAILABLE' } });
    expect(CONTACT_MESSAGES.sold).toBe('Dieses Fahrzeug ist leider nicht mehr verfügbar.');
    const unknown = await h.post('/vendor-contact-email', enquiry(99_999_999));
    expect(unknown.status).toBe(404);
    const leads = await h.database.db.selectFrom('leads').select('id').where('listing_id', 'in', [sold, 99_999_999]).execute();
    expect(leads).toHaveLength(0);
  });

  it('rejects invalid input with 400 naming the field and the German message', async () => {
    const listing = await activeListing(h, 'D');
    const res = await h.post('/vendor-contact-email', enquiry(listing.id, { comment: 'zu kurz' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: 'Bitte min. 30 Zeichen eingeben', code: 'VALIDATION', field: 'comment' } });
    const name = await h.post('/vendor-contact-email', enquiry(listing.id, { name: '<b>Bot</b>' }));
    expect(((await name.json()) as { error: { field: string; message: string } }).error).toMatchObject({ field: 'name', message: 'Bitte vermeiden Sie <>' });
    const broken = await fetch(`${h.api}/vendor-contact-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(broken.status).toBe(400);
  });

  it('silently drops a submission whose honeypot field is filled', async () => {
    const listing = await activeListing(h, 'D');
    const outboxBefore = (await listOutboxMessages(h.database.db)).length;
    const payload = enquiry(listing.id, { website: 'http://spam.example' });
    const res = await h.post('/vendor-contact-email', payload);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { payload: { data: { Identifier: string } } }).payload.data.Identifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(await h.database.db.selectFrom('leads').select('id').where('lead_id', '=', payload.leadId).execute()).toHaveLength(0);
    expect(await listOutboxMessages(h.database.db)).toHaveLength(outboxBefore);
  });

  it('refuses cross-site posts', async () => {
    const listing = await activeListing(h, 'D');
    const res = await h.post('/vendor-contact-email', enquiry(listing.id), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const fetchSite = await h.post('/vendor-contact-email', enquiry(listing.id), { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    expect(await fetchSite.json()).toMatchObject({ error: { code: 'CROSS_ORIGIN' } });
  });

  it('refuses a body over 32 KB with a JSON 413 after the same-origin check passed', async () => {
    const listing = await activeListing(h, 'D');
    const res = await h.post('/vendor-contact-email', enquiry(listing.id, { comment: 'x'.repeat(40_000) }), { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers 429 with a German message once an e-mail address exceeds its limit', async () => {
    const listing = await activeListing(h, 'D');
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await h.post('/vendor-contact-email', enquiry(listing.id, { emailaddress: 'eager.buyer@example.at' }));
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({ error: { message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' } });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 15).every((s) => s === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
    // Counted in the database: a fresh limiter (as after a restart or in another process) agrees.
    const { createRateLimiter } = await import('#src/abuse/rate-limiter.server.ts');
    const fresh = createRateLimiter(h.database.db, { multiplier: 1 });
    expect(await fresh.check('lead', { ip: null, email: 'eager.buyer@example.at' }, new Date())).toMatchObject({ allowed: false, limitedBy: 'email' });
  });

  it('limits per IP address across e-mail addresses', async () => {
    const { createRateLimiter } = await import('#src/abuse/rate-limiter.server.ts');
    const limiter = createRateLimiter(h.database.db, {
      multiplier: 1,
      limits: {
        lead: { perIp: { max: 3, windowSeconds: 60 }, perEmail: null },
        fraud: { perIp: { max: 3, windowSeconds: 60 }, perEmail: null },
        subscribe: { perIp: { max: 3, windowSeconds: 60 }, perEmail: null },
        'call-tracker': { perIp: { max: 3, windowSeconds: 60 }, perEmail: null },
      },
    });
    const now = new Date('2026-11-21T10:00:10Z');
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.check('lead', { ip: '203.0.113.7', email: `person${i}@example.at` }, now));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: 60, limitedBy: 'ip' });
    // Another address is unaffected; a minute after the hits (a rolling window) there is room again.
    expect((await limiter.check('lead', { ip: '203.0.113.8' }, now)).allowed).toBe(true);
    expect((await limiter.check('lead', { ip: '203.0.113.7' }, new Date('2026-11-21T10:01:00Z'))).allowed).toBe(false);
    expect((await limiter.check('lead', { ip: '203.0.113.7' }, new Date('2026-11-21T10:01:11Z'))).allowed).toBe(true);
  });

  it('automatch contacts at most 3 dealers with similar cars nearby and records them', async () => {
    const privateListing = await activeListing(h, 'P');
    const dealers = await h.database.db
      .selectFrom('sellers')
      .select(['id', 'email', 'lat', 'lon'])
      .where('type', '=', 'D')
      .where('lat', 'is not', null)
      .orderBy('id')
      .limit(6)
      .execute();
    const template = await activeListing(h, 'D');
    // Five dealers get a similar car (same make and model, price in the band) next to the private seller's car;
    // a sixth gets one far away.
    for (const [i, dealer] of dealers.entries()) {
      const far = i === 5;
      await insertListing(h, template, {
        seller_id: dealer.id,
        make_id: privateListing.make_id,
        model_id: privateListing.model_id,
        title: `Automatch Testwagen ${i}`,
        price: Math.round(privateListing.price * (1 + (i % 3) * 0.05)),
        lat: (privateListing.lat ?? 48.2) + (far ? 3 : i * 0.01),
        lon: (privateListing.lon ?? 16.37) + (far ? 3 : 0),
        status: 'active',
      });
    }
    const res = await h.post(
      '/vendor-contact-email',
      enquiry(privateListing.id, { automatch: true, emailaddress: 'auto.match@example.at', leadMetadata: { isOptedInToAutoMatch: true } }),
    );
    expect(res.status).toBe(200);
    const identifier = ((await res.json()) as { payload: { data: { Identifier: string } } }).payload.data.Identifier;
    const lead = await h.database.db.selectFrom('leads').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
    expect(lead.automatch).toBe(1);

    expect(await h.services.automatch.runDue()).toBe(1);
    const contacts = await listAutomatchContacts(h.database.db, lead.id);
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.length).toBeLessThanOrEqual(3);
    const band = priceBand(privateListing.price);
    for (const contact of contacts) {
      const car = await h.database.db
        .selectFrom('listings')
        .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
        .select(['listings.make_id', 'listings.price', 'listings.lat', 'listings.lon', 'sellers.type', 'listings.seller_id'])
        .where('listings.id', '=', contact.matched_listing_id)
        .executeTakeFirstOrThrow();
      expect(car).toMatchObject({ make_id: privateListing.make_id, type: 'D', seller_id: contact.dealer_id });
      expect(car.price).toBeGreaterThanOrEqual(band.min);
      expect(car.price).toBeLessThanOrEqual(band.max);
      if (privateListing.lat !== null && privateListing.lon !== null && car.lat !== null && car.lon !== null) {
        expect(distanceKm(privateListing.lat, privateListing.lon, car.lat, car.lon)).toBeLessThanOrEqual(AUTOMATCH_MAX_DISTANCE_KM);
      }
    }
    expect(new Set(contacts.map((c) => c.dealer_id)).size).toBe(contacts.length);
    expect(contacts.map((c) => c.dealer_id)).not.toContain(dealers[5]?.id);
    // Five near dealers with the same model were available: exactly three are chosen.
    expect(contacts).toHaveLength(3);
    const mails = await listOutboxMessages(h.database.db, { kind: 'automatch-dealer' });
    expect(mails.filter((m) => contacts.some((c) => c.message_id === m.message_id))).toHaveLength(3);
    for (const m of mails) expect(m.reply_to).toBe('auto.match@example.at');
    // Done once: a second run finds nothing to do.
    expect(await h.services.automatch.runDue()).toBe(0);
  });

  it('documents the messaging operations in /api/openapi.json', async () => {
    const doc = (await (await fetch(`${h.api}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/vendor-contact-email']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '412', '429']));
    for (const p of ['/fraud', '/search-subscription/subscribe', '/call-tracker']) expect(doc.paths[p]?.post).toBeDefined();
    expect(doc.paths['/search-subscription/unsubscribe/{token}']?.get).toBeDefined();
  });

  it('ignores the automatch option for a dealer listing', async () => {
    const listing = await activeListing(h, 'D');
    const res = await h.post('/vendor-contact-email', enquiry(listing.id, { automatch: true, emailaddress: 'dealer.automatch@example.at' }));
    const identifier = ((await res.json()) as { payload: { data: { Identifier: string } } }).payload.data.Identifier;
    const lead = await h.database.db.selectFrom('leads').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
    expect(lead.automatch).toBe(0);
    expect(await h.database.db.selectFrom('automatch_requests').select('id').where('lead_id', '=', lead.id).execute()).toHaveLength(0);
  });
});
