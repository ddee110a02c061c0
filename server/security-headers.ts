import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface SecurityEnv {
  Variables: { cspNonce: string };
}

/**
 * Per-request CSP nonce plus the headers every response carries. Inline scripts only run with the
 * nonce; images may come from our own origin and data: URIs (placeholders).
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const h = c.res.headers;
    h.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    h.set('X-Content-Type-Options', 'nosniff');
    // A page that keeps its address private (a search agent's token) chose a stricter policy itself.
    if (!h.has('Referrer-Policy')) h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (options.https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
