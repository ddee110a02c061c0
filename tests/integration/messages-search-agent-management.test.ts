/** 'Meine Suchagenten' (issue 19 point 17): the mails' management link, and what its buttons do, on both databases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { activeListing, insertListing, startMessaging, type MessagingHarness } from './messaging-support.ts';

const OWNER = 'verwalten@example.at';
const STRANGER = 'fremd@example.at';
const META = { ip: '203.0.113.9', userAgent: 'vitest' };

describe.each(DIALECTS)("'Meine Suchagenten' on %s", (dialect) => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function subscribe(mail: string, searchString: string) {
    const res = await h.post('/search-subscription/subscribe', { mail, searchString });
    expect(res.status).toBe(200);
  }

  /** The management token from the address's newest confirmation mail. */
  async function manageToken(mail: string): Promise<string> {
    const mails = await listOutboxMessages(h.database.db, { kind: 'agent-confirmation', recipient: mail });
    const match = /\/suchagenten\/([A-Za-z0-9_-]{20,})/.exec(mails.at(-1)?.text_body ?? '');
    if (!match?.[1]) throw new Error('no management link in the mail');
    return match[1];
  }

  async function confirmAll(mail: string) {
    for (const m of await listOutboxMessages(h.database.db, { kind: 'agent-confirmation', recipient: mail })) {
      const token = /\/suchagenten\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(m.text_body)?.[1];
      if (token) await h.services.searchAgent.confirm(token);
    }
  }

  it('lists every search of the address in words behind one link, and refuses forged or foreign tokens', async () => {
    const template = await activeListing(h, 'D');
    const make = h.services.taxonomy.makeById.get(template.make_id);
    const model = h.services.taxonomy.modelById.get(template.model_id);
    if (!make || !model) throw new Error('taxonomy lookup failed');
    await subscribe(OWNER, `/angebote/${make.safeValue}/${model.safeValue}/?priceto=20000`);
    await subscribe(OWNER, `/angebote/${make.safeValue}/?fregfrom=2018&pricerating=2&pricerating=1`);
    await subscribe(STRANGER, `/angebote/${make.safeValue}/`);
    const token = await manageToken(OWNER);
    // One page per address: each mail carries a token of its own, and each opens the address's page.
    const mails = await listOutboxMessages(h.database.db, { kind: 'agent-confirmation', recipient: OWNER });
    const mailedTokens = mails.map((m) => /\/suchagenten\/([A-Za-z0-9_-]{20,})/.exec(m.text_body)?.[1] ?? '');
    expect(new Set(mailedTokens).size).toBe(2);
    for (const mailed of mailedTokens) expect((await h.services.searchAgent.overview(mailed))?.email).toBe(OWNER);
    // Issue 24 point 8: the database holds only their SHA-256 hashes; a leaked table opens no page.
    const stored = (await h.database.db.selectFrom('search_agent_manage_tokens').select('token').where('email', '=', OWNER).execute()).map((r) => r.token);
    expect(stored).toHaveLength(2);
    for (const hash of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(mailedTokens).not.toContain(hash);
    }

    const overview = await h.services.searchAgent.overview(token);
    expect(overview?.email).toBe(OWNER);
    expect(overview?.agents.map((a) => [a.label, a.frequency, a.paused, a.confirmed])).toEqual([
      [`${make.name} ${model.name} · Preis bis € 20.000`, 'daily', false, false],
      [`${make.name} · Sehr guter Preis · Guter Preis · EZ ab 2018`, 'daily', false, false],
    ]);

    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await h.services.searchAgent.overview(forged)).toBeNull();
    expect(await h.services.searchAgent.overview('../../etc/passwd')).toBeNull();
    // A valid token never reaches another address's agent.
    const strangersAgent = await h.database.db.selectFrom('search_subscriptions').select('id').where('email', '=', STRANGER).executeTakeFirstOrThrow();
    expect(await h.services.searchAgent.manage(token, { agent: strangersAgent.id, intent: 'delete' }, META)).toEqual({ kind: 'not-found' });
    expect(await h.services.searchAgent.manage(forged, { agent: overview?.agents[0]?.id, intent: 'pause' }, META)).toEqual({ kind: 'not-found' });
    expect(await h.services.searchAgent.manage(token, { agent: 'x', intent: 'pause' }, META)).toMatchObject({ kind: 'invalid' });
    expect(await h.database.db.selectFrom('search_subscriptions').select('id').where('email', '=', STRANGER).execute()).toHaveLength(1);
  });

  it('pause stops the mails, resume starts them again from now, frequency and delete are stored', async () => {
    const template = await activeListing(h, 'D');
    const make = h.services.taxonomy.makeById.get(template.make_id);
    if (!make) throw new Error('taxonomy lookup failed');
    const mail = 'pausieren@example.at';
    await subscribe(mail, `/angebote/${make.safeValue}/?priceto=900000`);
    await confirmAll(mail);
    const token = await manageToken(mail);
    const agent = (await h.services.searchAgent.overview(token))?.agents[0];
    if (!agent) throw new Error('no agent');

    expect(await h.services.searchAgent.manage(token, { agent: agent.id, intent: 'pause' }, META)).toMatchObject({ kind: 'updated', action: 'pause' });
    expect((await h.services.searchAgent.overview(token))?.agents[0]?.paused).toBe(true);
    const confirmedAt = Date.parse(
      (await h.database.db.selectFrom('search_subscriptions').select('confirmed_at').where('id', '=', agent.id).executeTakeFirstOrThrow()).confirmed_at ?? '',
    );
    const duringPause = confirmedAt + 1;
    await insertListing(h, template, {
      title: 'Neu während der Pause',
      price: 10_000,
      created_at: new Date(duringPause).toISOString(),
      updated_at: new Date(duringPause).toISOString(),
    });
    await h.services.search.refresh();
    const digestsOf = async () => (await listOutboxMessages(h.database.db, { kind: 'agent-digest', recipient: mail })).length;
    await h.services.searchAgent.runDigests('daily', new Date(Date.now() + 60_000));
    expect(await digestsOf()).toBe(0);

    // Resumed: the car from the pause is not mailed later; a car after resuming is.
    await expect.poll(() => Date.now()).toBeGreaterThan(duringPause);
    expect(await h.services.searchAgent.manage(token, { agent: agent.id, intent: 'resume' }, META)).toMatchObject({ kind: 'updated', action: 'resume' });
    await h.services.searchAgent.runDigests('daily', new Date(Date.now() + 60_000));
    expect(await digestsOf()).toBe(0);
    const later = new Date(Date.now() + 90_000).toISOString();
    await insertListing(h, template, { title: 'Neu nach der Pause', price: 10_000, created_at: later, updated_at: later });
    await h.services.search.refresh();
    await h.services.searchAgent.runDigests('daily', new Date(Date.now() + 120_000));
    const digests = await listOutboxMessages(h.database.db, { kind: 'agent-digest', recipient: mail });
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text_body).toContain('Neu nach der Pause');
    expect(digests[0]?.text_body).not.toContain('Neu während der Pause');
    const digestLink = /\/suchagenten\/([A-Za-z0-9_-]{20,})/.exec(digests[0]?.text_body ?? '')?.[1] ?? '';
    expect((await h.services.searchAgent.overview(digestLink))?.email).toBe(mail);

    expect(await h.services.searchAgent.manage(token, { agent: agent.id, intent: 'instant' }, META)).toMatchObject({ kind: 'updated' });
    expect((await h.services.searchAgent.overview(token))?.agents[0]?.frequency).toBe('instant');

    const deleted = await h.services.searchAgent.manage(token, { agent: agent.id, intent: 'delete' }, META);
    expect(deleted).toMatchObject({ kind: 'updated', action: 'delete', undo: { searchString: `make=${make.id}&priceto=900000`, frequency: 'instant' } });
    expect(await h.database.db.selectFrom('search_subscriptions').select('id').where('id', '=', agent.id).execute()).toHaveLength(0);
    // The link stays, so the page can undo the delete: the agent is back, confirmed, with its frequency.
    expect((await h.services.searchAgent.overview(token))?.agents).toEqual([]);
    expect(
      await h.services.searchAgent.manage(
        token,
        { agent: agent.id, intent: 'restore', searchString: `make=${make.id}&priceto=900000`, frequency: 'instant' },
        META,
      ),
    ).toMatchObject({ kind: 'updated', action: 'restore' });
    expect((await h.services.searchAgent.overview(token))?.agents.map((a) => [a.label, a.frequency, a.confirmed])).toEqual([
      [`${make.name} · Preis bis € 900.000`, 'instant', true],
    ]);
  });

  it("names every filter, changes an agent's search from its result page and refuses a search the address already watches", async () => {
    const template = await activeListing(h, 'D');
    const make = h.services.taxonomy.makeById.get(template.make_id);
    const model = h.services.taxonomy.modelById.get(template.model_id);
    const kombi = h.services.taxonomy.bodyTypes.find((b) => b.name === 'Kombi');
    const automatic = h.services.taxonomy.transmissions.find((t) => t.name === 'Automatik');
    if (!make || !model || !kombi || !automatic) throw new Error('taxonomy lookup failed');
    const mail = 'aendern@example.at';
    const full = `/angebote/${make.safeValue}/${model.safeValue}/?fuel=D&construction=${kombi.id}&gearbox=${automatic.id}&priceto=20000&fregfrom=2018&kmto=150000&city=4020 Linz&radius=50`;
    await subscribe(mail, full);
    await subscribe(mail, `/angebote/${make.safeValue}/`);
    const token = await manageToken(mail);
    const [first, second] = (await h.services.searchAgent.overview(token))?.agents ?? [];
    if (!first || !second) throw new Error('no agents');
    // Two searches that differ only in fuel, body, gearbox and place never read the same.
    expect(first.label).toBe(`${make.name} ${model.name} · Preis bis € 20.000 · EZ ab 2018 · bis 150.000 km · Diesel · Kombi · Automatik · 4020 Linz (50 km)`);
    const [mailed] = await listOutboxMessages(h.database.db, { kind: 'agent-confirmation', recipient: mail });
    expect(mailed?.text_body).toContain(first.label);
    expect(first.editPath).toMatch(new RegExp(`[?&]suchagent=${first.id}\\.${token}$`));

    expect(
      await h.services.searchAgent.manage(token, { agent: second.id, intent: 'replace', searchString: `/angebote/${make.safeValue}/?fuel=E` }, META),
    ).toMatchObject({ kind: 'updated', action: 'replace', label: `${make.name} · Elektro` });
    expect((await h.services.searchAgent.overview(token))?.agents.map((a) => a.label)).toEqual([first.label, `${make.name} · Elektro`]);
    // The other agent's search: refused, nothing changes.
    expect(await h.services.searchAgent.manage(token, { agent: second.id, intent: 'replace', searchString: full }, META)).toMatchObject({ kind: 'invalid' });
    expect(await h.services.searchAgent.manage(token, { agent: second.id, intent: 'replace', searchString: '/angebote/gibtsnicht/' }, META)).toMatchObject({
      kind: 'invalid',
    });
  });

  it('mails the management link on request, with the same answer for an address without agents', async () => {
    const known = await h.services.searchAgent.requestLink({ mail: OWNER }, META);
    const unknown = await h.services.searchAgent.requestLink({ mail: 'niemand@example.at' }, META);
    expect(unknown).toEqual(known);
    expect(known).toMatchObject({ kind: 'sent' });
    const links = await listOutboxMessages(h.database.db, { kind: 'agent-link' });
    expect(links.map((m) => m.recipient)).toEqual([OWNER]);
    const linked = /\/suchagenten\/([A-Za-z0-9_-]{20,})/.exec(links[0]?.text_body ?? '')?.[1] ?? '';
    expect((await h.services.searchAgent.overview(linked))?.email).toBe(OWNER);
    expect(await h.services.searchAgent.requestLink({ mail: 'kein-mail' }, META)).toMatchObject({ kind: 'invalid', field: 'mail' });
    // Rate-limited per address like other public posts (3 an hour).
    for (let i = 0; i < 2; i++) await h.services.searchAgent.requestLink({ mail: OWNER }, META);
    expect(await h.services.searchAgent.requestLink({ mail: OWNER }, META)).toMatchObject({ kind: 'limited' });
  });
});
