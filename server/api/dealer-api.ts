import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { DEALER_PAGE_SIZE } from '#src/domain/dealers/dealer-directory-query.ts';
import { sellerAnswerFigures } from '#src/listings/listing-mapper.ts';
import { apiError, apiRoute, idParam } from './api-route.ts';
import { DealersResponseSchema } from './api-schemas.ts';

const TAGS = ['Händler'];

const searchText = z
  .string()
  .trim()
  .max(60, 'Höchstens 60 Zeichen')
  .refine((s) => !/[<>]/.test(s), 'Ungültige Zeichen');

const DealersQuery = z.object({
  name: searchText.optional().describe('Teil des Firmennamens'),
  city: searchText.optional().describe('Teil des Ortsnamens'),
  zip: z
    .string()
    .regex(/^\d{1,4}$/, 'PLZ (Ziffern) erwartet')
    .optional()
    .describe('PLZ oder ihr Anfang'),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'Seitennummer erwartet')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Seitennummer ab 1'))
    .optional(),
});

/** Dealer directory and per-seller car counts. */
export function createDealerApi(services: AppServices) {
  const api = new Hono();

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/dealers',
      tags: TAGS,
      query: DealersQuery,
      summary: `Händlerverzeichnis, ${DEALER_PAGE_SIZE} je Seite, nach Firmenname`,
      responses: { 200: { description: 'Händler', schema: DealersResponseSchema } },
    },
    async (c, { query }) => {
      const page = query.page ?? 1;
      const { total, dealers: found } = await services.dealers.directory({
        name: query.name || undefined,
        city: query.city || undefined,
        zip: query.zip,
        offset: (page - 1) * DEALER_PAGE_SIZE,
        limit: DEALER_PAGE_SIZE,
      });
      const dealers = found.map(({ seller: s, contacts: numbers }) => {
        const first = (type: string) => numbers.find((n) => n.phone_type === type)?.formatted_number ?? null;
        return {
          CompanyName: s.company_name,
          LogoUrl: s.logo_url,
          MigratedLogoUrl: s.logo_url,
          Zip: s.zip,
          City: s.city,
          Street: s.street,
          Id: s.id,
          CompanyUrl: s.homepage,
          UrlName: s.url_name,
          AverageRatings: s.ratings_stars,
          RatingsCount: s.ratings_count,
          RatingsEnabled: s.ratings_enabled === 1,
          AnswerTimes: sellerAnswerFigures(s),
          PhoneNumbers: { office: first('Office'), private: first('Private'), tracker: first('Tracker'), mobile: first('Mobile'), fax: first('Fax') },
        };
      });
      return c.json({
        dealers,
        metadata: { current_page: page, page_size: DEALER_PAGE_SIZE, total_items: total, total_pages: Math.ceil(total / DEALER_PAGE_SIZE) },
      });
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/v2/sellers/{id}/car-count',
      tags: TAGS,
      params: z.object({ id: idParam('Anbieter-Id') }),
      summary: 'Anzahl aktiver Fahrzeuge eines Anbieters (tc)',
      responses: { 200: { description: 'Anzahl', schema: z.object({ tc: z.number() }) }, 404: { description: 'Unbekannter Anbieter' } },
    },
    async (c, { params }) => {
      const seller = await services.listings.getSeller(params.id);
      if (!seller) return apiError(c, 404, 'NOT_FOUND', 'Anbieter nicht gefunden', 'id');
      return c.json({ tc: seller.tc ?? 0 });
    },
  );

  return api;
}
