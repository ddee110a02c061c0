import { describe, expect, it } from 'vitest';
import { isFromOtherSite } from './same-origin.ts';

const PUBLIC_URL = 'https://www.gebrauchtwagen.at';
/** Sent to the server's own address (its Host), which is not the public URL. */
const fromOtherSite = (headers: Record<string, string>) =>
  isFromOtherSite(new Request('http://127.0.0.1:3000/api/fraud', { method: 'POST', headers }), PUBLIC_URL);

describe('isFromOtherSite', () => {
  it('accepts our own origin (PUBLIC_URL) and requests without browser headers', () => {
    expect(fromOtherSite({ origin: 'https://www.gebrauchtwagen.at' })).toBe(false);
    expect(fromOtherSite({ origin: 'HTTPS://WWW.gebrauchtwagen.at', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(fromOtherSite({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(fromOtherSite({})).toBe(false);
  });

  it('refuses other sites', () => {
    expect(fromOtherSite({ origin: 'https://evil.example' })).toBe(true);
    expect(fromOtherSite({ origin: 'null' })).toBe(true);
    expect(fromOtherSite({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(fromOtherSite({ 'sec-fetch-site': 'same-site', origin: 'https://www.gebrauchtwagen.at' })).toBe(true);
  });

  it('refuses an origin that is only the address the request was sent to (Host), not PUBLIC_URL (issue 37 point 7)', () => {
    expect(fromOtherSite({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(fromOtherSite({ origin: 'http://127.0.0.1:3000' })).toBe(true);
    expect(
      isFromOtherSite(new Request('https://rebound.example/api/fraud', { method: 'POST', headers: { origin: 'https://rebound.example' } }), 'kein-url'),
    ).toBe(true);
  });
});
