import type { Kysely } from 'kysely';
import type { Database, ListingRow } from '../db/schema.ts';
import {
  findListingsByReferences, findSeller, insertListings, listActiveListingIdsOfSeller, markListingsSold, recordListingChanges, updateListing,
} from '../repositories/ingestion.repository.ts';
import type { FieldIssue } from './ingest-error.ts';
import type { FeedItem } from './feed-reader.ts';
import { ListingInputSchema, OfferReferenceSchema, resolveListingInput, type ResolvedListing } from './listing-input.ts';
import { planListingWrite, sellerContext, type ListingPlan, type SellerContext } from './listing-plan.ts';
import type { IngestTaxonomy } from './taxonomy-lookup.ts';
import { applyListingPlan, isUniqueViolation, retryWriteConflicts } from './write-transactions.server.ts';

/** Records validated, looked up and written together: one read per seller and a few statements per chunk. */
const CHUNK_SIZE = 500;
/** Rows per multi-row INSERT: ~50 columns each stays below both dialects' bound-parameter limits. */
const INSERT_BATCH = 400;
/** The summary lists this many rejected records in full; the rest only count towards their reason. */
const LISTED_REJECTIONS = 100;

export interface FeedImportOptions {
  db: Kysely<Database>;
  taxonomy: IngestTaxonomy;
  /** All records belong to this seller; otherwise each names its own in `sellerId`. */
  sellerId?: number | undefined;
  /** Validate and compare only; write nothing. */
  dryRun: boolean;
  /** The feed is the seller's whole stock: its active cars missing from the feed are marked sold. */
  full: boolean;
  /** Start a new 126-day lifetime for every car in the feed. */
  renew: boolean;
  /** CSV exports carry columns we do not use; they are listed in the summary instead of rejecting every row. */
  ignoreUnknownColumns: boolean;
  now: Date;
  onProgress?: (recordsDone: number) => void;
}

export interface Rejection { position: string; offerReference?: string; field: string; message: string }

export interface FeedImportSummary {
  records: number;
  created: number;
  updated: number;
  renewed: number;
  unchanged: number;
  rejected: number;
  /** full feeds: active cars of the feed's sellers that were missing and are now sold */
  markedSold: number;
  dryRun: boolean;
  /** the first rejected records, each with its reason */
  rejections: Rejection[];
  /** every rejection reason ('field: message') with how often it occurred, most frequent first */
  reasons: { reason: string; count: number }[];
  ignoredColumns: string[];
  /** sellers a full feed did not retire anything for, with why */
  warnings: string[];
}

interface Entry {
  position: string;
  sellerId: number;
  offerReference: string;
  listing: ResolvedListing;
}

const KNOWN_FIELDS = new Set([...Object.keys(ListingInputSchema.shape), 'sellerId']);

/**
 * Imports a feed record by record in chunks, so memory does not grow with the feed (except one
 * number per car for duplicate detection and full feeds). Every car is written completely or not at
 * all, each write with its change row for the search index.
 */
export async function importFeed(items: AsyncIterable<FeedItem>, options: FeedImportOptions): Promise<FeedImportSummary> {
  const { db, now } = options;
  const summary: FeedImportSummary = {
    records: 0, created: 0, updated: 0, renewed: 0, unchanged: 0, rejected: 0, markedSold: 0, dryRun: options.dryRun,
    rejections: [], reasons: [], ignoredColumns: [], warnings: [],
  };
  const reasons = new Map<string, number>();
  const ignoredColumns = new Set<string>();
  const sellers = new Map<number, SellerContext | undefined>();
  /** Cars of this feed (by listing id): a second record for one is a duplicate, the rest are retired by a full feed. */
  const seen = new Set<number>();
  /** Sellers with at least one good record; a full feed only retires cars of those. */
  const sellersWithRecords = new Set<number>();

  function reject(position: string, offerReference: string | undefined, issues: readonly FieldIssue[]) {
    summary.rejected++;
    const first = issues[0] ?? { field: '(Datensatz)', message: 'Ungültig' };
    const reason = `${first.field}: ${first.message}`;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    if (summary.rejections.length < LISTED_REJECTIONS) summary.rejections.push({ position, ...(offerReference ? { offerReference } : {}), ...first });
  }

  async function sellerFor(sellerId: number): Promise<SellerContext | undefined> {
    if (!sellers.has(sellerId)) {
      const row = await findSeller(db, sellerId);
      sellers.set(sellerId, row ? sellerContext(row) : undefined);
    }
    return sellers.get(sellerId);
  }

  /** Validation: a record becomes an entry, or a rejection (keeping its reference, so a full feed keeps that car). */
  async function toEntry(item: FeedItem, rejectedRefs: Map<number, Set<string>>): Promise<Entry | undefined> {
    if ('error' in item) {
      reject(item.position, undefined, [{ field: '(Datensatz)', message: item.error }]);
      return undefined;
    }
    const { sellerId: rawSellerId, ...fields } = item.data;
    if (options.ignoreUnknownColumns) {
      for (const key of Object.keys(fields)) {
        if (!KNOWN_FIELDS.has(key)) {
          ignoredColumns.add(key);
          delete fields[key];
        }
      }
    }
    const ref = OfferReferenceSchema.safeParse(fields.offerReference);
    const offerReference = ref.success ? ref.data : undefined;
    const sellerId = rawSellerId === undefined ? options.sellerId : Number(rawSellerId);
    if (sellerId === undefined || !Number.isInteger(sellerId) || sellerId <= 0) {
      reject(item.position, offerReference, [{ field: 'sellerId', message: options.sellerId === undefined ? 'Pflichtfeld fehlt (oder --seller angeben)' : 'Ungültige Verkäufer-ID' }]);
      return undefined;
    }
    if (options.sellerId !== undefined && sellerId !== options.sellerId) {
      reject(item.position, offerReference, [{ field: 'sellerId', message: `Weicht von --seller ${options.sellerId} ab` }]);
      return undefined;
    }
    if (!(await sellerFor(sellerId))) {
      reject(item.position, offerReference, [{ field: 'sellerId', message: `Unbekannter Verkäufer ${sellerId}` }]);
      return undefined;
    }
    const remember = () => {
      if (!offerReference) return;
      const set = rejectedRefs.get(sellerId) ?? new Set<string>();
      set.add(offerReference);
      rejectedRefs.set(sellerId, set);
    };
    if (!offerReference) {
      reject(item.position, undefined, [{ field: 'offerReference', message: fields.offerReference === undefined ? 'Pflichtfeld fehlt' : 'Ungültige Referenz' }]);
      return undefined;
    }
    const resolved = resolveListingInput(fields, options.taxonomy, now);
    if (!resolved.ok) {
      reject(item.position, offerReference, resolved.issues);
      remember();
      return undefined;
    }
    sellersWithRecords.add(sellerId);
    const listing = options.renew ? { ...resolved.listing, renew: true } : resolved.listing;
    return { position: item.position, sellerId, offerReference, listing };
  }

  async function processChunk(items: readonly FeedItem[]) {
    const rejectedRefs = new Map<number, Set<string>>();
    const entries: Entry[] = [];
    const inChunk = new Map<string, string>();
    for (const item of items) {
      const entry = await toEntry(item, rejectedRefs);
      if (!entry) continue;
      const key = `${entry.sellerId}\u0000${entry.offerReference}`;
      const earlier = inChunk.get(key);
      if (earlier) {
        reject(entry.position, entry.offerReference, [{ field: 'offerReference', message: `Mehrfach im Feed (zuerst ${earlier})` }]);
        continue;
      }
      inChunk.set(key, entry.position);
      entries.push(entry);
    }

    // One read per seller for the whole chunk.
    const existing = new Map<string, ListingRow>();
    const sellerIds = new Set([...entries.map((e) => e.sellerId), ...rejectedRefs.keys()]);
    for (const sellerId of sellerIds) {
      const refs = [...entries.filter((e) => e.sellerId === sellerId).map((e) => e.offerReference), ...(rejectedRefs.get(sellerId) ?? [])];
      for (const row of await findListingsByReferences(db, sellerId, refs)) existing.set(`${sellerId}\u0000${row.offer_reference ?? ''}`, row);
    }
    // A rejected record still names a car that is in stock: a full feed must not retire it.
    for (const [sellerId, refs] of rejectedRefs) for (const ref of refs) {
      const row = existing.get(`${sellerId}\u0000${ref}`);
      if (row) seen.add(row.id);
    }

    const planned: { entry: Entry; plan: ListingPlan }[] = [];
    for (const entry of entries) {
      const row = existing.get(`${entry.sellerId}\u0000${entry.offerReference}`);
      if (row && seen.has(row.id)) {
        reject(entry.position, entry.offerReference, [{ field: 'offerReference', message: 'Mehrfach im Feed' }]);
        continue;
      }
      if (row) seen.add(row.id);
      const seller = sellers.get(entry.sellerId) as SellerContext;
      planned.push({ entry, plan: planListingWrite(row, entry.listing, entry.offerReference, seller, now) });
    }
    if (options.dryRun) {
      for (const { plan } of planned) summary[plan.outcome]++;
      return;
    }
    try {
      for (const id of await retryWriteConflicts(() => writeChunk(planned.map((p) => p.plan)))) seen.add(id);
      for (const { plan } of planned) summary[plan.outcome]++;
    } catch {
      // Something in the chunk failed (e.g. another writer created the same car meanwhile): write car by car.
      for (const { entry, plan } of planned) {
        try {
          const id = await retryWriteConflicts(() => db.transaction().execute((trx) => applyListingPlan(trx, plan, now)));
          seen.add(id);
          summary[plan.outcome]++;
        } catch (error) {
          const message = isUniqueViolation(error) ? 'Gleichzeitig von anderer Stelle angelegt; bitte erneut importieren' : 'Datenbankfehler';
          reject(entry.position, entry.offerReference, [{ field: 'offerReference', message }]);
        }
      }
    }
  }

  /** Writes a chunk in one transaction; returns the ids of the cars it created or changed. */
  async function writeChunk(plans: readonly ListingPlan[]): Promise<number[]> {
    const at = now.toISOString();
    return db.transaction().execute(async (trx) => {
      const changed: number[] = [];
      const rows = plans.flatMap((p) => (p.outcome === 'created' ? [p.row] : []));
      for (let i = 0; i < rows.length; i += INSERT_BATCH) changed.push(...(await insertListings(trx, rows.slice(i, i + INSERT_BATCH))));
      for (const plan of plans) {
        if (plan.outcome === 'updated' || plan.outcome === 'renewed') {
          await updateListing(trx, plan.id, plan.set);
          changed.push(plan.id);
        }
      }
      await recordListingChanges(trx, changed, at);
      return changed;
    });
  }

  async function retireMissing() {
    const feedSellers = options.sellerId !== undefined ? [options.sellerId] : [...sellers.keys()].filter((id) => sellers.get(id));
    for (const sellerId of feedSellers) {
      if (!sellersWithRecords.has(sellerId)) {
        summary.warnings.push(`Verkäufer ${sellerId}: kein gültiger Datensatz im Feed, es wird nichts als verkauft markiert`);
        continue;
      }
      const missing = (await listActiveListingIdsOfSeller(db, sellerId)).filter((id) => !seen.has(id));
      summary.markedSold += missing.length;
      if (options.dryRun) continue;
      const at = now.toISOString();
      for (let i = 0; i < missing.length; i += CHUNK_SIZE) {
        const ids = missing.slice(i, i + CHUNK_SIZE);
        await retryWriteConflicts(() =>
          db.transaction().execute(async (trx) => {
            await markListingsSold(trx, ids, at);
            await recordListingChanges(trx, ids, at);
          }),
        );
      }
    }
  }

  let chunk: FeedItem[] = [];
  for await (const item of items) {
    summary.records++;
    chunk.push(item);
    if (chunk.length === CHUNK_SIZE) {
      await processChunk(chunk);
      chunk = [];
      options.onProgress?.(summary.records);
    }
  }
  await processChunk(chunk);
  options.onProgress?.(summary.records);

  if (options.full) await retireMissing();

  summary.reasons = [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
  summary.ignoredColumns = [...ignoredColumns];
  return summary;
}
