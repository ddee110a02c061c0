import { Hono } from 'hono';
import { z } from 'zod';
import { submissionStatus } from '#src/abuse/admission.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { errorReportPayloadSchema } from '#src/domain/contact/error-report-schema.ts';
import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';
import { ApiErrorSchema, registerApiOperation } from './openapi.ts';
import { invalidField, PUBLIC_POST_RESPONSES, publicPost, readJsonBody, submissionMeta, tooManyRequests } from './public-post-guard.ts';

/** POST /api/fraud (SPEC §7 error report): stores the report for the operators. */
export function createFraudApi(services: AppServices) {
  const api = new Hono();
  registerApiOperation({
    method: 'post',
    path: '/fraud',
    summary: 'Fehler oder Betrugsverdacht zu einem Inserat melden',
    description: 'Gründe C, I, A, F, D, M, P. Mehrere Betrugsmeldungen (F) verschiedener Personen markieren das Inserat zur Prüfung (npm run reports).',
    tags: ['Nachrichten'],
    body: errorReportPayloadSchema,
    responses: {
      200: { description: 'Meldung gespeichert', schema: z.object({ payload: z.object({ data: z.object({ status: z.literal('received') }) }) }) },
      404: { description: 'Unbekanntes Inserat', schema: ApiErrorSchema },
      ...PUBLIC_POST_RESPONSES,
    },
  });
  api.post('/fraud', publicPost(services.config.publicUrl), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const result = await services.fraud.report(read.body, submissionMeta(c, read.body, services.env.TRUST_PROXY));
    switch (result.kind) {
      case 'reported':
        return c.json({ payload: { data: { status: 'received' } } }, submissionStatus(result));
      case 'invalid':
        return invalidField(c, result.field, result.message);
      case 'not-found':
        return c.json({ error: { message: CAR_GONE_MESSAGE, code: 'NOT_FOUND', field: 'listingGuid' } }, submissionStatus(result));
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds);
    }
  });
  return api;
}
