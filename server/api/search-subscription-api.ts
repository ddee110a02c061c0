import { Hono } from 'hono';
import { z } from 'zod';
import { submissionStatus } from '#src/abuse/admission.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { confirmPath, unsubscribePath } from '#src/search-agent/search-agent.server.ts';
import { searchSubscriptionRequestSchema } from '#src/search-agent/subscription-schema.ts';
import { registerApiOperation } from './openapi.ts';
import { invalidField, PUBLIC_POST_RESPONSES, publicPost, readJsonBody, submissionMeta, tooManyRequests } from './public-post-guard.ts';

const TokenParams = z.object({ token: z.string().describe('Token aus dem Link der E-Mail') });

function registerOperations() {
  registerApiOperation({
    method: 'post',
    path: '/search-subscription/subscribe',
    summary: 'Suchagent anlegen (Double-Opt-in)',
    description:
      'Speichert nur suchbare Werte der Suche und sendet eine Bestätigungs-E-Mail; erst nach Bestätigung kommen Benachrichtigungen (täglich oder sofort).',
    tags: ['Suchagent'],
    body: searchSubscriptionRequestSchema,
    responses: {
      200: {
        description: "'Ihr Suchagent wurde gespeichert!'",
        schema: z.object({ payload: z.object({ data: z.object({ message: z.string(), text: z.string() }) }) }),
      },
      ...PUBLIC_POST_RESPONSES,
    },
  });
  registerApiOperation({
    method: 'get',
    path: '/search-subscription/confirm/{token}',
    summary: 'Link älterer Bestätigungs-E-Mails: weiter zur Seite „Suchagent bestätigen“ (bestätigt nichts)',
    tags: ['Suchagent'],
    params: TokenParams,
    responses: { 303: { description: 'Weiter zu /suchagenten/bestaetigen/{token}; erst deren Schaltfläche bestätigt' } },
  });
  registerApiOperation({
    method: 'get',
    path: '/search-subscription/unsubscribe/{token}',
    summary: 'Link älterer E-Mails: weiter zur Seite „Suchagent löschen“ (löscht nichts)',
    tags: ['Suchagent'],
    params: TokenParams,
    responses: { 303: { description: 'Weiter zu /suchagenten/abmelden/{token}; erst deren Schaltfläche löscht' } },
  });
  registerApiOperation({
    method: 'post',
    path: '/search-subscription/unsubscribe/{token}',
    summary: 'Suchagent löschen per One-Click (RFC 8058, List-Unsubscribe-Post)',
    tags: ['Suchagent'],
    params: TokenParams,
    responses: {
      200: {
        description: 'deleted oder already-deleted',
        schema: z.object({ payload: z.object({ data: z.object({ status: z.enum(['deleted', 'already-deleted']) }) }) }),
      },
    },
  });
}

/**
 * The search agent (SPEC §7 /search-subscription/subscribe, plus the two links of its mails):
 * - POST /search-subscription/subscribe {mail, searchString[, frequency]} → confirmation mail (double opt-in)
 * - GET  /search-subscription/confirm/{token} → the page with the confirm button (the link of mails sent
 *   before issue 37): a GET never confirms, since mail link scanners open every link (issue 37 point 7)
 * - GET  /search-subscription/unsubscribe/{token} → the page with the delete button (the link of mails
 *   sent before issue 24, and of mail programs opening List-Unsubscribe): a GET never deletes, since mail
 *   link scanners open every link; the page's button leads to the spec's banners (SPEC §8)
 * - POST /search-subscription/unsubscribe/{token} → the same for mail programs' one-click button (RFC 8058)
 */
export function createSearchSubscriptionApi(services: AppServices) {
  const api = new Hono();
  registerOperations();
  api.post('/search-subscription/subscribe', publicPost(services.config.publicUrl), async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const result = await services.searchAgent.subscribe(read.body, submissionMeta(c, read.body, services.env.TRUST_PROXY));
    switch (result.kind) {
      case 'saved':
        return c.json({ payload: { data: { message: result.message, text: result.text } } }, submissionStatus(result));
      case 'invalid':
        return invalidField(c, result.field, result.message);
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds);
    }
  });
  api.get('/search-subscription/confirm/:token', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'same-origin');
    return c.redirect(confirmPath(encodeURIComponent(c.req.param('token'))), 303);
  });
  api.get('/search-subscription/unsubscribe/:token', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'same-origin');
    return c.redirect(unsubscribePath(encodeURIComponent(c.req.param('token'))), 303);
  });
  // Mail programs post here without an Origin header; the token is the authorisation.
  api.post('/search-subscription/unsubscribe/:token', async (c) => {
    const outcome = await services.searchAgent.unsubscribe(c.req.param('token'));
    return c.json({ payload: { data: { status: outcome.kind } } });
  });
  return api;
}
