import type { Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { Database, ListingRow, ListingStatus } from '../db/schema.ts';
import {
  deleteListing,
  findListingByReference,
  findSeller,
  findSellerContacts,
  insertSeller,
  listListingIdsOfSeller,
  markListingsSold,
  markSellersConfirmInventory,
  moveSellerListings,
  recordListingChanges,
  replaceSellerContacts,
  setUploadedPhotos,
  updateSeller,
} from '../repositories/ingestion.repository.ts';
import { recordListingChange } from '../repositories/listing-change.repository.ts';
import { findSellerLeadByIdentifier } from '../repositories/lead.repository.ts';
import { recordLeadAnswer, type AnswerOutcome } from '../leads/lead-answers.server.ts';
import { findScopedSellerId, grantSeller, type AuthenticatedPartner } from '../repositories/partner.repository.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { IngestError } from './ingest-error.ts';
import { buildIngestTaxonomy } from './ingest-taxonomy.ts';
import { authenticatePartner } from './partner-keys.server.ts';
import { OfferReferenceSchema, resolveListingInput } from './listing-input.ts';
import { planListingWrite, sellerContext, type UpsertOutcome } from './listing-plan.ts';
import { removeUploadedPhotos, renderUploadedPhotos, swapInPhotos } from './photo-store.server.ts';
import { receivePhotoUpload, type ReceivedPhotos } from './photo-upload.server.ts';
import { resolveSellerInput, SellerReferenceSchema } from './seller-input.ts';
import type { IngestTaxonomy } from './taxonomy-lookup.ts';
import { applyListingPlan, retryWriteConflicts } from './write-transactions.server.ts';

export interface IngestedListing {
  id: number;
  offerReference: string;
  title: string;
  status: ListingStatus;
  expiresAt: string;
  photoCount: number;
}
export interface ListingUpsertResult {
  outcome: UpsertOutcome;
  listing: IngestedListing;
}
export interface SellerUpsertResult {
  outcome: 'created' | 'updated' | 'unchanged';
  sellerId: number;
}

export type { AuthenticatedPartner };

export interface IngestionService {
  /** The partner behind an `Authorization: Bearer <key>` header; throws IngestError UNAUTHORIZED. */
  authenticate(authorization: string | undefined): Promise<AuthenticatedPartner>;
  upsertSeller(partner: AuthenticatedPartner, sellerReference: string, body: unknown): Promise<SellerUpsertResult>;
  upsertListing(partner: AuthenticatedPartner, sellerReference: string, offerReference: string, body: unknown): Promise<ListingUpsertResult>;
  /** Throws the 403/404 a request about this car would get: uploads check it before their body is read (issue 34 point 6). */
  checkListing(partner: AuthenticatedPartner, sellerReference: string, offerReference: string): Promise<void>;
  /** Streams an upload's photos to disk, each within its limit (photo-upload.server.ts); the caller discards them after `replacePhotos`. */
  receivePhotos(contentType: string, body: ReadableStream<Uint8Array> | null): Promise<ReceivedPhotos>;
  /** `files`: the received uploads on disk, in display order. */
  replacePhotos(partner: AuthenticatedPartner, sellerReference: string, offerReference: string, files: readonly string[]): Promise<ListingUpsertResult>;
  markSold(partner: AuthenticatedPartner, sellerReference: string, offerReference: string): Promise<ListingUpsertResult>;
  deleteListing(partner: AuthenticatedPartner, sellerReference: string, offerReference: string): Promise<void>;
  /** Records that the seller answered an enquiry (issue 37 point 4), by the enquiry's identifier; idempotent. */
  recordLeadAnswer(partner: AuthenticatedPartner, sellerReference: string, leadIdentifier: string): Promise<AnswerOutcome>;
  /** The reference data as id-or-name lookups (the feed import shares them). */
  taxonomy: IngestTaxonomy;
}

export interface IngestionDeps {
  db: Kysely<Database>;
  taxonomy: Taxonomy;
  dataDir: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Injected so tests can publish cars in the past. */
  now?: () => Date;
}

function parseReference(schema: typeof OfferReferenceSchema, value: string, field: string): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw IngestError.invalid([{ field, message: 'Ungültige Referenz (1 bis 100 Zeichen, keine Steuerzeichen)' }]);
  return parsed.data;
}

function toIngested(row: ListingRow): IngestedListing {
  return {
    id: row.id,
    offerReference: row.offer_reference ?? '',
    title: row.title,
    status: row.status,
    expiresAt: row.expires_at,
    photoCount: row.photo_count,
  };
}

export function createIngestionService({ db, taxonomy: reference, dataDir, logger, now = () => new Date() }: IngestionDeps): IngestionService {
  const taxonomy = buildIngestTaxonomy(reference);

  async function scopedSellerId(partner: AuthenticatedPartner, sellerReference: string): Promise<number> {
    const ref = parseReference(SellerReferenceSchema, sellerReference, 'sellerReference');
    const sellerId = await findScopedSellerId(db, partner.id, ref);
    if (sellerId === undefined) throw new IngestError('SELLER_NOT_FOUND', `Kein Verkäufer mit der Referenz '${ref}' für diesen Partner`);
    return sellerId;
  }

  async function existingListing(partner: AuthenticatedPartner, sellerReference: string, offerReference: string): Promise<ListingRow> {
    const sellerId = await scopedSellerId(partner, sellerReference);
    const ref = parseReference(OfferReferenceSchema, offerReference, 'offerReference');
    const row = await findListingByReference(db, sellerId, ref);
    if (!row) throw new IngestError('LISTING_NOT_FOUND', `Kein Fahrzeug mit der offerReference '${ref}'`);
    return row;
  }

  async function reread(sellerId: number, offerReference: string): Promise<IngestedListing> {
    const row = await findListingByReference(db, sellerId, offerReference);
    if (!row) throw new IngestError('LISTING_NOT_FOUND', `Kein Fahrzeug mit der offerReference '${offerReference}'`);
    return toIngested(row);
  }

  return {
    taxonomy,
    authenticate: (authorization) => authenticatePartner(db, authorization),

    async upsertSeller(partner, sellerReference, body) {
      const ref = parseReference(SellerReferenceSchema, sellerReference, 'sellerReference');
      const resolved = resolveSellerInput(body, taxonomy);
      if (!resolved.ok) throw IngestError.invalid(resolved.issues);
      const { values, contacts } = resolved.seller;
      const at = now().toISOString();
      return retryWriteConflicts(() =>
        db.transaction().execute(async (trx): Promise<SellerUpsertResult> => {
          const sellerId = await findScopedSellerId(trx, partner.id, ref);
          const existing = sellerId === undefined ? undefined : await findSeller(trx, sellerId);
          if (!existing) {
            const id = await insertSeller(trx, { ...values, logo_url: null, created_at: at });
            await grantSeller(trx, partner.id, id, ref);
            await replaceSellerContacts(trx, id, contacts);
            return { outcome: 'created', sellerId: id };
          }
          const sellerChanged = Object.entries(values).some(([column, value]) => existing[column as keyof typeof existing] !== value);
          const contactsChanged = JSON.stringify(await findSellerContacts(trx, existing.id)) !== JSON.stringify(contacts);
          if (!sellerChanged && !contactsChanged) return { outcome: 'unchanged', sellerId: existing.id };
          await updateSeller(trx, existing.id, values);
          await replaceSellerContacts(trx, existing.id, contacts);
          // Cars show their seller's name, contacts and place, so each one is a change for the search index.
          const moved = existing.zip !== values.zip || existing.city !== values.city || existing.lat !== values.lat || existing.lon !== values.lon;
          const listingIds = moved
            ? await moveSellerListings(trx, existing.id, {
                zip: values.zip,
                city: values.city,
                state_slug: values.state_slug,
                lat: values.lat,
                lon: values.lon,
              })
            : await listListingIdsOfSeller(trx, existing.id);
          await recordListingChanges(trx, listingIds, at);
          return { outcome: 'updated', sellerId: existing.id };
        }),
      );
    },

    async upsertListing(partner, sellerReference, offerReference, body) {
      const sellerId = await scopedSellerId(partner, sellerReference);
      const ref = parseReference(OfferReferenceSchema, offerReference, 'offerReference');
      const when = now();
      const resolved = resolveListingInput(body, taxonomy, when);
      if (!resolved.ok) throw IngestError.invalid(resolved.issues);
      if (resolved.listing.offerReference !== undefined && resolved.listing.offerReference !== ref) {
        throw IngestError.invalid([{ field: 'offerReference', message: 'Weicht von der Referenz in der Adresse ab' }]);
      }
      const outcome = await retryWriteConflicts(() =>
        // One transaction per car: it is written completely, with its change row, or not at all.
        db.transaction().execute(async (trx) => {
          const seller = await findSeller(trx, sellerId);
          if (!seller) throw new IngestError('SELLER_NOT_FOUND', `Kein Verkäufer mit der Referenz '${sellerReference}'`);
          const plan = planListingWrite(await findListingByReference(trx, sellerId, ref), resolved.listing, ref, sellerContext(seller), when);
          await applyListingPlan(trx, plan, when);
          await markSellersConfirmInventory(trx, [sellerId]);
          return plan.outcome;
        }),
      );
      return { outcome, listing: await reread(sellerId, ref) };
    },

    async checkListing(partner, sellerReference, offerReference) {
      await existingListing(partner, sellerReference, offerReference);
    },

    receivePhotos: (contentType, body) => receivePhotoUpload(dataDir, contentType, body),

    async replacePhotos(partner, sellerReference, offerReference, files) {
      const listing = await existingListing(partner, sellerReference, offerReference);
      const staging = await renderUploadedPhotos(dataDir, listing.id, files);
      const when = now();
      await swapInPhotos(dataDir, listing.id, staging, () =>
        retryWriteConflicts(() =>
          db.transaction().execute(async (trx) => {
            await setUploadedPhotos(trx, listing.id, files.length, when.toISOString());
            await recordListingChange(trx, listing.id, when);
          }),
        ),
      );
      logger.info({ listingId: listing.id, photos: files.length }, 'listing photos replaced');
      return { outcome: 'updated', listing: await reread(listing.seller_id, listing.offer_reference ?? '') };
    },

    async markSold(partner, sellerReference, offerReference) {
      const listing = await existingListing(partner, sellerReference, offerReference);
      if (listing.status === 'sold') return { outcome: 'unchanged', listing: toIngested(listing) };
      const when = now();
      await retryWriteConflicts(() =>
        db.transaction().execute(async (trx) => {
          await markListingsSold(trx, [listing.id], when.toISOString());
          await recordListingChange(trx, listing.id, when);
        }),
      );
      return { outcome: 'updated', listing: await reread(listing.seller_id, listing.offer_reference ?? '') };
    },

    async deleteListing(partner, sellerReference, offerReference) {
      const listing = await existingListing(partner, sellerReference, offerReference);
      const when = now();
      await retryWriteConflicts(() =>
        db.transaction().execute(async (trx) => {
          await deleteListing(trx, listing.id);
          await recordListingChange(trx, listing.id, when);
        }),
      );
      await removeUploadedPhotos(dataDir, listing.id);
      logger.info({ listingId: listing.id }, 'listing deleted');
    },

    async recordLeadAnswer(partner, sellerReference, leadIdentifier) {
      const sellerId = await scopedSellerId(partner, sellerReference);
      // Another seller's enquiry is as unknown as a made-up one.
      const lead = LEAD_IDENTIFIER.test(leadIdentifier) ? await findSellerLeadByIdentifier(db, sellerId, leadIdentifier) : undefined;
      if (!lead) throw new IngestError('LEAD_NOT_FOUND', `Keine Anfrage mit der Nummer '${leadIdentifier.slice(0, 64)}' für diesen Verkäufer`);
      const outcome = await retryWriteConflicts(() => recordLeadAnswer(db, lead, now()));
      logger.info({ sellerId, outcome }, 'lead answer recorded');
      return outcome;
    },
  };
}

/** An enquiry's identifier as the contact API answers it (a UUID). */
const LEAD_IDENTIFIER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
