import { describe, expect, it } from 'vitest';
import { isFromOtherSite } from './same-origin.ts';

const PUBLIC_URL = 'https://www.gebrauchtwagen.at';
const fromOtherSite = (headers: Record<string, string>) =>
  isFromOtherSite({ headers: new Headers(headers), url: 'http://127.0.0.1:3000/api/fraud' }, PUBLIC_URL);

describe('isFromOtherSite', () => {
  it('accepts our own origins (public URL and the address asked) and requests without browser headers', () => {
    expect(fromOtherSite({ origin: 'https://www.gebrauchtwagen.at' })).toBe(false);
    expect(fromOtherSite({ origin: 'HTTPS://WWW.gebrauchtwagen.at' })).toBe(false);
    expect(fromOtherSite({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(fromOtherSite({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(fromOtherSite({})).toBe(false);
  });

  it('refuses other sites', () => {
    expect(fromOtherSite({ origin: 'https://evil.example' })).toBe(true);
    expect(fromOtherSite({ origin: 'null' })).toBe(true);
    expect(fromOtherSite({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(fromOtherSite({ 'sec-fetch-site': 'same-site', origin: 'https://www.gebrauchtwagen.at' })).toBe(true);
  });
});
