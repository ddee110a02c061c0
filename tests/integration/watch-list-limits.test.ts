/**
 * Issue 15 point 12: watch-list writes are limited per client IP like the other public writes, and a
 * visitor's server copy holds at most WATCH_LIST_MAX_CARS cars (a clear 409 JSON answer past it).
 * Issue 24 point 7: behind one trusted proxy the client is the rightmost X-Forwarded-For entry, IPv6
 * clients share a limit per /64, and the stored bucket is a salted hash.
 */
import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#src/abuse/rate-limiter.server.ts';
import { WATCH_LIST_MAX_CARS } from '#src/domain/watch-list/watch-list-limits.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { SITE_ORIGIN, startMessaging, type MessagingHarness } from './messaging-support.ts';

describe.each(DIALECTS)('watch-list write limits on %s', (dialect) => {
  let h: MessagingHarness;
  let ids: number[];
  beforeAll(async () => {
    h = await startMessaging(dialect, { TRUST_PROXY: 'on' });
    ids = (
      await h.database.db
        .selectFrom('listings')
        .select('id')
        .orderBy('id')
        .limit(WATCH_LIST_MAX_CARS + 2)
        .execute()
    ).map((r) => Number(r.id));
  });
  afterAll(async () => {
    await h?.close();
  });

  const write = (method: 'PUT' | 'DELETE', visitor: string, listingId: number, ip: string) =>
    fetch(`${h.api}/watch-list/${visitor}/${listingId}`, { method, headers: { origin: SITE_ORIGIN, 'x-forwarded-for': ip } });

  it(`keeps at most ${WATCH_LIST_MAX_CARS} cars per visitor and says so with a 409`, async () => {
    const visitor = randomUUID();
    for (const [i, id] of ids.slice(0, WATCH_LIST_MAX_CARS).entries()) {
      // Each car from its own address: this test is about the per-visitor cap, not the IP limit.
      const res = await write('PUT', visitor, id, `10.12.${i >> 8}.${i & 255}`);
      expect(res.status).toBe(200);
    }
    const full = await write('PUT', visitor, ids[WATCH_LIST_MAX_CARS]!, '10.13.0.1');
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: { code: 'WATCH_LIST_FULL', message: expect.stringContaining(String(WATCH_LIST_MAX_CARS)) } });
    // Saving a car that is already on the list still works; after removing one there is room again.
    expect((await write('PUT', visitor, ids[0]!, '10.13.0.2')).status).toBe(200);
    expect((await write('DELETE', visitor, ids[1]!, '10.13.0.3')).status).toBe(200);
    const again = await write('PUT', visitor, ids[WATCH_LIST_MAX_CARS]!, '10.13.0.4');
    expect(await again.json()).toEqual({ visitorUUId: visitor, count: WATCH_LIST_MAX_CARS });
    const stored = await h.database.db
      .selectFrom('watch_list_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('visitor_uuid', '=', visitor)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(WATCH_LIST_MAX_CARS);
  });

  it('limits writes per IP address across random visitor ids (429 with Retry-After)', async () => {
    const max = DEFAULT_LIMITS['watch-list'].perIp.max;
    const visitors: string[] = [];
    let limited: Response | null = null;
    for (let i = 0; i <= max && limited === null; i++) {
      const visitor = randomUUID();
      visitors.push(visitor);
      const res = await write('PUT', visitor, ids[i % ids.length]!, '203.0.113.99');
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const rows = await h.database.db
      .selectFrom('watch_list_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('visitor_uuid', 'in', visitors)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(max);
    // Another address is not affected.
    expect((await write('PUT', randomUUID(), ids[0]!, '203.0.113.100')).status).toBe(200);
  });

  it('counts the address the proxy appended, groups IPv6 by /64 and stores a salted hash', async () => {
    const max = DEFAULT_LIMITS['watch-list'].perIp.max;
    let limitedAt = -1;
    for (let i = 0; i <= max && limitedAt < 0; i++) {
      // The client sends a fresh made-up address each time and moves within its /64; the proxy appends the real one.
      const res = await write('PUT', randomUUID(), ids[i % ids.length]!, `198.51.100.${i % 250}, 2001:db8:5:6::${i.toString(16)}`);
      if (res.status === 429) limitedAt = i;
      else expect(res.status).toBe(200);
    }
    expect(limitedAt).toBe(max);
    expect((await write('PUT', randomUUID(), ids[0]!, '2001:db8:5:7::1')).status).toBe(200);
    const unsalted = createHash('sha256').update('2001:db8:5:6::/64').digest('base64url').slice(0, 32);
    const buckets = (await h.database.db.selectFrom('rate_limit_events').select('bucket').distinct().execute()).map((r) => r.bucket);
    expect(buckets.some((b) => b.startsWith('watch-list:ip:'))).toBe(true);
    expect(buckets).not.toContain(`watch-list:ip:${unsalted}`);
  });
});
