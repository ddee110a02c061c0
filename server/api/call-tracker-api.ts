import { Hono } from 'hono';
import { z } from 'zod';
import { submissionStatus } from '#src/abuse/admission.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { callTrackerRequestSchema } from '#src/call-tracking/call-tracker-schema.ts';
import { CALL_TRACKER_MESSAGES } from '#src/call-tracking/call-tracker-rules.ts';
import { ApiErrorSchema, registerApiOperation } from './openapi.ts';
import { invalidField, PUBLIC_POST_RESPONSES, publicPost, readJsonBody, submissionMeta, tooManyRequests } from './public-post-guard.ts';

/**
 * POST /api/call-tracker (SPEC §7 call-tracker request): a virtual number for the seller, as
 * `{ formatted, raw, expiresAt, tracked }`; when no virtual number can be given, the seller's first
 * number with `tracked: false` (SPEC §4 fallback, also what the call button does on any error).
 */
export function createCallTrackerApi(services: AppServices) {
  const api = new Hono();
  registerApiOperation({
    method: 'post',
    path: '/call-tracker',
    summary: 'Vermittlungsnummer (Call-Tracking) für Anbieter und Fahrzeug anfordern',
    description:
      'Vergibt eine Nummer aus dem konfigurierten Pool je (Fahrzeug, Anbieter) mit Ablaufzeit und protokolliert die Anzeige. Ist keine Vermittlungsnummer möglich (Call-Tracking aus, für den Anbieter nicht aktiv, Kontingent dieser Adresse verbraucht, alle Nummern in Gebrauch), antwortet sie mit der ersten Nummer des Anbieters (tracked: false).',
    tags: ['Nachrichten'],
    body: callTrackerRequestSchema,
    responses: {
      200: {
        description: 'Nummer zum Anzeigen (formatted) und Wählen (raw); tracked = false: die eigene Nummer des Anbieters (ohne Ablaufzeit)',
        schema: z.object({ formatted: z.string(), raw: z.string(), expiresAt: z.string().nullable(), tracked: z.boolean() }),
      },
      404: { description: 'Unbekannter Anbieter, Fahrzeug nicht (mehr) von diesem Anbieter, oder Anbieter ohne Telefonnummer', schema: ApiErrorSchema },
      ...PUBLIC_POST_RESPONSES,
    },
  });
  api.post('/call-tracker', publicPost(services.config.publicUrl), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const result = await services.callTracking.requestNumber(read.body, submissionMeta(c, read.body, services.env.TRUST_PROXY));
    c.header('Cache-Control', 'no-store');
    switch (result.kind) {
      case 'assigned':
      case 'own-number':
        return c.json(result.number, submissionStatus(result));
      case 'invalid':
        return invalidField(c, result.field, result.message);
      case 'not-found':
        return c.json({ error: { message: CALL_TRACKER_MESSAGES.notFound, code: 'NOT_FOUND' } }, submissionStatus(result));
      case 'no-number':
        return c.json({ error: { message: CALL_TRACKER_MESSAGES.noNumber, code: 'NO_PHONE_NUMBER' } }, submissionStatus(result));
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds);
    }
  });
  return api;
}
