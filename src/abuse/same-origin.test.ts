import { describe, expect, it } from 'vitest';
import { allowedOriginsFor, isSameOriginRequest } from './same-origin.ts';

const allowed = allowedOriginsFor('https://www.gebrauchtwagen.at', 'http://127.0.0.1:3000/api/fraud');
const check = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), allowed);

describe('isSameOriginRequest', () => {
  it('accepts our own origins and requests without browser headers', () => {
    expect(check({ origin: 'https://www.gebrauchtwagen.at' })).toBe(true);
    expect(check({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({})).toBe(true);
  });

  it('refuses other sites', () => {
    expect(check({ origin: 'https://evil.example' })).toBe(false);
    expect(check({ origin: 'null' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'same-site', origin: 'https://www.gebrauchtwagen.at' })).toBe(false);
  });
});
