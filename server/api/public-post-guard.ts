import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SUBMISSION_STATUS, type SubmissionMeta } from '#src/abuse/admission.ts';
import { HONEYPOT_FIELD } from '#src/abuse/honeypot.ts';
import { clientAddress, type TrustedProxies } from '#src/config/trusted-proxies.ts';
import { RATE_LIMIT_MESSAGE } from '#src/abuse/rate-limiter.server.ts';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import { fieldWithNul, NUL_MESSAGE } from '#src/domain/validation/text-input.ts';
import { ApiErrorSchema, type ApiResponseDoc } from './openapi.ts';
import { parseJsonBody } from './parse-json-body.ts';

/** Enquiries are at most a few KB (comment ≤ 3000 characters). */
const MAX_BODY_BYTES = 32 * 1024;

const refuseCrossOrigin = (c: Context) => c.json({ error: { message: CROSS_ORIGIN_MESSAGE, code: 'CROSS_ORIGIN' } }, 403);

/** Every state-changing API request passes this: a request another site's page sent gets a JSON 403. */
export function sameOriginOnly(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (isFromOtherSite(c.req.raw, publicUrl)) return refuseCrossOrigin(c);
    await next();
  };
}

/**
 * The gate in front of every public POST of the messaging API: same-origin check and body size cap.
 * Validation, rate limits and the honeypot are the services' `admit` step, so the page actions get them too.
 */
export function publicPost(publicUrl: string): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: { message: 'Die Anfrage ist zu groß.', code: 'PAYLOAD_TOO_LARGE' } }, 413),
  });
  return async (c, next) => (isFromOtherSite(c.req.raw, publicUrl) ? refuseCrossOrigin(c) : limitBody(c, next));
}

/** The client's address as TRUST_PROXY says to read it (src/config/trusted-proxies.ts). */
export function clientIp(c: Context, trust: TrustedProxies): string | null {
  let peer: string | null = null;
  try {
    peer = getConnInfo(c).remote.address ?? null;
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a test): no socket to ask.
  }
  return clientAddress(peer, c.req.header('x-forwarded-for') ?? null, trust);
}

export function submissionMeta(c: Context, body: unknown, trust: TrustedProxies): SubmissionMeta {
  const honeypot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return { ip: clientIp(c, trust), userAgent: c.req.header('user-agent') ?? null, honeypot };
}

/** A JSON object body, or a 400 answer. */
export async function readJsonBody(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const read = await parseJsonBody(c);
  if (read.ok) {
    const body = read.value;
    const withNul = fieldWithNul(body);
    if (withNul !== null) return { ok: false, response: invalidField(c, withNul, NUL_MESSAGE) };
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ok: true, body };
  }
  return { ok: false, response: c.json({ error: { message: 'Ungültige Anfrage: JSON-Objekt erwartet.', code: 'BAD_REQUEST' } }, 400) };
}

export function invalidField(c: Context, field: string, message: string): Response {
  return c.json({ error: { message, code: 'VALIDATION', field } }, SUBMISSION_STATUS.invalid);
}

export function tooManyRequests(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: { message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' } }, SUBMISSION_STATUS.limited);
}

/** The answers every guarded public POST may give besides its own (for the OpenAPI document). */
export const PUBLIC_POST_RESPONSES: Record<number, ApiResponseDoc> = {
  403: { description: 'Anfrage von einer fremden Website (Origin / Sec-Fetch-Site)', schema: ApiErrorSchema },
  413: { description: 'Anfrage zu groß', schema: ApiErrorSchema },
  429: { description: 'Zu viele Anfragen von dieser Adresse oder für diese E-Mail-Adresse; Header Retry-After in Sekunden', schema: ApiErrorSchema },
};
