import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/test-databases.ts';
import { activeListing, startMessaging, type MessagingHarness } from './messaging-support.ts';

/**
 * TRUST_PROXY names the proxies (issue 37 point 7): X-Forwarded-For counts only when the socket's peer
 * is one of them. The test client connects from 127.0.0.1 over a real socket; the fraud form's limit
 * (20 reports an hour per address) shows whose address a report was counted under.
 */
const PER_ADDRESS = 20;

describe.each(DIALECTS)('client addresses behind TRUST_PROXY (issue 37 point 7) on %s', (dialect) => {
  let h: MessagingHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const reports = async (harness: MessagingHarness, count: number, forwardedFor: (i: number) => string) => {
    const car = await activeListing(harness, 'D');
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await harness.post(
        '/fraud',
        {
          articleId: 1111,
          reasonId: 'M',
          comment: 'Fotos passen nicht.',
          email: `melder${i}@example.at`,
          listingGuid: car.id,
          firstName: 'Eva',
          lastName: 'Muster',
        },
        { 'x-forwarded-for': forwardedFor(i) },
      );
      statuses.push(res.status);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For from a peer that is not a named proxy: a client on the app port cannot spoof its address', async () => {
    h = await startMessaging(dialect, { TRUST_PROXY: '10.0.0.0/8, fd00::/8' });
    const statuses = await reports(h, PER_ADDRESS + 1, (i) => `198.51.100.${i}`);
    expect(statuses.slice(0, PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(statuses[PER_ADDRESS]).toBe(429);
  });

  it('believes a named proxy: each forwarded client has its own limit, and what is not an address is never one', async () => {
    h = await startMessaging(dialect, { TRUST_PROXY: '127.0.0.1,::1,::ffff:127.0.0.1' });
    const distinct = await reports(h, PER_ADDRESS + 1, (i) => `198.51.100.${i}`);
    expect(distinct.every((s) => s === 200)).toBe(true);
    // Made-up entries left of the proxy's own are not addresses: they all count as the proxy's address.
    const madeUp = await reports(h, PER_ADDRESS + 1, (i) => `nicht-${i}, unknown`);
    expect(madeUp.slice(0, PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(madeUp[PER_ADDRESS]).toBe(429);
  });
});
