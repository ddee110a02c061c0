/** Issue 27 point 5: price alerts on saved cars — double opt-in, one mail per drop or end, at most one a day, weekly overview, exactly once; both databases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAbuseGuard } from '#src/abuse/abuse-guard.server.ts';
import { createRateLimiter } from '#src/abuse/rate-limiter.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { createPriceAlertService, type PriceAlertService } from '#src/price-alert/price-alert.server.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { recordListingChange } from '#src/repositories/listing-change.repository.ts';
import { storedToken } from '#src/repositories/stored-token.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { header, readEml, startMessaging, type MessagingHarness } from './messaging-support.ts';

const META = { ip: '203.0.113.27', userAgent: 'vitest' };
const DAY = 24 * 3600 * 1000;

describe.each(DIALECTS)('price alerts on saved cars on %s', (dialect) => {
  let h: MessagingHarness;
  let alerts: PriceAlertService;
  let current = new Date();
  beforeAll(async () => {
    h = await startMessaging(dialect);
    const logger = createLogger('silent');
    const db = h.database.db;
    // The service on the harness's database with a clock the test moves (days pass in a line).
    alerts = createPriceAlertService({
      db,
      outbox: h.services.outbox,
      abuse: createAbuseGuard(createRateLimiter(db, { multiplier: 1 }), logger),
      listings: h.services.listings,
      site: { siteName: 'Test', publicUrl: h.env.PUBLIC_URL },
      logger,
      now: () => current,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  async function cars(n: number, offset: number) {
    const rows = await h.database.db
      .selectFrom('listings')
      .select(['id', 'title', 'price'])
      .where('status', '=', 'active')
      .where('expires_at', '>', new Date(Date.now() + 30 * DAY).toISOString())
      .orderBy('id')
      .offset(offset)
      .limit(n)
      .execute();
    return rows;
  }

  async function setListing(id: number, change: { price?: number; status?: 'sold' }) {
    await h.database.db
      .updateTable('listings')
      .set({ ...change, ...(change.status ? { sold_at: current.toISOString() } : {}), updated_at: current.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordListingChange(h.database.db, id);
    await h.services.search.refresh();
  }

  const mails = (recipient: string, kind?: string) => listOutboxMessages(h.database.db, { recipient, ...(kind ? { kind } : {}) });
  const confirmToken = (text: string) => /\/preisalarm\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('refuses a bad address or no known car and saves nothing', async () => {
    const [car] = await cars(1, 0);
    expect(await alerts.subscribe({ mail: 'kein-mail', listingIds: String(car?.id) }, META)).toMatchObject({ kind: 'invalid', field: 'mail' });
    expect(await alerts.subscribe({ mail: 'a@example.at', listingIds: 'x,1' }, META)).toMatchObject({ kind: 'invalid', field: 'listingIds' });
    expect(await alerts.subscribe({ mail: 'a@example.at', listingIds: '2147483000' }, META)).toMatchObject({ kind: 'invalid', field: 'listingIds' });
    expect(await h.database.db.selectFrom('price_alerts').select('id').execute()).toEqual([]);
  });

  it('mails nothing before the opt-in, then one mail per drop with both prices and the rating, at most one per car and day, and once when the car is gone', async () => {
    const mail = 'alarm@example.at';
    const [a, b] = await cars(2, 10);
    if (!a || !b) throw new Error('no cars');
    expect(await alerts.subscribe({ mail, listingIds: `${a.id},${b.id}` }, META)).toMatchObject({
      kind: 'saved',
      message: 'Ihr Preisalarm wurde gespeichert!',
    });
    const confirmations = await mails(mail, 'price-alert-confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text_body).toContain(a.title);
    expect(confirmations[0]?.text_body).toContain(b.title);

    // At rest only the link's hash (issue 37 point 7): a leaked table confirms nothing. Opening the link's
    // page names the cars and confirms nothing; its button does.
    const confirmLink = confirmToken(confirmations[0]?.text_body ?? '');
    const stored = await h.database.db.selectFrom('price_alerts').select(['confirm_token', 'confirmed_at']).where('email', '=', mail).execute();
    expect(stored).toEqual([
      { confirm_token: storedToken(confirmLink), confirmed_at: null },
      { confirm_token: storedToken(confirmLink), confirmed_at: null },
    ]);
    expect(await alerts.confirmTarget(storedToken(confirmLink))).toBeNull();
    expect(await alerts.confirmTarget(confirmLink)).toBe(2);

    // Not confirmed: a drop is not mailed.
    await setListing(a.id, { price: a.price - 1000 });
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0 });
    expect(await alerts.confirm(confirmLink)).toEqual({ kind: 'confirmed', cars: 2 });
    expect(await alerts.confirm('A'.repeat(32))).toEqual({ kind: 'confirm-failed' });

    // Confirmed: the drop since saving is mailed once, even with two runs at the same time.
    const [first, second] = await Promise.all([alerts.runDue(), alerts.runDue()]);
    expect((first?.changeMails ?? 0) + (second?.changeMails ?? 0)).toBe(1);
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0 });
    const drops = await mails(mail, 'price-alert');
    expect(drops).toHaveLength(1);
    const fmt = (n: number) => `€ ${n.toLocaleString('de-AT').replace(/\s/g, '.')}`;
    expect(drops[0]?.subject).toBe(`Preis gesenkt: ${a.title}`);
    expect(drops[0]?.text_body).toContain(`Neuer Preis: ${fmt(a.price - 1000)} (vorher ${fmt(a.price)})`);
    expect(drops[0]?.text_body).toMatch(/Preisbewertung: \S/);
    const unsubscribe = /\/preisalarm\/abbestellen\/([A-Za-z0-9_-]+)/.exec(drops[0]?.text_body ?? '')?.[1] ?? '';
    expect(JSON.parse(drops[0]?.headers ?? '{}')).toEqual({
      'List-Unsubscribe': `<${h.env.PUBLIC_URL}/preisalarm/abbestellen/${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const linkTokens = await h.database.db.selectFrom('price_alert_link_tokens').select('token').execute();
    expect(linkTokens.map((r) => r.token)).toContain(storedToken(unsubscribe));
    expect(linkTokens.map((r) => r.token)).not.toContain(unsubscribe);

    // Delivered through the outbox with its stable Message-ID (the worker runs on the real clock, as the mail was queued).
    await h.services.mailer.worker.deliverDue();
    expect(h.emlFiles().map((f) => header(readEml(h, f), 'Message-ID'))).toContain(drops[0]?.message_id);

    // A second drop the same day waits for the next day; then it is mailed against the price of the last mail.
    await setListing(a.id, { price: a.price - 1500 });
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0 });
    current = new Date(current.getTime() + DAY);
    expect(await alerts.runDue()).toMatchObject({ changeMails: 1 });
    expect((await mails(mail, 'price-alert')).at(-1)?.text_body).toContain(`(vorher ${fmt(a.price - 1000)})`);
    // A rise is not news.
    await setListing(a.id, { price: a.price });
    current = new Date(current.getTime() + DAY);
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0 });

    // Sold: one mail, then nothing more about that car.
    await setListing(b.id, { status: 'sold' });
    expect(await alerts.runDue()).toMatchObject({ changeMails: 1 });
    expect((await mails(mail, 'price-alert')).at(-1)?.subject).toBe(`Nicht mehr verfügbar: ${b.title}`);
    current = new Date(current.getTime() + DAY);
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0 });

    // Unsubscribe: the page names the car; the button deletes once.
    expect(await alerts.unsubscribeTarget(unsubscribe)).toMatchObject([{ title: a.title }]);
    expect(await alerts.unsubscribe(unsubscribe)).toBe('deleted');
    expect(await alerts.unsubscribe(unsubscribe)).toBe('already-deleted');
    expect(await alerts.unsubscribeTarget(unsubscribe)).toBeNull();
    await setListing(a.id, { price: a.price - 3000 });
    current = new Date(current.getTime() + DAY);
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0 });
  });

  it('sends the weekly overview once a week instead of single mails', async () => {
    const mail = 'woche@example.at';
    const [c, d] = await cars(2, 20);
    if (!c || !d) throw new Error('no cars');
    await alerts.subscribe({ mail, listingIds: [c.id, d.id], frequency: 'weekly' }, META);
    const [confirmation] = await mails(mail, 'price-alert-confirmation');
    await alerts.confirm(confirmToken(confirmation?.text_body ?? ''));
    await setListing(c.id, { price: c.price - 500 });
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0, weeklyMails: 0 });
    current = new Date(current.getTime() + 8 * DAY);
    expect(await alerts.runDue()).toMatchObject({ changeMails: 0, weeklyMails: 1 });
    expect(await alerts.runDue()).toMatchObject({ weeklyMails: 0 });
    const [weekly] = await mails(mail, 'price-alert-weekly');
    expect(weekly?.subject).toBe('Ihre gemerkten Fahrzeuge diese Woche: 1 günstiger');
    expect(weekly?.text_body).toContain(c.title);
    expect(weekly?.text_body).toContain(d.title);
    current = new Date(current.getTime() + 8 * DAY);
    expect(await alerts.runDue()).toMatchObject({ weeklyMails: 1 });

    // Each car's link ends that car's alert; the mail programs' one click (List-Unsubscribe) ends all of the overview's.
    const latest = (await mails(mail, 'price-alert-weekly')).at(-1);
    const carLinks = [...(latest?.text_body ?? '').matchAll(/Abbestellen: \S+\/preisalarm\/abbestellen\/([A-Za-z0-9_-]+)/g)].map((m) => m[1] ?? '');
    expect(carLinks).toHaveLength(2);
    expect(await alerts.unsubscribeTarget(carLinks[0] ?? '')).toHaveLength(1);
    const headers = JSON.parse(latest?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /\/preisalarm\/abbestellen\/([A-Za-z0-9_-]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect((await alerts.unsubscribeTarget(oneClick))?.map((car) => car.title).sort()).toEqual([c.title, d.title].sort());
    expect(await alerts.unsubscribe(oneClick)).toBe('deleted');
    expect(await h.database.db.selectFrom('price_alerts').select('id').where('email', '=', mail).execute()).toEqual([]);
    expect(await alerts.unsubscribe(carLinks[1] ?? '')).toBe('already-deleted');
  });
});
