/**
 * Double opt-in and unsubscribe complete only on POST (issue 37 point 7): a mail scanner that opens every
 * link confirms and ends nothing. The mailed link opens a page with a button (a plain form: no JavaScript
 * needed); mail programs' one-click unsubscribe (RFC 8058) posts to the unsubscribe page itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { storedToken } from '#src/repositories/stored-token.ts';
import { createPageAppHarness, PAGE_ORIGIN, type PageAppHarness } from '../support/page-app-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

const META = { ip: '198.51.100.44', userAgent: 'vitest' };
const GOLF = 'mmm=74|8401&freg=2019-06&km=84000&fuel=D&powerkw=110&gear=2&body=6';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('links in subscription mails (issue 37 point 7) on %s', (dialect) => {
  let h: PageAppHarness;
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, { listings: 400, env: { SEED_VALUE: '8' } });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const db = () => h.t.handle.db;
  const linkIn = async (recipient: string, kind: string, pattern: RegExp) => {
    const [mail] = await listOutboxMessages(db(), { kind, recipient });
    const path = pattern.exec(mail?.text_body ?? '')?.[1];
    if (!path) throw new Error(`no link in the ${kind} mail`);
    return path;
  };
  /** The page's button, as a browser without JavaScript posts it. */
  const pressButton = (path: string) => h.request(path, { method: 'POST', headers: { ...FORM, origin: PAGE_ORIGIN }, body: '', redirect: 'manual' });

  it('price alert: opening the link shows the button and confirms nothing; the button confirms', async () => {
    const email = 'preisalarm-link@example.at';
    const car = await db().selectFrom('listings').select('id').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    expect(await h.services.priceAlerts.subscribe({ mail: email, listingIds: String(car.id) }, META)).toMatchObject({ kind: 'saved' });
    const path = await linkIn(email, 'price-alert-confirmation', /https?:\/\/[^/\s]+(\/preisalarm\/bestaetigen\/[A-Za-z0-9_-]+)/);
    const confirmedAt = async () =>
      (await db().selectFrom('price_alerts').select('confirmed_at').where('email', '=', email).executeTakeFirstOrThrow()).confirmed_at;

    for (let i = 0; i < 2; i++) {
      const opened = await h.request(path);
      expect(opened.status).toBe(200);
      const html = await opened.text();
      expect(html).toMatch(/<form[^>]* method="post"/);
      expect(html).toContain('Preisalarm für 1 Fahrzeug bestätigen');
    }
    expect(await confirmedAt()).toBeNull();

    const pressed = await pressButton(path);
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('Ihr Preisalarm ist bestätigt');
    expect(await confirmedAt()).not.toBeNull();
    // Another site cannot press it for the subscriber.
    expect((await h.request(path, { method: 'POST', headers: { ...FORM, origin: 'https://evil.example' }, body: '' })).status).toBe(403);
  });

  it("'Wertalarm': the same, and a change mail's one-click unsubscribe ends it", async () => {
    const email = 'wertalarm-link@example.at';
    // Saved as `subscribe` saves it (valuing needs more Golfs than this inventory has; messages-value-alert.test.ts does that).
    const token = 'WertalarmLinkTestToken0123456789';
    await db()
      .insertInto('value_alerts')
      .values({
        email,
        inputs: GOLF,
        token: storedToken(token),
        market_value: 18_000,
        created_at: new Date().toISOString(),
        confirmed_at: null,
        last_value: 18_000,
        last_notified_at: null,
      })
      .execute();
    const path = `/fahrzeugbewertung/wertalarm/bestaetigen/${token}`;
    const confirmedAt = async () =>
      (await db().selectFrom('value_alerts').select('confirmed_at').where('email', '=', email).executeTakeFirstOrThrow()).confirmed_at;

    const opened = await h.request(path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Wertalarm bestätigen</button>');
    expect(await confirmedAt()).toBeNull();
    const pressed = await pressButton(path);
    expect(await pressed.text()).toContain('Ihr Wertalarm ist bestätigt');
    expect(await confirmedAt()).not.toBeNull();

    // What a mail program does with List-Unsubscribe-Post: a POST without Origin, body List-Unsubscribe=One-Click.
    const unsubscribe = path.replace('/bestaetigen/', '/abbestellen/');
    const oneClick = await h.request(unsubscribe, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await db().selectFrom('value_alerts').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('search agent: the link opens a page with the button, older mails’ API link leads there, and only the button confirms', async () => {
    const email = 'suchagent-link@example.at';
    expect(await h.services.searchAgent.subscribe({ mail: email, searchString: '/angebote/vw/' }, META)).toMatchObject({ kind: 'saved' });
    const path = await linkIn(email, 'agent-confirmation', /https?:\/\/[^/\s]+(\/suchagenten\/bestaetigen\/[A-Za-z0-9_-]+)/);
    const token = path.split('/').at(-1) ?? '';
    const confirmedAt = async () =>
      (await db().selectFrom('search_subscriptions').select('confirmed_at').where('email', '=', email).executeTakeFirstOrThrow()).confirmed_at;

    const older = await h.request(`/api/search-subscription/confirm/${token}`, { redirect: 'manual' });
    expect(older.status).toBe(303);
    expect(older.headers.get('location')).toBe(path);
    const opened = await h.request(path);
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain('Suchagent bestätigen</button>');
    expect(html).toContain('VW');
    expect(await confirmedAt()).toBeNull();

    const pressed = await pressButton(path);
    expect(pressed.status).toBe(303);
    const landing = new URL(pressed.headers.get('location') ?? '', PAGE_ORIGIN);
    expect(landing.searchParams.get('notification')).toBe('94-0-confirmed');
    expect(await confirmedAt()).not.toBeNull();
    expect((await h.request(`/suchagenten/bestaetigen/${'A'.repeat(32)}`)).status).toBe(404);
  });
});
