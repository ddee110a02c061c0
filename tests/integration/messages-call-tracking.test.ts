/**
 * Issue 15 point 11: the call-tracking pool cannot be drained by one client. A (listing, seller)
 * keeps its number while assigned; new assignments per IP are budgeted far below the pool size;
 * when the pool is short the least recently used number is recycled; and whenever no virtual
 * number can be given the visitor gets the seller's own first number as a 200 (SPEC §4 fallback).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAbuseGuard } from '#src/abuse/abuse-guard.server.ts';
import { createRateLimiter } from '#src/abuse/rate-limiter.server.ts';
import { createCallTrackingService } from '#src/call-tracking/call-tracking.server.ts';
import { parseNumberPool } from '#src/call-tracking/number-pool.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { startMessaging, type MessagingHarness } from './messaging-support.ts';

const silent = createLogger('silent');
const POOL = Array.from({ length: 20 }, (_, i) => `+43 800 300 ${String(100 + i)}`).join(', ');

interface NumberAnswer {
  formatted: string;
  raw: string;
  expiresAt: string | null;
  tracked: boolean;
}

describe.each(DIALECTS)('call-tracking pool on %s', (dialect) => {
  let h: MessagingHarness;
  /** Active cars of sellers with call tracking, and the seller's first callable number. */
  let cars: { id: number; sellerId: number }[];
  beforeAll(async () => {
    h = await startMessaging(dialect, { CALL_TRACKING_POOL: POOL, TRUST_PROXY: 'on' });
    cars = (
      await h.database.db
        .selectFrom('listings')
        .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
        .select(['listings.id as id', 'listings.seller_id as sellerId'])
        .where('listings.status', '=', 'active')
        .where('listings.expires_at', '>', new Date().toISOString())
        .where('sellers.call_tracking', '=', 1)
        .orderBy('listings.id')
        .limit(40)
        .execute()
    ).map((r) => ({ id: Number(r.id), sellerId: Number(r.sellerId) }));
  });
  afterAll(async () => {
    await h?.close();
  });

  const ask = (car: { id: number; sellerId: number }, ip: string) =>
    h.post(
      '/call-tracker',
      { requestOrigin: 'GW_DETAIL_PAGE', listingGuid: car.id, customerId: car.sellerId, userAgent: 'Mozilla/5.0', platform: 'DESKTOP' },
      { 'x-forwarded-for': ip },
    );

  async function ownNumber(sellerId: number) {
    const seller = await h.services.listings.getSeller(sellerId);
    const first = seller?.contacts.find((c) => c.display && c.phoneType !== 'Fax' && c.phoneType !== 'Whatsapp');
    return first ? { formatted: first.formattedNumber, raw: first.callTo } : null;
  }

  it('gives the same listing and visitor the same number again without spending the budget', async () => {
    const car = cars[0]!;
    const first = (await (await ask(car, '203.0.113.1')).json()) as NumberAnswer;
    expect(first.tracked).toBe(true);
    for (let i = 0; i < 15; i++) {
      const again = await ask(car, '203.0.113.1');
      expect(again.status).toBe(200);
      expect(((await again.json()) as NumberAnswer).raw).toBe(first.raw);
    }
  });

  it('one IP cannot drain the pool: past its budget it gets the sellers’ own numbers (200), others still get virtual numbers', async () => {
    const answers: NumberAnswer[] = [];
    for (const car of cars.slice(1, 31)) {
      const res = await ask(car, '203.0.113.66');
      expect(res.status).toBe(200);
      answers.push((await res.json()) as NumberAnswer);
    }
    const tracked = answers.filter((a) => a.tracked);
    // The budget is far below the pool of 20 numbers.
    expect(tracked.length).toBeGreaterThan(0);
    expect(tracked.length).toBeLessThanOrEqual(10);
    const fallback = answers.find((a) => !a.tracked);
    const fallbackCar = cars[1 + answers.findIndex((a) => !a.tracked)]!;
    expect(fallback).toMatchObject({ ...(await ownNumber(fallbackCar.sellerId)), expiresAt: null, tracked: false });

    const visitor = await ask(cars[35]!, '198.51.100.7');
    expect(visitor.status).toBe(200);
    const number = (await visitor.json()) as NumberAnswer;
    expect(number.tracked).toBe(true);
    expect(POOL).toContain(number.formatted);
  });

  it('answers the seller’s own number with 200 when call tracking is not active for the seller', async () => {
    const plain = await h.database.db
      .selectFrom('listings')
      .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
      .select(['listings.id as id', 'listings.seller_id as sellerId'])
      .where('listings.status', '=', 'active')
      .where('sellers.call_tracking', '=', 0)
      .where('sellers.type', '=', 'D')
      .orderBy('listings.id')
      .executeTakeFirstOrThrow();
    const res = await ask({ id: Number(plain.id), sellerId: Number(plain.sellerId) }, '198.51.100.8');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...(await ownNumber(Number(plain.sellerId))), expiresAt: null, tracked: false });
  });

  it('recycles the least recently used number when the pool is short, and falls back to the seller’s number while every number is fresh', async () => {
    let clock = new Date(Date.now() + 400 * 86_400_000);
    const service = createCallTrackingService({
      db: h.database.db,
      abuse: createAbuseGuard(createRateLimiter(h.database.db, { multiplier: 100 }), silent),
      logger: silent,
      listings: h.services.listings,
      enabled: true,
      pool: parseNumberPool('+43 800 400 100, +43 800 400 101'),
      ttlMs: 24 * 3_600_000,
      now: () => clock,
    });
    await service.syncPool();
    const request = (sellerId: number, ip: string) =>
      service.requestNumber({ requestOrigin: 'GW_DEALER_INFO_PAGE', customerId: sellerId, platform: 'MWEB' }, { ip, userAgent: null });
    const sellers = [...new Set(cars.map((c) => c.sellerId))];
    const [s1, s2, s3] = sellers as [number, number, number];
    const a = await request(s1, '192.0.2.1');
    clock = new Date(clock.getTime() + 60_000);
    const b = await request(s2, '192.0.2.2');
    expect(a.kind).toBe('assigned');
    expect(b.kind).toBe('assigned');
    // Both numbers were just revealed: a third seller's visitor gets that seller's own number.
    const c = await request(s3, '192.0.2.3');
    expect(c).toMatchObject({ kind: 'own-number', number: { ...(await ownNumber(s3)), expiresAt: null, tracked: false } });
    // An hour later the least recently used number (s1's) goes to s3; s2 keeps its own.
    clock = new Date(clock.getTime() + 3_600_000);
    const c2 = await request(s3, '192.0.2.3');
    expect(c2.kind).toBe('assigned');
    if (c2.kind === 'assigned' && a.kind === 'assigned' && b.kind === 'assigned') {
      expect(c2.number.raw).toBe(a.number.raw);
      const b2 = await request(s2, '192.0.2.2');
      expect(b2.kind === 'assigned' && b2.number.raw).toBe(b.number.raw);
    }
  });
});
