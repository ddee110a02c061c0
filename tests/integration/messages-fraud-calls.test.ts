import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAbuseGuard } from '#src/abuse/abuse-guard.server.ts';
import { createRateLimiter } from '#src/abuse/rate-limiter.server.ts';
import { createCallTrackingService } from '#src/call-tracking/call-tracking.server.ts';
import { parseNumberPool } from '#src/call-tracking/number-pool.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { listNumberReveals } from '#src/repositories/call-tracking.repository.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { activeListing, startMessaging, type MessagingHarness } from './messaging-support.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const silent = createLogger('silent');

const report = (listingGuid: number, overrides: Record<string, unknown> = {}) => ({
  articleId: 1111,
  reasonId: 'F',
  comment: 'Der Verkäufer verlangt eine Anzahlung per Western Union.',
  email: 'melder@example.at',
  listingGuid,
  firstName: 'Vorname',
  lastName: 'Nachname',
  ...overrides,
});

describe.each(DIALECTS)('fraud reports and call tracking on %s', (dialect) => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging(dialect, { FRAUD_FLAG_THRESHOLD: '3', CALL_TRACKING_POOL: '+43 800 201 100, +43 800 201 101' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('stores a report with reason, comment, e-mail and listing and notifies the operators', async () => {
    const listing = await activeListing(h, 'D');
    const res = await h.post('/fraud', report(listing.id, { reasonId: 'M', comment: 'Die Bilder zeigen ein anderes Auto.' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ payload: { data: { status: 'received' } } });
    const stored = await h.database.db.selectFrom('fraud_reports').selectAll().where('listing_id', '=', listing.id).execute();
    expect(stored).toEqual([
      expect.objectContaining({ reason_id: 'M', comment: 'Die Bilder zeigen ein anderes Auto.', email: 'melder@example.at', status: 'open' }),
    ]);
    const notices = await listOutboxMessages(h.database.db, { kind: 'fraud-notice', recipient: h.env.SUPPORT_EMAIL });
    expect(notices.some((n) => n.subject.includes(`Inserat ${listing.id}`))).toBe(true);

    const invalid = await h.post('/fraud', report(listing.id, { reasonId: 'X' }));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { field: string; message: string } }).error).toEqual({
      field: 'reasonId',
      message: 'Bitte wählen',
      code: 'VALIDATION',
    });
    const noComment = await h.post('/fraud', report(listing.id, { comment: '' }));
    expect(((await noComment.json()) as { error: { message: string } }).error.message).toBe('Dieses Feld wird benötigt.');
    expect((await h.post('/fraud', report(99_999_999))).status).toBe(404);
  });

  it('flags a listing for review after fraud reports from three different people', async () => {
    const listing = await activeListing(h, 'P');
    for (const email of ['a@example.at', 'a@example.at', 'b@example.at']) expect((await h.post('/fraud', report(listing.id, { email }))).status).toBe(200);
    expect(await h.services.fraud.listFlags()).not.toContainEqual(expect.objectContaining({ listing_id: listing.id }));
    await h.post('/fraud', report(listing.id, { email: 'c@example.at' }));
    expect(await h.services.fraud.listFlags()).toContainEqual(expect.objectContaining({ listing_id: listing.id, report_count: 3 }));
    const flagged = (await listOutboxMessages(h.database.db, { kind: 'fraud-notice' })).filter((m) => m.subject.startsWith('[Prüfung]'));
    expect(flagged).toHaveLength(1);
  });

  it('lists open reports and marks them handled with npm run reports', async () => {
    const env = { ...process.env, DATA_DIR: h.env.DATA_DIR, DATABASE_URL: h.env.DATABASE_URL ?? '', LOG_LEVEL: 'silent' };
    const list = await run(process.execPath, ['--import', 'tsx', 'scripts/reports.ts'], { cwd: ROOT, env });
    const open = await h.services.fraud.listOpen();
    expect(open.length).toBeGreaterThan(0);
    expect(list.stdout).toContain(`Offene Meldungen: ${open.length}`);
    expect(list.stdout).toContain('Zur Prüfung markierte Inserate: 1');
    for (const r of open) expect(list.stdout).toContain(`#${r.id} `);

    const first = open[0]?.id ?? 0;
    const handled = await run(process.execPath, ['--import', 'tsx', 'scripts/reports.ts', '--handle', String(first)], { cwd: ROOT, env });
    expect(handled.stdout).toContain('1 von 1 Meldungen als erledigt markiert.');
    const after = await h.services.fraud.listOpen();
    expect(after.map((r) => r.id)).not.toContain(first);
    const row = await h.database.db.selectFrom('fraud_reports').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    expect(row.status).toBe('handled');
    expect(row.handled_at).not.toBeNull();
  });

  it('assigns a virtual number per (listing, seller), keeps it on the next reveal and logs every reveal', async () => {
    const listing = await activeListing(h, 'D', { callTracking: true });
    const body = {
      requestOrigin: 'GW_DETAIL_PAGE',
      listingGuid: listing.id,
      customerId: listing.seller_id,
      userAgent: 'Mozilla/5.0',
      platform: 'DESKTOP',
      isLeadMagnet: false,
    };
    const first = await h.post('/call-tracker', body);
    expect(first.status).toBe(200);
    const number = (await first.json()) as { formatted: string; raw: string; expiresAt: string };
    expect(['+43 800 201 100', '+43 800 201 101']).toContain(number.formatted);
    expect(number.raw).toBe(number.formatted.replace(/\s/g, ''));
    expect(Date.parse(number.expiresAt)).toBeGreaterThan(Date.now());
    const again = (await (await h.post('/call-tracker', body)).json()) as { raw: string };
    expect(again.raw).toBe(number.raw);
    const reveals = await listNumberReveals(h.database.db, listing.seller_id);
    expect(reveals).toHaveLength(2);
    expect(reveals[0]).toMatchObject({ number_raw: number.raw, listing_id: listing.id, request_origin: 'GW_DETAIL_PAGE', platform: 'DESKTOP' });

    // A seller without call tracking gets the seller's own number (messages-call-tracking.test.ts); a car of another seller is unknown.
    const plain = await activeListing(h, 'D', { callTracking: false });
    expect(await (await h.post('/call-tracker', { ...body, listingGuid: plain.id, customerId: plain.seller_id })).json()).toMatchObject({
      tracked: false,
      expiresAt: null,
    });
    expect((await h.post('/call-tracker', { ...body, customerId: plain.seller_id })).status).toBe(404);
  });

  it('reuses numbers after they expire and answers the seller’s own number while the pool is busy', async () => {
    const sellers = await h.database.db.selectFrom('sellers').select('id').where('call_tracking', '=', 1).orderBy('id').limit(3).execute();
    let clock = new Date();
    const service = createCallTrackingService({
      db: h.database.db,
      abuse: createAbuseGuard(createRateLimiter(h.database.db, { multiplier: 100 }), silent),
      logger: silent,
      listings: h.services.listings,
      enabled: true,
      pool: parseNumberPool('+43 800 201 100, +43 800 201 101'),
      ttlMs: 30 * 60_000,
      now: () => clock,
    });
    const ask = (sellerId: number) =>
      service.requestNumber({ requestOrigin: 'GW_DEALER_INFO_PAGE', customerId: sellerId, platform: 'MWEB' }, { ip: '198.51.100.1', userAgent: null });
    const [s1, s2, s3] = sellers.map((s) => s.id) as [number, number, number];
    // The previous test holds one number (for a day, the configured TTL); one is left.
    const a = await ask(s1);
    expect(a.kind).toBe('assigned');
    expect((await ask(s2)).kind).toBe('own-number');
    // A day later every assignment has expired: both numbers are free again.
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    const b = await ask(s2);
    const c = await ask(s3);
    expect(b.kind).toBe('assigned');
    expect(c.kind).toBe('assigned');
    if (b.kind === 'assigned' && c.kind === 'assigned') expect(b.number.raw).not.toBe(c.number.raw);
    expect((await ask(s1)).kind).toBe('own-number');

    const disabled = createCallTrackingService({
      db: h.database.db,
      abuse: createAbuseGuard(createRateLimiter(h.database.db, { multiplier: 1 }), silent),
      logger: silent,
      listings: h.services.listings,
      enabled: false,
      pool: [],
      ttlMs: 60_000,
    });
    expect((await disabled.requestNumber({ requestOrigin: 'GW_DEALER_INFO_PAGE', customerId: s1, platform: 'MWEB' }, { ip: null, userAgent: null })).kind).toBe(
      'own-number',
    );
  });
});
