import { Hono } from 'hono';
import { z } from 'zod';
import { submissionStatus } from '#src/abuse/admission.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { contactEnquiryPayloadSchema } from '#src/domain/contact/contact-enquiry-schema.ts';
import { ApiErrorSchema, registerApiOperation } from './openapi.ts';
import { invalidField, PUBLIC_POST_RESPONSES, publicPost, readJsonBody, submissionMeta, tooManyRequests } from './public-post-guard.ts';

import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';

/** POST /api/vendor-contact-email (SPEC §7): stores the lead and queues the seller's mail. */
export function createContactApi(services: AppServices) {
  const api = new Hono();
  registerApiOperation({
    method: 'post',
    path: '/vendor-contact-email',
    summary: 'Anfrage an den Anbieter senden',
    description:
      'Speichert die Anfrage und stellt die E-Mail an den Anbieter (Antwort an den Käufer) sowie mit sendcopy eine Kopie an den Käufer zu. Eine wiederholte Anfrage mit derselben leadId liefert denselben Identifier und sendet nichts erneut.',
    tags: ['Nachrichten'],
    body: contactEnquiryPayloadSchema,
    responses: {
      200: {
        description: 'Gespeichert; Identifier ist die Nachrichten-Id',
        schema: z.object({ payload: z.object({ data: z.object({ Identifier: z.string() }) }) }),
      },
      404: { description: 'Unbekanntes Fahrzeug', schema: ApiErrorSchema },
      412: { description: "Fahrzeug verkauft oder abgelaufen: 'Dieses Fahrzeug ist leider nicht mehr verfügbar.'", schema: ApiErrorSchema },
      ...PUBLIC_POST_RESPONSES,
    },
  });
  api.post('/vendor-contact-email', publicPost(services.config.publicUrl), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const result = await services.leads.submitEnquiry(read.body, submissionMeta(c, read.body, services.env.TRUST_PROXY));
    switch (result.kind) {
      case 'sent':
        return c.json({ payload: { data: { Identifier: result.identifier } } }, submissionStatus(result));
      case 'invalid':
        return invalidField(c, result.field, result.message);
      case 'not-found':
        return c.json({ error: { message: CAR_GONE_MESSAGE, code: 'NOT_FOUND', field: 'classifiedGuid' } }, submissionStatus(result));
      case 'sold':
        return c.json({ error: { message: result.message, code: 'LISTING_UNAVAILABLE' } }, submissionStatus(result));
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds);
    }
  });
  return api;
}
