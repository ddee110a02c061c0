/**
 * No dead ads (issue 37 point 3). A dealer's car that no partner-API or feed delivery confirmed for
 * DEALER_CONFIRMATION_DAYS ends (410), and buyers who enquired hear of it; the next delivery brings it
 * back. A private seller is asked after 30 days by a mail whose link opens a page with two buttons
 * (opening it answers nothing); unanswered for 7 days, the car ends, and a late 'Ja' brings it back.
 * The seeded demo sellers, whom no feed delivers, are not held to it. Time passing is written into the
 * rows (confirmations and questions dated back), so pages and jobs share the wall clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { issuePartnerKey } from '#src/ingestion/partner-keys.server.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { storedToken } from '#src/repositories/stored-token.ts';
import { carPayload } from '../support/ingest-harness.ts';
import { createPageAppHarness, PAGE_ORIGIN, type PageAppHarness } from '../support/page-app-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const DAY = 86_400_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe.each(DIALECTS)('listing confirmation on %s', (dialect) => {
  let h: PageAppHarness;
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, { listings: 300, env: { SEED_VALUE: '12', DEALER_CONFIRMATION_DAYS: '7' } });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const db = () => h.t.handle.db;
  const sellerOf = (type: 'D' | 'P') => db().selectFrom('sellers').select(['id', 'email']).where('type', '=', type).orderBy('id').executeTakeFirstOrThrow();
  const put = async (key: string, sellerId: number, ref: string, payload = carPayload()) => {
    const res = await h.request(`/api/ingest/sellers/${sellerId}/listings/${ref}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect([200, 201]).toContain(res.status);
    return ((await res.json()) as { listing: { id: number } }).listing.id;
  };
  const car = (id: number) => db().selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const detailStatus = async (id: number) => (await h.request(detailPath((await car(id)).title, id))).status;
  const apiStatus = async (id: number) => (await h.request(`/api/v2/listings/${id}`)).status;
  const dealerCarCount = async (sellerId: number) =>
    ((await (await h.request(`/api/v2/search-listings?cid=${sellerId}`)).json()) as { metadata: { totalItems: number } }).metadata.totalItems;
  const enquire = async (carId: number, email: string) => {
    const leadId = randomUUID();
    const result = await h.services.leads.submitEnquiry(
      {
        name: 'Eva Muster',
        emailaddress: email,
        phone: '',
        comment: 'Guten Tag, ist das Fahrzeug noch zu haben? Ich würde es gern am Samstag ansehen.',
        automatch: false,
        sendcopy: false,
        source: 'DetailPage-GW',
        classifiedGuid: carId,
        leadId,
        leadMetadata: { leadId, platform: 'web', brand: 'gebrauchtwagen.at', culture: 'de-AT', deviceCategory: 'desktop', isOptedInToAutoMatch: false },
      },
      { ip: '198.51.100.77', userAgent: 'vitest' },
    );
    expect(result.kind).toBe('sent');
  };

  it('leaves the seeded demo sellers alone: no feed delivers them', async () => {
    const seeded = await db()
      .selectFrom('listings')
      .select(['id', 'title'])
      .where('status', '=', 'active')
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('listings')
      .set({ confirmed_at: daysAgo(60) })
      .where('id', '=', seeded.id)
      .execute();
    await h.services.listingConfirmation.runDue();
    expect(await detailStatus(seeded.id)).toBe(200);
    // Its card and detail page still say when it was last confirmed.
    expect(await (await h.request(detailPath(seeded.title, seeded.id))).text()).toContain('zuletzt bestätigt am');
  });

  it("ends a dealer's car no delivery confirmed for 7 days, tells who enquired, and brings it back with the next delivery", async () => {
    const dealer = await sellerOf('D');
    const { key } = await issuePartnerKey(db(), 'Feedportal', [dealer.id], new Date());
    const deliveredFrom = new Date().toISOString();
    const stale = await put(key, dealer.id, 'DEAD-1');
    const fresh = await put(key, dealer.id, 'ALIVE-1', carPayload({ price: 21990 }));
    const held = await db().selectFrom('sellers').select('confirms_inventory').where('id', '=', dealer.id).executeTakeFirstOrThrow();
    expect(held.confirms_inventory).toBe(1);
    const record = (await (await h.request(`/api/v2/listings/${stale}`)).json()) as { confirmedAt: string | null };
    // The delivery confirmed it: not before the request went out.
    expect(record.confirmedAt! >= deliveredFrom).toBe(true);

    const buyer = `kaeufer-dead-${dialect}@example.at`;
    await enquire(stale, buyer);
    // The last delivery of DEAD-1 was 8 days ago; 6 days is still within the window.
    await db()
      .updateTable('listings')
      .set({ confirmed_at: daysAgo(8) })
      .where('id', '=', stale)
      .execute();
    await db()
      .updateTable('listings')
      .set({ confirmed_at: daysAgo(6) })
      .where('id', '=', fresh)
      .execute();
    expect(await detailStatus(stale)).toBe(200);

    await h.services.search.refresh();
    const before = await dealerCarCount(dealer.id);
    const report = await h.services.listingConfirmation.runDue();
    expect(report.endedDealerCars).toBe(1);
    await h.services.search.refresh();
    expect(await detailStatus(stale)).toBe(410);
    expect(await apiStatus(stale)).toBe(410);
    expect(await detailStatus(fresh)).toBe(200);
    expect(await dealerCarCount(dealer.id)).toBe(before - 1);

    const mails = await listOutboxMessages(db(), { kind: 'listing-ended', recipient: buyer });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Nicht mehr verfügbar');
    expect(mails[0]?.text_body).toContain('zu dem Sie angefragt haben');
    // A second run ends nothing more and mails nobody twice.
    expect((await h.services.listingConfirmation.runDue()).endedDealerCars).toBe(0);
    expect(await listOutboxMessages(db(), { kind: 'listing-ended', recipient: buyer })).toHaveLength(1);

    // The feed delivers the car again: it is back, with a new lifetime.
    await put(key, dealer.id, 'DEAD-1');
    await h.services.search.refresh();
    expect(await detailStatus(stale)).toBe(200);
    expect((await car(stale)).ended_unconfirmed_at).toBeNull();
  });

  it('asks a private seller after 30 days; the link shows buttons, "Ja" keeps the car, silence ends it, a late "Ja" brings it back', async () => {
    const seller = await sellerOf('P');
    const { key } = await issuePartnerKey(db(), 'Privatportal', [seller.id], new Date());
    const kept = await put(key, seller.id, 'PRIV-1');
    const silent = await put(key, seller.id, 'PRIV-2', carPayload({ price: 9990 }));
    const sold = await put(key, seller.id, 'PRIV-3', carPayload({ price: 12990 }));
    // The seller's other (seeded) cars were confirmed today; these three last 31 days ago.
    await db().updateTable('listings').set({ confirmed_at: new Date().toISOString() }).where('seller_id', '=', seller.id).execute();
    await db()
      .updateTable('listings')
      .set({ confirmed_at: daysAgo(31) })
      .where('id', 'in', [kept, silent, sold])
      .execute();

    expect((await h.services.listingConfirmation.runDue()).asked).toBe(3);
    // Asked once per confirmation: a second run asks nobody.
    expect((await h.services.listingConfirmation.runDue()).asked).toBe(0);
    const mails = await listOutboxMessages(db(), { kind: 'listing-confirmation', recipient: seller.email });
    expect(mails).toHaveLength(3);
    // Which link is which car (the database keeps only each link's hash); opening one shows the buttons and answers nothing.
    const requests = await db().selectFrom('listing_confirmation_requests').select(['listing_id', 'token_hash']).execute();
    const byCar = new Map<number, string>();
    for (const mail of mails) {
      const link = /https?:\/\/[^/\s]+(\/inserat-bestaetigen\/([A-Za-z0-9_-]{32})\/)/.exec(mail.text_body);
      expect(link).not.toBeNull();
      const row = requests.find((r) => r.token_hash === storedToken(link?.[2] ?? ''));
      if (row && link?.[1]) byCar.set(row.listing_id, link[1]);
      const opened = await h.request(link?.[1] ?? '');
      expect(opened.status).toBe(200);
      const html = await opened.text();
      expect(html).toContain('Ja, noch zu verkaufen');
      expect(html).toContain('Nein, bereits verkauft');
    }
    expect([...byCar.keys()].sort()).toEqual([kept, silent, sold].sort());
    const unanswered = await db().selectFrom('listing_confirmation_requests').select('id').where('answered_at', 'is', null).execute();
    expect(unanswered.length).toBeGreaterThanOrEqual(3);
    expect((await h.request('/inserat-bestaetigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')).status).toBe(404);
    expect((await h.request(byCar.get(kept)!, { method: 'POST', headers: { ...FORM, origin: 'https://evil.example' }, body: 'answer=available' })).status).toBe(
      403,
    );

    // 'Ja': confirmed now, stays online.
    const answeredFrom = new Date().toISOString();
    const yes = await h.request(byCar.get(kept)!, { method: 'POST', headers: { ...FORM, origin: PAGE_ORIGIN }, body: 'answer=available' });
    expect(yes.status).toBe(200);
    expect(await yes.text()).toContain('bleibt online');
    expect((await car(kept)).confirmed_at! >= answeredFrom).toBe(true);

    // 'Nein': sold, gone.
    const no = await h.request(byCar.get(sold)!, { method: 'POST', headers: { ...FORM, origin: PAGE_ORIGIN }, body: 'answer=sold' });
    expect(no.status).toBe(200);
    expect((await car(sold)).status).toBe('sold');
    await h.services.search.refresh();
    expect(await detailStatus(sold)).toBe(410);

    // No answer for 8 days: the car ends; the kept one stays.
    await db()
      .updateTable('listing_confirmation_requests')
      .set({ asked_at: daysAgo(8) })
      .where('listing_id', 'in', [kept, silent])
      .execute();
    await db()
      .updateTable('listings')
      .set({ confirmed_at: daysAgo(39) })
      .where('id', '=', silent)
      .execute();
    expect((await h.services.listingConfirmation.runDue()).endedPrivateCars).toBe(1);
    await h.services.search.refresh();
    expect(await detailStatus(silent)).toBe(410);
    expect(await detailStatus(kept)).toBe(200);

    // A late 'Ja' brings it back.
    const late = await h.request(byCar.get(silent)!, { method: 'POST', headers: { ...FORM, origin: PAGE_ORIGIN }, body: 'answer=available' });
    expect(await late.text()).toContain('bleibt online');
    await h.services.search.refresh();
    expect(await detailStatus(silent)).toBe(200);
  });
});
