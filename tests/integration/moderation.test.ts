import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { hashOperatorPassword } from '#src/config/operator-password.server.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { createPageAppHarness, PAGE_ORIGIN, type PageAppHarness } from '../support/page-app-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const run = promisify(execFile);
const PAGE = '/betrieb/moderation/';
const USER = 'betrieb';
const PASSWORD = 'Richtiges-Passwort-2026';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const SIGNED_IN = { authorization: basic(USER, PASSWORD) };

describe.each(DIALECTS)('moderation (issue 25 point 5) on %s', (dialect) => {
  let h: PageAppHarness;
  /** set while a test needs time to stand still (the sign-in delay) */
  let heldClock: Date | null = null;
  beforeAll(async () => {
    // A cheap scrypt cost: the format carries it, and the check is the same code as with the default.
    const hash = await hashOperatorPassword(PASSWORD, { n: 1024, r: 8, p: 1 });
    h = await createPageAppHarness(dialect, {
      listings: 300,
      env: { ADMIN_USER: USER, ADMIN_PASSWORD_HASH: hash, TRUST_PROXY: '1' },
      now: () => heldClock ?? new Date(),
    });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const db = () => h.t.handle.db;
  /** An active car nobody reported yet, with its seller's address. */
  const unreportedCar = async (offset: number) =>
    db()
      .selectFrom('listings')
      .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
      .select(['listings.id', 'listings.title', 'listings.price', 'sellers.email'])
      .where('listings.status', '=', 'active')
      .where('listings.expires_at', '>', new Date().toISOString())
      .orderBy('listings.id')
      .limit(1)
      .offset(offset)
      .executeTakeFirstOrThrow();
  /** A report through the public API, as the detail page's 'Verdacht melden' form sends it. */
  const report = async (listingId: number, comment: string) => {
    const res = await h.request('/api/fraud', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN, 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({
        articleId: 1111,
        reasonId: 'F',
        comment,
        email: 'melder@example.at',
        listingGuid: listingId,
        firstName: 'Eva',
        lastName: 'Muster',
      }),
    });
    expect(res.status).toBe(200);
    const row = await db()
      .selectFrom('fraud_reports')
      .select(['id', 'status'])
      .where('listing_id', '=', listingId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    h.request(PAGE, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PAGE_ORIGIN, ...SIGNED_IN, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const searchIds = async (price: number) => {
    const body = (await (await h.request(`/api/v2/search-listings?pricefrom=${price}&priceto=${price}&size=50`)).json()) as {
      listings: { id: number }[];
      metadata: { totalItems: number };
    };
    return { ids: body.listings.map((l) => l.id), total: body.metadata.totalItems };
  };

  it('asks for credentials (401), refuses a wrong password and makes a guessing address wait, never another one', async () => {
    const anonymous = await h.request(PAGE);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic realm="Betrieb"/);
    expect(await anonymous.text()).toContain('Anmeldung erforderlich');
    expect((await h.request(PAGE, { headers: { authorization: basic('jemand', PASSWORD) } })).status).toBe(401);

    heldClock = new Date();
    const guesser = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < 3; i += 1) expect((await h.request(PAGE, { headers: { ...guesser, authorization: basic(USER, `falsch-${i}`) } })).status).toBe(401);
    // After three failures the address waits (issue 37 point 7), even with the right password; a POST changes nothing.
    const limited = await h.request(PAGE, { headers: { ...guesser, ...SIGNED_IN } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.text()).toContain('Zu viele Anmeldeversuche. Bitte versuchen Sie es in');
    // Another address still signs in.
    expect((await h.request(PAGE, { headers: { 'x-forwarded-for': '192.0.2.10', ...SIGNED_IN } })).status).toBe(200);
    heldClock = null;
  });

  it('lists an open report with its car; "Inserat sperren" takes it out of search and detail (410) and mails the seller', async () => {
    const car = await unreportedCar(3);
    const reportId = await report(car.id, 'Verlangt Anzahlung per Western Union.');
    const before = await searchIds(car.price);
    expect(before.ids).toContain(car.id);

    const page = await h.request(PAGE, { headers: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain(`Meldung ${reportId}: Betrugsverdacht`);
    expect(html).toContain(`href="${detailPath(car.title, car.id)}"`);
    expect(html).toContain('Verlangt Anzahlung per Western Union.');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>');

    const tooShort = await post({ intent: 'block', listingId: String(car.id), reason: 'x', form: `report-${reportId}` });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain('Bitte eine Begründung für den Verkäufer angeben');

    const blocked = await post({ intent: 'block', listingId: String(car.id), reason: 'Betrugsverdacht: Vorauszahlung verlangt.', form: `report-${reportId}` });
    expect(blocked.status).toBe(200);
    expect(await blocked.text()).toContain(`Inserat ${car.id} ist gesperrt; 1 Meldung erledigt`);

    await expect.poll(async () => (await searchIds(car.price)).ids, { timeout: 10_000, interval: 200 }).not.toContain(car.id);
    expect((await searchIds(car.price)).total).toBe(before.total - 1);
    const detail = await h.request(detailPath(car.title, car.id));
    expect(detail.status).toBe(410);
    expect(await detail.text()).toContain(CAR_GONE_MESSAGE);
    expect((await h.request(`/api/v2/listings/${car.id}`)).status).toBe(410);

    const mails = await listOutboxMessages(db(), { kind: 'listing-blocked', recipient: car.email });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Ihr Inserat wurde gesperrt: ${car.title}`);
    expect(mails[0]?.text_body).toContain('Betrugsverdacht: Vorauszahlung verlangt.');
    expect(await db().selectFrom('fraud_reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).toEqual({ status: 'handled' });

    // Blocking again changes nothing and sends no second mail.
    expect((await post({ intent: 'block', listingId: String(car.id), reason: 'Noch einmal gesperrt.' })).status).toBe(409);
    expect(await listOutboxMessages(db(), { kind: 'listing-blocked', recipient: car.email })).toHaveLength(1);
  });

  it('"Meldung erledigt" closes the report and leaves the car online; a cross-site post is refused', async () => {
    const car = await unreportedCar(5);
    const reportId = await report(car.id, 'Die Fotos passen nicht zur Beschreibung.');
    expect((await post({ intent: 'resolve', reportId: String(reportId) }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect(await db().selectFrom('fraud_reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).toEqual({ status: 'open' });

    const resolved = await post({ intent: 'resolve', reportId: String(reportId) });
    expect(resolved.status).toBe(200);
    const html = await resolved.text();
    expect(html).toContain(`Meldung ${reportId} ist erledigt.`);
    expect(html).not.toContain(`Meldung ${reportId}: `);
    expect(await db().selectFrom('fraud_reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).toEqual({ status: 'handled' });
    expect((await h.request(detailPath(car.title, car.id))).status).toBe(200);
    expect((await searchIds(car.price)).ids).toContain(car.id);
    expect(await listOutboxMessages(db(), { kind: 'listing-blocked', recipient: car.email })).toHaveLength(0);
  });

  it('does the same from the command line: npm run moderation -- list / block', async () => {
    const car = await unreportedCar(7);
    const reportId = await report(car.id, 'Preis viel zu niedrig.');
    const env = { ...process.env, DATA_DIR: h.t.dataDir, DATABASE_URL: h.t.databaseUrl ?? '', LOG_LEVEL: 'silent' };
    const listed = await run(process.execPath, ['--import', 'tsx', 'scripts/moderation.ts', 'list'], { env });
    expect(listed.stdout).toContain(`Meldung ${reportId} vom`);
    const blocked = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/moderation.ts', 'block', String(car.id), '--reason', 'Gefälschte Fahrzeugpapiere.'],
      { env },
    );
    expect(blocked.stdout).toContain(`Inserat ${car.id} gesperrt; 1 Meldung(en) erledigt`);
    await expect.poll(async () => (await h.request(detailPath(car.title, car.id))).status, { timeout: 10_000, interval: 200 }).toBe(410);
    // The search index follows another process's write at its next poll of the change feed.
    await expect.poll(async () => (await searchIds(car.price)).ids, { timeout: 10_000, interval: 200 }).not.toContain(car.id);
    expect(await listOutboxMessages(db(), { kind: 'listing-blocked', recipient: car.email })).toHaveLength(1);
    // Its report was closed with the block.
    expect(await db().selectFrom('fraud_reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).toEqual({ status: 'handled' });
  }, 300_000);
});

describe.each(DIALECTS)('without ADMIN_USER and ADMIN_PASSWORD_HASH on %s', (dialect) => {
  let h: PageAppHarness;
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, { listings: 0 });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('the operator page does not exist (404), whatever credentials are sent', async () => {
    expect((await h.request(PAGE)).status).toBe(404);
    expect((await h.request(PAGE, { headers: SIGNED_IN })).status).toBe(404);
    expect(
      (
        await h.request(PAGE, {
          method: 'POST',
          headers: { ...SIGNED_IN, origin: PAGE_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'intent=resolve&reportId=1',
        })
      ).status,
    ).toBe(404);
  });
});
