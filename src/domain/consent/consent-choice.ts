/**
 * The visitor's cookie choice (opt-in, as Austrian/EU law wants it): until a choice is stored no
 * tracking or ad code runs. The choice lives in a first-party cookie the server sets, so the server
 * render already knows whether to show the hint (nothing flashes or shifts).
 */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_COOKIE = 'gw_consent';
/** Asked again after six months, as the Austrian data protection authority recommends at most a year. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'granted' || value === 'denied';
}

/** The stored choice from a Cookie header, or null when the visitor has not chosen yet. */
export function consentFromCookieHeader(header: string | null): ConsentChoice | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && isConsentChoice(value)) return value;
  }
  return null;
}

/** Set-Cookie value: HttpOnly (scripts learn the choice from the page data), SameSite=Lax, Secure on HTTPS. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
