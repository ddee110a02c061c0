import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { citySuggestionText, suggestCities } from '#src/taxonomy/city-suggestions.ts';
import type { TaxonomyModel } from '#src/taxonomy/taxonomy.server.ts';
import { UNKNOWN_CITY_MESSAGE, UNKNOWN_MAKE_MESSAGE } from '#src/domain/taxonomy/unknown-value-messages.ts';
import { apiError, apiRoute, idParam } from './api-route.ts';

const TAGS = ['Stammdaten'];

const MakeRecord = z.object({ MAKE_ID: z.number(), GENERIC_NAME: z.string(), SAFE_VALUE: z.string(), idx: z.number() });
const ModelRecord = z.object({ MODEL_ID: z.number(), MAKE_ID: z.number(), GENERIC_NAME: z.string(), SAFE_VALUE: z.string() });
const named = <K extends string>(key: K) =>
  z.array(z.object({ [key]: z.number(), GENERIC_NAME: z.string() } as Record<K, z.ZodNumber> & { GENERIC_NAME: z.ZodString }));
const MakeIdParams = z.object({ id: idParam('Marken-Id') });

const modelRecord = (m: TaxonomyModel) => ({ MODEL_ID: m.id, MAKE_ID: m.makeId, GENERIC_NAME: m.name, SAFE_VALUE: m.safeValue });

/** Reference data (SPEC §3 Taxonomy), city suggestions with coordinates and static content pages. */
export function createTaxonomyApi(services: AppServices) {
  const api = new Hono();
  const { taxonomy } = services;
  // Reference data only changes with a deployment.
  const cacheable = { 'Cache-Control': 'public, max-age=300' };

  apiRoute(
    api,
    { method: 'get', path: '/taxonomy/makes', tags: TAGS, summary: 'Alle Marken', responses: { 200: { description: 'Marken', schema: z.array(MakeRecord) } } },
    (c) =>
      c.json(
        taxonomy.makes.map((m) => ({ MAKE_ID: m.id, GENERIC_NAME: m.name, SAFE_VALUE: m.safeValue, idx: m.idx })),
        200,
        cacheable,
      ),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/taxonomy/makes/{id}/models',
      tags: TAGS,
      params: MakeIdParams,
      summary: 'Modelle einer Marke',
      responses: { 200: { description: 'Modelle', schema: z.array(ModelRecord) }, 404: { description: UNKNOWN_MAKE_MESSAGE } },
    },
    (c, { params }) => {
      const make = taxonomy.makeById.get(params.id);
      if (!make) return apiError(c, 404, 'NOT_FOUND', UNKNOWN_MAKE_MESSAGE, 'id');
      return c.json(make.models.map(modelRecord), 200, cacheable);
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/taxonomy/makes/{id}/modelsAndModelLines',
      tags: TAGS,
      params: MakeIdParams,
      summary: 'Modelle einer Marke, nach Modellreihen gruppiert (z. B. BMW 3er-Reihe)',
      responses: {
        200: {
          description: 'Modellreihen mit ihren Modellen und Modelle ohne Reihe',
          schema: z.object({
            modelLines: z.array(
              z.object({ MODEL_LINE_ID: z.number(), MAKE_ID: z.number(), GENERIC_NAME: z.string(), SAFE_VALUE: z.string(), models: z.array(ModelRecord) }),
            ),
            models: z.array(ModelRecord),
          }),
        },
        404: { description: UNKNOWN_MAKE_MESSAGE },
      },
    },
    (c, { params }) => {
      const make = taxonomy.makeById.get(params.id);
      if (!make) return apiError(c, 404, 'NOT_FOUND', UNKNOWN_MAKE_MESSAGE, 'id');
      return c.json(
        {
          modelLines: make.modelLines.map((l) => ({
            MODEL_LINE_ID: l.id,
            MAKE_ID: l.makeId,
            GENERIC_NAME: l.name,
            SAFE_VALUE: l.safeValue,
            models: make.models.filter((m) => m.lineId === l.id).map(modelRecord),
          })),
          models: make.models.filter((m) => m.lineId === null).map(modelRecord),
        },
        200,
        cacheable,
      );
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/taxonomy/fuelTypes',
      tags: TAGS,
      summary: 'Treibstoffe (O = Treibstoff: Sonstige)',
      responses: { 200: { description: 'Treibstoffe', schema: z.array(z.object({ FUEL_CATEGORY_ID: z.string(), GENERIC_NAME: z.string() })) } },
    },
    (c) =>
      c.json(
        taxonomy.fuels.map((f) => ({ FUEL_CATEGORY_ID: f.id, GENERIC_NAME: f.name })),
        200,
        cacheable,
      ),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/taxonomy/offerTypes',
      tags: TAGS,
      summary: 'Angebotstypen',
      responses: { 200: { description: 'Angebotstypen', schema: z.array(z.object({ VEHICLE_OFFER_TYPE_ID: z.string(), GENERIC_NAME: z.string() })) } },
    },
    (c) =>
      c.json(
        taxonomy.offerTypes.map((o) => ({ VEHICLE_OFFER_TYPE_ID: o.id, GENERIC_NAME: o.name })),
        200,
        cacheable,
      ),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/taxonomy/detailedSearchOptions',
      tags: TAGS,
      summary: 'Optionen der Detailsuche',
      responses: {
        200: {
          description: 'Farben, Getriebe, Aufbauten, Innenausstattung, Schadstoffklassen, Ausstattung',
          schema: z.object({
            bodyColors: named('BODY_COLOR_ID'),
            transmissions: named('TRANSMISSION_ID'),
            bodyTypes: named('BODY_TYPE_ID'),
            materials: named('UPHOLSTERY_ID'),
            pollutionClass: named('POLLUTION_CLASS_ID'),
            equipment: z.array(z.object({ EQUIPMENT_ID: z.number(), GENERIC_NAME: z.string(), CATEGORY: z.string(), topOfSideBar: z.boolean().optional() })),
          }),
        },
      },
    },
    (c) =>
      c.json(
        {
          bodyColors: taxonomy.bodyColors.map((x) => ({ BODY_COLOR_ID: x.id, GENERIC_NAME: x.name })),
          transmissions: taxonomy.transmissions.map((x) => ({ TRANSMISSION_ID: x.id, GENERIC_NAME: x.name })),
          bodyTypes: taxonomy.bodyTypes.map((x) => ({ BODY_TYPE_ID: x.id, GENERIC_NAME: x.name })),
          materials: taxonomy.upholstery.map((x) => ({ UPHOLSTERY_ID: x.id, GENERIC_NAME: x.name })),
          pollutionClass: taxonomy.pollutionClasses.map((x) => ({ POLLUTION_CLASS_ID: x.id, GENERIC_NAME: x.name })),
          equipment: taxonomy.equipment.map((e) => ({
            EQUIPMENT_ID: e.id,
            GENERIC_NAME: e.name,
            CATEGORY: taxonomy.names.equipmentCategory.get(e.categoryId) ?? '',
            ...(e.topOfSideBar ? { topOfSideBar: true } : {}),
          })),
        },
        200,
        cacheable,
      ),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/geocode/suggestions/{text}',
      tags: TAGS,
      params: z.object({ text: z.string().trim().min(1, 'Text erwartet').max(50, 'Höchstens 50 Zeichen') }),
      summary: 'Orte zum eingegebenen Text (Name, Wortanfang oder PLZ), Wiener Bezirke eingeschlossen',
      responses: {
        200: {
          description: 'Vorschläge',
          schema: z.object({ payload: z.object({ data: z.object({ suggestions: z.array(z.object({ id: z.number(), suggestion: z.string() })) }) }) }),
        },
      },
    },
    (c, { params }) =>
      c.json({
        payload: { data: { suggestions: suggestCities(taxonomy.cities, params.text).map((city) => ({ id: city.id, suggestion: citySuggestionText(city) })) } },
      }),
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/geocode/latLon/{suggestionId}',
      tags: TAGS,
      params: z.object({ suggestionId: idParam('Vorschlags-Id') }),
      summary: 'Koordinaten eines Ortsvorschlags',
      responses: {
        200: { description: 'Koordinaten', schema: z.object({ data: z.object({ lat: z.number(), lon: z.number() }) }) },
        404: { description: 'Unbekannter Vorschlag' },
      },
    },
    (c, { params }) => {
      const city = taxonomy.cities.find((x) => x.id === params.suggestionId);
      if (!city) return apiError(c, 404, 'NOT_FOUND', UNKNOWN_CITY_MESSAGE, 'suggestionId');
      return c.json({ data: { lat: city.lat, lon: city.lon } }, 200, cacheable);
    },
  );

  apiRoute(
    api,
    {
      method: 'get',
      path: '/static-content/{name}',
      tags: ['Inhalte'],
      params: z.object({
        name: z
          .string()
          .regex(/^[a-z0-9-]{1,60}$/, 'Seitenname erwartet')
          .describe('privacy-policy, kfz-kaufvertrag, current-safety, …'),
      }),
      summary: 'Inhalt einer statischen Seite (HTML)',
      responses: {
        200: { description: 'Seite', schema: z.object({ name: z.string(), title: z.string(), html: z.string() }) },
        404: { description: 'Unbekannte Seite' },
      },
    },
    async (c, { params }) => {
      const page = await services.content.find(params.name);
      if (!page) return apiError(c, 404, 'NOT_FOUND', 'Seite nicht gefunden', 'name');
      return c.json({ name: page.name, title: page.title, html: page.html });
    },
  );

  return api;
}
