import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromCookieHeader } from './consent-choice.ts';

describe('consent cookie', () => {
  it('reads a stored choice and ignores anything else', () => {
    expect(consentFromCookieHeader('a=1; gw_consent=granted; b=2')).toBe('granted');
    expect(consentFromCookieHeader('gw_consent=denied')).toBe('denied');
    expect(consentFromCookieHeader('gw_consent=maybe')).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
  });

  it('writes an HttpOnly, SameSite cookie that is Secure on HTTPS', () => {
    expect(consentCookie('granted', true)).toBe('gw_consent=granted; Path=/; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure');
    expect(consentCookie('denied', false)).not.toContain('Secure');
  });
});
