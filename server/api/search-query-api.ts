import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { searchTextIssue } from '#src/domain/search-query/search-text-issue.ts';
import { apiRoute } from './api-route.ts';

const SearchQueryQuery = z.object({
  q: z
    .string()
    .superRefine((text, ctx) => {
      const issue = searchTextIssue(text);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    .describe('Die Suche in eigenen Worten, höchstens 300 Zeichen (z.B. "Octavia Kombi Diesel bis 20.000 € bei Linz")'),
});

const SearchQueryResponseSchema = z.object({
  params: z.string().describe('Query-String in den Parametern von /v2/search-listings, nur die verstandenen Filter'),
  url: z.string().describe('Adresse der Ergebnisseite'),
  understood: z
    .array(z.object({ text: z.string(), filter: z.string(), label: z.string() }))
    .describe('Verstandene Teile: Text wie eingegeben, Filter, Bezeichnung'),
  unrecognized: z
    .array(z.string())
    .describe(
      'Wörter, die keinen Filter ergaben; eine Zahl außerhalb des Filterbereichs mit Hinweis in Klammern (z.B. "bis 99999999999 € (Preis höchstens € 100.000.000)")',
    ),
});

/** Search in your own words (issue 29): a sentence read into the ordinary search parameters. */
export function createSearchQueryApi(services: AppServices) {
  const api = new Hono();
  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/search-query',
      tags: ['Suche'],
      query: SearchQueryQuery,
      summary: 'Suche in eigenen Worten: Text → Suchparameter, Ergebnisadresse, verstandene und nicht verwendete Wörter',
      responses: { 200: { description: 'Gelesene Suche', schema: SearchQueryResponseSchema } },
    },
    (c, { query }) => c.json(services.searchQuery.answer(query.q)),
  );
  return api;
}
