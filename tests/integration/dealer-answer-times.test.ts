/**
 * Dealer answer times (issue 37 point 4): the lead mail's 'Anfrage beantwortet' link opens a page whose
 * button records the answer (opening it records nothing: mail scanners follow links), the partner API
 * records it too (idempotent), and from 5 enquiries on the dealer's figures appear in the API and on
 * the dealer page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePartnerKey } from '#src/ingestion/partner-keys.server.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { createPageAppHarness, PAGE_ORIGIN, type PageAppHarness } from '../support/page-app-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('dealer answer times on %s', (dialect) => {
  let h: PageAppHarness;
  let dealer: { id: number; company_name: string | null; email: string };
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, {
      listings: 300,
      env: { SEED_VALUE: '8' },
      // One dealer starts without enquiries, so its figures appear only with the test's fifth one.
      arrange: async (db) => {
        const first = await db
          .selectFrom('listings')
          .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
          .select('sellers.id')
          .where('sellers.type', '=', 'D')
          .where('listings.status', '=', 'active')
          .orderBy('listings.id')
          .executeTakeFirstOrThrow();
        await db.deleteFrom('leads').where('seller_id', '=', first.id).execute();
        await db
          .updateTable('sellers')
          .set({ answer_enquiries: 0, answer_median_minutes: null, answer_within_day_percent: null })
          .where('id', '=', first.id)
          .execute();
      },
    });
    const db = h.t.handle.db;
    const none = await db.selectFrom('sellers').select('id').where('type', '=', 'D').where('answer_enquiries', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    dealer = await db.selectFrom('sellers').select(['id', 'company_name', 'email']).where('id', '=', none.id).executeTakeFirstOrThrow();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const db = () => h.t.handle.db;
  const enquire = async (n: number) => {
    const leadId = randomUUID();
    const result = await h.services.leads.submitEnquiry(
      {
        name: `Käufer ${n}`,
        emailaddress: `kaeufer-${n}-${dialect}@example.at`,
        phone: '',
        comment: 'Guten Tag, ist ein Besichtigungstermin am Samstag möglich?',
        automatch: false,
        sendcopy: false,
        source: 'DealerPage-GW',
        dealerId: dealer.id,
        leadId,
        leadMetadata: { leadId, platform: 'web', brand: 'gebrauchtwagen.at', culture: 'de-AT', deviceCategory: 'desktop', isOptedInToAutoMatch: false },
      },
      { ip: `198.51.100.${10 + n}`, userAgent: 'vitest' },
    );
    if (result.kind !== 'sent') throw new Error(`enquiry ${n}: ${result.kind}`);
    return result.identifier;
  };
  const answeredAt = async (identifier: string) =>
    (await db().selectFrom('leads').select('answered_at').where('identifier', '=', identifier).executeTakeFirstOrThrow()).answered_at;
  const directoryEntry = async () => {
    const res = await h.request(`/api/v2/dealers?name=${encodeURIComponent(dealer.company_name ?? '')}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { dealers: { Id: number; AnswerTimes: unknown }[] };
    return body.dealers.find((d) => d.Id === dealer.id);
  };

  it('records answers from the mail link (POST only) and the partner API; figures appear from 5 enquiries on', async () => {
    const identifiers: string[] = [];
    for (let n = 1; n <= 5; n++) identifiers.push(await enquire(n));

    // The mail to the dealer carries the link; opening it shows the button and records nothing.
    const mails = await listOutboxMessages(db(), { kind: 'lead-seller', recipient: dealer.email });
    const mail = mails.find((m) => m.text_body.includes(identifiers[0]!));
    const path = /https?:\/\/[^/\s]+(\/anfrage-beantwortet\/[A-Za-z0-9_-]{32}\/)/.exec(mail?.text_body ?? '')?.[1];
    expect(path).toBeDefined();
    expect(mail?.html_body).toContain('Anfrage beantwortet');
    for (let i = 0; i < 2; i++) {
      const opened = await h.request(path!);
      expect(opened.status).toBe(200);
      const html = await opened.text();
      expect(html).toMatch(/<form[^>]* method="post"/);
      expect(html).toContain('Käufer 1');
    }
    expect(await answeredAt(identifiers[0]!)).toBeNull();
    // Another site cannot press the button; a made-up token finds nothing.
    expect((await h.request(path!, { method: 'POST', headers: { ...FORM, origin: 'https://evil.example' }, body: '' })).status).toBe(403);
    expect((await h.request('/anfrage-beantwortet/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')).status).toBe(404);
    const pressed = await h.request(path!, { method: 'POST', headers: { ...FORM, origin: PAGE_ORIGIN }, body: '' });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('ist vermerkt');
    const first = await answeredAt(identifiers[0]!);
    expect(first).not.toBeNull();
    // Pressing again keeps the first time.
    await h.request(path!, { method: 'POST', headers: { ...FORM, origin: PAGE_ORIGIN }, body: '' });
    expect(await answeredAt(identifiers[0]!)).toBe(first);

    // The partner API: authenticated, scoped to the partner's sellers, idempotent.
    const { key } = await issuePartnerKey(db(), 'Antwortportal', [dealer.id], new Date());
    const answer = (identifier: string, bearer = key) =>
      h.request(`/api/ingest/sellers/${dealer.id}/leads/${identifier}/answered`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
    expect((await answer(identifiers[1]!, 'gwk_wrong')).status).toBe(401);
    expect((await answer(randomUUID())).status).toBe(404);
    for (const identifier of identifiers.slice(1, 4)) {
      const res = await answer(identifier);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ result: 'recorded' });
    }
    expect(await (await answer(identifiers[1]!)).json()).toEqual({ result: 'already-recorded' });

    // Four answered and one enquiry still open (younger than a day): too few to show.
    expect((await directoryEntry())?.AnswerTimes).toEqual({ enquiries: 4, medianMinutes: 0, withinDayPercent: 100 });

    expect(await (await answer(identifiers[4]!)).json()).toEqual({ result: 'recorded' });
    expect((await directoryEntry())?.AnswerTimes).toEqual({ enquiries: 5, medianMinutes: 0, withinDayPercent: 100 });
    const page = await h.request(`/handlerwagen/?cid=${dealer.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('antwortet meist innerhalb von 1 Std.');
    expect(html).toContain('100 % der Anfragen in 24 Std. beantwortet');
  });

  it('shows the seeded dealers’ believable figures in the listing API', async () => {
    const car = await db()
      .selectFrom('listings')
      .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
      .select(['listings.id', 'sellers.answer_enquiries', 'sellers.answer_median_minutes'])
      .where('sellers.type', '=', 'D')
      .where('sellers.answer_enquiries', '>=', 5)
      .where('listings.status', '=', 'active')
      .orderBy('listings.id')
      .executeTakeFirstOrThrow();
    const res = await h.request(`/api/v2/listings?listingIds=${car.id}`);
    expect(res.status).toBe(200);
    const body = JSON.stringify(await res.json());
    expect(body).toContain(`"answerTimes":{"enquiries":${car.answer_enquiries},"medianMinutes":${car.answer_median_minutes}`);
  });
});
