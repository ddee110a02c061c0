import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { MAX_IMAGES_PER_LISTING } from '#src/domain/marketplace/marketplace-facts.ts';
import { JSON_TOO_DEEP_MESSAGE } from '#src/domain/validation/json-depth.ts';
import { fieldWithNul, NUL_MESSAGE } from '#src/domain/validation/text-input.ts';
import { IngestError } from '#src/ingestion/ingest-error.ts';
import type { AuthenticatedPartner, IngestedListing, ListingUpsertResult } from '#src/ingestion/ingestion-service.server.ts';
import { ListingInputSchema, OfferReferenceSchema } from '#src/ingestion/listing-input.ts';
import { MAX_PHOTO_BYTES, MAX_UPLOAD_BYTES, tooLargeUpload } from '#src/ingestion/photo-upload.server.ts';
import { SellerInputSchema, SellerReferenceSchema } from '#src/ingestion/seller-input.ts';
import { ApiErrorSchema, registerApiOperation, type ApiResponseDoc } from './openapi.ts';
import { parseJsonBody } from './parse-json-body.ts';

type IngestEnv = { Variables: { partner: AuthenticatedPartner } };

const JSON_LIMIT = 1024 * 1024;

const tooLarge = (c: Context) => c.json({ error: { message: 'Anfrage zu groß', code: 'PAYLOAD_TOO_LARGE' } }, 413);

async function readJson(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new IngestError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type application/json erwartet');
  }
  const read = await parseJsonBody(c);
  if (!read.ok) throw IngestError.invalid([{ field: '(Nachricht)', message: read.problem === 'too-deep' ? JSON_TOO_DEEP_MESSAGE : 'Kein gültiges JSON' }]);
  const body = read.value;
  const withNul = fieldWithNul(body);
  if (withNul !== null) throw IngestError.invalid([{ field: withNul, message: NUL_MESSAGE }]);
  return body;
}

const TAGS = ['Partner-Import'];
const AUTH = 'Nur für Partner: Header `Authorization: Bearer <API-Schlüssel>`. Anleitung: docs/ingestion.md.';
const SellerParams = z.object({ sellerRef: SellerReferenceSchema.describe('Ihre Referenz des Verkäufers (bei zugewiesenen Verkäufern deren Id)') });
const ListingParams = SellerParams.extend({ offerRef: OfferReferenceSchema.describe('Ihre offerReference des Fahrzeugs') });
const LeadParams = SellerParams.extend({ leadId: z.string().describe('Die Anfrage-Nr. aus der E-Mail der Anfrage (die `Identifier` der Kontakt-API)') });
const IngestErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.string(),
    field: z.string().optional(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
const ListingResultSchema = z.object({
  result: z.enum(['created', 'updated', 'renewed', 'unchanged']),
  listing: z.object({
    id: z.number(),
    offerReference: z.string(),
    title: z.string(),
    status: z.enum(['active', 'sold', 'blocked']).describe("'blocked': von der Moderation gesperrt, nicht mehr sichtbar"),
    expiresAt: z.string(),
    photoCount: z.number(),
    url: z.string(),
  }),
});
const COMMON: Record<number, ApiResponseDoc> = {
  400: { description: 'Ungültige Eingabe; `error.field` nennt das erste falsche Feld, `error.issues` alle', schema: IngestErrorSchema },
  401: { description: 'API-Schlüssel fehlt, ist falsch oder widerrufen', schema: ApiErrorSchema },
  404: { description: 'Verkäufer (für diesen Partner), Fahrzeug oder Anfrage unbekannt', schema: ApiErrorSchema },
};

function registerIngestOperations() {
  registerApiOperation({
    method: 'put',
    path: '/ingest/sellers/{sellerRef}',
    tags: TAGS,
    params: SellerParams,
    body: SellerInputSchema,
    summary: 'Verkäufer anlegen oder ändern (idempotent über Ihre Referenz)',
    description: `${AUTH} Adressänderungen verschieben auch die Fahrzeuge des Verkäufers.`,
    responses: {
      ...COMMON,
      200: {
        description: 'Geändert oder unverändert',
        schema: z.object({ result: z.enum(['updated', 'unchanged']), seller: z.object({ id: z.number(), sellerReference: z.string() }) }),
      },
      201: { description: 'Angelegt' },
    },
  });
  registerApiOperation({
    method: 'put',
    path: '/ingest/sellers/{sellerRef}/listings/{offerRef}',
    tags: TAGS,
    params: ListingParams,
    body: ListingInputSchema,
    summary: 'Fahrzeug anlegen oder ersetzen (idempotent über die offerReference)',
    description: `${AUTH} Ersetzt das ganze Fahrzeug in einer Transaktion. Gleiche Daten ändern nichts; \`renew: true\` verlängert um 126 Tage; ein verkauftes Fahrzeug wird wieder aktiv.`,
    responses: {
      ...COMMON,
      200: { description: 'Geändert, verlängert oder unverändert', schema: ListingResultSchema },
      201: { description: 'Angelegt', schema: ListingResultSchema },
    },
  });
  registerApiOperation({
    method: 'put',
    path: '/ingest/sellers/{sellerRef}/listings/{offerRef}/photos',
    tags: TAGS,
    params: ListingParams,
    summary: `Fotos ersetzen (multipart/form-data, Feld photos je Foto, 1 bis ${MAX_IMAGES_PER_LISTING}, je höchstens ${MAX_PHOTO_BYTES / 1024 / 1024} MB)`,
    description: `${AUTH} Jedes Foto wird in small/medium/big als WebP und JPEG gespeichert, Metadaten entfernt; die Bildadressen ändern sich.`,
    responses: {
      ...COMMON,
      200: { description: 'Fotos ersetzt', schema: ListingResultSchema },
      413: { description: 'Zu groß' },
      415: { description: 'Kein multipart/form-data' },
    },
  });
  registerApiOperation({
    method: 'post',
    path: '/ingest/sellers/{sellerRef}/listings/{offerRef}/sold',
    tags: TAGS,
    params: ListingParams,
    summary: 'Fahrzeug als verkauft markieren (idempotent)',
    description: `${AUTH} Verschwindet sofort aus Suche und Zählern; die Detailseite antwortet 410.`,
    responses: { ...COMMON, 200: { description: 'Verkauft (oder war es schon)', schema: ListingResultSchema } },
  });
  registerApiOperation({
    method: 'post',
    path: '/ingest/sellers/{sellerRef}/leads/{leadId}/answered',
    tags: TAGS,
    params: LeadParams,
    summary: 'Anfrage als beantwortet vermerken (idempotent)',
    description: `${AUTH} Zählt zur Antwortzeit des Verkäufers ('antwortet meist innerhalb von … Std.' ab 5 Anfragen in 90 Tagen); ein zweiter Aufruf behält den ersten Zeitpunkt.`,
    responses: {
      ...COMMON,
      200: {
        description: 'Vermerkt (`recorded`) oder war es schon (`already-recorded`)',
        schema: z.object({ result: z.enum(['recorded', 'already-recorded']) }),
      },
    },
  });
  registerApiOperation({
    method: 'delete',
    path: '/ingest/sellers/{sellerRef}/listings/{offerRef}',
    tags: TAGS,
    params: ListingParams,
    summary: 'Fahrzeug löschen (mit Fotos)',
    description: AUTH,
    responses: { ...COMMON, 200: { description: 'Gelöscht', schema: z.object({ result: z.literal('deleted') }) } },
  });
}

/**
 * The partner ingestion API (docs/ingestion.md): `Authorization: Bearer <key>`, sellers addressed by
 * the partner's own reference, cars by their offerReference. Every answer is JSON; every rejection a 4xx
 * `{ error: { message, code, field?, issues? } }`.
 */
export function createIngestApi(services: AppServices) {
  const { ingestion } = services;
  registerIngestOperations();
  const api = new Hono<IngestEnv>();
  const publicUrl = services.config.publicUrl.replace(/\/$/, '');
  const listingJson = (listing: IngestedListing) => ({ ...listing, url: `${publicUrl}${detailPath(listing.title, listing.id)}` });
  const upsertJson = (c: Context, { outcome, listing }: ListingUpsertResult) =>
    c.json({ result: outcome, listing: listingJson(listing) }, outcome === 'created' ? 201 : 200);

  api.onError((error, c) => {
    // Anything else is the app's error handler's: 503 + Retry-After for an outage, else 500.
    if (!(error instanceof IngestError)) throw error;
    if (error.status === 401) c.header('WWW-Authenticate', 'Bearer realm="ingest"');
    const issues = error.issues.length > 0 ? { issues: error.issues } : {};
    return c.json({ error: { message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}), ...issues } }, error.status);
  });

  api.use('*', async (c, next) => {
    c.set('partner', await services.ingestion.authenticate(c.req.header('authorization')));
    await next();
  });

  api.put('/sellers/:sellerRef', bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge }), async (c) => {
    const { outcome, sellerId } = await ingestion.upsertSeller(c.get('partner'), c.req.param('sellerRef'), await readJson(c));
    return c.json({ result: outcome, seller: { id: sellerId, sellerReference: c.req.param('sellerRef') } }, outcome === 'created' ? 201 : 200);
  });

  api.put('/sellers/:sellerRef/listings/:offerRef', bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge }), async (c) => {
    return upsertJson(c, await ingestion.upsertListing(c.get('partner'), c.req.param('sellerRef'), c.req.param('offerRef'), await readJson(c)));
  });

  // The seller and car first: an upload for someone else's car is refused before its megabytes are read.
  const ownCarFirst: MiddlewareHandler<IngestEnv> = async (c, next) => {
    await ingestion.checkListing(c.get('partner'), c.req.param('sellerRef') ?? '', c.req.param('offerRef') ?? '');
    await next();
  };
  // Streamed to disk file by file (photo-upload.server.ts bounds each file and the whole body), not buffered.
  api.put('/sellers/:sellerRef/listings/:offerRef/photos', ownCarFirst, async (c) => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BYTES) throw tooLargeUpload();
    const received = await ingestion.receivePhotos(c.req.header('content-type') ?? '', c.req.raw.body);
    try {
      return upsertJson(c, await ingestion.replacePhotos(c.get('partner'), c.req.param('sellerRef'), c.req.param('offerRef'), received.files));
    } finally {
      await received.discard();
    }
  });

  api.post('/sellers/:sellerRef/listings/:offerRef/sold', async (c) => {
    return upsertJson(c, await ingestion.markSold(c.get('partner'), c.req.param('sellerRef'), c.req.param('offerRef')));
  });

  api.post('/sellers/:sellerRef/leads/:leadId/answered', async (c) => {
    return c.json({ result: await ingestion.recordLeadAnswer(c.get('partner'), c.req.param('sellerRef'), c.req.param('leadId')) });
  });

  api.delete('/sellers/:sellerRef/listings/:offerRef', async (c) => {
    await ingestion.deleteListing(c.get('partner'), c.req.param('sellerRef'), c.req.param('offerRef'));
    return c.json({ result: 'deleted' });
  });

  return api;
}
