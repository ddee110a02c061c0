import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { DAILY_AGENT_JOB, runDailyAgentIfDue } from '#src/jobs/background-jobs.server.ts';
import { recordListingChange } from '#src/repositories/listing-change.repository.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { parseAgentNotification } from '#src/search-agent/agent-notification.ts';
import { viennaInstant } from '#src/search-agent/agent-schedule.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { activeListing, header, insertListing, readEml, startMessaging, type MessagingHarness } from './messaging-support.ts';
import { countEventLoopTurns } from '../support/event-loop-turns.ts';

const SUBSCRIBER = 'suchagent@example.at';

describe.each(DIALECTS)('search agent on %s', (dialect) => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function confirmationToken(recipient = SUBSCRIBER, index = 0): Promise<string> {
    const mail = (await listOutboxMessages(h.database.db, { kind: 'agent-confirmation', recipient }))[index];
    const match = /\/suchagenten\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
    if (!match?.[1]) throw new Error('no confirmation link in the mail');
    return match[1];
  }

  it('subscribes with double opt-in, mails exactly the new matching cars once, and unsubscribes with the two banners', async () => {
    const template = await activeListing(h, 'D');
    const make = h.services.taxonomy.makeById.get(template.make_id);
    const model = h.services.taxonomy.modelById.get(template.model_id);
    if (!make || !model) throw new Error('taxonomy lookup failed');
    const priceTo = 200_000;

    // Subscribe from a pretty result URL with sort, page and a stale banner parameter: only searchable values are stored.
    const res = await h.post('/search-subscription/subscribe', {
      mail: SUBSCRIBER.toUpperCase(),
      searchString: `/angebote/${make.safeValue}/${model.safeValue}/?priceto=${priceTo}&sort=price&desc=1&page=3&notification=94-0&utm_source=x`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ payload: { data: { message: 'Ihr Suchagent wurde gespeichert!' } } });
    const stored = await h.database.db.selectFrom('search_subscriptions').selectAll().where('email', '=', SUBSCRIBER).executeTakeFirstOrThrow();
    expect(stored.search_string).toBe(`make=${make.id}&model=${model.id}&priceto=${priceTo}`);
    expect(stored.confirmed_at).toBeNull();

    // Unconfirmed: the job sends nothing, whatever is new.
    const early = await h.services.searchAgent.runDigests('daily', new Date(Date.now() + 60_000));
    expect(early.mailed).toBe(0);

    // The confirmation mail went out with the link to the page with the button. Opening a link confirms
    // nothing (mail scanners open every link): older mails' API link only leads to that page (issue 37 point 7).
    await h.services.mailer.worker.deliverDue();
    const token = await confirmationToken();
    const confirmFile = h.emlFiles().find((f) => header(readEml(h, f), 'To') === SUBSCRIBER);
    expect(confirmFile).toBeDefined();
    const olderLink = await fetch(`${h.api}/search-subscription/confirm/${token}`, { redirect: 'manual' });
    expect(olderLink.status).toBe(303);
    expect(olderLink.headers.get('location')).toBe(`/suchagenten/bestaetigen/${token}`);
    const unconfirmed = await h.database.db.selectFrom('search_subscriptions').select('confirmed_at').where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(unconfirmed.confirmed_at).toBeNull();
    // The page's button (app/routes/search-agent-confirm.tsx) confirms and lands on the search with the banner.
    const confirm = await h.services.searchAgent.confirm(token);
    const confirmTarget = new URL(confirm.redirectTo, 'http://x');
    expect(confirmTarget.pathname).toBe('/angebote/');
    expect(parseAgentNotification(confirmTarget.searchParams.get('notification'))?.kind).toBe('confirmed');
    const confirmed = await h.database.db.selectFrom('search_subscriptions').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(confirmed.confirmed_at).not.toBeNull();

    // New cars: three match, one is another make, one matches but is sold, one is too expensive, one was online before.
    const base = Date.parse(confirmed.confirmed_at ?? '') + 1000;
    const at = (i: number) => new Date(base + i * 1000).toISOString();
    const otherMake = [...h.services.taxonomy.makeById.values()].find((m) => m.id !== make.id && m.models.length > 0);
    const matching: number[] = [];
    for (let i = 0; i < 3; i++) {
      matching.push(
        await insertListing(h, template, {
          title: `Neu ${make.name} ${model.name} Nr. ${i}`,
          price: 20_000 + i,
          status: 'active',
          created_at: at(i),
          updated_at: at(i),
        }),
      );
    }
    const others = [
      await insertListing(h, template, {
        title: 'Andere Marke',
        make_id: otherMake?.id ?? template.make_id,
        model_id: otherMake?.models[0]?.id ?? template.model_id,
        created_at: at(4),
        updated_at: at(4),
      }),
      await insertListing(h, template, { title: 'Schon verkauft', status: 'sold', sold_at: at(5), created_at: at(5), updated_at: at(5) }),
      await insertListing(h, template, { title: 'Zu teuer', price: priceTo + 1, created_at: at(6), updated_at: at(6) }),
      // Listed again by its seller (issue 27 §7): a new row, but first seen a month ago, so not new.
      await insertListing(h, template, {
        title: 'Wieder eingestellt',
        price: 20_010,
        created_at: at(7),
        first_seen_at: new Date(base - 30 * 86_400_000).toISOString(),
        updated_at: at(7),
      }),
    ];
    await h.services.search.refresh();

    const cutoff = new Date(base + 60_000);
    const report = await h.services.searchAgent.runDigests('daily', cutoff);
    expect(report).toMatchObject({ mailed: 1, cars: 3, errors: 0 });
    const digests = await listOutboxMessages(h.database.db, { kind: 'agent-digest', recipient: SUBSCRIBER });
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    expect(digest?.subject).toBe('3 neue Fahrzeuge zu Ihrer Suche');
    const linked = [...(digest?.text_body ?? '').matchAll(/\/fahrzeuge\/[^/\s]+\/(\d+)/g)].map((m) => Number(m[1]));
    expect(linked.sort()).toEqual([...matching].sort());
    for (const id of others) expect(linked).not.toContain(id);
    for (const id of matching) {
      const row = await h.database.db.selectFrom('listings').select('title').where('id', '=', id).executeTakeFirstOrThrow();
      expect(digest?.text_body).toContain(detailPath(row.title, id));
    }
    // The unsubscribe link comes last (a page with a button, its own token per mail), and the one-click
    // address of the same token is the List-Unsubscribe header for mail programs.
    const text = digest?.text_body ?? '';
    const unsubscribeMatch = /(https?:\/\/[^/\s]+)\/suchagenten\/abmelden\/([A-Za-z0-9_-]+)/.exec(text);
    const digestToken = unsubscribeMatch?.[2] ?? '';
    expect(unsubscribeMatch?.[1]).toBe(h.env.PUBLIC_URL);
    expect(digestToken).not.toBe(token);
    expect(text.lastIndexOf('/suchagenten/abmelden/')).toBeGreaterThan(text.lastIndexOf('/fahrzeuge/'));
    const oneClickUrl = `${h.env.PUBLIC_URL}/api/search-subscription/unsubscribe/${digestToken}`;
    expect(JSON.parse(digest?.headers ?? '{}')).toMatchObject({
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const afterRun = await h.database.db.selectFrom('search_subscriptions').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(afterRun.last_sent_at).not.toBeNull();
    expect(afterRun.seen_until).toBe(cutoff.toISOString());

    // Running again (same cutoff or later, nothing new) mails nothing.
    expect((await h.services.searchAgent.runDigests('daily', cutoff)).mailed).toBe(0);
    expect((await h.services.searchAgent.runDigests('daily', new Date(cutoff.getTime() + 60_000))).mailed).toBe(0);
    expect(await listOutboxMessages(h.database.db, { kind: 'agent-digest', recipient: SUBSCRIBER })).toHaveLength(1);

    // Watched search: a mailed car gets cheaper → one mail naming the old and the new price, once.
    const cheaper = matching[1] as number;
    await h.database.db.updateTable('listings').set({ price: 19_000, updated_at: new Date().toISOString() }).where('id', '=', cheaper).execute();
    await recordListingChange(h.database.db, cheaper);
    await h.services.search.refresh();
    const dropRun = await h.services.searchAgent.runDigests('daily', new Date(cutoff.getTime() + 120_000));
    expect(dropRun).toMatchObject({ mailed: 1, cars: 0, priceDrops: 1 });
    const dropMail = (await listOutboxMessages(h.database.db, { kind: 'agent-digest', recipient: SUBSCRIBER }))[1];
    expect(dropMail?.subject).toBe('Preis gesenkt: 1 Fahrzeug zu Ihrer Suche');
    expect(dropMail?.text_body).toContain('€ 19.000 (vorher € 20.001)');
    expect(dropMail?.text_body).toContain(`/${cheaper}`);
    expect((await h.services.searchAgent.runDigests('daily', new Date(cutoff.getTime() + 180_000))).mailed).toBe(0);

    // The digest is delivered with its stable Message-ID.
    await h.services.mailer.worker.deliverDue();
    const digestFile = h.emlFiles().find((f) => header(readEml(h, f), 'Message-ID') === digest?.message_id);
    expect(digestFile).toBeDefined();

    // The database holds no link token in plain text, only hashes (issue 24 point 8).
    const storedTokens = [
      ...(await h.database.db.selectFrom('search_subscriptions').select('token').execute()).map((r) => r.token),
      ...(await h.database.db.selectFrom('search_agent_link_tokens').select('token').execute()).map((r) => r.token),
    ];
    expect(storedTokens.length).toBeGreaterThan(1);
    expect(storedTokens).not.toContain(token);
    expect(storedTokens).not.toContain(digestToken);
    for (const stored of storedTokens) expect(stored).toMatch(/^[0-9a-f]{64}$/);

    // Opening a link deletes nothing (mail link scanners open every link): the old API link of earlier
    // mails leads to the page with the button, which names the search.
    const opened = await fetch(`${h.api}/search-subscription/unsubscribe/${token}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/suchagenten/abmelden/${token}`);
    expect(await h.services.searchAgent.linkTarget(digestToken)).toMatchObject({ label: expect.stringContaining(make.name) as string });
    expect(await h.database.db.selectFrom('search_subscriptions').select('id').where('id', '=', stored.id).execute()).toHaveLength(1);

    // The page's button (its action calls this): deleted, success banner on the same search.
    const first = await h.services.searchAgent.unsubscribe(digestToken);
    const firstTarget = new URL(first.redirectTo, 'http://x');
    expect(firstTarget.pathname).toBe('/angebote/');
    expect(firstTarget.searchParams.get('make')).toBe(String(make.id));
    expect(firstTarget.searchParams.get('notification')).toBe('94-0');
    expect(parseAgentNotification(firstTarget.searchParams.get('notification'))).toMatchObject({
      tone: 'success',
      title: 'Ihr Suchagent wurde erfolgreich gelöscht!',
    });
    expect(await h.database.db.selectFrom('search_subscriptions').select('id').where('id', '=', stored.id).execute()).toHaveLength(0);
    expect(await h.services.searchAgent.linkTarget(digestToken)).toBeNull();

    // Second click: already unsubscribed, warning banner, still the same search.
    const second = await h.services.searchAgent.unsubscribe(token);
    const secondTarget = new URL(second.redirectTo, 'http://x');
    expect(secondTarget.searchParams.get('make')).toBe(String(make.id));
    expect(secondTarget.searchParams.get('notification')).toBe('94-1');
    expect(parseAgentNotification(secondTarget.searchParams.get('notification'))).toMatchObject({
      tone: 'warning',
      title: 'Sie haben sich bereits von dieser Suche abgemeldet.',
    });

    // No e-mail address remains stored for the deleted agent.
    const tombstones = await h.database.db.selectFrom('search_agent_tombstones').selectAll().where('search_string', '=', stored.search_string).execute();
    expect(tombstones).toHaveLength(3);
    expect(JSON.stringify(tombstones)).not.toContain(SUBSCRIBER);
    expect(JSON.stringify(tombstones)).not.toContain(token);
  });

  it('supports the one-click unsubscribe POST of mail programs', async () => {
    const res = await h.post('/search-subscription/subscribe', { mail: 'oneclick@example.at', searchString: 'pricefrom=1000' });
    expect(res.status).toBe(200);
    const token = await confirmationToken('oneclick@example.at');
    // A GET of the same address deletes nothing.
    expect((await fetch(`${h.api}/search-subscription/unsubscribe/${token}`, { redirect: 'manual' })).status).toBe(303);
    expect(await h.database.db.selectFrom('search_subscriptions').select('id').where('email', '=', 'oneclick@example.at').execute()).toHaveLength(1);
    const post = await fetch(`${h.api}/search-subscription/unsubscribe/${token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await post.json()).toEqual({ payload: { data: { status: 'deleted' } } });
    expect(await h.database.db.selectFrom('search_subscriptions').select('id').where('email', '=', 'oneclick@example.at').execute()).toHaveLength(0);
    const again = await fetch(`${h.api}/search-subscription/unsubscribe/${token}`, { method: 'POST' });
    expect(await again.json()).toEqual({ payload: { data: { status: 'already-deleted' } } });
  });

  it('validates the address with the spec messages and silently drops honeypot submissions', async () => {
    const bad = await h.post('/search-subscription/subscribe', { mail: 'keine-adresse', searchString: '' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', code: 'VALIDATION', field: 'mail' } });
    const short = await h.post('/search-subscription/subscribe', { mail: 'a@b', searchString: '' });
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe('E-Mail-Adresse zu kurz.');
    const unknownPath = await h.post('/search-subscription/subscribe', { mail: 'path@example.at', searchString: '/angebote/keine-marke/' });
    expect(((await unknownPath.json()) as { error: { field: string } }).error.field).toBe('searchString');

    const bot = await h.post('/search-subscription/subscribe', { mail: 'bot@example.at', searchString: 'make=9', website: 'x' });
    expect(bot.status).toBe(200);
    expect(await h.database.db.selectFrom('search_subscriptions').select('id').where('email', '=', 'bot@example.at').execute()).toHaveLength(0);
  });

  it('sends instant alerts on their own schedule, and a repeated subscribe sends a fresh confirmation link', async () => {
    const template = await activeListing(h, 'D');
    const searchString = `make=${template.make_id}&pricefrom=900000`;
    const body = { mail: 'instant@example.at', searchString, frequency: 'instant' };
    expect((await h.post('/search-subscription/subscribe', body)).status).toBe(200);
    const firstToken = await confirmationToken('instant@example.at');
    expect((await h.post('/search-subscription/subscribe', body)).status).toBe(200);
    const row = await h.database.db.selectFrom('search_subscriptions').selectAll().where('email', '=', 'instant@example.at').executeTakeFirstOrThrow();
    expect(await listOutboxMessages(h.database.db, { kind: 'agent-confirmation', recipient: 'instant@example.at' })).toHaveLength(2);
    const secondToken = await confirmationToken('instant@example.at', 1);
    expect(secondToken).not.toBe(firstToken);
    // The old link no longer confirms; the new one does.
    const stale = await h.services.searchAgent.confirm(firstToken);
    expect(new URL(stale.redirectTo, 'http://x').searchParams.get('notification')).toBe('94-1-confirm');
    await h.services.searchAgent.confirm(secondToken);

    const confirmedAt = Date.parse(
      (await h.database.db.selectFrom('search_subscriptions').select('confirmed_at').where('id', '=', row.id).executeTakeFirstOrThrow()).confirmed_at ?? '',
    );
    const fresh = await insertListing(h, template, { title: 'Sofort gemeldet', price: 950_000, created_at: new Date(confirmedAt + 1000).toISOString() });
    await h.services.search.refresh();
    const cutoff = new Date(confirmedAt + 60_000);
    expect((await h.services.searchAgent.runDigests('daily', cutoff)).mailed).toBe(0);
    expect(await h.services.searchAgent.runDigests('instant', cutoff)).toMatchObject({ mailed: 1, cars: 1 });
    const [alert] = await listOutboxMessages(h.database.db, { kind: 'agent-digest', recipient: 'instant@example.at' });
    expect(alert?.text_body).toContain(`/${fresh}`);
  });

  it('runs the daily job once per Vienna day from the configured hour, in one process only', async () => {
    const hour = 7;
    const scheduled = viennaInstant(new Date('2031-03-10T12:00:00Z'), hour);
    expect(await runDailyAgentIfDue(h.services, h.database, hour, new Date(scheduled.getTime() - 1000))).toBe(false);
    const due = new Date(scheduled.getTime() + 2 * 60_000);
    const [a, b] = await Promise.all([runDailyAgentIfDue(h.services, h.database, hour, due), runDailyAgentIfDue(h.services, h.database, hour, due)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await runDailyAgentIfDue(h.services, h.database, hour, new Date(due.getTime() + 3_600_000))).toBe(false);
    const runs = await h.database.db.selectFrom('job_runs').selectAll().where('job', '=', DAILY_AGENT_JOB).execute();
    expect(runs).toEqual([expect.objectContaining({ run_key: '2031-03-10' })]);
    expect(runs[0]?.finished_at).not.toBeNull();
  });
  it('lets the event loop turn between the subscriptions of a run (it runs inside a serving process)', async () => {
    // Subscriptions already up to date: each is decided without a query, so before, the loop over them
    // never let a request in. Counting turns of the event loop checks it without timing anything.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const count = 50;
    await h.database.db
      .insertInto('search_subscriptions')
      .values(
        Array.from({ length: count }, (_, i) => ({
          token: `turns-${i}`,
          email: `turns${i}@example.at`,
          search_string: 'pricefrom=1000',
          confirmed_at: later,
          last_sent_at: null,
          created_at: later,
          frequency: 'daily',
          seen_until: later,
          paused_at: null,
        })),
      )
      .execute();
    const loop = countEventLoopTurns();
    const report = await h.services.searchAgent.runDigests('daily', new Date());
    loop.stop();
    expect(report.subscriptions).toBeGreaterThanOrEqual(count);
    expect(loop.turns()).toBeGreaterThanOrEqual(count);
  });
});
