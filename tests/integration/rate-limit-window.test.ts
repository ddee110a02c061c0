/**
 * Issue 15 point 13: per-e-mail limits key on the normalised mailbox (case, +tags, Gmail dots), and
 * limits hold over any rolling window: no doubling across the boundary of a fixed hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type ActionLimits } from '#src/abuse/rate-limiter.server.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

const hourly = (max: number): ActionLimits => ({ perIp: { max: 100, windowSeconds: 3600 }, perEmail: { max, windowSeconds: 3600 } });
const at = (time: string) => new Date(`2026-11-21T${time}Z`);

describe.each(DIALECTS)('rate limits on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('counts plus-addresses, upper case and Gmail dots as the same mailbox', async () => {
    const limiter = createRateLimiter(t.handle.db, { multiplier: 1, limits: { lead: hourly(3) } });
    const now = at('09:00:00');
    const verdicts = [];
    for (const email of ['x+1@example.at', 'x+2@example.at', 'X+3@Example.AT', 'x@example.at'])
      verdicts.push(await limiter.check('lead', { ip: null, email }, now));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toMatchObject({ limitedBy: 'email' });
    // Dots are part of the address elsewhere, but Gmail ignores them (and googlemail.com is gmail.com).
    for (const email of ['max.muster@gmail.com', 'maxmuster+a@googlemail.com', 'Max.Mus.ter@Gmail.com'])
      expect((await limiter.check('lead', { ip: null, email }, now)).allowed).toBe(true);
    expect(await limiter.check('lead', { ip: null, email: 'm.a.x.muster@gmail.com' }, now)).toMatchObject({ allowed: false, limitedBy: 'email' });
    expect((await limiter.check('lead', { ip: null, email: 'x.y@example.at' }, now)).allowed).toBe(true);
  });

  it('holds the limit over any rolling hour, also across the full hour', async () => {
    const limiter = createRateLimiter(t.handle.db, { multiplier: 1, limits: { fraud: hourly(3) } });
    const who = { ip: null, email: 'rolling@example.at' };
    for (const time of ['10:59:00', '10:59:30', '10:59:59']) expect((await limiter.check('fraud', who, at(time))).allowed).toBe(true);
    // A fixed hourly window would start afresh at 11:00 and allow three more.
    expect(await limiter.check('fraud', who, at('11:00:01'))).toEqual({ allowed: false, limitedBy: 'email', retryAfterSeconds: 3539 });
    expect((await limiter.check('fraud', who, at('11:30:00'))).allowed).toBe(false);
    // Refused attempts do not count: one hour after the first hit, one more is allowed, then none.
    expect((await limiter.check('fraud', who, at('11:59:00'))).allowed).toBe(true);
    expect((await limiter.check('fraud', who, at('11:59:10'))).allowed).toBe(false);
  });
});
