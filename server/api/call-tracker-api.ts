import { Hono } from 'hono';
import { z } from 'zod';
import { submissionStatus } from '#src/abuse/admission.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { CALL_TRACKER_MESSAGES, callTrackerRequestSchema } from '#src/call-tracking/call-tracker-schema.ts';
import { ApiErrorSchema, registerApiOperation } from './openapi.ts';
import { invalidField, PUBLIC_POST_RESPONSES, publicPost, readJsonBody, submissionMeta, tooManyRequests } from './public-post-guard.ts';

/**
 * POST /api/call-tracker (SPEC §7 call-tracker request): a virtual number for the seller, as
 * `{ formatted, raw, expiresAt }`. Any error status makes the call button fall back to the
 * seller's first number (SPEC §4).
 */
export function createCallTrackerApi(services: AppServices) {
  const api = new Hono();
  registerApiOperation({
    method: 'post',
    path: '/call-tracker',
    summary: 'Vermittlungsnummer (Call-Tracking) für Anbieter und Fahrzeug anfordern',
    description: 'Vergibt eine Nummer aus dem konfigurierten Pool je (Fahrzeug, Anbieter) mit Ablaufzeit und protokolliert die Anzeige. Bei 404/503 zeigt der Client die erste Nummer des Anbieters.',
    tags: ['Nachrichten'],
    body: callTrackerRequestSchema,
    responses: {
      200: { description: 'Nummer zum Anzeigen (formatted) und Wählen (raw)', schema: z.object({ formatted: z.string(), raw: z.string(), expiresAt: z.string() }) },
      404: { description: 'Unbekannter Anbieter oder Fahrzeug nicht (mehr) von diesem Anbieter', schema: ApiErrorSchema },
      503: { description: 'Call-Tracking abgeschaltet, für diesen Anbieter nicht aktiv, oder alle Nummern vergeben', schema: ApiErrorSchema },
      ...PUBLIC_POST_RESPONSES,
    },
  });
  api.post('/call-tracker', publicPost(services.env.PUBLIC_URL), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const result = await services.callTracking.requestNumber(read.body, submissionMeta(c, read.body, services.env.TRUST_PROXY));
    c.header('Cache-Control', 'no-store');
    switch (result.kind) {
      case 'assigned':
        return c.json(result.number, submissionStatus(result));
      case 'invalid':
        return invalidField(c, result.field, result.message);
      case 'not-found':
        return c.json({ error: { message: CALL_TRACKER_MESSAGES.notFound, code: 'NOT_FOUND' } }, submissionStatus(result));
      case 'disabled':
        return c.json({ error: { message: CALL_TRACKER_MESSAGES.disabled, code: 'CALL_TRACKING_DISABLED' } }, submissionStatus(result));
      case 'exhausted':
        return c.json({ error: { message: CALL_TRACKER_MESSAGES.exhausted, code: 'CALL_TRACKING_EXHAUSTED' } }, submissionStatus(result));
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds);
    }
  });
  return api;
}
